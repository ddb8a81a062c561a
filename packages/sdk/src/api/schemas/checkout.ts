import * as v from 'valibot';
import type { IntervalOptionSchema, OrderSchema } from './order';
import type { Named } from './common';
import { Envelope, maybe } from './common';
import { IntervalOption, Order } from './order';

/** Checkout calls (order-funnel §7): request and response shapes. */

/** @internal */
export const OrderIdRequest = v.object({ orderId_H: v.string() });
export interface OrderIdRequest {
  orderId_H: string;
}

/** @internal */
export const MaybeOrderResponse = v.object({ ...Envelope.entries, order: maybe(Order as OrderSchema) });
export interface MaybeOrderResponse extends Envelope {
  order?: Order | null | undefined;
}

/** @internal */
export const ApplyPromoRequest = v.object({
  order_id_H: v.string(),
  promocode: v.string(),
  cardNumber: v.optional(v.string()),
  cardId: v.optional(v.string()),
});
export interface ApplyPromoRequest {
  order_id_H: string;
  promocode: string;
  cardNumber?: string | undefined;
  cardId?: string | undefined;
}

/** @internal */
export const ApplyPromoResponse = v.object({
  ...Envelope.entries,
  menu_price: v.number(),
  deb_price: v.number(),
  meal_days: v.number(),
});
export interface ApplyPromoResponse extends Envelope {
  menu_price: number;
  deb_price: number;
  meal_days: number;
}

/** @internal */
export const CardPromoCheckRequest = v.object({
  orderId_H: v.string(),
  cardNumber: v.optional(v.string()),
  cardId: v.optional(v.string()),
});
export interface CardPromoCheckRequest {
  orderId_H: string;
  cardNumber?: string | undefined;
  cardId?: string | undefined;
}

/** @internal */
export const CardPromoCheckResponse = v.object({
  ...Envelope.entries,
  isCardCompatibleWithPromo: v.boolean(),
  hasTechUncompatiblePromocode: v.optional(v.boolean(), false),
  order: maybe(v.object({ deb_price: v.number() })),
});
export interface CardPromoCheckResponse extends Envelope {
  isCardCompatibleWithPromo: boolean;
  hasTechUncompatiblePromocode: boolean;
  order?: { deb_price: number } | null | undefined;
}

/** @internal */
export const DrinksInfo = v.object({
  ...Envelope.entries,
  canAddDrinks: v.boolean(),
  alreadyAddedCount: v.number(),
  addedCount: v.number(),
  price: v.number(),
  drinksOfferDiscountPerDrink: v.optional(v.number(), 0),
});
export interface DrinksInfo extends Envelope {
  canAddDrinks: boolean;
  alreadyAddedCount: number;
  addedCount: number;
  price: number;
  drinksOfferDiscountPerDrink: number;
}

/** @internal */
export const DrinksRequest = v.object({ orderId_H: v.string(), count: v.number() });
export interface DrinksRequest {
  orderId_H: string;
  count: number;
}

/** @internal */
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
/** @internal */
export interface AddressInfoSchema extends Named<typeof AddressInfo> {}
export interface AddressInfo {
  street: string;
  house: string;
  block?: string | undefined;
  name?: string | undefined;
  city?: string | undefined;
  city_id: number;
  latitude?: number | undefined;
  longitude?: number | undefined;
  flat?: string | undefined;
  comment?: string | undefined;
}

/** @internal */
export const CheckAddressRequest = v.object({
  menu_type_id: v.union([v.number(), v.string()]),
  addressInfo: AddressInfo as AddressInfoSchema,
});
export interface CheckAddressRequest {
  menu_type_id: number | string;
  addressInfo: AddressInfo;
}

/** @internal */
export const CheckAddressResponse = v.object({
  ...Envelope.entries,
  delivery_available: v.boolean(),
  delivery_price: v.optional(v.number(), 0),
  is_far_moscow_region: v.optional(v.boolean(), false),
  /** Why the address is unavailable (the server's text), when it is. */
  unavailableReason: maybe(v.string()),
  /** The address is outside every delivery zone (not only this line's). */
  outside_zone: v.optional(v.boolean(), false),
});
export interface CheckAddressResponse extends Envelope {
  delivery_available: boolean;
  delivery_price: number;
  is_far_moscow_region: boolean;
  /** Why the address is unavailable (the server's text), when it is. */
  unavailableReason?: string | null | undefined;
  /** The address is outside every delivery zone (not only this line's). */
  outside_zone: boolean;
}

/** @internal */
export const AddAddressRequest = v.object({
  addressInfo: AddressInfo as AddressInfoSchema,
  delivery_id_H: v.string(),
  setForAllDeliveries: v.boolean(),
});
export interface AddAddressRequest {
  addressInfo: AddressInfo;
  delivery_id_H: string;
  setForAllDeliveries: boolean;
}

/** @internal */
export const ChangeDeliveryAddressRequest = v.object({
  address_id_H: v.string(),
  delivery_id_H: v.string(),
  setForAllDeliveries: v.boolean(),
  isFromSingleStepOrder: v.optional(v.boolean(), true),
});
export interface ChangeDeliveryAddressRequest {
  address_id_H: string;
  delivery_id_H: string;
  setForAllDeliveries: boolean;
  isFromSingleStepOrder: boolean;
}

/** @internal */
export const AddressChangeResponse = v.object({
  ...Envelope.entries,
  order: Order as OrderSchema,
  changedProperties: v.optional(v.array(v.string()), []),
});
export interface AddressChangeResponse extends Envelope {
  order: Order;
  changedProperties: string[];
}

/** @internal */
export const PossibleDatesResponse = v.object({
  ...Envelope.entries,
  /** Keyed by date (YYYY-MM-DD): the intervals possible that day. */
  days: v.record(v.string(), v.array(IntervalOption as IntervalOptionSchema)),
});
export interface PossibleDatesResponse extends Envelope {
  /** Keyed by date (YYYY-MM-DD): the intervals possible that day. */
  days: Record<string, IntervalOption[]>;
}

/** @internal */
export const UpdateDateRequest = v.object({
  order_id_H: v.string(),
  deliveryId_H: v.string(),
  date: v.string(),
  timeFrom: v.string(),
  timeTo: v.string(),
  title: v.optional(v.string()),
  type: v.picklist(['morning', 'evening']),
});
export interface UpdateDateRequest {
  order_id_H: string;
  deliveryId_H: string;
  date: string;
  timeFrom: string;
  timeTo: string;
  title?: string | undefined;
  type: 'morning' | 'evening';
}

export * from './checkout-delivery';
