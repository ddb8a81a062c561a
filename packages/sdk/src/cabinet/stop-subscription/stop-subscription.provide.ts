import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { derivedIntentKey } from '../../api/effects';
import { sendEffect } from '../../shared/effect';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { stopSubscriptionLogic } from './stop-subscription.machine';
import type { StopSubscriptionMachine } from './stop-subscription.machine';

/** Binds the stop dialog to the API client: `feedback-for-stop`, then `stop`. */
export function provideStopSubscription(deps: MealflowDeps): StopSubscriptionMachine {
  return stopSubscriptionLogic.provide({
    actors: {
      sendFeedback: fromCall(async ({ input, signal }) =>
        deps.api.call(
          clientSubscriptions.feedbackForStop,
          { clientSubscriptionId_H: input.id, reason: input.reason, ...(input.comment ? { comment: input.comment } : {}) },
          { signal },
        ),
      ),
      stop: fromCall(
        async ({ input, signal }) =>
          (
            await sendEffect(deps, {
              endpoint: clientSubscriptions.stop,
              input: { clientSubscriptionId_H: input.id },
              intent: derivedIntentKey('stop', input.id),
              signal,
            })
          ).subscription,
      ),
    },
  });
}
