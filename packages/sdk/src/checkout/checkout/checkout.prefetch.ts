import { checkout as calls } from '../../api/endpoints/checkout';
import { funnel as funnelCalls } from '../../api/endpoints/funnel';
import { menu as menuCalls } from '../../api/endpoints/menu';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { tips as tipCalls } from '../../api/endpoints/tips';
import type { Order } from '../../api/schemas/order';
import type { MealflowDeps } from '../../deps';

/** The menu call that names the order's line: its product in its city. */
export const lineQuery = (order: Order) => ({ businessProduct: order.business_product, cityId: order.city_id });

/**
 * Asks for what the checkout of order `hid` loads first (the order, then its line; the drinks, the
 * delivery days, the client's profile and the auto-tips templates) before the screen exists: an app calls it as it starts on a checkout address,
 * while the screen's chunk loads and renders, and the checkout's own calls take these answers
 * (`ApiClient.prefetch`: same call, same input, same token). Nothing is shown from a prefetch alone,
 * and one that fails is asked again by the checkout itself. Its own module, without the machines,
 * so an app's start-up code can carry it.
 */
export function prefetchCheckout(api: MealflowDeps['api'], hid: string): void {
  void api
    .prefetch(funnelCalls.getOrder, { orderId_H: hid })
    .then((answer) => answer && api.prefetch(menuCalls.byBusinessProduct, lineQuery(answer.order)));
  void api.prefetch(calls.canAddDrinks, { orderId_H: hid });
  void api.prefetch(calls.possibleDates, { orderId_H: hid });
  // The checkout reads the client's profile itself (beside the session's): asked for now, it is no
  // longer a round trip after the screen has mounted.
  void api.prefetch(profileCalls.get, {});
  // The auto-tips block's templates: asked for once the checkout had rendered, the last round trip
  // of its start (after the heading, in Lighthouse's simulation it still counted towards it).
  void api.prefetch(tipCalls.templates, {});
}
