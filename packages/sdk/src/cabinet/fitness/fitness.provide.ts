import { rootCalls } from '../../api/endpoints/root';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { fitnessLogic } from './fitness.machine';
import { PromoRequestRefused } from './fitness.rules';
import type { FitnessMachine } from './fitness.machine';

/** Binds the page to the API client: the subscriptions list and the sports-club promo-code request. */
export function provideFitness(deps: MealflowDeps): FitnessMachine {
  return fitnessLogic.provide({
    actors: {
      loadSubscriptions: fromCall(
        async ({ input, signal }) => (await deps.api.call(clientSubscriptions.list, { brandId_H: input.brand }, { signal })).subscriptions,
      ),
      requestPromo: fromCall(async ({ input, signal }) => {
        const answer = await deps.api.call(rootCalls.sportsClubPromo, { clientSubscriptionId_H: input.id }, { signal });
        if (answer.success === false) throw new PromoRequestRefused(answer.messages?.[0]);
      }),
    },
  });
}
