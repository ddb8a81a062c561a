import { cabinetOrders } from '../api/endpoints/cabinet';
import { clientSubscriptions } from '../api/endpoints/subscriptions';
import type { MealflowDeps } from '../deps';
import type { RouteName } from '../routing/routes';
import { readSubscriptionMenu, type Read } from './subscription-menu/subscription-menu.reads';

/** Where a cabinet page starts: its route, the route's parameters and the page's brand. */
export interface CabinetPrefetchTarget {
  route: RouteName;
  params: Readonly<Record<string, string | undefined>>;
  brand: 'main' | 'wowfood';
}

/** The dashboard's home (orders list and week overview), on a desktop and on a phone. */
const ORDERS_HOME: ReadonlySet<RouteName> = new Set<RouteName>(['Dashboard', 'DashboardOrders', 'NewDashboard', 'NewDashboardOrders']);
/** An order's page and its deliveries without a chosen delivery: the order-detail machine's first read. */
const ORDER: ReadonlySet<RouteName> = new Set<RouteName>([
  'SingleOrder',
  'NewDashboardOrder',
  'DashboardOrderDeliveries',
  'NewDashboardOrderDeliveries',
]);
/** The subscriptions list: `client-subscriptions`. */
const SUBSCRIPTIONS: ReadonlySet<RouteName> = new Set<RouteName>(['DashboardSubscriptions']);
/** The subscriptions' menu: its whole chain of reads (`readSubscriptionMenu`). */
const SUBSCRIPTION_MENU: ReadonlySet<RouteName> = new Set<RouteName>(['DashboardSubscriptionsMenu']);

/** A prefetch as a read that fails when it got nothing: a chain of prefetches stops there (the screen asks itself). */
const prefetchRead =
  (api: MealflowDeps['api']): Read =>
  (endpoint, input) =>
    api.prefetch(endpoint, input).then((answer) => answer ?? Promise.reject(new Error(`${endpoint.name}: not prefetched`)));

/**
 * Asks for the first data of a cabinet page (issue 35) before its screen exists, as the checkout's
 * `prefetchCheckout` does: an app calls it as it starts on a cabinet address, beside the session's
 * `client-profile`, while the screen's chunk loads; the screen's machines take the answers
 * (`ApiClient.prefetch`: same call, same input, same token; once). The dashboard: `orders/active`
 * (the orders list's, which the week overview follows) and `client-subscriptions`; an order (or its
 * deliveries): `orders/get`, its dishes and drinks; the subscriptions: `client-subscriptions`; their
 * menu: its chain (the subscriptions, their orders, each order and its dishes). Nothing is shown from a prefetch alone, and a screen whose prefetch failed
 * asks again. Its own module, without the machines. Returns whether the page has anything to ask for.
 */
export function prefetchCabinet(api: MealflowDeps['api'], { route, params, brand }: CabinetPrefetchTarget): boolean {
  const hid = params['hid'] ?? params['orderId'];
  if (ORDERS_HOME.has(route)) {
    void api.prefetch(cabinetOrders.active, {});
    void api.prefetch(clientSubscriptions.list, { brandId_H: brand });
    return true;
  }
  if (ORDER.has(route) && hid && !params['deliveryId']) {
    void api.prefetch(cabinetOrders.get, { orderId_H: hid });
    void api.prefetch(cabinetOrders.packs, { hid });
    void api.prefetch(cabinetOrders.canAddDrinks, { orderId_H: hid });
    return true;
  }
  if (SUBSCRIPTION_MENU.has(route)) {
    // Each read as soon as the one it needs has answered: the menu's data in three round trips from
    // the start (the first beside the profile), not after the screen's chunk and machine.
    readSubscriptionMenu(prefetchRead(api), brand).catch(() => undefined);
    return true;
  }
  if (SUBSCRIPTIONS.has(route)) {
    void api.prefetch(clientSubscriptions.list, { brandId_H: brand });
    return true;
  }
  return false;
}
