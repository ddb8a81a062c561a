import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';
import { DeliveryType } from './order';

/**
 * The order-creation payload of the funnel (order-funnel §3 "Order-creation payload") and the
 * forgotten-order record. Sent to `orders/create/quick` + `orders/create/complete` (two-stage:
 * standard, day, detox) or `orders` (one stage: everything else, subscription offers).
 */

export const OrderOriginId = v.picklist([1, 12, 13]);
export type OrderOriginId = v.InferOutput<typeof OrderOriginId>;

export const CreateOrderClient = v.object({
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  cityId: v.number(),
});
export interface CreateOrderClientSchema extends Named<typeof CreateOrderClient> {}

export const CreateOrderOrder = v.object({
  /** 1 anonymous, 12 landing and logged in, 13 otherwise logged in. */
  order_origin_id: OrderOriginId,
  mealDays: v.number(),
  price_plan_id: v.number(),
  offerId: v.optional(v.number()),
  is_auto_longated_trial: v.boolean(),
  phone: v.string(),
});
export interface CreateOrderOrderSchema extends Named<typeof CreateOrderOrder> {}

export const AnalyticalData = v.object({
  /** Analytics cookies (ga, ym, admitad …) by name. */
  cookie: v.record(v.string(), v.string()),
  utm: v.record(v.string(), v.string()),
  referrer: v.string(),
  host: v.string(),
});
export interface AnalyticalDataSchema extends Named<typeof AnalyticalData> {}
export interface AnalyticalData extends v.InferOutput<typeof AnalyticalData> {}

/** What the quick stage shows before the real order is complete. */
export const TwoStageFakeData = v.object({
  menu_price: v.number(),
  deb_price: v.number(),
  number_of_days: v.number(),
  menu_type: v.string(),
  promocode: v.optional(v.string()),
});
export interface TwoStageFakeDataSchema extends Named<typeof TwoStageFakeData> {}
export interface TwoStageFakeData extends v.InferOutput<typeof TwoStageFakeData> {}

export const CreateOrderRequest = v.object({
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  /** Not in the spec's list: the product the order is for and the chosen menu line. */
  businessProduct: v.string(),
  menuType: v.string(),
  trialOnIndexMode: v.optional(v.boolean()),
  config: v.optional(v.string()),
  configKey: v.optional(v.string()),
  promocode: v.optional(v.string()),
  subscriptionId_H: v.optional(v.string()),
  /** YYYY-MM-DD; tomorrow unless the landing chose a date. */
  deliveriesStartDate: v.string(),
  deliveriesStartDateType: v.optional(DeliveryType),
  twoStageFakeData: v.optional(TwoStageFakeData as TwoStageFakeDataSchema),
  case: v.optional(v.string()),
  filterIds: v.optional(v.array(v.number())),
  abonement_weeks: v.optional(v.number()),
  customization_info: v.optional(v.object({ custom_packs: v.array(v.unknown()) })),
  client: CreateOrderClient as CreateOrderClientSchema,
  order: CreateOrderOrder as CreateOrderOrderSchema,
  analyticalData: AnalyticalData as AnalyticalDataSchema,
});
export interface CreateOrderRequestSchema extends Named<typeof CreateOrderRequest> {}
export interface CreateOrderRequest extends v.InferOutput<typeof CreateOrderRequest> {}

export const CompleteOrderRequest = v.object({
  orderId_H: v.string(),
  ...CreateOrderRequest.entries,
});
export interface CompleteOrderRequest extends v.InferOutput<typeof CompleteOrderRequest> {}

export const ForgotToOrderRequest = v.object({
  phone: v.string(),
  cityId: v.number(),
  businessProduct: v.string(),
  /** Minutes until the reminder (order-funnel §9: 1440). */
  delayInMinutes: v.number(),
  case: v.optional(v.string()),
  menuType: v.optional(v.string()),
  analyticalData: v.optional(AnalyticalData as AnalyticalDataSchema),
});
export interface ForgotToOrderRequest extends v.InferOutput<typeof ForgotToOrderRequest> {}

export const ForgotToOrderResponse = v.object({
  ...envelope,
  /** When the reminder goes out (ISO date-time). */
  sendAt: maybe(v.string()),
});
export interface ForgotToOrderResponse extends v.InferOutput<typeof ForgotToOrderResponse> {}

export const PhoneInputLogRequest = v.object({
  phone: v.string(),
  cityId: v.number(),
  businessProduct: v.string(),
  event: v.string(),
});
export interface PhoneInputLogRequest extends v.InferOutput<typeof PhoneInputLogRequest> {}

/**
 * `orders/certificate` (order-funnel §7: phone, mealDays): the gift product's order (the
 * ActivateGift landing, button 'Заказать подарок'). City and captcha token as for other orders (ours).
 */
export const CertificateOrderRequest = v.object({
  phone: v.string(),
  /** Certificate days: 2, 6, 18 or 24 (order-funnel §9). */
  mealDays: v.picklist([2, 6, 18, 24]),
  cityId: v.number(),
  recaptchaToken: v.optional(v.string()),
  order_origin_id: OrderOriginId,
});
export interface CertificateOrderRequest extends v.InferOutput<typeof CertificateOrderRequest> {}
