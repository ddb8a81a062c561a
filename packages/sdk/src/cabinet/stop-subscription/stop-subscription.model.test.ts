import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { coverage } from '../../testing/model';
import { stopSubscriptionMachine } from './stop-subscription.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the stop dialog. */
const subscription = v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs', id_H: 'p', meal_days_count: 24, penalty_value_rub: 3500 });
const error = new ApiError({ kind: 'http', call: 'client-subscriptions/stop', message: 'x', userMessage: 'Подписка уже остановлена' });
const events = [
  { type: 'REASON.SET', reason: 'travel' },
  { type: 'REASON.SET', reason: 'other' },
  { type: 'COMMENT.SET', comment: 'Переезжаю' },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.sendFeedback', output: { success: true } },
  { type: 'xstate.error.actor.sendFeedback', error },
  { type: 'xstate.done.actor.stop', output: { ...subscription, status: 'stopped' } },
  { type: 'xstate.error.actor.stop', error },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { reason?: string; comment: string; error?: string };
  return JSON.stringify([s.value, c.reason, c.comment, Boolean(c.error)]);
};

describe('model: stop subscription machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(stopSubscriptionMachine, { events, serializeState, input: { subscription } });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});
