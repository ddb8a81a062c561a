import * as v from 'valibot';
import type { IntervalOptionSchema } from './order';
import type { Named } from './common';
import { envelope, maybe } from './common';
import { Delivery, DeliveryType, IntervalOption, Order } from './order';

/**
 * The cabinet's orders and deliveries (personal-cabinet §3 "Order (cabinet view)", "Delivery",
 * §7 "Orders in the cabinet", "Deliveries"). The cabinet reads the same `orders/get` as the
 * checkout but keeps the fields only the cabinet shows (valibot drops unknown keys, so the
 * checkout's `Order` would lose them). Fields the spec does not list are marked "ours".
 */

/** A delivery's state (the spec names the field, not its values: ours). */
export const DeliveryState = v.picklist(['planned', 'delivered', 'canceled']);
export type DeliveryState = v.InferOutput<typeof DeliveryState>;

export const CabinetDelivery = v.object({
  ...Delivery.entries,
  state: v.optional(DeliveryState, 'planned'),
});
export interface CabinetDeliverySchema extends Named<typeof CabinetDelivery> {}
export interface CabinetDelivery extends v.InferOutput<typeof CabinetDelivery> {}

/** A plan the order can switch to with `orders/update-price-plan` (ours: the spec names the call's fields). */
export const PricePlanOption = v.object({
  id: v.number(),
  mealDays: v.number(),
  price: v.number(),
  title: maybe(v.string()),
});
export interface PricePlanOptionSchema extends Named<typeof PricePlanOption> {}
export interface PricePlanOption extends v.InferOutput<typeof PricePlanOption> {}

/** A delivery option of the order (`deliveries/options/orders/add`; fields ours). */
export const DeliveryOption = v.object({
  id_H: v.string(),
  title: v.string(),
  price: v.optional(v.number(), 0),
  added: v.optional(v.boolean(), false),
});
export interface DeliveryOptionSchema extends Named<typeof DeliveryOption> {}
export interface DeliveryOption extends v.InferOutput<typeof DeliveryOption> {}

/** The order's confirm task (`orders/confirm-task`; fields ours). */
export const ConfirmTask = v.object({
  optionId: v.string(),
  title: v.string(),
});
export interface ConfirmTaskSchema extends Named<typeof ConfirmTask> {}
export interface ConfirmTask extends v.InferOutput<typeof ConfirmTask> {}

export const CabinetDeliveryLimits = v.object({
  minPacksPerDelivery: v.number(),
  maxPacksPerDelivery: v.number(),
  minimumMealsPerDelivery: v.number(),
  paidDeliveryPrice: v.optional(v.number(), 0),
});
export interface CabinetDeliveryLimitsSchema extends Named<typeof CabinetDeliveryLimits> {}

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
  /** The order has dishes by day (`{hid}/packs`). Ours. */
  hasPacks: v.optional(v.boolean(), false),
  pricePlans: v.optional(v.array(PricePlanOption as PricePlanOptionSchema), []),
  price_plan_id: maybe(v.number()),
  deliveryOptions: v.optional(v.array(DeliveryOption as DeliveryOptionSchema), []),
  confirmTask: maybe(ConfirmTask as ConfirmTaskSchema),
  /** §5 per-delivery limits of a customisable order (names ours except minimumMealsPerDelivery). */
  deliveryLimits: maybe(CabinetDeliveryLimits as CabinetDeliveryLimitsSchema),
});
export interface CabinetOrderSchema extends Named<typeof CabinetOrder> {}
export interface CabinetOrder extends v.InferOutput<typeof CabinetOrder> {}

export const CabinetOrderResponse = v.object({ ...envelope, order: CabinetOrder as CabinetOrderSchema });
export interface CabinetOrderResponse extends v.InferOutput<typeof CabinetOrderResponse> {}

/** `orders/cancel`: the cancelled order, when the server sends it. */
export const MaybeCabinetOrderResponse = v.object({ ...envelope, order: maybe(CabinetOrder as CabinetOrderSchema) });
export interface MaybeCabinetOrderResponse extends v.InferOutput<typeof MaybeCabinetOrderResponse> {}

/** `deliveries/update-address`, `add-address-and-update`: the order and what changed. */
export const CabinetAddressChangeResponse = v.object({
  ...envelope,
  order: CabinetOrder as CabinetOrderSchema,
  changedProperties: v.optional(v.array(v.string()), []),
});
export interface CabinetAddressChangeResponse extends v.InferOutput<typeof CabinetAddressChangeResponse> {}

export const ActiveOrdersResponse = v.object({ ...envelope, orders: v.array(CabinetOrder as CabinetOrderSchema) });
export interface ActiveOrdersResponse extends v.InferOutput<typeof ActiveOrdersResponse> {}

/** `{hid}/packs`: the order's dishes by day (shape ours). */
export const OrderPack = v.object({
  id: v.number(),
  title: v.string(),
  mealType: maybe(v.string()),
  mealIndex: maybe(v.number()),
  count: v.optional(v.number(), 1),
  kcal: maybe(v.number()),
});
export interface OrderPackSchema extends Named<typeof OrderPack> {}
export interface OrderPack extends v.InferOutput<typeof OrderPack> {}

export const OrderPacksDay = v.object({ date: v.string(), packs: v.array(OrderPack as OrderPackSchema) });
export interface OrderPacksDaySchema extends Named<typeof OrderPacksDay> {}
export interface OrderPacksDay extends v.InferOutput<typeof OrderPacksDay> {}

export const OrderPacksResponse = v.object({ ...envelope, days: v.array(OrderPacksDay as OrderPacksDaySchema) });
export interface OrderPacksResponse extends v.InferOutput<typeof OrderPacksResponse> {}

