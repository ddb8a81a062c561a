import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { MealflowDeps } from '../../deps';
import { announceChanges, listenToChanges } from '../../shared/cabinet-changes';
import { provideFreeze } from '../freeze/freeze.provide';
import { fromCall } from '../../shared/from-call';
import { provideStopSubscription } from '../stop-subscription/stop-subscription.provide';
import { subscriptionsLogic } from './subscriptions.machine';
import type { SubscriptionsMachine } from './subscriptions.machine';

/** Binds the list to the API client (`client-subscriptions?brandId_H`) and its dialogs to theirs. */
export function provideSubscriptions(deps: MealflowDeps): SubscriptionsMachine {
  return subscriptionsLogic.provide({
    actors: {
      loadSubscriptions: fromCall(
        async ({ input, signal }) => (await deps.api.call(clientSubscriptions.list, { brandId_H: input.brand }, { signal })).subscriptions,
      ),
      freeze: provideFreeze(deps),
      stopSubscription: provideStopSubscription(deps),
      changes: listenToChanges(deps, 'subscriptions'),
    },
    actions: { announce: announceChanges(deps, 'subscriptions') },
  });
}
