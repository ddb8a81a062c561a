import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { MealflowDeps } from '../../deps';
import { sendEffect } from '../../shared/effect';
import { fromCall } from '../../shared/from-call';
import { freezeLogic } from './freeze.machine';
import type { FreezeMachine } from './freeze.machine';

/** Binds the freeze dialog to the API client: `freeze/create` and `freeze/cancel`. */
export function provideFreeze(deps: MealflowDeps): FreezeMachine {
  return freezeLogic.provide({
    actors: {
      createFreeze: fromCall(
        async ({ input, signal }) =>
          (
            await sendEffect(deps, {
              endpoint: clientSubscriptions.freeze,
              input: { clientSubscriptionId_H: input.id, ...input.period },
              intent: { scope: `freeze:${input.id}:${JSON.stringify(input.period)}` },
              signal,
            })
          ).subscription,
      ),
      // One unfreeze per freeze: a stored key (a later freeze's unfreeze is a new intent once this one's outcome is known).
      cancelFreeze: fromCall(
        async ({ input, signal }) =>
          (
            await sendEffect(deps, {
              endpoint: clientSubscriptions.unfreeze,
              input: { clientSubscriptionId_H: input.id },
              intent: { scope: `unfreeze:${input.id}` },
              signal,
            })
          ).subscription,
      ),
    },
  });
}
