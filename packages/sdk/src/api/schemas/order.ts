import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/** Shared entity schemas of the order funnel, checkout and payments (order-funnel §3). */

/** @internal */
export const AbonementType = v.picklist(['slim_1', 'slim_2', 'fitness_1', 'fitness_2', 'strong_1', 'strong_2', 'super_detox', 'reload']);
export type AbonementType = 'slim_1' | 'slim_2' | 'fitness_1' | 'fitness_2' | 'strong_1' | 'strong_2' | 'super_detox' | 'reload';

/** @internal */
export const DeliveryType = v.picklist(['morning', 'evening']);
export type DeliveryType = 'morning' | 'evening';

/** @internal */
export const Address = v.object({
  id_H: maybe(v.string()),
  text: maybe(v.string()),
  address: maybe(v.string()),
  street: maybe(v.string()),
  house: maybe(v.string()),
  block: maybe(v.string()),
  flat: maybe(v.string()),
  entrance: maybe(v.string()),
  comment: maybe(v.string()),
  latitude: maybe(v.number()),
  longitude: maybe(v.number()),
  city_id: maybe(v.number()),
  cityName: maybe(v.string()),
  menu_type_id: maybe(v.union([v.number(), v.string()])),
  deliveryPrice: maybe(v.number()),
  unavailable: maybe(v.boolean()),
  unavailableReason: maybe(v.string()),
  is_far_moscow_region: maybe(v.boolean()),
  /** 'new' marks the add-new entry of an address list. */
  type: maybe(v.string()),
});
/** @internal */
export interface AddressSchema extends Named<typeof Address> {}
export interface Address {
  id_H?: string | null | undefined;
  text?: string | null | undefined;
  address?: string | null | undefined;
  street?: string | null | undefined;
  house?: string | null | undefined;
  block?: string | null | undefined;
  flat?: string | null | undefined;
  entrance?: string | null | undefined;
  comment?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  city_id?: number | null | undefined;
  cityName?: string | null | undefined;
  menu_type_id?: number | string | null | undefined;
  deliveryPrice?: number | null | undefined;
  unavailable?: boolean | null | undefined;
  unavailableReason?: string | null | undefined;
  is_far_moscow_region?: boolean | null | undefined;
  /** 'new' marks the add-new entry of an address list. */
  type?: string | null | undefined;
}

/** @internal */
export const DeliveryDate = v.object({
  title: maybe(v.string()),
  date: v.string(),
  timeFrom: v.string(),
  timeTo: v.string(),
  type: DeliveryType,
});
/** @internal */
export interface DeliveryDateSchema extends Named<typeof DeliveryDate> {}
export interface DeliveryDate {
  title?: string | null | undefined;
  date: string;
  timeFrom: string;
  timeTo: string;
  type: DeliveryType;
}

/** @internal */
export const IntervalOption = v.object({
  from: v.string(),
  to: v.string(),
  type: maybe(DeliveryType),
  session: maybe(v.string()),
  title: maybe(v.string()),
});
/** @internal */
export interface IntervalOptionSchema extends Named<typeof IntervalOption> {}
export interface IntervalOption {
  from: string;
  to: string;
  type?: DeliveryType | null | undefined;
  session?: string | null | undefined;
  title?: string | null | undefined;
}

/** @internal */
export const Delivery = v.object({
  id_H: v.string(),
  date: v.string(),
  itemDate: maybe(v.string()),
  client_address_id_H: maybe(v.string()),
  clientAddress: maybe(Address as AddressSchema),
  isConfirmed: v.optional(v.boolean(), false),
  deliveryDate: maybe(DeliveryDate as DeliveryDateSchema),
  /** Keyed by date (YYYY-MM-DD) with the intervals possible that day. */
  possibleDeliveryDays: maybe(v.record(v.string(), v.array(IntervalOption as IntervalOptionSchema))),
});
/** @internal */
export interface DeliverySchema extends Named<typeof Delivery> {}
export interface Delivery {
  id_H: string;
  date: string;
  itemDate?: string | null | undefined;
  client_address_id_H?: string | null | undefined;
  clientAddress?: Address | null | undefined;
  isConfirmed: boolean;
  deliveryDate?: DeliveryDate | null | undefined;
  /** Keyed by date (YYYY-MM-DD) with the intervals possible that day. */
  possibleDeliveryDays?: Record<string, IntervalOption[]> | null | undefined;
}

/** @internal */
export const PromocodeDiscount = v.object({
  promocode: v.string(),
  is_internal: v.optional(v.boolean(), false),
  discount_sum: v.number(),
});
/** @internal */
export interface PromocodeDiscountSchema extends Named<typeof PromocodeDiscount> {}
export interface PromocodeDiscount {
  promocode: string;
  is_internal: boolean;
  discount_sum: number;
}

/**
 * §3 customisation draft: the amount to pay with it, and (ours, the customisation's) its price
 * difference against the accepted menu and its content by delivery — `menuByEatingNum` lists the
 * meals the draft changes with their packs (count, changed); no packs: the meal is removed.
 */
