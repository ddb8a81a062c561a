import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { coverage } from '../../testing/model';
import { fitnessMachine } from './fitness.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the fitness page. */
const club = v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs', id_H: 'p', meal_days_count: 30, fitness_months: 3 });
const noClub = v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs2', id_H: 'p', meal_days_count: 24 });
const failure = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.loadSubscriptions', output: [club, noClub] },
  { type: 'xstate.done.actor.loadSubscriptions', output: [noClub] },
  { type: 'xstate.error.actor.loadSubscriptions', error: failure },
  { type: 'RETRY' },
  { type: 'PROMO.REQUEST', id: 'cs' },
  { type: 'PROMO.REQUEST', id: 'unknown' },
  { type: 'xstate.done.actor.requestPromo', output: undefined },
  { type: 'xstate.error.actor.requestPromo', error: failure },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { subscriptions: unknown[]; requested: string[]; requestError?: unknown };
  return JSON.stringify([s.value, c.subscriptions.length, c.requested, Boolean(c.requestError)]);
};

describe('model: fitness machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(fitnessMachine, { events, serializeState, input: { brand: 'main' } });
    expect(result.missingStates).toEqual(['ready.deciding']);
    expect(result.missingTransitions).toEqual([]);
  });
});
