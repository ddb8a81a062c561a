import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { coverage } from '../../testing/model';
import { subscriptionMenuMachine } from './subscription-menu.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the subscription menu. */
const subscription = v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs', id_H: 'p', meal_days_count: 24 });
const failure = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'CABINET.CHANGED', change: { type: 'cabinet.changed', by: 'delivery', orderIds: ['h1'] } },
  { type: 'xstate.done.actor.loadMenu', output: [{ subscription, orders: [] }] },
  { type: 'xstate.done.actor.loadMenu', output: [] },
  { type: 'xstate.error.actor.loadMenu', error: failure },
  { type: 'RETRY' },
  { type: 'RELOAD' },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { entries: unknown[]; error?: string };
  return JSON.stringify([s.value, c.entries.length, c.error]);
};

describe('model: subscription menu machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(subscriptionMenuMachine, { events, serializeState, input: { brand: 'main' } });
    expect(result.missingStates).toEqual(['ready.deciding']);
    expect(result.missingTransitions).toEqual([]);
  });
});
