import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { coverage } from '../../testing/model';
import { subscriptionsMachine } from './subscriptions.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the subscriptions list. */
const subscription = v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs', id_H: 'p', meal_days_count: 24, freeze_days_limit: 7 });
const events = [
  { type: 'CABINET.CHANGED', change: { type: 'cabinet.changed', by: 'delivery', orderIds: ['h1'] } },
  { type: 'xstate.done.actor.loadSubscriptions', output: [subscription] },
  { type: 'xstate.done.actor.loadSubscriptions', output: [] },
  {
    type: 'xstate.error.actor.loadSubscriptions',
    error: new ApiError({ kind: 'network', call: 'client-subscriptions', message: 'x', userMessage: 'Нет соединения' }),
  },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'FREEZE.OPEN', id: 'cs' },
  { type: 'UNFREEZE.OPEN', id: 'cs' },
  { type: 'STOP.OPEN', id: 'cs' },
  { type: 'FREEZE.OPEN', id: 'unknown' },
  {
    type: 'xstate.done.actor.freeze',
    output: { subscription: { ...subscription, freezes: [{ dateFrom: '2026-12-01', dateTo: '2026-12-03' }] } },
  },
  { type: 'xstate.done.actor.freeze', output: { subscription: undefined } },
  { type: 'xstate.done.actor.stopSubscription', output: { subscription: { ...subscription, status: 'stopped' } } },
  { type: 'xstate.done.actor.stopSubscription', output: { subscription: undefined } },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { subscriptions: unknown[]; notice?: string };
  return JSON.stringify([s.value, c.subscriptions.length, c.notice]);
};

describe('model: subscriptions machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(subscriptionsMachine, { events, serializeState, input: { brand: 'main' } });
    // `ready.deciding` is transient (eventless): passed through, never rested in.
    expect(result.missingStates).toEqual(['ready.deciding']);
    expect(result.missingTransitions).toEqual([]);
  });
});
