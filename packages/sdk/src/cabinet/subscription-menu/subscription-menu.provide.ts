import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { listenToChanges } from '../../shared/cabinet-changes';
import { subscriptionMenuLogic } from './subscription-menu.machine';
import { readSubscriptionMenu } from './subscription-menu.reads';
import type { SubscriptionMenuMachine } from './subscription-menu.machine';

/**
 * Binds the menu to the API client: `client-subscriptions?brandId_H`; per running subscription
 * `orders/in-client-subscription?clientSubscriptionId_H`; per order `orders/get` and its dishes
 * (`orders/{hid}/packs`) side by side, the dishes kept only when the order has them (`hasDishes`):
 * three round trips, not four. The app asks the same calls from the entry (`prefetchCabinet`).
 */
export function provideSubscriptionMenu(deps: MealflowDeps): SubscriptionMenuMachine {
  return subscriptionMenuLogic.provide({
    actors: {
      loadMenu: fromCall(({ input, signal }) => loadSubscriptionMenu(deps.api, input.brand, signal)),
      changes: listenToChanges(deps, 'subscriptionMenu'),
    },
  });
}

const loadSubscriptionMenu = (api: MealflowDeps['api'], brand: string | undefined, signal: AbortSignal) =>
  readSubscriptionMenu((endpoint, input) => api.call(endpoint, input, { signal }), brand);
