import { cabinetOrders } from '../../api/endpoints/cabinet';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { listenToChanges } from '../../shared/cabinet-changes';
import { weekOverviewMachine, type WeekOverviewMachine } from './week-overview.machine';

/** Binds the week overview to the API client: `orders/active` and `client-subscriptions?brandId_H`, side by side. */
export function provideWeekOverview(deps: MealflowDeps): WeekOverviewMachine {
  return weekOverviewMachine.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const [orders, subscriptions] = await Promise.all([
          deps.api.call(cabinetOrders.active, {}, { signal }).then((r) => r.orders),
          deps.api.call(clientSubscriptions.list, { brandId_H: input.brand }, { signal }).then((r) => r.subscriptions),
        ]);
        return { orders, subscriptions };
      }),
      changes: listenToChanges(deps, 'weekOverview'),
    },
  });
}
