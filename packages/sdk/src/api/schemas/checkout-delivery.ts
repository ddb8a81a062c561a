import * as v from 'valibot';
import type { ProfileAddressSchema } from './profile';
import type { Named } from './common';
import { Envelope, maybe } from './common';
import { DeliveryType } from './order';
import { ProfileAddress } from './profile';

/** The checkout's address suggestions, far-region and delivery calls: re-exported by `./checkout`. */

/** @internal */
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
/** @internal */
export interface SuggestionSchema extends Named<typeof Suggestion> {}
export interface Suggestion {
  value: string;
  unrestricted_value?: string | undefined;
  data: {
    street?: string | null | undefined;
    house?: string | null | undefined;
    block?: string | null | undefined;
    city?: string | null | undefined;
    city_id?: number | null | undefined;
  };
  geo_lat?: number | null | undefined;
  geo_lon?: number | null | undefined;
}

/** @internal */
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
export interface SuggestRequest {
  query: string;
  count: number;
  cityId: number;
  type?: 'ADDRESS' | undefined;
  /** The city's KLADR codes (the spec's "locations"; the city's `kladrLocations`). */
  locations?: { kladr_id: string }[] | undefined;
  /** The city's circles (the spec's "geo areas"; the city's `suggestBoundingCircles`). */
  locations_geo?: { lat: number; lon: number; radius_meters: number }[] | undefined;
}

/** @internal */
export const SuggestResponse = v.object({ ...Envelope.entries, suggestions: v.array(Suggestion as SuggestionSchema) });
export interface SuggestResponse extends Envelope {
  suggestions: Suggestion[];
}

/** @internal */
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
export interface RecreateFarRegionRequest {
  orderToCancelId_H: string;
  mealDays: number;
  price_plan_id?: number | undefined;
  is_auto_longated_trial?: boolean | undefined;
  abonement_weeks?: number | undefined;
  configKey?: string | undefined;
  promocode?: string | undefined;
  subscriptionId_H?: string | undefined;
  deliveriesStartDate?: string | undefined;
  deliveriesStartDateType?: DeliveryType | undefined;
}

/** `orders/get-far-moscow-region-tariff?orderId_H`: the far-region price plan for this order (shape ours). */
/** @internal */
export const FarRegionTariffResponse = v.object({
  ...Envelope.entries,
  price_plan_id: v.number(),
  mealDays: v.number(),
  menu_price: v.number(),
  delivery_price: v.number(),
  deb_price: v.number(),
});
export interface FarRegionTariffResponse extends Envelope {
  price_plan_id: number;
  mealDays: number;
  menu_price: number;
  delivery_price: number;
  deb_price: number;
}

/** `orders/update-first-delivery-date` (order-funnel §7: date, session, isSingleStep, isCustomOrder). */
/** @internal */
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
export interface UpdateFirstDeliveryDateRequest {
  orderId_H: string;
  date: string;
  /** The interval's session: `morning` or `evening`. */
  session: DeliveryType;
  timeFrom?: string | undefined;
  timeTo?: string | undefined;
  isSingleStep: boolean;
  isCustomOrder: boolean;
}

/** Safe-delivery info (order-funnel §7: orderId_H, optionId_H, comment). */
/** @internal */
export const SafeDeliveryRequest = v.object({ orderId_H: v.string(), optionId_H: v.string(), comment: v.string() });
export interface SafeDeliveryRequest {
  orderId_H: string;
  optionId_H: string;
  comment: string;
}

/** `orders/checkout`: marks the order as leaving the checkout for payment (payload ours). */
/** @internal */
export const OrderCheckoutRequest = v.object({ orderId_H: v.string(), paymentType: v.optional(v.string()) });
export interface OrderCheckoutRequest {
  orderId_H: string;
  paymentType?: string | undefined;
}

/** `deliveries/address?deliveryId_H`: the client's addresses for a delivery (the 1002 reload). */
/** @internal */
export const DeliveryAddressesResponse = v.object({ ...Envelope.entries, addresses: v.array(ProfileAddress as ProfileAddressSchema) });
export interface DeliveryAddressesResponse extends Envelope {
  addresses: ProfileAddress[];
}
