import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ClientCard } from '../../api/schemas/settings';
import { coverage } from '../../testing/model';
import { cardsMachine } from './cards.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the cards machine. */
const cards: ClientCard[] = [
  { id: 'c1', mask: '4242 •••• •••• 4242', type: 'visa', kind: 'recurrent', active: true },
  { id: 'c2', mask: '5555 •••• •••• 4444', type: 'mastercard', kind: 'external', active: false },
];
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.loadCards', output: cards },
  { type: 'xstate.error.actor.loadCards', error: failure('cards/') },
  { type: 'RETRY' },
  { type: 'CARD.ACTIVATE', id: 'c2' },
  { type: 'CARD.DELETE', id: 'c2' },
  { type: 'DELETE.CONFIRM' },
  { type: 'DELETE.CANCEL' },
  { type: 'xstate.done.actor.activate', output: cards },
  { type: 'xstate.error.actor.activate', error: failure('cards/active') },
  { type: 'xstate.done.actor.destroy', output: cards.slice(0, 1) },
  { type: 'xstate.error.actor.destroy', error: failure('cards/destroy') },
  // 'Добавить карту': the binding child ends bound (the list reloads) or gone to 3-D Secure.
  { type: 'CARD.ADD' },
  { type: 'ADD.CANCEL' },
  { type: 'xstate.done.actor.cardBinding', output: { status: 'bound', card: cards[0] } },
  { type: 'xstate.done.actor.cardBinding', output: { status: 'awaiting3ds' } },
  {
    type: 'xstate.done.actor.refresh',
    output: [...cards, { id: 'c3', mask: '2200 •••• •••• 0004', type: 'mir', kind: 'card', active: true }],
  },
  { type: 'xstate.error.actor.refresh', error: failure('cards/') },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { cards: unknown[]; confirmId?: string; actionError?: string };
  return JSON.stringify([s.value, c.cards.length, c.confirmId, c.actionError]);
};

describe('model: cards machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(cardsMachine, { events, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
