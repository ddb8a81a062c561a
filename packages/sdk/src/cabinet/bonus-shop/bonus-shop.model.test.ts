import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { BonusShopLoaded } from './bonus-shop.types';
import { coverage } from '../../testing/model';
import { bonusShopMachine } from './bonus-shop.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the bonus shop machine. */
const loaded: BonusShopLoaded = {
  categories: [{ id: 'sport', title: 'Для спорта' }],
  items: [
    { id: 'shaker', categoryId: 'sport', title: 'Шейкер', description: '', price: 700, kind: 'goods' },
    { id: 'mat', categoryId: 'sport', title: 'Коврик', description: '', price: 2500, kind: 'goods' },
  ],
  balance: 1850,
  certificates: [],
};
const purchase = {
  purchase: { id: 'bp-1', itemId: 'shaker', title: 'Шейкер', price: 700, date: '2026-11-23T10:00:00.000Z' },
  balance: 1150,
};
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.loadShop', output: loaded },
  { type: 'xstate.error.actor.loadShop', error: failure('bonus/store') },
  { type: 'RETRY' },
  { type: 'BUY', itemId: 'shaker' },
  { type: 'BUY', itemId: 'mat' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.purchase', output: purchase },
  { type: 'xstate.error.actor.purchase', error: failure('bonus/store') },
  { type: 'xstate.done.actor.reloadShop', output: { ...loaded, balance: 1150 } },
  { type: 'xstate.error.actor.reloadShop', error: failure('bonus/store') },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { balance: number; pendingId?: string; purchaseError?: string; error?: string };
  return JSON.stringify([s.value, c.balance, c.pendingId, c.purchaseError, c.error]);
};

describe('model: bonus shop machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(bonusShopMachine, { events, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });

  it('never opens the purchase of an item the bonuses do not cover', () => {
    const result = coverage(bonusShopMachine, {
      events: events.filter((e) => !(e.type === 'BUY' && e.itemId === 'shaker')),
      serializeState,
    });
    expect(result.missingStates).toEqual(expect.arrayContaining(['ready.confirming', 'ready.buying']));
  });
});
