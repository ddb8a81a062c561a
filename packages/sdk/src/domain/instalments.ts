import { addDays } from './dates';
import { isMonthlySubscription, SUBSCRIPTION } from './order-constants';

/**
 * 'Оплата частями': how a subscription's price is paid (order-funnel §9 "Monthly subscription if days
 * between 26 and 34, else stage payment", personal-cabinet §9 "payment every 5 or 6 days",
 * "subscription 24: … 4 orders of 6 days"). The one rule: the sandbox sets a subscription order's
 * amount to pay (`deb_price`) with it, the checkout shows the plan and charges its first payment,
 * the result page says what was paid, the subscribe screen prices its offers. Pure.
 *
 * Ours where the spec is silent: the stages are as few as possible, each of 6 or 5 days, the 6-day
 * ones first (24 = 6+6+6+6, 21 = 6+5+5+5, 25 = 5×5); each pays its days' share of the total,
 * rounded, and the last one the rest, so the payments add up to the total exactly. A subscription of
 * a month (26–34 days) or of days that make no such stages (13, or 6 and fewer) is paid whole.
 */

/** One payment of the plan: the days it pays for and its amount. */
export interface Instalment {
  days: number;
  amount: number;
}

/** The payments of a total over its days; one payment (the whole total) unless a subscription is paid in stages. */
export function instalments(total: number, days: number, subscription: boolean): Instalment[] {
  const whole: Instalment[] = [{ days, amount: total }];
  if (!subscription || days <= 0 || isMonthlySubscription(days)) return whole;
  const [short, long] = SUBSCRIPTION.paymentEveryDays;
  const count = Math.ceil(days / long);
  const longCount = days - short * count;
  if (count < 2 || longCount < 0) return whole;
  let paid = 0;
  return Array.from({ length: count }, (_, i) => {
    const stage = i < longCount ? long : short;
    const amount = i === count - 1 ? total - paid : Math.round((total * stage) / days);
    paid += amount;
    return { days: stage, amount };
  });
}

/** What the client pays now: the first payment of `instalments`. */
export const firstInstalment = (total: number, days: number, subscription: boolean): number =>
  instalments(total, days, subscription)[0]?.amount ?? total;

/** An order's price facts (order-funnel §3 Order): what its total is made of. */
export interface OrderPriceFacts {
  menu_price: number;
  delivery_price: number;
  discount_sum: number;
  bonuses_sum: number;
  discounts: ReadonlyArray<{ sum: number }>;
  referralPayment?: { sum: number } | null | undefined;
  promocode_discounts: ReadonlyArray<{ discount_sum: number }>;
}

/** What the order costs after every discount: its price lines added up (never below 0). */
export function orderTotal(order: OrderPriceFacts): number {
  const promo = order.promocode_discounts.reduce((s, p) => s + p.discount_sum, 0);
  const discounts = order.discounts.reduce((s, d) => s + d.sum, 0);
  return Math.max(
    0,
    order.menu_price +
      order.delivery_price -
      discounts -
      order.discount_sum -
      order.bonuses_sum -
      (order.referralPayment?.sum ?? 0) -
      promo,
  );
}

/** An order's facts for its plan: its total, days and whether it is a client subscription. */
export interface InstalmentOrderFacts extends OrderPriceFacts {
  number_of_days: number;
  is_client_subscription: boolean;
}

/** The order's payments (`instalments` of its total over its days). */
export const orderInstalments = (order: InstalmentOrderFacts): Instalment[] =>
  instalments(orderTotal(order), order.number_of_days, order.is_client_subscription);

/** The order's amount to pay now (`deb_price` of an unpaid order): its first payment. */
export const amountDueNow = (order: InstalmentOrderFacts): number => orderInstalments(order)[0]?.amount ?? orderTotal(order);

/** The order's delivery days, once each, in order. */
const deliveryDays = (order: { deliveries: ReadonlyArray<{ date: string }> }): string[] =>
  [...new Set(order.deliveries.map((d) => d.date))].sort();

/** How many of its deliveries `paidDays` of the order pay for: its deliveries share its days equally. */
const coveredDeliveries = (order: InstalmentOrderFacts, dates: readonly string[], paidDays: number): number =>
  Math.floor(paidDays / (order.number_of_days > 0 ? order.number_of_days / dates.length : 1) + 1e-9);

/**
 * The days the first `paid` payments of an order cover, as its deliveries: the last delivery day they
 * pay for (its deliveries share its days equally, so 6 of 24 days are the first 3 of 12 deliveries);
 * undefined for an order without deliveries. A subscription paid in stages is paid through this day
 * after its first payment, so its next charge (3 days before the next delivery) is the second one,
 * as the checkout said ('каждый спишем за 3 дня до его доставок'), not one after the order's end.
 */
