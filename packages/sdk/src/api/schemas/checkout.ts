import * as v from 'valibot';
import type { IntervalOptionSchema, OrderSchema } from './order';
import type { ProfileAddressSchema } from './profile';
import type { Named } from './common';
import { envelope, maybe } from './common';
import { DeliveryType, IntervalOption, Order } from './order';
import { ProfileAddress } from './profile';

/** Checkout calls (order-funnel §7): request and response shapes. */

export const OrderIdRequest = v.object({ orderId_H: v.string() });
export interface OrderIdRequest extends v.InferOutput<typeof OrderIdRequest> {}

export const MaybeOrderResponse = v.object({ ...envelope, order: maybe(Order as OrderSchema) });
export interface MaybeOrderResponse extends v.InferOutput<typeof MaybeOrderResponse> {}

export const ApplyPromoRequest = v.object({
  order_id_H: v.string(),
  promocode: v.string(),
  cardNumber: v.optional(v.string()),
  cardId: v.optional(v.string()),
});
export interface ApplyPromoRequest extends v.InferOutput<typeof ApplyPromoRequest> {}

export const ApplyPromoResponse = v.object({
  ...envelope,
  menu_price: v.number(),
  deb_price: v.number(),
  meal_days: v.number(),
});
export interface ApplyPromoResponse extends v.InferOutput<typeof ApplyPromoResponse> {}

export const CardPromoCheckRequest = v.object({
  orderId_H: v.string(),
  cardNumber: v.optional(v.string()),
  cardId: v.optional(v.string()),
});
export interface CardPromoCheckRequest extends v.InferOutput<typeof CardPromoCheckRequest> {}

export const CardPromoCheckResponse = v.object({
  ...envelope,
  isCardCompatibleWithPromo: v.boolean(),
  hasTechUncompatiblePromocode: v.optional(v.boolean(), false),
  order: maybe(v.object({ deb_price: v.number() })),
});
export interface CardPromoCheckResponse extends v.InferOutput<typeof CardPromoCheckResponse> {}

export const DrinksInfo = v.object({
  ...envelope,
  canAddDrinks: v.boolean(),
  alreadyAddedCount: v.number(),
  addedCount: v.number(),
  price: v.number(),
  drinksOfferDiscountPerDrink: v.optional(v.number(), 0),
});
export interface DrinksInfo extends v.InferOutput<typeof DrinksInfo> {}

export const DrinksRequest = v.object({ orderId_H: v.string(), count: v.number() });
export interface DrinksRequest extends v.InferOutput<typeof DrinksRequest> {}

export const AddressInfo = v.object({
  street: v.string(),
  house: v.string(),
  block: v.optional(v.string()),
  name: v.optional(v.string()),
  city: v.optional(v.string()),
  city_id: v.number(),
  latitude: v.optional(v.number()),
  longitude: v.optional(v.number()),
  flat: v.optional(v.string()),
  comment: v.optional(v.string()),
});
export interface AddressInfoSchema extends Named<typeof AddressInfo> {}
export interface AddressInfo extends v.InferOutput<typeof AddressInfo> {}

export const CheckAddressRequest = v.object({
  menu_type_id: v.union([v.number(), v.string()]),
  addressInfo: AddressInfo as AddressInfoSchema,
});
export interface CheckAddressRequest extends v.InferOutput<typeof CheckAddressRequest> {}

export const CheckAddressResponse = v.object({
  ...envelope,
  delivery_available: v.boolean(),
  delivery_price: v.optional(v.number(), 0),
  is_far_moscow_region: v.optional(v.boolean(), false),
  /** Why the address is unavailable (the server's text), when it is. */
  unavailableReason: maybe(v.string()),
  /** The address is outside every delivery zone (not only this line's). */
  outside_zone: v.optional(v.boolean(), false),
});
export interface CheckAddressResponse extends v.InferOutput<typeof CheckAddressResponse> {}

export const AddAddressRequest = v.object({
  addressInfo: AddressInfo as AddressInfoSchema,
  delivery_id_H: v.string(),
  setForAllDeliveries: v.boolean(),
});
export interface AddAddressRequest extends v.InferOutput<typeof AddAddressRequest> {}

export const ChangeDeliveryAddressRequest = v.object({
  address_id_H: v.string(),
  delivery_id_H: v.string(),
  setForAllDeliveries: v.boolean(),
  isFromSingleStepOrder: v.optional(v.boolean(), true),
});
export interface ChangeDeliveryAddressRequest extends v.InferOutput<typeof ChangeDeliveryAddressRequest> {}

export const AddressChangeResponse = v.object({
  ...envelope,
  order: Order as OrderSchema,
  changedProperties: v.optional(v.array(v.string()), []),
});
export interface AddressChangeResponse extends v.InferOutput<typeof AddressChangeResponse> {}

