import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { connectPartner, partnerView } from './partner.connect';
import type { PartnerPage } from './partner.types';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(options: { token?: string; code?: string; page?: PartnerPage } = {}) {
  const page = options.page ?? 'invite';
  const path = `${page === 'invite' ? '/partner-invite' : page === 'invited' ? '/partner-invite/invited' : '/partner-invite/has-invite'}${options.code ? `?partner=${options.code}` : ''}`;
  const { ports, mealflow } = sandboxClient(harness, { path, cookies: options.token ? { [COOKIES.clientToken]: options.token } : {} });
  const actor = createActor(mealflow.machines.partner, { input: { code: options.code, page, loggedIn: Boolean(options.token) } }).start();
  return { actor, ports };
}

describe('partner invitation (through the sandbox)', () => {
  it('a client without a partner accepts Олимп: confirmed in the profile, the URL becomes /invited', async () => {
    const { actor, ports } = start({ token: 'sandbox-token-returning', code: 'olymp' });
    await waitFor(actor, (s) => s.matches('invitation'));
    expect(partnerView(actor.getSnapshot())).toMatchObject({
      status: 'invitation',
      lines: ['Фитнес-клуб «Олимп» приглашает вас', 'Скидка 10% на каждый заказ для членов клуба'],
    });
    connectPartner(actor.getSnapshot(), actor.send).accept();
    expect(partnerView(actor.getSnapshot()).accepting).toBe(true);
    await waitFor(actor, (s) => s.matches('invited'));
    expect(partnerView(actor.getSnapshot())).toMatchObject({
      title: 'Приглашение принято',
      lines: ['Теперь вы клиент партнёра «Фитнес-клуб «Олимп»».', 'Скидка 10% на каждый заказ для членов клуба'],
    });
    expect(ports.navigation.current().pathname).toBe('/partner-invite/invited');
    expect(harness.sandbox.store.log.filter((l) => l.call === 'partner/confirm').map((l) => l.body)).toEqual([{ code: 'olymp' }]);
    // Opened again: the invited page shows the confirmed partner.
    const again = start({ token: 'sandbox-token-returning', code: 'olymp', page: 'invited' });
    await waitFor(again.actor, (s) => s.matches('invited'));
  });

  it('a client with a partner goes to has-invite; detaching (confirmed in a dialog) offers the new invitation', async () => {
    harness.sandbox.store.tokens.set('token-partner', '+79990000021');
    const { actor, ports } = start({ token: 'token-partner', code: 'prana' });
    await waitFor(actor, (s) => s.matches('attached'));
    expect(ports.navigation.current()).toMatchObject({ pathname: '/partner-invite/has-invite', search: '?partner=prana' });
    expect(partnerView(actor.getSnapshot()).lines).toContain(
      'Чтобы принять приглашение «Студия йоги «Прана»», сначала отвяжите текущего партнёра.',
    );
    const model = () => connectPartner(actor.getSnapshot(), actor.send);
    model().detach();
    expect(partnerView(actor.getSnapshot()).confirmDetach).toEqual({ open: true, busy: false });
    model().confirmDetachNo();
    expect(actor.getSnapshot().matches('attached')).toBe(true);
    model().detach();
    model().confirmDetachYes();
    await waitFor(actor, (s) => s.matches('invitation'));
    expect(partnerView(actor.getSnapshot())).toMatchObject({
      notice: 'Партнёр отвязан',
      lines: ['Студия йоги «Прана» приглашает вас', expect.any(String)],
    });
    expect(ports.navigation.current()).toMatchObject({ pathname: '/partner-invite', search: '?partner=prana' });
  });

  it('an unknown code says so; no code and no partner says how to get one', async () => {
    const unknown = start({ token: 'sandbox-token-returning', code: 'nobody' });
    await waitFor(unknown.actor, (s) => s.matches('none'));
    expect(partnerView(unknown.actor.getSnapshot()).lines).toEqual([
      'Приглашение не найдено. Проверьте ссылку или попросите партнёра прислать новую.',
    ]);
    const bare = start({ token: 'sandbox-token-returning' });
    await waitFor(bare.actor, (s) => s.matches('none'));
    expect(partnerView(bare.actor.getSnapshot()).lines[0]).toMatch(/^У вас нет партнёра/);
  });

  it('a visitor is asked to log in: the page is saved as the login’s redirect', () => {
    const { actor, ports } = start({ code: 'olymp' });
    expect(partnerView(actor.getSnapshot())).toMatchObject({ status: 'loginNeeded', title: 'Войдите, чтобы принять приглашение' });
    connectPartner(actor.getSnapshot(), actor.send).login();
    expect(ports.cookies.get(COOKIES.redirect)).toBe('/partner-invite?partner=olymp');
    expect(ports.navigation.current().pathname).toBe('/login');
    expect(harness.sandbox.store.log.some((l) => l.call === 'partner')).toBe(false);
  });

  it('a failed load shows the error with retry; a failed accept stays on the invitation with the message', async () => {
    harness.sandbox.faults.inject('partner', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor } = start({ token: 'sandbox-token-returning', code: 'olymp' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(partnerView(actor.getSnapshot()).error).toBe('Сервис временно недоступен');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('invitation'));
    harness.sandbox.faults.inject('partner/confirm', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, (s) => s.matches('invitation') && s.context.actionError !== undefined);
    expect(partnerView(actor.getSnapshot()).actionError).toBe('Сервис временно недоступен');
  });
});
