/**
 * An order's and a delivery's state as the cabinet's screens say it (personal-cabinet §2.5, §3
 * "Order (cabinet view)", §4; issue 32: one home for the rules the orders list, the order page, a
 * delivery, the longation and the customisation all read). Structural inputs: an API order or
 * delivery fits them, and domain/ imports nothing of ours. A delivery's state in words is
 * `delivery-state.ts`: the checkout reads `isCustomOrder` here and should not load the cabinet's texts.
 */
import { EATING_PAUSE_OFFSET_DAYS, EATING_PAUSE_WHATS_NEW_DAYS } from './constants';
import { daysBetween, todayIso } from './dates';
import { instalmentCharges, type InstalmentOrderFacts, type PlannedDelivery } from './instalments';
import { countsAsPaid, type PaidOrderFacts } from './pricing';

/** An order's state on its card: paid, paid in part (a subscription paid in stages), awaiting payment, not formed yet. */
export type OrderStatus = 'paid' | 'paidInPart' | 'awaitingPayment' | 'unformed';

/** What an order is to be paid now: nothing (`countsAsPaid`), its amount to pay, or nothing yet (not formed). */
export type OrderDue = 'nothing' | 'awaitingPayment' | 'unformed';

/**
 * Whether anything is to be paid now, from the order alone (no day needed): nothing when it counts
 * as paid (order-funnel §4, `countsAsPaid`), nothing yet when it is not formed (`is_ready: false`:
 * it cannot be paid until it is), otherwise its amount to pay. The pay action and a cancelled
 * delivery's terms read it; the card says more (`orderPayment`).
 */
export function orderDue(order: PaidOrderFacts & { is_ready: boolean }): OrderDue {
  if (countsAsPaid(order)) return 'nothing';
  return order.is_ready ? 'awaitingPayment' : 'unformed';
}

/** The pay action is offered only to an order awaiting payment. */
export const canPay = (order: PaidOrderFacts & { is_ready: boolean }): boolean => orderDue(order) === 'awaitingPayment';

/** The facts `orderPayment` reads: an API order (cabinet or checkout) fits them. */
export interface OrderPaymentFacts extends PaidOrderFacts, InstalmentOrderFacts {
  promocode_discounts: ReadonlyArray<{ promocode: string; discount_sum: number }>;
  is_ready: boolean;
  deliveries: ReadonlyArray<PlannedDelivery>;
}

/** An order's payment as its card, its page and the subscription menu say it. */
export interface OrderPayment {
  status: OrderStatus;
  /** What the order costs after every discount (`orderTotal`), never its menu price before them, less the deliveries cancelled before they were paid. */
  total: number;
  /** Paid in part: the payments made so far. */
  paid?: number | undefined;
  /** Paid in part: the next payment and the day it is charged. */
  next?: { amount: number; charge: string } | undefined;
}

/**
 * The one rule of an order's payment on the cabinet's screens (the orders list, the order page, the
 * subscription menu). An order with nothing to pay now (`orderDue`) is paid, unless it is paid in
 * stages ('Оплата частями', `instalmentCharges`) and a later payment is still to be charged after
 * `today`: then it is paid in part — so much paid of its total, the next payment on its day. (A
 * subscription order in Minsk was 'Оплачен' at 1 392 руб., its menu price before the discount,
 * after the first of four payments of 1 253 руб.) The backend's amount to pay says a due charge that
 * failed (the order awaits payment again), so every payment due by `today` of an order with nothing
 * to pay counts as made. The spec names the states, not how to tell them apart: this reading is ours.
 */
export function orderPayment(order: OrderPaymentFacts, today: string): OrderPayment {
  const charges = instalmentCharges(order);
  const total = charges.reduce((sum, p) => sum + p.amount, 0);
  const due = orderDue(order);
  const plan = due === 'nothing' ? charges : [];
  const at = plan.findIndex((p) => (p.charge ?? '') > today);
  const next = plan[at];
  if (!next?.charge) return { status: due === 'nothing' ? 'paid' : due, total };
  const paid = plan.slice(0, at).reduce((sum, p) => sum + p.amount, 0);
  return { status: 'paidInPart', total, paid, next: { amount: next.amount, charge: next.charge } };
}

/** The order's state on its card (`orderPayment`). */
export const orderStatus = (order: OrderPaymentFacts, today: string): OrderStatus => orderPayment(order, today).status;

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
