import * as v from 'valibot';
import { addDays, orderInstalments, paidThroughDelivery, todayIso } from '@mealflow/sdk/domain';
import { runtimeSchemas } from '@mealflow/sdk/api';
import type { RouteContext } from '../route';
import { SEED_SUBSCRIPTIONS } from '../seed/menu';

/**
 * A paid subscription order makes the client's subscription (issue 14; personal-cabinet §4
 * "Subscriptions can be created from an order", §9). The subscribe handlers remember which plan an
 * order was made for (in the client's `details`, so `reset()` forgets it); when a payment of such an
 * order is paid, the subscription appears in `client-subscriptions` with that order as its
 * `orderId_H` — once per order, counted `subscriptionsCreated:<phone>` (README "Subscribe").
 */
const PLANS_KEY = 'subscriptionPlans';
/** The subscription's delivery calendar: the order's days, then every 2 days (§9), 14 in all like the seed's. */
const CALENDAR_LENGTH = 14;

function plansOf(ctx: RouteContext, phone: string): Record<string, string> {
  const details = ctx.store.clients.get(phone)?.details;
  if (!details) return {};
  details[PLANS_KEY] ??= {};
  return details[PLANS_KEY] as Record<string, string>;
}

/** The order `hid` was made (or re-planned) for the plan `planId`; no plan: not a subscription order any more. */
export function rememberSubscriptionPlan(ctx: RouteContext, hid: string, planId: string | null | undefined): void {
  if (!ctx.client) return;
  const plans = plansOf(ctx, ctx.client.phone);
  if (planId) plans[hid] = planId;
  else delete plans[hid];
}

/** Called when a payment of order `hid` is paid: its subscription, if it was made for a plan and has none yet. */
export function subscriptionAfterPayment(ctx: RouteContext, hid: string, amount: number): void {
  const entry = ctx.store.orders.get(hid);
  const phone = entry?.phone;
  if (!entry || !phone) return;
  const plan = SEED_SUBSCRIPTIONS.find((p) => p.id_H === plansOf(ctx, phone)[hid]);
  if (!plan || [...ctx.store.subscriptions.values()].some((s) => s.subscription.orderId_H === hid)) return;
  const today = todayIso(ctx.now);
  const days = entry.order.deliveries
    .map((d) => d.date)
    .filter((d) => d > today)
    .sort();
  // Paid through the days its first payment covers (a subscription paid in stages: the first 6 of 24
  // days), so the next charge is its second payment, 3 days before the next delivery (SDK rule).
  const paidUntil = paidThroughDelivery(entry.order) ?? days.at(-1) ?? addDays(today, 1);
  const next = orderInstalments(entry.order)[1];
  const calendar = [...days];
  while (calendar.length < CALENDAR_LENGTH) calendar.push(addDays(calendar.at(-1) ?? today, 2));
  const subscription = v.parse(runtimeSchemas.ClientSubscription, {
    clientSubscriptionId_H: `cs-${ctx.store.nextId()}`,
    id_H: plan.id_H,
    brandId_H: 'main',
    title: `Подписка ${plan.meal_days_count}`,
    menu_type: entry.order.menu_type,
    city_id: entry.order.city_id,
    meal_days_count: plan.meal_days_count,
    promo_meal_days_count: plan.promo_meal_days_count,
    percentDiscount: plan.percentDiscount,
    absoluteDiscount: plan.absoluteDiscount,
    freeze_days_limit: plan.freeze_days_limit,
    status: 'active',
    deliveryDates: calendar,
    paymentEveryDays: next?.days ?? 6,
    paidUntil,
    paymentAmount: next?.amount ?? amount,
    orderId_H: hid,
  });
  ctx.store.subscriptions.set(subscription.clientSubscriptionId_H, { subscription, phone });
  ctx.store.count(`subscriptionsCreated:${phone}`);
}
