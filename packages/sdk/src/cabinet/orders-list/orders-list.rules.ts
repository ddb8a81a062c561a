import type { CabinetDelivery, CabinetOrder } from '../../api/schemas/cabinet';
import { compareIso } from '../../domain/dates';

/** Pure rules of the active orders list (personal-cabinet §2.5, §3 "Order (cabinet view)", §4). */

// An order's state on its card (paid / awaiting payment / unformed) is domain/order-status.ts's.
export { canPay, orderStatus, type OrderStatus } from '../../domain/order-status';

/** The next delivery: the first planned one on or after today (ISO dates compare as strings). */
export function nextDelivery(order: Pick<CabinetOrder, 'deliveries'>, todayIsoDate: string): CabinetDelivery | undefined {
  return [...order.deliveries].filter((d) => d.state === 'planned' && d.date >= todayIsoDate).sort((a, b) => compareIso(a.date, b.date))[0];
}

/** §4 "change one by id_H": replaces the order with the same id_H, or adds it at the end. */
export function changeOrder(orders: readonly CabinetOrder[], order: CabinetOrder): CabinetOrder[] {
  return orders.some((o) => o.id_H === order.id_H) ? orders.map((o) => (o.id_H === order.id_H ? order : o)) : [...orders, order];
}

/** §4 "remove one by id_H". */
export const removeOrder = (orders: readonly CabinetOrder[], id_H: string): CabinetOrder[] => orders.filter((o) => o.id_H !== id_H);

/** Only active orders stay in the list: a cancelled one leaves it. */
export const activeOnly = (orders: readonly CabinetOrder[]): CabinetOrder[] => orders.filter((o) => !o.is_canceled);

/**
 * The last delivery the client received: the profile's `last_actual_delivery_date` when the caller
 * has it, else the latest delivered delivery of the active orders (ours: the list has no profile).
 */
export function lastDeliveryDate(orders: readonly Pick<CabinetOrder, 'deliveries'>[], fromProfile?: string | null): string | undefined {
  if (fromProfile) return fromProfile.slice(0, 10);
  const dates = orders.flatMap((o) => o.deliveries.filter((d) => d.state === 'delivered').map((d) => d.date)).sort();
  return dates[dates.length - 1];
}