export const PossibleDatesResponse = v.object({
  ...envelope,
  /** Keyed by date (YYYY-MM-DD): the intervals possible that day. */
  days: v.record(v.string(), v.array(IntervalOption as IntervalOptionSchema)),
});
export interface PossibleDatesResponse extends v.InferOutput<typeof PossibleDatesResponse> {}

export const UpdateDateRequest = v.object({
  order_id_H: v.string(),
  deliveryId_H: v.string(),
  date: v.string(),
  timeFrom: v.string(),
  timeTo: v.string(),
  title: v.optional(v.string()),
  type: v.picklist(['morning', 'evening']),
});
export interface UpdateDateRequest extends v.InferOutput<typeof UpdateDateRequest> {}

export const Suggestion = v.object({
  value: v.string(),
  unrestricted_value: v.optional(v.string()),
  data: v.object({
    street: maybe(v.string()),
    house: maybe(v.string()),
    block: maybe(v.string()),
    city: maybe(v.string()),
    city_id: maybe(v.number()),
  }),
  geo_lat: maybe(v.number()),
  geo_lon: maybe(v.number()),
});
export interface SuggestionSchema extends Named<typeof Suggestion> {}
export interface Suggestion extends v.InferOutput<typeof Suggestion> {}

export const SuggestRequest = v.object({
  query: v.string(),
  count: v.number(),
  cityId: v.number(),
  type: v.optional(v.literal('ADDRESS')),
  /** The city's KLADR codes (the spec's "locations"; the city's `kladrLocations`). */
  locations: v.optional(v.array(v.object({ kladr_id: v.string() }))),
  /** The city's circles (the spec's "geo areas"; the city's `suggestBoundingCircles`). */
  locations_geo: v.optional(v.array(v.object({ lat: v.number(), lon: v.number(), radius_meters: v.number() }))),
});
export interface SuggestRequest extends v.InferOutput<typeof SuggestRequest> {}

export const SuggestResponse = v.object({ ...envelope, suggestions: v.array(Suggestion as SuggestionSchema) });
export interface SuggestResponse extends v.InferOutput<typeof SuggestResponse> {}

export const RecreateFarRegionRequest = v.object({
  orderToCancelId_H: v.string(),
  mealDays: v.number(),
  price_plan_id: v.optional(v.number()),
  is_auto_longated_trial: v.optional(v.boolean()),
  abonement_weeks: v.optional(v.number()),
  configKey: v.optional(v.string()),
  promocode: v.optional(v.string()),
  subscriptionId_H: v.optional(v.string()),
  deliveriesStartDate: v.optional(v.string()),
  deliveriesStartDateType: v.optional(DeliveryType),
});
export interface RecreateFarRegionRequest extends v.InferOutput<typeof RecreateFarRegionRequest> {}

/** `orders/get-far-moscow-region-tariff?orderId_H`: the far-region price plan for this order (shape ours). */
export const FarRegionTariffResponse = v.object({
  ...envelope,
  price_plan_id: v.number(),
  mealDays: v.number(),
  menu_price: v.number(),
  delivery_price: v.number(),
  deb_price: v.number(),
});
export interface FarRegionTariffResponse extends v.InferOutput<typeof FarRegionTariffResponse> {}

/** `orders/update-first-delivery-date` (order-funnel §7: date, session, isSingleStep, isCustomOrder). */
export const UpdateFirstDeliveryDateRequest = v.object({
  orderId_H: v.string(),
  date: v.string(),
  /** The interval's session: `morning` or `evening`. */
  session: DeliveryType,
  timeFrom: v.optional(v.string()),
  timeTo: v.optional(v.string()),
  isSingleStep: v.boolean(),
  isCustomOrder: v.boolean(),
});
export interface UpdateFirstDeliveryDateRequest extends v.InferOutput<typeof UpdateFirstDeliveryDateRequest> {}

/** Safe-delivery info (order-funnel §7: orderId_H, optionId_H, comment). */
export const SafeDeliveryRequest = v.object({ orderId_H: v.string(), optionId_H: v.string(), comment: v.string() });
export interface SafeDeliveryRequest extends v.InferOutput<typeof SafeDeliveryRequest> {}

/** `orders/checkout`: marks the order as leaving the checkout for payment (payload ours). */
export const OrderCheckoutRequest = v.object({ orderId_H: v.string(), paymentType: v.optional(v.string()) });
export interface OrderCheckoutRequest extends v.InferOutput<typeof OrderCheckoutRequest> {}

/** `deliveries/address?deliveryId_H`: the client's addresses for a delivery (the 1002 reload). */
export const DeliveryAddressesResponse = v.object({ ...envelope, addresses: v.array(ProfileAddress as ProfileAddressSchema) });
export interface DeliveryAddressesResponse extends v.InferOutput<typeof DeliveryAddressesResponse> {}