/** @internal */
export const OrderDraft = v.object({
  draft_deb_price: v.number(),
  priceDifference: v.optional(v.number(), 0),
  deliveries: v.optional(
    v.array(
      v.object({
        date: v.string(),
        menuByEatingNum: v.record(
          v.string(),
          v.object({
            packs: v.array(v.object({ id: v.number(), count: v.optional(v.number(), 1), changed: v.optional(v.boolean(), true) })),
          }),
        ),
      }),
    ),
    [],
  ),
});
/** @internal */
export interface OrderDraftSchema extends Named<typeof OrderDraft> {}
export interface OrderDraft {
  draft_deb_price: number;
  priceDifference: number;
  deliveries: { date: string; menuByEatingNum: Record<string, { packs: { id: number; count: number; changed: boolean }[] }> }[];
}

/** @internal */
export const Order = v.object({
  id_H: v.string(),
  /** Not in the spec's field list; the sandbox and checkout need it to pick routes and rules. */
  business_product: v.optional(v.string(), 'standard'),
  menu_type: v.string(),
  menu_type_id: maybe(v.union([v.number(), v.string()])),
  abonement_type: maybe(AbonementType),
  number_of_days: v.number(),
  numberOfPersons: v.optional(v.number(), 1),
  city_id: v.number(),
  menu_price: v.number(),
  delivery_price: v.optional(v.number(), 0),
  /** The amount to pay. */
  deb_price: v.number(),
  bonuses_sum: v.optional(v.number(), 0),
  referralPayment: maybe(v.object({ sum: v.number() })),
  discount_sum: v.optional(v.number(), 0),
  discounts: v.optional(v.array(v.object({ title: v.string(), sum: v.number() })), []),
  promocode_discounts: v.optional(v.array(PromocodeDiscount as PromocodeDiscountSchema), []),
  is_ready: v.optional(v.boolean(), true),
  status_unformed: v.optional(v.boolean(), true),
  /** Not in the spec's list: set once the order is cancelled. */
  is_canceled: v.optional(v.boolean(), false),
  isFarRegion: v.optional(v.boolean(), false),
  is_far_moscow_region: v.optional(v.boolean(), false),
  custom_config: maybe(v.array(v.unknown())),
  is_client_subscription: v.optional(v.boolean(), false),
  clientSubscription: maybe(v.object({ subscription: v.object({ freeze_days_limit: v.number() }) })),
  canBePaidBySbp: v.optional(v.boolean(), true),
  canBePaidInCash: v.optional(v.boolean(), true),
  can_be_canceled: v.optional(v.boolean(), true),
  autoLongationBlock: maybe(v.object({ isAutolongationEnabled: v.boolean() })),
  showConfirmTimer: v.optional(v.boolean(), false),
  first_delivery_id_H: maybe(v.string()),
  cashbackIncomeInfo: maybe(v.object({ sum: v.number(), percent: maybe(v.number()) })),
  draft: maybe(OrderDraft as OrderDraftSchema),
  deliveries: v.optional(v.array(Delivery as DeliverySchema), []),
  permanent_discount_subscription: maybe(v.boolean()),
  promocodeToApply: maybe(v.string()),
  isDeliveryConfirmed: maybe(v.boolean()),
});
/** @internal */
export interface OrderSchema extends Named<typeof Order> {}
export interface Order {
  id_H: string;
  /** Not in the spec's field list; the sandbox and checkout need it to pick routes and rules. */
  business_product: string;
  menu_type: string;
  menu_type_id?: number | string | null | undefined;
  abonement_type?: AbonementType | null | undefined;
  number_of_days: number;
  numberOfPersons: number;
  city_id: number;
  menu_price: number;
  delivery_price: number;
  /** The amount to pay. */
  deb_price: number;
  bonuses_sum: number;
  referralPayment?: { sum: number } | null | undefined;
  discount_sum: number;
  discounts: { title: string; sum: number }[];
  promocode_discounts: PromocodeDiscount[];
  is_ready: boolean;
  status_unformed: boolean;
  /** Not in the spec's list: set once the order is cancelled. */
  is_canceled: boolean;
  isFarRegion: boolean;
  is_far_moscow_region: boolean;
  custom_config?: unknown[] | null | undefined;
  is_client_subscription: boolean;
  clientSubscription?: { subscription: { freeze_days_limit: number } } | null | undefined;
  canBePaidBySbp: boolean;
  canBePaidInCash: boolean;
  can_be_canceled: boolean;
  autoLongationBlock?: { isAutolongationEnabled: boolean } | null | undefined;
  showConfirmTimer: boolean;
  first_delivery_id_H?: string | null | undefined;
  cashbackIncomeInfo?: { sum: number; percent?: number | null | undefined } | null | undefined;
  draft?: OrderDraft | null | undefined;
  deliveries: Delivery[];
  permanent_discount_subscription?: boolean | null | undefined;
  promocodeToApply?: string | null | undefined;
  isDeliveryConfirmed?: boolean | null | undefined;
}

/** @internal */
export const OrderResponse = v.object({ ...Envelope.entries, order: Order as OrderSchema });
/** @internal */
export interface OrderResponseSchema extends Named<typeof OrderResponse> {}
export interface OrderResponse extends Envelope {
  order: Order;
}
