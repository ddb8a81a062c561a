import { fail, ok, type RouteContext } from '../route';

/**
 * The subscription pages' calls (personal-cabinet §2.1 subscriptions menu and fitness, §7):
 * `orders/in-client-subscription` answers the subscription's order (its `orderId_H`, README
 * "Subscriptions"), and the sports-club promo-code request is taken for a running subscription that
 * includes the club (`fitness_months`), counted as `sportsClub:<clientSubscriptionId_H>`.
 */
function ownedSubscription(ctx: RouteContext, id: unknown) {
  const found = typeof id === 'string' ? ctx.store.subscriptions.get(id) : undefined;
  return found && found.phone === ctx.client?.phone ? found.subscription : undefined;
}

/** `orders/in-client-subscription?clientSubscriptionId_H`: summaries of the subscription's orders (status 1 = not formed). */
export function inClientSubscription(ctx: RouteContext): Response {
  const subscription = ownedSubscription(ctx, ctx.query.get('clientSubscriptionId_H'));
  if (!subscription) return fail(404, ['Подписка не найдена']);
  const entry = subscription.orderId_H ? ctx.store.orders.get(subscription.orderId_H) : undefined;
  const orders = entry && (!entry.phone || entry.phone === ctx.client?.phone) && !entry.order.is_canceled ? [entry.order] : [];
  return ok({
    orders: orders.map((o) => ({ id_H: o.id_H, status: o.status_unformed ? 1 : 2, price: o.deb_price, mealDays: o.number_of_days })),
  });
}

/** `client-subscriptions/recall-request-for-promotional-code-in-sports-club`. */
export function sportsClubPromoRequest(ctx: RouteContext): Response {
  const id = ctx.body['clientSubscriptionId_H'];
  const subscription = ownedSubscription(ctx, id);
  if (!subscription) return fail(404, ['Подписка не найдена']);
  if (!subscription.fitness_months || subscription.status === 'stopped') return fail(400, ['В эту подписку не входит фитнес-клуб']);
  ctx.store.count(`sportsClub:${String(id)}`);
  return ok();
}
