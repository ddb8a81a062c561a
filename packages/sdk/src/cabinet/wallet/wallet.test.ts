import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { auth } from '../../api/endpoints/auth';
import { provideWallet } from './wallet.provide';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function mealflowFor(token: string) {
  return sandboxClient(harness, { token }).mealflow;
}

const start = (token = 'sandbox-token-returning') => createActor(provideWallet(mealflowFor(token).deps)).start();

describe('wallet machine (through the sandbox)', () => {
  it('loads every balance and the first page, then loads more until the last page', async () => {
    const actor = start();
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(ready.context.wallet?.separatedBalance).toHaveLength(4);
    expect(ready.context.history).toHaveLength(10);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().matches({ ready: 'loadingMore' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2);
    actor.send({ type: 'MORE' });
    const last = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 3);
    expect(last.context.history).toHaveLength(27);
    actor.send({ type: 'MORE' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('shows a new client an empty wallet', async () => {
    const { client_token: token } = await mealflowFor('').api.call(auth.login, { phone: '+79161234567', code: '4567' });
    const ready = await waitFor(start(token), (s) => s.matches('ready'));
    expect(ready.context.history).toEqual([]);
    expect(ready.context.wallet?.separatedBalance).toEqual([]);
  });

  it('fails to load with a Russian error and retries', async () => {
    harness.sandbox.faults.inject('client-wallet', { kind: 'status', status: 500, times: 1 });
    const actor = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(failed.context.error).toMatch(/[а-я]/i);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});

describe('wallet view (through the sandbox)', () => {
  it('shows Russian balance titles, NBSP money and DD.MM.YYYY dates', async () => {
    const { walletView } = await import('./wallet.connect');
    const actor = start();
    expect(walletView(actor.getSnapshot()).status).toBe('loading');
    const view = walletView(await waitFor(actor, (s) => s.matches({ ready: 'idle' })));
    expect(view.status).toBe('ready');
    expect(view.balances.map((b) => b.title)).toEqual(['Бонусы', 'Рубли на счёте', 'Прочие начисления', 'Дополнительные бонусы']);
    expect(view.totalText).toBe('4\u00a0750\u00a0₽');
    // Issue 31: bonuses in bonuses, as the bonus shop counts them; roubles in money.
    expect(view.balances.map((b) => b.amountText)).toEqual([
      '1\u00a0850\u00a0бонусов',
      '2\u00a0400\u00a0₽',
      '300\u00a0₽',
      '200\u00a0бонусов',
    ]);
    for (const row of view.rows) expect(row.amountText).toMatch(/бонус/i.test(row.kindText) ? /бонус(а|ов)?$/ : /₽$/);
    expect(view.rows[0]?.dateText).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(view.canLoadMore).toBe(true);
  });
});

describe('wallet refresh', () => {
  it('REFRESH loads the balances and page 1 again while the numbers stay on screen', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'MORE' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true);
    expect(actor.getSnapshot().context.wallet?.balance).toBe(4750);
    const again = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(again.context).toMatchObject({ page: 1, history: expect.any(Array) });
    expect(again.context.history).toHaveLength(10);
  });
});
