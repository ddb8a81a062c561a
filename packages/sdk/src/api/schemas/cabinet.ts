import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';
import { DeliveryCancelTerms, type DeliveryCancelTermsSchema } from './cabinet-deliveries';
import { Delivery, Order } from './order';

/**
 * The cabinet's orders and deliveries (personal-cabinet §3 "Order (cabinet view)", "Delivery",
 * §7 "Orders in the cabinet", "Deliveries"). The cabinet reads the same `orders/get` as the
 * checkout but keeps the fields only the cabinet shows (valibot drops unknown keys, so the
 * checkout's `Order` would lose them). Fields the spec does not list are marked "ours".
 */

/** A delivery's state (the spec names the field, not its values: ours). */
/** @internal */
export const DeliveryState = v.picklist(['planned', 'delivered', 'canceled']);
export type DeliveryState = 'planned' | 'delivered' | 'canceled';

/** @internal */
export const CabinetDelivery = v.object({
  ...Delivery.entries,
  state: v.optional(DeliveryState, 'planned'),
  /** Ours: a cancelled delivery's terms, as `deliveries/cancel` applied them (the plan of later payments reads them). */
  cancel_terms: maybe(DeliveryCancelTerms as DeliveryCancelTermsSchema),
});
/** @internal */
export interface CabinetDeliverySchema extends Named<typeof CabinetDelivery> {}
export interface CabinetDelivery extends Delivery {
  state: DeliveryState;
  /** Ours: a cancelled delivery's terms, as `deliveries/cancel` applied them (the plan of later payments reads them). */
  cancel_terms?: DeliveryCancelTerms | null | undefined;
}

/** A plan the order can switch to with `orders/update-price-plan` (ours: the spec names the call's fields). */
/** @internal */
export const PricePlanOption = v.object({
  id: v.number(),
  mealDays: v.number(),
  price: v.number(),
  title: maybe(v.string()),
});
/** @internal */
export interface PricePlanOptionSchema extends Named<typeof PricePlanOption> {}
export interface PricePlanOption {
  id: number;
  mealDays: number;
  price: number;
  title?: string | null | undefined;
}

/** A delivery option of the order (`deliveries/options/orders/add`; fields ours). */
/** @internal */
export const DeliveryOption = v.object({
  id_H: v.string(),
  title: v.string(),
  price: v.optional(v.number(), 0),
  added: v.optional(v.boolean(), false),
});
/** @internal */
export interface DeliveryOptionSchema extends Named<typeof DeliveryOption> {}
export interface DeliveryOption {
  id_H: string;
  title: string;
  price: number;
  added: boolean;
}

/** The order's confirm task (`orders/confirm-task`; fields ours). */
/** @internal */
export const ConfirmTask = v.object({
  optionId: v.string(),
  title: v.string(),
});
/** @internal */
export interface ConfirmTaskSchema extends Named<typeof ConfirmTask> {}
export interface ConfirmTask {
  optionId: string;
  title: string;
}

/** @internal */
export const CabinetDeliveryLimits = v.object({
  minPacksPerDelivery: v.number(),
  maxPacksPerDelivery: v.number(),
  minimumMealsPerDelivery: v.number(),
  paidDeliveryPrice: v.optional(v.number(), 0),
});
/** @internal */
export interface CabinetDeliveryLimitsSchema extends Named<typeof CabinetDeliveryLimits> {}

/** @internal */
export const CabinetOrder = v.object({
  ...Order.entries,
  deliveries: v.optional(v.array(CabinetDelivery as CabinetDeliverySchema), []),
  titleMealDaysAlternative: maybe(v.string()),
  /** The menu line's title (ours: the API's `menuTypesData[type].title`, when it sends it). */
  menu_type_title: maybe(v.string()),
  is_abonement: v.optional(v.boolean(), false),
  abonement_days: maybe(v.number()),
  number_of_meals: maybe(v.number()),
  real_number_of_meals: maybe(v.number()),
  /** Whether the order has dishes by day (`{hid}/packs`); absent when the answer does not say (ask the packs). Ours. */
  hasPacks: maybe(v.boolean()),
  pricePlans: v.optional(v.array(PricePlanOption as PricePlanOptionSchema), []),
  price_plan_id: maybe(v.number()),
  deliveryOptions: v.optional(v.array(DeliveryOption as DeliveryOptionSchema), []),
  confirmTask: maybe(ConfirmTask as ConfirmTaskSchema),
  /** §5 per-delivery limits of a customisable order (names ours except minimumMealsPerDelivery). */
  deliveryLimits: maybe(CabinetDeliveryLimits as CabinetDeliveryLimitsSchema),
});
/** @internal */
export interface CabinetOrderSchema extends Named<typeof CabinetOrder> {}
export interface CabinetOrder extends Omit<Order, 'deliveries'> {
  deliveries: CabinetDelivery[];
  titleMealDaysAlternative?: string | null | undefined;
  /** The menu line's title (ours: the API's `menuTypesData[type].title`, when it sends it). */
  menu_type_title?: string | null | undefined;
  is_abonement: boolean;
  abonement_days?: number | null | undefined;
  number_of_meals?: number | null | undefined;
  real_number_of_meals?: number | null | undefined;
  /** Whether the order has dishes by day (`{hid}/packs`); absent when the answer does not say (ask the packs). Ours. */
  hasPacks?: boolean | null | undefined;
  pricePlans: PricePlanOption[];
  price_plan_id?: number | null | undefined;
  deliveryOptions: DeliveryOption[];
  confirmTask?: ConfirmTask | null | undefined;
  /** §5 per-delivery limits of a customisable order (names ours except minimumMealsPerDelivery). */
  deliveryLimits?:
    | { minPacksPerDelivery: number; maxPacksPerDelivery: number; minimumMealsPerDelivery: number; paidDeliveryPrice: number }
    | null
    | undefined;
}

