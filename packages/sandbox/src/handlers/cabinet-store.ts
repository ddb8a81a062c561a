import * as v from 'valibot';
import { delivery as deliveryGroup } from '@mealflow/sdk/cabinet';
import { type CabinetDelivery, type CabinetOrder, runtimeSchemas } from '@mealflow/sdk/api';
import { fail, ok, unauthorized, type RouteContext } from '../route';
import { save } from './checkout-store';

/**
 * The cabinet's view of the store: a client's own orders, read through the SDK's `CabinetOrder`
 * schema (defaults filled), written back whole. Shared by the cabinet's order and delivery handlers.
 */

export interface OwnedOrder {
  order: CabinetOrder;
  phone: string | undefined;
}

export const notFound = () => fail(404, ['Заказ не найден']);
export const deliveryNotFound = () => fail(404, ['Доставка не найдена']);
/** A delivery past its cut-off (personal-cabinet §9; the text is ours). */
export const TOO_LATE = 'Эту доставку уже нельзя изменить: приём изменений закончился';

/** The order by id if the caller may see it: its owner, or anyone for an order without one. */
export function ownedOrder(ctx: RouteContext, id: unknown): OwnedOrder | undefined {
  const found = typeof id === 'string' ? ctx.store.orders.get(id) : undefined;
  if (!found) return undefined;
  if (found.phone !== undefined && found.phone !== ctx.client?.phone) return undefined;
  return { order: v.parse(runtimeSchemas.CabinetOrder, found.order), phone: found.phone };
}

export const orderIdOfDelivery = (deliveryId: string): string => deliveryId.replace(/-d\d+$/, '');

export function ownedDelivery(ctx: RouteContext, deliveryId: unknown): { found: OwnedOrder; delivery: CabinetDelivery } | undefined {
  if (typeof deliveryId !== 'string') return undefined;
  const found = ownedOrder(ctx, orderIdOfDelivery(deliveryId));
  const delivery = found?.order.deliveries.find((d) => d.id_H === deliveryId);
  return found && delivery ? { found, delivery } : undefined;
}

/** Writes the order back through the checkout's writer (`save`): a subscription of it follows its moved days. */
export function saveOrder(ctx: RouteContext, found: OwnedOrder, order: CabinetOrder): CabinetOrder {
  save(ctx, { order, phone: found.phone }, order);
  return order;
}

export const answerOrder = (ctx: RouteContext, found: OwnedOrder, order: CabinetOrder) => ok({ order: saveOrder(ctx, found, order) });

/** A delivery can be changed until its cut-off (the SDK's rule), and not once delivered or cancelled. */
export const deliveryOpen = (delivery: CabinetDelivery, now: number): boolean =>
  delivery.state === 'planned' &&
  deliveryGroup.isBeforeCutoff({ date: delivery.date, type: delivery.deliveryDate?.type, timeFrom: delivery.deliveryDate?.timeFrom }, now);

export const requireClient = (ctx: RouteContext) => (ctx.client ? undefined : unauthorized());
