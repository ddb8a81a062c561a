import * as v from 'valibot';

/**
 * The subscribe flow's order calls (personal-cabinet §2.1 Subscription, §7; order-funnel §7):
 * `orders/abonement`, `orders/create-custom-abonement`, `orders/subscription-order-without-tariff`,
 * `orders/order-without-tariff`, `orders/update-subscription`. The spec names the calls and a few
 * fields (subscriptionId_H, phone, recaptchaToken; mealDays 18, configKey, promocode); the other
 * fields are ours and documented in the sandbox README ("Subscribe"). Answers: `OrderResponse`.
 */

/** How the deliveries of an offer are planned (personal-cabinet §3: default only_sunday). */
/** @internal */
export const DeliveryPlanMode = v.optional(v.string(), 'only_sunday');

/** `orders/abonement`: an order of one offer of the offer config (kind 1, 2 or 3). */
/** @internal */
export const AbonementRequest = v.object({
  cityId: v.number(),
  menuType: v.string(),
  mealDays: v.number(),
  price_plan_id: v.number(),
  offerId: v.number(),
  /** Offer kind: '1' regular, '2' pay partly, '3' abonement. */
  kind: v.picklist(['1', '2', '3']),
  subscriptionId_H: v.optional(v.string()),
  deliveryPlanMode: DeliveryPlanMode,
  /** YYYY-MM-DD: the first delivery day the plan mode gives. */
  deliveriesStartDate: v.string(),
  /** 13: a logged-in client outside the landing (order-funnel §9). */
  order_origin_id: v.number(),
});
// The schema's input (v.InferInput): written by scripts/schema-types.mjs.
export interface AbonementRequest {
  cityId: number;
  menuType: string;
  mealDays: number;
  price_plan_id: number;
  offerId: number;
  /** Offer kind: '1' regular, '2' pay partly, '3' abonement. */
  kind: '1' | '2' | '3';
  subscriptionId_H?: string | undefined;
  deliveryPlanMode?: string | undefined;
  /** YYYY-MM-DD: the first delivery day the plan mode gives. */
  deliveriesStartDate: string;
  /** 13: a logged-in client outside the landing (order-funnel §9). */
  order_origin_id: number;
}

/** `orders/create-custom-abonement` (order-funnel §5, §9: mealDays 18; a promocode only for slim/fitness/strong 2–4). */
/** @internal */
export const CustomAbonementRequest = v.object({
  cityId: v.number(),
  menuType: v.string(),
  mealDays: v.literal(18),
  configKey: v.string(),
  promocode: v.optional(v.string()),
  order_origin_id: v.number(),
});
// The schema's input (v.InferInput): written by scripts/schema-types.mjs.
export interface CustomAbonementRequest {
  cityId: number;
  menuType: string;
  mealDays: 18;
  configKey: string;
  promocode?: string | undefined;
  order_origin_id: number;
}

/** `orders/subscription-order-without-tariff` (order-funnel §7: subscriptionId_H, phone, recaptchaToken). */
/** @internal */
export const SubscriptionOrderWithoutTariffRequest = v.object({
  subscriptionId_H: v.string(),
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  cityId: v.number(),
});
// The schema's input (v.InferInput): written by scripts/schema-types.mjs.
export interface SubscriptionOrderWithoutTariffRequest {
  subscriptionId_H: string;
  phone: string;
  recaptchaToken?: string | undefined;
  cityId: number;
}

/** `orders/order-without-tariff`: an order whose menu line and days are chosen next (GetMenuPlan). */
/** @internal */
export const OrderWithoutTariffRequest = v.object({
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  cityId: v.number(),
  businessProduct: v.optional(v.string(), 'subscription'),
});
// The schema's input (v.InferInput): written by scripts/schema-types.mjs.
export interface OrderWithoutTariffRequest {
  phone: string;
  recaptchaToken?: string | undefined;
  cityId: number;
  businessProduct?: string | undefined;
}

/** `orders/update-subscription`: the order gets its plan (menu line, days, offer) and subscription. */
/** @internal */
export const UpdateSubscriptionRequest = v.object({
  order_id_H: v.string(),
  subscriptionId_H: v.optional(v.string()),
  menuType: v.string(),
  price_plan_id: v.number(),
  mealDays: v.number(),
  /** The chosen offer of the offer config (its kind decides subscription or pack). */
  offerId: v.number(),
});
// The schema's input (v.InferInput): written by scripts/schema-types.mjs.
export interface UpdateSubscriptionRequest {
  order_id_H: string;
  subscriptionId_H?: string | undefined;
  menuType: string;
  price_plan_id: number;
  mealDays: number;
  /** The chosen offer of the offer config (its kind decides subscription or pack). */
  offerId: number;
}
