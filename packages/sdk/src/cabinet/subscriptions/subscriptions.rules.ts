import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { isMonthlySubscription, SUBSCRIPTION } from '../../domain/constants';
import { addDays } from '../../domain/dates';
import { freezeDaysLeft, isFrozenOn, subscriptionState } from '../../domain/freeze';

/**
 * The subscription rules (personal-cabinet §3 "Subscription", §4, §9), one pure function each.
 * Dates are ISO calendar days (Moscow); `today` is `todayIso(clock.now())`.
 */

// A subscription's freezes (length, days used and left, the current one, its state) are
// domain/freeze.ts's: the freeze dialog reads them too.
export {
  currentFreeze,
  freezeDaysLeft,
  freezeDaysUsed,
  freezeLength,
  isFrozenOn,
  subscriptionState,
  type SubscriptionState,
} from '../../domain/freeze';

/** The next delivery: the first delivery day from today on that no freeze covers. */
export function nextSubscriptionDelivery(subscription: ClientSubscription, today: string): string | undefined {
  if (subscription.status === 'stopped') return undefined;
  return subscription.deliveryDates.filter((d) => d >= today && !isFrozenOn(subscription, d)).sort()[0];
}

export interface ChargePlan {
  /** The delivery the charge pays for (the first one after the paid days). */
  delivery: string;
  /** §9: charged 3 days before that delivery (not before today). */
  charge: string;
  /** §9: the reminder 4 days before it (not before today). */
  reminder: string;
}

/**
 * §9 "payment every 5 or 6 days; reminder 4 days before, charge 3 days before delivery": the next
 * charge pays for the first delivery after `paidUntil` that is not frozen.
 */
export function nextCharge(subscription: ClientSubscription, today: string): ChargePlan | undefined {
  if (subscription.status === 'stopped') return undefined;
  const paidUntil = subscription.paidUntil ?? addDays(today, -1);
  const delivery = subscription.deliveryDates.filter((d) => d > paidUntil && d >= today && !isFrozenOn(subscription, d)).sort()[0];
  if (!delivery) return undefined;
  const notBefore = (date: string) => (date < today ? today : date);
  return {
    delivery,
    charge: notBefore(addDays(delivery, -SUBSCRIPTION.chargeDaysBefore)),
    reminder: notBefore(addDays(delivery, -SUBSCRIPTION.reminderDaysBefore)),
  };
}

/** A freeze is offered on a running subscription without a freeze in progress or planned, while days are left. */
export const canFreeze = (subscription: ClientSubscription, today: string): boolean =>
  subscriptionState(subscription, today).kind === 'active' && freezeDaysLeft(subscription) > 0;

/** Unfreeze (`freeze/cancel`) is offered while a freeze is in progress or planned. */
export const canUnfreeze = (subscription: ClientSubscription, today: string): boolean =>
  subscriptionState(subscription, today).kind === 'frozen';

/** Stop is offered until the subscription is stopped. */
export const canStop = (subscription: ClientSubscription): boolean => subscription.status !== 'stopped';

export type SubscriptionDiscount =
  { kind: 'percent'; value: number } | { kind: 'absolute'; value: number } | { kind: 'mealDays'; value: number };

/** The subscription's discounts (§3: percent, absolute, promo meal days), only those it has. */
export function subscriptionDiscounts(subscription: ClientSubscription): SubscriptionDiscount[] {
  const out: SubscriptionDiscount[] = [];
  if (subscription.percentDiscount > 0) out.push({ kind: 'percent', value: subscription.percentDiscount });
  if (subscription.absoluteDiscount > 0) out.push({ kind: 'absolute', value: subscription.absoluteDiscount });
  if (subscription.promo_meal_days_count > 0) out.push({ kind: 'mealDays', value: subscription.promo_meal_days_count });
  return out;
}

/** One subscription replaced by its new state (a freeze, an unfreeze, a stop), by clientSubscriptionId_H. */
export const replaceSubscription = (list: ClientSubscription[], next: ClientSubscription): ClientSubscription[] =>
  list.some((s) => s.clientSubscriptionId_H === next.clientSubscriptionId_H)
    ? list.map((s) => (s.clientSubscriptionId_H === next.clientSubscriptionId_H ? next : s))
    : [...list, next];

/**
 * §9: how the plan is paid. Subscription 24 (4 orders of 6 days) spreads its discount over those
 * orders and gives 5 % for good with auto payment; 26–34 days is a monthly subscription; other
 * lengths are paid by stages.
 */
export function subscriptionPlanKind(subscription: Pick<ClientSubscription, 'meal_days_count'>): 'sub24' | 'monthly' | 'stages' {
  const { orders, daysPerOrder } = SUBSCRIPTION.sub24;
  if (subscription.meal_days_count === orders * daysPerOrder) return 'sub24';
  return isMonthlySubscription(subscription.meal_days_count) ? 'monthly' : 'stages';
}
