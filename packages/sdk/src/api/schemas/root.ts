import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * Schemas of the calls issue 16 adds to complete §7 of both specs (the endpoint registry test):
 * the answers of calls no screen reads yet keep only the fields the spec names, the rest is dropped.
 */

/** A command's answer: the envelope, `success` not required (the caller reads `messages`). */
/** @internal */
export const CommandResponse = v.object({ ...Envelope.entries });
export interface CommandResponse extends Envelope {}

/** @internal */
export const ClientAddress = v.object({
  id_H: v.string(),
  title: v.string(),
  flat: maybe(v.string()),
});
/** @internal */
export interface ClientAddressSchema extends Named<typeof ClientAddress> {}
export interface ClientAddress {
  id_H: string;
  title: string;
  flat?: string | null | undefined;
}
/** @internal */
export const ClientAddressesResponse = v.object({ ...Envelope.entries, addresses: v.array(ClientAddress as ClientAddressSchema) });
export interface ClientAddressesResponse extends Envelope {
  addresses: ClientAddress[];
}

/** An order summary (`orders/show-order`, `orders/in-client-subscription`, `orders/pseudo-order`). */
/** @internal */
export const OrderSummary = v.object({
  id_H: v.string(),
  status: v.number(),
  price: maybe(v.number()),
  mealDays: maybe(v.number()),
});
/** @internal */
export interface OrderSummarySchema extends Named<typeof OrderSummary> {}
export interface OrderSummary {
  id_H: string;
  status: number;
  price?: number | null | undefined;
  mealDays?: number | null | undefined;
}
/** @internal */
export const OrderSummaryResponse = v.object({ ...Envelope.entries, order: v.nullable(OrderSummary as OrderSummarySchema) });
export interface OrderSummaryResponse extends Envelope {
  order: OrderSummary | null;
}
/** @internal */
export const OrderSummariesResponse = v.object({ ...Envelope.entries, orders: v.array(OrderSummary as OrderSummarySchema) });
export interface OrderSummariesResponse extends Envelope {
  orders: OrderSummary[];
}

/** `orders/fresh-activity`: when the order last changed (ms), so an open screen can refresh. */
/** @internal */
export const FreshActivityResponse = v.object({ ...Envelope.entries, updatedAt: v.number() });
export interface FreshActivityResponse extends Envelope {
  updatedAt: number;
}

/** @internal */
export const ProcessingResponse = v.object({ ...Envelope.entries, isProcessing: v.boolean() });
export interface ProcessingResponse extends Envelope {
  isProcessing: boolean;
}

/** `customization-info/possible-dates` and the customisation menus. */
/** @internal */
export const DatesResponse = v.object({ ...Envelope.entries, dates: v.array(v.string()) });
export interface DatesResponse extends Envelope {
  dates: string[];
}
/** @internal */
export const CustomizationInfoResponse = v.object({
  ...Envelope.entries,
  menuTypes: v.array(v.object({ id: v.number(), title: v.string() })),
});
export interface CustomizationInfoResponse extends Envelope {
  menuTypes: { id: number; title: string }[];
}
/** `orders/custom`, `orders/remove-item-from-custom`: the draft's price difference against the accepted menu (ours: the spec names no fields). */
/** @internal */
export const CustomDraftResponse = v.object({ ...Envelope.entries, priceDifference: v.optional(v.number(), 0) });
export interface CustomDraftResponse extends Envelope {
  priceDifference: number;
}

/** @internal */
export const DishesResponse = v.object({
  ...Envelope.entries,
  /** `mealIndex`: the meal a customisation alternative is for (ours; the order's packs carry the same). */
  dishes: v.array(v.object({ id: v.number(), title: v.string(), kcal: maybe(v.number()), mealIndex: maybe(v.number()) })),
});
export interface DishesResponse extends Envelope {
  /** `mealIndex`: the meal a customisation alternative is for (ours; the order's packs carry the same). */
  dishes: { id: number; title: string; kcal?: number | null | undefined; mealIndex?: number | null | undefined }[];
}

