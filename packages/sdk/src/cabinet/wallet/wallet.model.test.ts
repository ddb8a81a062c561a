import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { walletMachine } from './wallet.machine';
import type { WalletLoaded } from './wallet.types';

/** Model-based coverage (@xstate/graph): every state and event transition of the wallet machine (load, more, refresh). */
const entry = (id: string) => ({ id, date: '2026-11-20T09:00:00.000Z', amount: -350, type: 'bonus' as const, description: 'Оплата' });
const loaded: WalletLoaded = {
  wallet: { balance: 4750, bonus_balance: 1850, isBalanceOverpulled: false, separatedBalance: [{ type: 'bonus', value: 1850 }] },
  history: [entry('w-1')],
  page: 1,
  pages: 2,
  cityId: 2,
};
const failure = new ApiError({ kind: 'network', call: 'client-wallet', message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.loadWallet', output: loaded },
  { type: 'xstate.error.actor.loadWallet', error: failure },
  { type: 'xstate.done.actor.reloadWallet', output: loaded },
  { type: 'xstate.error.actor.reloadWallet', error: failure },
  { type: 'xstate.done.actor.loadPage', output: { history: [entry('w-2')], page: 2, pages: 2 } },
  { type: 'xstate.error.actor.loadPage', error: failure },
  { type: 'RETRY' },
  { type: 'MORE' },
  { type: 'REFRESH' },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { page: number; error?: string; moreError?: string };
  return JSON.stringify([s.value, c.page, c.error, c.moreError]);
};

describe('model: wallet machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(walletMachine, { events, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
