import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * The client's subscriptions (personal-cabinet §3 "Subscription", "Freeze"; §7 "Subscriptions").
 * The spec lists the plan's fields; those it does not name (title, state, delivery and payment
 * calendar) are marked "ours" and documented in the sandbox README.
 */

/** A freeze period: the first and last frozen day (ISO dates, inclusive). */
export const FreezePeriod = v.object({
  dateFrom: v.string(),
  dateTo: v.string(),
});
export interface FreezePeriodSchema extends Named<typeof FreezePeriod> {}
export interface FreezePeriod extends v.InferOutput<typeof FreezePeriod> {}

/** Whether the subscription runs or was stopped (ours: 'frozen' is derived from its freezes). */
export const SubscriptionStatus = v.picklist(['active', 'stopped']);
export type SubscriptionStatus = v.InferOutput<typeof SubscriptionStatus>;

export const ClientSubscription = v.object({
  /** The client's subscription (`clientSubscriptionId_H` of the freeze and stop calls). */
  clientSubscriptionId_H: v.string(),
  /** The plan (`subscriptionId_H` of `client-subscriptions/create`). */
  id_H: v.string(),
  brandId_H: maybe(v.string()),
  /** The plan's title ('Подписка 24', ours). */
  title: maybe(v.string()),
  menu_type: maybe(v.string()),
  /** The menu line's title (ours), when the API sends it. */
  menu_type_title: maybe(v.string()),
  city_id: v.optional(v.number(), 2),
  meal_days_count: v.number(),
  promo_meal_days_count: v.optional(v.number(), 0),
  percentDiscount: v.optional(v.number(), 0),
  absoluteDiscount: v.optional(v.number(), 0),
  fitness_months: maybe(v.number()),
  /** The prime subscription's early-cancel penalty, roubles (§9). */
  penalty_value_rub: maybe(v.number()),
  freeze_days_limit: v.optional(v.number(), 0),
  freezes: v.optional(v.array(FreezePeriod as FreezePeriodSchema), []),
  status: v.optional(SubscriptionStatus, 'active'),
  /** When it was stopped (ours). */
  stoppedAt: maybe(v.string()),
  /** The coming delivery days, ISO (ours: the delivery calendar the freeze picker offers). */
  deliveryDates: v.optional(v.array(v.string()), []),
  /** Days paid for per charge: 5 or 6 (§9; ours as a field). */
  paymentEveryDays: v.optional(v.number(), 6),
  /** The last delivery day already paid for (ours): the next charge pays the days after it. */
  paidUntil: maybe(v.string()),
  /** What the next charge takes, roubles (ours). */
  paymentAmount: maybe(v.number()),
  /** The order it was made from (ours). */
  orderId_H: maybe(v.string()),
});
export interface ClientSubscriptionSchema extends Named<typeof ClientSubscription> {}
export interface ClientSubscription extends v.InferOutput<typeof ClientSubscription> {}

export const ClientSubscriptionsResponse = v.object({
  ...envelope,
  subscriptions: v.array(ClientSubscription as ClientSubscriptionSchema),
});
export interface ClientSubscriptionsResponse extends v.InferOutput<typeof ClientSubscriptionsResponse> {}

/** A command's answer: the subscription as it is now. */
export const ClientSubscriptionResponse = v.object({ ...envelope, subscription: ClientSubscription as ClientSubscriptionSchema });
export interface ClientSubscriptionResponse extends v.InferOutput<typeof ClientSubscriptionResponse> {}

export interface SubscriptionsListRequest {
  brandId_H?: string;
}

export interface CreateSubscriptionRequest {
  subscriptionId_H: string;
  orderId_H: string;
}

export interface ClientSubscriptionRequest {
  clientSubscriptionId_H: string;
}

export interface FreezeRequest extends ClientSubscriptionRequest {
  dateFrom: string;
  dateTo: string;
}

/** `feedback-for-stop` (fields ours: the spec names the call). */
export interface FeedbackForStopRequest extends ClientSubscriptionRequest {
  reason: string;
  comment?: string;
}