export function paidThroughDelivery(
  order: InstalmentOrderFacts & { deliveries: ReadonlyArray<{ date: string }> },
  paid = 1,
): string | undefined {
  const dates = deliveryDays(order);
  const paidDays = orderInstalments(order)
    .slice(0, paid)
    .reduce((sum, p) => sum + p.days, 0);
  return dates[Math.min(dates.length, Math.max(1, coveredDeliveries(order, dates, paidDays))) - 1];
}

/** One payment of an order with the day it is charged (`undefined`: the first, paid when the order is). */
export interface InstalmentCharge extends Instalment {
  charge: string | undefined;
}

/**
 * A delivery as the plan reads it: its day and, once cancelled, what that did to the payments, as the
 * backend keeps it (`cancel_terms`, ours: `lessToPay` and `laterPayment` took `amount` off the payment).
 */
export interface PlannedDelivery {
  date: string;
  cancel_terms?: { kind: string; amount: number } | null | undefined;
}

/** The stage finder of an order: which payment of its plan pays for a delivery day, the first whose days cover it (`paidThroughDelivery`). */
function stagesOf(order: InstalmentOrderFacts & { deliveries: ReadonlyArray<PlannedDelivery> }): (date: string) => number {
  const ends = orderInstalments(order).map((_, k) => paidThroughDelivery(order, k + 1) ?? '');
  return (date) => {
    const k = ends.findIndex((end) => date <= end);
    return k < 0 ? ends.length - 1 : k;
  };
}

/** Which payment of the plan pays for a delivery day (`stagesOf`). */
export const stageOf = (order: InstalmentOrderFacts & { deliveries: ReadonlyArray<PlannedDelivery> }, date: string): number =>
  stagesOf(order)(date);

/**
 * What each delivery is worth (ours, issue 31): the payment of the plan that pays for it split over
 * that payment's deliveries, a cancelled one included, exactly (the rouble left by rounding goes to
 * the first ones), so the values of a payment's deliveries add up to it and a value never changes as
 * other deliveries are cancelled. Worth its share of what the order costs after every discount, not of
 * its menu price before them.
 */
export function deliveryValues(
  order: InstalmentOrderFacts & { deliveries: ReadonlyArray<PlannedDelivery & { id_H: string }> },
): Map<string, number> {
  const stage = stagesOf(order);
  const sorted = [...order.deliveries].sort((a, b) => (a.date === b.date ? (a.id_H < b.id_H ? -1 : 1) : a.date < b.date ? -1 : 1));
  const values = new Map<string, number>();
  orderInstalments(order).forEach((payment, k) => {
    const mine = sorted.filter((d) => stage(d.date) === k);
    const each = Math.floor(payment.amount / Math.max(1, mine.length));
    const left = payment.amount - each * mine.length;
    mine.forEach((d, i) => values.set(d.id_H, each + (i < left ? 1 : 0)));
  });
  return values;
}

/**
 * The order's payments with their days (personal-cabinet §9 "charge 3 days before delivery"): the
 * first is paid with the order, each later one is charged 3 days before the first delivery it pays
 * for (the delivery after `paidThroughDelivery` of the payments before it), so a freeze that moves
 * the deliveries moves the charges too. An order without deliveries: only the first has no day. A
 * delivery cancelled before its payment was made takes its value off that payment (`lessToPay`,
 * `laterPayment`); one cancelled after it was refunded to the balance and leaves the payment as made.
 */
export function instalmentCharges(order: InstalmentOrderFacts & { deliveries: ReadonlyArray<PlannedDelivery> }): InstalmentCharge[] {
  const dates = deliveryDays(order);
  const stage = stagesOf(order);
  const dropped = (k: number) =>
    order.deliveries
      .filter((d) => (d.cancel_terms?.kind === 'lessToPay' || d.cancel_terms?.kind === 'laterPayment') && stage(d.date) === k)
      .reduce((sum, d) => sum + (d.cancel_terms?.amount ?? 0), 0);
  let paidDays = 0;
  return orderInstalments(order).map((payment, k) => {
    // The first delivery after those the payments before it pay for (`paidThroughDelivery`'s next).
    const first = paidDays > 0 ? dates[Math.max(1, coveredDeliveries(order, dates, paidDays))] : undefined;
    paidDays += payment.days;
    return {
      ...payment,
      amount: Math.max(0, payment.amount - dropped(k)),
      charge: first && addDays(first, -SUBSCRIPTION.chargeDaysBefore),
    };
  });
}
