import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * The client's subscriptions (personal-cabinet §3 "Subscription", "Freeze"; §7 "Subscriptions").
 * The spec lists the plan's fields; those it does not name (title, state, delivery and payment
 * calendar) are marked "ours" and documented in the sandbox README.
 */

/** A freeze period: the first and last frozen day (ISO dates, inclusive). */
/** @internal */
export const FreezePeriod = v.object({
  dateFrom: v.string(),
  dateTo: v.string(),
});
/** @internal */
export interface FreezePeriodSchema extends Named<typeof FreezePeriod> {}
export interface FreezePeriod {
  dateFrom: string;
  dateTo: string;
}

/** Whether the subscription runs or was stopped (ours: 'frozen' is derived from its freezes). */
/** @internal */
export const SubscriptionStatus = v.picklist(['active', 'stopped']);
export type SubscriptionStatus = 'active' | 'stopped';

/** @internal */
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
/** @internal */
export interface ClientSubscriptionSchema extends Named<typeof ClientSubscription> {}
export interface ClientSubscription {
  /** The client's subscription (`clientSubscriptionId_H` of the freeze and stop calls). */
  clientSubscriptionId_H: string;
  /** The plan (`subscriptionId_H` of `client-subscriptions/create`). */
  id_H: string;
  brandId_H?: string | null | undefined;
  /** The plan's title ('Подписка 24', ours). */
  title?: string | null | undefined;
  menu_type?: string | null | undefined;
  /** The menu line's title (ours), when the API sends it. */
  menu_type_title?: string | null | undefined;
  city_id: number;
  meal_days_count: number;
  promo_meal_days_count: number;
  percentDiscount: number;
  absoluteDiscount: number;
  fitness_months?: number | null | undefined;
  /** The prime subscription's early-cancel penalty, roubles (§9). */
  penalty_value_rub?: number | null | undefined;
  freeze_days_limit: number;
  freezes: FreezePeriod[];
  status: SubscriptionStatus;
  /** When it was stopped (ours). */
  stoppedAt?: string | null | undefined;
  /** The coming delivery days, ISO (ours: the delivery calendar the freeze picker offers). */
  deliveryDates: string[];
  /** Days paid for per charge: 5 or 6 (§9; ours as a field). */
  paymentEveryDays: number;
  /** The last delivery day already paid for (ours): the next charge pays the days after it. */
  paidUntil?: string | null | undefined;
  /** What the next charge takes, roubles (ours). */
  paymentAmount?: number | null | undefined;
  /** The order it was made from (ours). */
  orderId_H?: string | null | undefined;
}

/** @internal */
export const ClientSubscriptionsResponse = v.object({
  ...Envelope.entries,
  subscriptions: v.array(ClientSubscription as ClientSubscriptionSchema),
});
export interface ClientSubscriptionsResponse extends Envelope {
  subscriptions: ClientSubscription[];
}

/** A command's answer: the subscription as it is now. */
/** @internal */
export const ClientSubscriptionResponse = v.object({ ...Envelope.entries, subscription: ClientSubscription as ClientSubscriptionSchema });
export interface ClientSubscriptionResponse extends Envelope {
  subscription: ClientSubscription;
}

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