/** @internal */
export const CabinetOrderResponse = v.object({ ...Envelope.entries, order: CabinetOrder as CabinetOrderSchema });
export interface CabinetOrderResponse extends Envelope {
  order: CabinetOrder;
}

/** `orders/cancel`: the cancelled order, when the server sends it. */
/** @internal */
export const MaybeCabinetOrderResponse = v.object({ ...Envelope.entries, order: maybe(CabinetOrder as CabinetOrderSchema) });
export interface MaybeCabinetOrderResponse extends Envelope {
  order?: CabinetOrder | null | undefined;
}

/** `deliveries/update-address`, `add-address-and-update`: the order and what changed. */
/** @internal */
export const CabinetAddressChangeResponse = v.object({
  ...Envelope.entries,
  order: CabinetOrder as CabinetOrderSchema,
  changedProperties: v.optional(v.array(v.string()), []),
});
export interface CabinetAddressChangeResponse extends Envelope {
  order: CabinetOrder;
  changedProperties: string[];
}

/** @internal */
export const ActiveOrdersResponse = v.object({ ...Envelope.entries, orders: v.array(CabinetOrder as CabinetOrderSchema) });
export interface ActiveOrdersResponse extends Envelope {
  orders: CabinetOrder[];
}

/** `{hid}/packs`: the order's dishes by day (shape ours). */
/** @internal */
export const OrderPack = v.object({
  id: v.number(),
  title: v.string(),
  mealType: maybe(v.string()),
  mealIndex: maybe(v.number()),
  count: v.optional(v.number(), 1),
  kcal: maybe(v.number()),
});
/** @internal */
export interface OrderPackSchema extends Named<typeof OrderPack> {}
export interface OrderPack {
  id: number;
  title: string;
  mealType?: string | null | undefined;
  mealIndex?: number | null | undefined;
  count: number;
  kcal?: number | null | undefined;
}

/** @internal */
export const OrderPacksDay = v.object({ date: v.string(), packs: v.array(OrderPack as OrderPackSchema) });
/** @internal */
export interface OrderPacksDaySchema extends Named<typeof OrderPacksDay> {}
export interface OrderPacksDay {
  date: string;
  packs: OrderPack[];
}

/** @internal */
export const OrderPacksResponse = v.object({ ...Envelope.entries, days: v.array(OrderPacksDay as OrderPacksDaySchema) });
export interface OrderPacksResponse extends Envelope {
  days: OrderPacksDay[];
}

/** @internal */
export const ChangeAutolongateRequest = v.object({ orderId_H: v.string(), isEnabled: v.boolean() });
export interface ChangeAutolongateRequest {
  orderId_H: string;
  isEnabled: boolean;
}

/** personal-cabinet §7: update-price-plan (order_id_H, price_plan_id, mealDays). */
/** @internal */
export const UpdatePricePlanRequest = v.object({ order_id_H: v.string(), price_plan_id: v.number(), mealDays: v.number() });
export interface UpdatePricePlanRequest {
  order_id_H: string;
  price_plan_id: number;
  mealDays: number;
}

/** @internal */
export const CancelReason = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  /** The reason asks for the client's words (ours). */
  withComment: v.optional(v.boolean(), false),
});
/** @internal */
export interface CancelReasonSchema extends Named<typeof CancelReason> {}
export interface CancelReason {
  id: number | string;
  title: string;
  /** The reason asks for the client's words (ours). */
  withComment: boolean;
}

/** @internal */
export const CancelReasonsResponse = v.object({ ...Envelope.entries, reasons: v.array(CancelReason as CancelReasonSchema) });
export interface CancelReasonsResponse extends Envelope {
  reasons: CancelReason[];
}

/** @internal */
export const FeedbackForCancelRequest = v.object({
  orderId_H: v.string(),
  reasonId: v.union([v.number(), v.string()]),
  comment: v.optional(v.string()),
});
export interface FeedbackForCancelRequest {
  orderId_H: string;
  reasonId: number | string;
  comment?: string | undefined;
}

/** `orders/recall-request`, `orders/call-me`: ask the service to call back about an order. */
/** @internal */
export const RecallRequest = v.object({ orderId_H: v.string() });
export interface RecallRequest {
  orderId_H: string;
}

/** @internal */
export const ConfirmTaskOption = v.object({ id: v.string(), title: v.string(), description: maybe(v.string()) });
/** @internal */
export interface ConfirmTaskOptionSchema extends Named<typeof ConfirmTaskOption> {}
export interface ConfirmTaskOption {
  id: string;
  title: string;
  description?: string | null | undefined;
}

/** @internal */
export const ConfirmTaskOptionsResponse = v.object({ ...Envelope.entries, options: v.array(ConfirmTaskOption as ConfirmTaskOptionSchema) });
export interface ConfirmTaskOptionsResponse extends Envelope {
  options: ConfirmTaskOption[];
}

/** @internal */
export const ConfirmTaskRequest = v.object({ orderId_H: v.string(), optionId: v.string() });
export interface ConfirmTaskRequest {
  orderId_H: string;
  optionId: string;
}

export * from './cabinet-deliveries';