export const ChangeAutolongateRequest = v.object({ orderId_H: v.string(), isEnabled: v.boolean() });
export interface ChangeAutolongateRequest extends v.InferOutput<typeof ChangeAutolongateRequest> {}

/** personal-cabinet §7: update-price-plan (order_id_H, price_plan_id, mealDays). */
export const UpdatePricePlanRequest = v.object({ order_id_H: v.string(), price_plan_id: v.number(), mealDays: v.number() });
export interface UpdatePricePlanRequest extends v.InferOutput<typeof UpdatePricePlanRequest> {}

export const CancelReason = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  /** The reason asks for the client's words (ours). */
  withComment: v.optional(v.boolean(), false),
});
export interface CancelReasonSchema extends Named<typeof CancelReason> {}
export interface CancelReason extends v.InferOutput<typeof CancelReason> {}

export const CancelReasonsResponse = v.object({ ...envelope, reasons: v.array(CancelReason as CancelReasonSchema) });
export interface CancelReasonsResponse extends v.InferOutput<typeof CancelReasonsResponse> {}

export const FeedbackForCancelRequest = v.object({
  orderId_H: v.string(),
  reasonId: v.union([v.number(), v.string()]),
  comment: v.optional(v.string()),
});
export interface FeedbackForCancelRequest extends v.InferOutput<typeof FeedbackForCancelRequest> {}

/** `orders/recall-request`, `orders/call-me`: ask the service to call back about an order. */
export const RecallRequest = v.object({ orderId_H: v.string() });
export interface RecallRequest extends v.InferOutput<typeof RecallRequest> {}

export const ConfirmTaskOption = v.object({ id: v.string(), title: v.string(), description: maybe(v.string()) });
export interface ConfirmTaskOptionSchema extends Named<typeof ConfirmTaskOption> {}
export interface ConfirmTaskOption extends v.InferOutput<typeof ConfirmTaskOption> {}

export const ConfirmTaskOptionsResponse = v.object({ ...envelope, options: v.array(ConfirmTaskOption as ConfirmTaskOptionSchema) });
export interface ConfirmTaskOptionsResponse extends v.InferOutput<typeof ConfirmTaskOptionsResponse> {}

export const ConfirmTaskRequest = v.object({ orderId_H: v.string(), optionId: v.string() });
export interface ConfirmTaskRequest extends v.InferOutput<typeof ConfirmTaskRequest> {}

/** `deliveries/possible-dates`: the cabinet asks for one delivery's dates. */
export const DeliveryDatesRequest = v.object({ orderId_H: v.string(), deliveryId_H: v.optional(v.string()) });
export interface DeliveryDatesRequest extends v.InferOutput<typeof DeliveryDatesRequest> {}

/** "Change order delivery" (personal-cabinet §7): address_id_H, delivery_id_H, setForAllDeliveries. */
export const ChangeAddressRequest = v.object({ address_id_H: v.string(), delivery_id_H: v.string(), setForAllDeliveries: v.boolean() });
export interface ChangeAddressRequest extends v.InferOutput<typeof ChangeAddressRequest> {}

/** `deliveries/address/intervals`: the intervals of a delivery's address on a date (fields ours). */
export const IntervalsRequest = v.object({ deliveryId_H: v.string(), date: v.string() });
export interface IntervalsRequest extends v.InferOutput<typeof IntervalsRequest> {}

export const IntervalsResponse = v.object({ ...envelope, intervals: v.array(IntervalOption as IntervalOptionSchema) });
export interface IntervalsResponse extends v.InferOutput<typeof IntervalsResponse> {}

export const DeliveryIdRequest = v.object({ deliveryId_H: v.string() });
export interface DeliveryIdRequest extends v.InferOutput<typeof DeliveryIdRequest> {}

/** `deliveries/set-session`: morning or evening for one delivery (fields ours). */
export const SetSessionRequest = v.object({ deliveryId_H: v.string(), session: DeliveryType });
export interface SetSessionRequest extends v.InferOutput<typeof SetSessionRequest> {}

/** `deliveries/update-deliveries`: one window for every delivery still to come (fields ours). */
export const UpdateDeliveriesRequest = v.object({ orderId_H: v.string(), type: DeliveryType, timeFrom: v.string(), timeTo: v.string() });
export interface UpdateDeliveriesRequest extends v.InferOutput<typeof UpdateDeliveriesRequest> {}

/** `deliveries/options/orders/add` (fields ours). */
export const AddDeliveryOptionRequest = v.object({ orderId_H: v.string(), optionId_H: v.string() });
export interface AddDeliveryOptionRequest extends v.InferOutput<typeof AddDeliveryOptionRequest> {}

/**
 * `deliveries/cancel-terms?deliveryId_H` (ours: the spec names `deliveries/cancel` but no call that
 * says what cancelling does to the payment; issue 31 asks the dialog to say it before the client
 * confirms, as the backend answers). `balance`: the delivery was paid, its price goes to the client's
 * balance; `lessToPay`: the order awaits payment, the sum to pay drops by it; `none`: nothing was
 * or will be charged for it. `amount` in the order's currency.
 */
export const DeliveryCancelTerms = v.object({
  kind: v.picklist(['balance', 'lessToPay', 'none']),
  amount: v.optional(v.number(), 0),
});
export interface DeliveryCancelTermsSchema extends Named<typeof DeliveryCancelTerms> {}
export interface DeliveryCancelTerms extends v.InferOutput<typeof DeliveryCancelTerms> {}
export const DeliveryCancelTermsResponse = v.object({ ...envelope, terms: DeliveryCancelTerms as DeliveryCancelTermsSchema });
export interface DeliveryCancelTermsResponse extends v.InferOutput<typeof DeliveryCancelTermsResponse> {}
