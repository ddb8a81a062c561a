/**
 * An order's and a delivery's state as the cabinet's screens say it (personal-cabinet §2.5, §3
 * "Order (cabinet view)", §4; issue 32: one home for the rules the orders list, the order page, a
 * delivery, the longation and the customisation all read). Structural inputs: an API order or
 * delivery fits them, and domain/ imports nothing of ours. A delivery's state in words is
 * `delivery-state.ts`: the checkout reads `isCustomOrder` here and should not load the cabinet's texts.
 */
import { EATING_PAUSE_OFFSET_DAYS, EATING_PAUSE_WHATS_NEW_DAYS } from './constants';
import { daysBetween, todayIso } from './dates';
import { countsAsPaid, type PaidOrderFacts } from './pricing';

export type OrderStatus = 'paid' | 'awaitingPayment' | 'unformed';

/**
 * An order's state on its card: paid (nothing left to pay, `countsAsPaid`), not formed yet
 * (`is_ready: false`: it cannot be paid until it is), otherwise awaiting payment. The spec names
 * the states, not how to tell them apart: this reading is ours.
 */
export function orderStatus(order: PaidOrderFacts & { is_ready: boolean }): OrderStatus {
  if (countsAsPaid(order)) return 'paid';
  if (!order.is_ready) return 'unformed';
  return 'awaitingPayment';
}

/** The pay action is offered only to an order awaiting payment. */
export const canPay = (order: Parameters<typeof orderStatus>[0]): boolean => orderStatus(order) === 'awaitingPayment';

/** A custom (built by hand) menu: the order carries a non-empty `custom_config`. */
export const isCustomOrder = (order: { custom_config?: readonly unknown[] | null | undefined } | undefined): boolean =>
  Array.isArray(order?.custom_config) && (order?.custom_config?.length ?? 0) > 0;

/** A longation (extension) order: its business product says so. */
export const isLongationOrder = (order: { business_product: string } | undefined): boolean =>
  Boolean(order?.business_product?.includes('longate'));

/** The cabinet offers 'Продлить' for an unformed, not cancelled longation order with something to pay. */
export const longateAvailable = (
  order: { business_product: string; status_unformed: boolean; is_canceled: boolean; deb_price: number } | undefined,
): boolean => Boolean(order && isLongationOrder(order) && order.status_unformed && !order.is_canceled && order.deb_price > 0);

/** §4: eating pause = days since the last delivery minus 2 (never below 0; 0 without a last delivery). */
export function eatingPauseDays(lastDeliveryDate: string | null | undefined, nowMs: number): number {
  if (!lastDeliveryDate) return 0;
  return Math.max(0, daysBetween(lastDeliveryDate.slice(0, 10), todayIso(nowMs)) - EATING_PAUSE_OFFSET_DAYS);
}

/** §4: the what-is-new block shows from a pause of 10 days. */
export const showsWhatsNew = (lastDeliveryDate: string | null | undefined, nowMs: number): boolean =>
  eatingPauseDays(lastDeliveryDate, nowMs) >= EATING_PAUSE_WHATS_NEW_DAYS;
