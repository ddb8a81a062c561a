import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { listenToChanges } from '../../shared/cabinet-changes';
import { weekOverviewLogic, type WeekOverviewMachine } from './week-overview.machine';

/** Binds the week overview to the API client: `client-subscriptions?brandId_H` (the orders are the list's, `input.orders`). */
export function provideWeekOverview(deps: MealflowDeps): WeekOverviewMachine {
  return weekOverviewLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => ({
        subscriptions: (await deps.api.call(clientSubscriptions.list, { brandId_H: input.brand }, { signal })).subscriptions,
      })),
      changes: listenToChanges(deps, 'weekOverview'),
    },
  });
}
