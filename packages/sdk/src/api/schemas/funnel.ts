import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';
import { DeliveryType } from './order';

/**
 * The order-creation payload of the funnel (order-funnel §3 "Order-creation payload") and the
 * forgotten-order record. Sent to `orders/create/quick` + `orders/create/complete` (two-stage:
 * standard, day, detox) or `orders` (one stage: everything else, subscription offers).
 */

/** @internal */
export const OrderOriginId = v.picklist([1, 12, 13]);
export type OrderOriginId = 1 | 12 | 13;

/** @internal */
export const CreateOrderClient = v.object({
  phone: v.string(),
  recaptchaToken: v.optional(v.string()),
  cityId: v.number(),
});
/** @internal */
export interface CreateOrderClientSchema extends Named<typeof CreateOrderClient> {}

/** @internal */
export const CreateOrderOrder = v.object({
  /** 1 anonymous, 12 landing and logged in, 13 otherwise logged in. */
  order_origin_id: OrderOriginId,
  mealDays: v.number(),
  price_plan_id: v.number(),
  offerId: v.optional(v.number()),
  is_auto_longated_trial: v.boolean(),
  phone: v.string(),
});
/** @internal */
export interface CreateOrderOrderSchema extends Named<typeof CreateOrderOrder> {}

/** @internal */
export const AnalyticalData = v.object({
  /** Analytics cookies (ga, ym, admitad …) by name. */
  cookie: v.record(v.string(), v.string()),
  utm: v.record(v.string(), v.string()),
  referrer: v.string(),
  host: v.string(),
});
/** @internal */
export interface AnalyticalDataSchema extends Named<typeof AnalyticalData> {}
export interface AnalyticalData {
  /** Analytics cookies (ga, ym, admitad …) by name. */
  cookie: Record<string, string>;
  utm: Record<string, string>;
  referrer: string;
  host: string;
}

/** What the quick stage shows before the real order is complete. */
/** @internal */
export const TwoStageFakeData = v.object({
  menu_price: v.number(),
  deb_price: v.number(),
  number_of_days: v.number(),
  menu_type: v.string(),
  promocode: v.optional(v.string()),
});
/** @internal */
export interface TwoStageFakeDataSchema extends Named<typeof TwoStageFakeData> {}
export interface TwoStageFakeData {
  menu_price: number;
  deb_price: number;
  number_of_days: number;
  menu_type: string;
  promocode?: string | undefined;
}

/** @internal */
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
/** @internal */
export interface CreateOrderRequestSchema extends Named<typeof CreateOrderRequest> {}
export interface CreateOrderRequest {
  phone: string;
  recaptchaToken?: string | undefined;
  /** Not in the spec's list: the product the order is for and the chosen menu line. */
  businessProduct: string;
  menuType: string;
  trialOnIndexMode?: boolean | undefined;
  config?: string | undefined;
  configKey?: string | undefined;
  promocode?: string | undefined;
  subscriptionId_H?: string | undefined;
  /** YYYY-MM-DD; tomorrow unless the landing chose a date. */
  deliveriesStartDate: string;
  deliveriesStartDateType?: DeliveryType | undefined;
  twoStageFakeData?: TwoStageFakeData | undefined;
  case?: string | undefined;
  filterIds?: number[] | undefined;
  abonement_weeks?: number | undefined;
  customization_info?: { custom_packs: unknown[] } | undefined;
  client: { phone: string; recaptchaToken?: string | undefined; cityId: number };
  order: {
    /** 1 anonymous, 12 landing and logged in, 13 otherwise logged in. */ order_origin_id: OrderOriginId;
    mealDays: number;
    price_plan_id: number;
    offerId?: number | undefined;
    is_auto_longated_trial: boolean;
    phone: string;
  };
  analyticalData: AnalyticalData;
}

/** @internal */
export const CompleteOrderRequest = v.object({
  orderId_H: v.string(),
  ...CreateOrderRequest.entries,
});
export interface CompleteOrderRequest extends CreateOrderRequest {
  orderId_H: string;
}

/** @internal */
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
export interface ForgotToOrderRequest {
  phone: string;
  cityId: number;
  businessProduct: string;
  /** Minutes until the reminder (order-funnel §9: 1440). */
  delayInMinutes: number;
  case?: string | undefined;
  menuType?: string | undefined;
  analyticalData?: AnalyticalData | undefined;
}

/** @internal */
export const ForgotToOrderResponse = v.object({
  ...Envelope.entries,
  /** When the reminder goes out (ISO date-time). */
  sendAt: maybe(v.string()),
});
export interface ForgotToOrderResponse extends Envelope {
  /** When the reminder goes out (ISO date-time). */
  sendAt?: string | null | undefined;
}

/** @internal */
export const PhoneInputLogRequest = v.object({
  phone: v.string(),
  cityId: v.number(),
  businessProduct: v.string(),
  event: v.string(),
});
export interface PhoneInputLogRequest {
  phone: string;
  cityId: number;
  businessProduct: string;
  event: string;
}

/**
 * `orders/certificate` (order-funnel §7: phone, mealDays): the gift product's order (the
 * ActivateGift landing, button 'Заказать подарок'). City and captcha token as for other orders (ours).
 */
/** @internal */
export const CertificateOrderRequest = v.object({
  phone: v.string(),
  /** Certificate days: 2, 6, 18 or 24 (order-funnel §9). */
  mealDays: v.picklist([2, 6, 18, 24]),
  cityId: v.number(),
  recaptchaToken: v.optional(v.string()),
  order_origin_id: OrderOriginId,
});
export interface CertificateOrderRequest {
  phone: string;
  /** Certificate days: 2, 6, 18 or 24 (order-funnel §9). */
  mealDays: 2 | 6 | 18 | 24;
  cityId: number;
  recaptchaToken?: string | undefined;
  order_origin_id: OrderOriginId;
}
