import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { adoptLinkParams } from '../../routing/session-params';
import { inviteFromQuery } from '../../routing/invite';
import { appInstallRedirect, inviteLink, referralFlagKey, shouldChargeReferral } from './referral.rules';
import { referralView } from './referral.connect';

const harness = useSandbox();
const FRIEND = '+79990000031';

/** One visit: a fresh app (session + referral actor) over the same storage (the device's localStorage). */
function visit(options: { token?: string; invite?: string; storage?: Record<string, string> } = {}) {
  const cookies: Record<string, string> = {};
  if (options.token) cookies[COOKIES.clientToken] = options.token;
  const { ports } = harness.setup({ cookies, ...(options.storage ? { storage: options.storage } : {}) });
  if (options.invite) adoptLinkParams({ pathname: '/', search: `?invite=${options.invite}` }, ports.cookies);
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const session = createActor(mealflow.machines.session).start();
  const referral = createActor(mealflow.machines.referral, { input: { session } }).start();
  return { ports, session, referral };
}

const counter = (key: string) => harness.sandbox.store.counters.get(key) ?? 0;
const settled = (session: ReturnType<typeof visit>['session']) =>
  waitFor(session, (s) => s.matches('authenticated') || s.matches('anonymous'));

describe('referral bonus (through the sandbox)', () => {
  it('a friend who came with ?invite= and is logged in with a phone is charged once; the next visit asks nothing', async () => {
    harness.sandbox.store.tokens.set('token-friend', FRIEND);
    const first = visit({ token: 'token-friend', invite: 'anna-7' });
    expect(first.ports.cookies.get('invite')).toBe('anna-7');
    await waitFor(first.referral, (s) => s.matches('done'));
    expect(first.referral.getSnapshot().context.slug).toBe('anna-7');
    expect(referralView(first.referral.getSnapshot())).toEqual({ status: 'charged', slug: 'anna-7' });
    expect(harness.sandbox.store.log.filter((l) => l.call === 'referral/charge-bonus')).toHaveLength(1);
    expect(counter(`referralCharged:${FRIEND}`)).toBe(1);
    const flags = Object.fromEntries([...first.ports.storage.data.entries()].filter(([k]) => k.startsWith('referral_bonus_charged:')));
    expect(Object.values(flags)).toEqual(['1']);

    // The second visit: the same device (storage), the invite link opened again.
    const second = visit({ token: 'token-friend', invite: 'anna-7', storage: flags });
    await settled(second.session);
    await new Promise((r) => setTimeout(r, 50));
    expect(second.referral.getSnapshot().matches('watching')).toBe(true);
    expect(referralView(second.referral.getSnapshot()).status).toBe('watching');
    expect(counter(`referralCalls:${FRIEND}`)).toBe(1);
  });

  it('logging in later (the funnel or /login) charges then: the session tells the machine', async () => {
    const anon = visit({ invite: 'anna-7' });
    await settled(anon.session);
    expect(anon.referral.getSnapshot().matches('watching')).toBe(true);
    harness.sandbox.store.tokens.set('token-late', FRIEND);
    const profile = { id: 5, id_H: 'client-late', phone: FRIEND, addresses: [], externalCards: [], paymentTypesSort: [] };
    anon.session.send({ type: 'LOGGED_IN', token: 'token-late', profile });
    await waitFor(anon.referral, (s) => s.matches('done'));
    expect(counter(`referralCharged:${FRIEND}`)).toBe(1);
    expect(anon.ports.storage.get('referral_bonus_charged:client-late')).toBe('1');
  });

  it('no invite, or the client’s own link: nothing is asked', async () => {
    const own = visit({ token: 'sandbox-token-returning', invite: 'anna-7' });
    await settled(own.session);
    const none = visit({ token: 'sandbox-token-returning' });
    await settled(none.session);
    await new Promise((r) => setTimeout(r, 50));
    expect(own.referral.getSnapshot().matches('watching')).toBe(true);
    expect(none.referral.getSnapshot().matches('watching')).toBe(true);
    expect(harness.sandbox.store.log.some((l) => l.call === 'referral/charge-bonus')).toBe(false);
  });

  it('an unknown slug is refused for good (flag set); a server failure is asked again on the next visit', async () => {
    harness.sandbox.store.tokens.set('token-friend', FRIEND);
    const unknown = visit({ token: 'token-friend', invite: 'nobody' });
    await waitFor(unknown.referral, (s) => s.matches('done'));
    expect([...unknown.ports.storage.data.entries()].some(([k]) => k.startsWith('referral_bonus_charged:'))).toBe(true);

    harness.sandbox.faults.inject('referral/charge-bonus', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const failing = visit({ token: 'token-friend', invite: 'anna-7' });
    await waitFor(failing.referral, (s) => s.matches('failed'));
    expect([...failing.ports.storage.data.entries()].some(([k]) => k.startsWith('referral_bonus_charged:'))).toBe(false);
    const again = visit({ token: 'token-friend', invite: 'anna-7' });
    await waitFor(again.referral, (s) => s.matches('done'));
    expect(counter(`referralCharged:${FRIEND}`)).toBe(1);
  });
});

describe('referral bonus: an answer that never came', () => {
  it('the backend charged but the answer was lost (a dropped line): asked at once with the same key, not charged twice (issue 36)', async () => {
    harness.sandbox.store.tokens.set('token-friend', FRIEND);
    harness.sandbox.faults.inject('referral/charge-bonus', { kind: 'lost', times: 1 });
    const lost = visit({ token: 'token-friend', invite: 'anna-7' });
    await waitFor(lost.referral, (s) => s.matches('done'));
    // The question is the call itself with the same key: the backend answers with the first charge.
    expect(counter(`referralCalls:${FRIEND}`)).toBe(1);
    expect(harness.sandbox.store.log.filter((e) => e.call === 'referral/charge-bonus' && e.replayed)).toHaveLength(1);
    expect(counter(`referralCharged:${FRIEND}`)).toBe(1);
    const next = lost;
    const inviter = [...harness.sandbox.store.clients.values()].find((c) => c.profile.name_slug === 'anna-7');
    expect(counter(`referralInvited:${inviter?.phone ?? '?'}`)).toBe(1);
    expect([...next.ports.storage.data.values()]).toContain('1');
  });
});

describe('referral rules', () => {
  it('charges only with an invite, a phone, no flag and not one’s own slug', () => {
    const base = { invite: 'anna-7', phone: '+79990000031', ownSlug: 'client-9', charged: false };
    expect(shouldChargeReferral(base)).toBe(true);
    expect(shouldChargeReferral({ ...base, invite: undefined })).toBe(false);
    expect(shouldChargeReferral({ ...base, phone: undefined })).toBe(false);
    expect(shouldChargeReferral({ ...base, charged: true })).toBe(false);
    expect(shouldChargeReferral({ ...base, ownSlug: 'anna-7' })).toBe(false);
    expect(referralFlagKey({ id_H: 'client-1', phone: '+7' })).toBe('referral_bonus_charged:client-1');
    expect(referralFlagKey({})).toBeUndefined();
  });

  it('the invite link and the query', () => {
    expect(inviteLink('mealflow.ru', 'anna-7')).toBe('https://mealflow.ru/?invite=anna-7');
    expect(inviteLink('localhost:4570', 'anna-7')).toBe('http://localhost:4570/?invite=anna-7');
    expect(inviteFromQuery('?invite=%20anna-7%20')).toBe('anna-7');
    expect(inviteFromQuery('?invite=')).toBeUndefined();
  });

  it('§2.3: first brand + smartphone + invite → the app-install tracking link with the slug', () => {
    const at = { search: '?invite=anna-7', isSmartphone: true, brand: 'main' as const };
    expect(appInstallRedirect(at, '/transfland')).toBe('/transfland?referrer=anna-7');
    expect(appInstallRedirect(at, 'https://track.example/app?c=1')).toBe('https://track.example/app?c=1&referrer=anna-7');
    expect(appInstallRedirect({ ...at, isSmartphone: false }, '/transfland')).toBeUndefined();
    expect(appInstallRedirect({ ...at, brand: 'wowfood' }, '/transfland')).toBeUndefined();
    expect(appInstallRedirect({ ...at, search: '' }, '/transfland')).toBeUndefined();
  });
});
