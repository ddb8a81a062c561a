import { type Order } from '@mealflow/sdk/api';
import { fail, type RouteContext } from '../route';
import { subscriptionFollowsOrder } from './subscription-calendar';

/** The checkout's view of the store: an order as the checkout reads and writes it (its own shape). */

export type CheckoutEntry = { order: Order; phone: string | undefined };

/** The order by id; a logged-in caller sees only its own orders and those without an owner. */
export function findOrder(ctx: RouteContext, id: unknown): CheckoutEntry | undefined {
  const found = typeof id === 'string' ? ctx.store.orders.get(id) : undefined;
  if (!found) return undefined;
  if (ctx.client && found.phone !== undefined && found.phone !== ctx.client.phone) return undefined;
  return found;
}

export const notFound = () => fail(404, ['Заказ не найден']);

/** Writes the order back; a subscription of it follows its moved days (`subscription-calendar.ts`). */
export const save = (ctx: RouteContext, entry: CheckoutEntry, order: Order) => {
  const before = ctx.store.orders.get(order.id_H)?.order;
  ctx.store.orders.set(order.id_H, { ...entry, order });
  subscriptionFollowsOrder(ctx, before, order);
  return order;
};
