import { cabinetOrders } from '../../api/endpoints/cabinet';
import { rootCalls } from '../../api/endpoints/root';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { listenToChanges } from '../../shared/cabinet-changes';
import { subscriptionMenuLogic } from './subscription-menu.machine';
import { deliversMenu, hasDishes } from './subscription-menu.rules';
import type { SubscriptionMenuEntry, SubscriptionMenuOrder } from './subscription-menu.types';
import type { SubscriptionMenuMachine } from './subscription-menu.machine';

/**
 * Binds the menu to the API client: `client-subscriptions?brandId_H`; per running subscription
 * `orders/in-client-subscription?clientSubscriptionId_H`; per order `orders/get` and, when it has
 * dishes, `orders/{hid}/packs` (side by side).
 */
export function provideSubscriptionMenu(deps: MealflowDeps): SubscriptionMenuMachine {
  return subscriptionMenuLogic.provide({
    actors: {
      loadMenu: fromCall(async ({ input, signal }): Promise<SubscriptionMenuEntry[]> => {
        const { subscriptions } = await deps.api.call(clientSubscriptions.list, { brandId_H: input.brand }, { signal });
        const loadOrder = async (hid: string): Promise<SubscriptionMenuOrder> => {
          const { order } = await deps.api.call(cabinetOrders.get, { orderId_H: hid }, { signal });
          const dishes = hasDishes(order) ? (await deps.api.call(cabinetOrders.packs, { hid }, { signal })).days : [];
          return { order, dishes };
        };
        return Promise.all(
          subscriptions.filter(deliversMenu).map(async (subscription) => {
            const { orders } = await deps.api.call(
              rootCalls.inClientSubscription,
              { clientSubscriptionId_H: subscription.clientSubscriptionId_H },
              { signal },
            );
            return { subscription, orders: await Promise.all(orders.map((o) => loadOrder(o.id_H))) };
          }),
        );
      }),
      changes: listenToChanges(deps, 'subscriptionMenu'),
    },
  });
}
