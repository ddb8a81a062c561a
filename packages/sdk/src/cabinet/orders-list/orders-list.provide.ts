import { cabinetOrders } from '../../api/endpoints/cabinet';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { listenToChanges } from '../../shared/cabinet-changes';
import { ordersListLogic } from './orders-list.machine';
import type { OrdersListMachine } from './orders-list.machine';

/** Binds the orders list to the API client: one round trip, `orders/active`. */
export function provideOrdersList(deps: MealflowDeps): OrdersListMachine {
  return ordersListLogic.provide({
    actors: {
      loadOrders: fromCall(async ({ signal }) => (await deps.api.call(cabinetOrders.active, {}, { signal })).orders),
      changes: listenToChanges(deps, 'ordersList'),
    },
  });
}
