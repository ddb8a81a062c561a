import { type Order } from '@mealflow/sdk/api';
import { fail, type RouteContext } from '../route';

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

export const save = (ctx: RouteContext, entry: CheckoutEntry, order: Order) => {
  ctx.store.orders.set(order.id_H, { ...entry, order });
  return order;
};