/** A dish of a static menu file: its title, meal slot and nutrition per portion (optional: older files carry titles only). */
/** @internal */
export const StaticMenuDish = v.object({
  title: v.string(),
  /** The catalogue's pack (`menu/full` packs; `prefs/` marks it): ours, optional in older files. */
  packId: maybe(v.number()),
  mealType: maybe(v.string()),
  kcal: maybe(v.number()),
  proteins: maybe(v.number()),
  fats: maybe(v.number()),
  carbs: maybe(v.number()),
});
/** @internal */
export interface StaticMenuDishSchema extends Named<typeof StaticMenuDish> {}
export interface StaticMenuDish {
  title: string;
  /** The catalogue's pack (`menu/full` packs; `prefs/` marks it): ours, optional in older files. */
  packId?: number | null | undefined;
  mealType?: string | null | undefined;
  kcal?: number | null | undefined;
  proteins?: number | null | undefined;
  fats?: number | null | undefined;
  carbs?: number | null | undefined;
}

/** A day of a static menu file (`date`: ISO, optional in older files). */
/** @internal */
export const StaticMenuDay = v.object({ date: maybe(v.string()), dishes: v.array(StaticMenuDish as StaticMenuDishSchema) });
/** @internal */
export interface StaticMenuDaySchema extends Named<typeof StaticMenuDay> {}
export interface StaticMenuDay {
  date?: string | null | undefined;
  dishes: StaticMenuDish[];
}

/**
 * A static menu file (`menus/{brand}/current`, `next`, `history/{weekId}` …): days of dishes, and
 * the week's days per menu type (`menuTypes`, keyed by the type code; the week menu pages read it).
 */
/** @internal */
export const StaticMenu = v.object({
  weekStart: maybe(v.string()),
  days: v.array(StaticMenuDay as StaticMenuDaySchema),
  menuTypes: v.optional(v.record(v.string(), v.array(StaticMenuDay as StaticMenuDaySchema)), {}),
});
export interface StaticMenu {
  weekStart?: string | null | undefined;
  days: StaticMenuDay[];
  menuTypes: Record<string, StaticMenuDay[]>;
}

/** @internal */
export const OnboardingHintsResponse = v.object({
  ...Envelope.entries,
  hints: v.array(v.object({ id: v.string(), text: v.string() })),
  completed: v.boolean(),
  skipped: v.boolean(),
});
export interface OnboardingHintsResponse extends Envelope {
  hints: { id: string; text: string }[];
  completed: boolean;
  skipped: boolean;
}

/** @internal */
export const NewClientLandingResponse = v.object({ ...Envelope.entries, title: v.string(), promocode: maybe(v.string()) });
export interface NewClientLandingResponse extends Envelope {
  title: string;
  promocode?: string | null | undefined;
}

/** `dadata/address`: the standardised address of a free-text query. */
/** @internal */
export const DadataAddressResponse = v.object({
  ...Envelope.entries,
  address: v.nullable(v.object({ value: v.string(), geo_lat: maybe(v.string()), geo_lon: maybe(v.string()) })),
});
export interface DadataAddressResponse extends Envelope {
  address: { value: string; geo_lat?: string | null | undefined; geo_lon?: string | null | undefined } | null;
}

/** A payment answer of the gift-certificate token charge and the Aeroflot card charge. */
/** @internal */
export const PaymentCommandResponse = v.object({
  ...Envelope.entries,
  require3DS: maybe(v.boolean()),
  action_url: maybe(v.string()),
  message: maybe(v.string()),
});
export interface PaymentCommandResponse extends Envelope {
  require3DS?: boolean | null | undefined;
  action_url?: string | null | undefined;
  message?: string | null | undefined;
}

/** @internal */
export const AssistPayResponse = v.object({ ...Envelope.entries, url: v.string() });
export interface AssistPayResponse extends Envelope {
  url: string;
}

/** `GET store?city` (§7): orders left per line in the city (a line not listed is not limited; §3 stockRemains). */
/** @internal */
export const StoreResponse = v.object({ ...Envelope.entries, cityId: v.number(), stockRemains: v.record(v.string(), v.number()) });
export interface StoreResponse extends Envelope {
  cityId: number;
  stockRemains: Record<string, number>;
}

/** @internal */
export const ClientToursResponse = v.object({ ...Envelope.entries, tours: v.array(v.object({ name: v.string(), seen: v.boolean() })) });
export interface ClientToursResponse extends Envelope {
  tours: { name: string; seen: boolean }[];
}
