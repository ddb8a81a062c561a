import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * Schemas of the calls issue 16 adds to complete §7 of both specs (the endpoint registry test):
 * the answers of calls no screen reads yet keep only the fields the spec names, the rest is dropped.
 */

/** A command's answer: the envelope, `success` not required (the caller reads `messages`). */
export const CommandResponse = v.object({ ...envelope });
export interface CommandResponse extends v.InferOutput<typeof CommandResponse> {}

export const ClientAddress = v.object({
  id_H: v.string(),
  title: v.string(),
  flat: maybe(v.string()),
});
export interface ClientAddressSchema extends Named<typeof ClientAddress> {}
export interface ClientAddress extends v.InferOutput<typeof ClientAddress> {}
export const ClientAddressesResponse = v.object({ ...envelope, addresses: v.array(ClientAddress as ClientAddressSchema) });
export interface ClientAddressesResponse extends v.InferOutput<typeof ClientAddressesResponse> {}

/** An order summary (`orders/show-order`, `orders/in-client-subscription`, `orders/pseudo-order`). */
export const OrderSummary = v.object({
  id_H: v.string(),
  status: v.number(),
  price: maybe(v.number()),
  mealDays: maybe(v.number()),
});
export interface OrderSummarySchema extends Named<typeof OrderSummary> {}
export interface OrderSummary extends v.InferOutput<typeof OrderSummary> {}
export const OrderSummaryResponse = v.object({ ...envelope, order: v.nullable(OrderSummary as OrderSummarySchema) });
export interface OrderSummaryResponse extends v.InferOutput<typeof OrderSummaryResponse> {}
export const OrderSummariesResponse = v.object({ ...envelope, orders: v.array(OrderSummary as OrderSummarySchema) });
export interface OrderSummariesResponse extends v.InferOutput<typeof OrderSummariesResponse> {}

/** `orders/fresh-activity`: when the order last changed (ms), so an open screen can refresh. */
export const FreshActivityResponse = v.object({ ...envelope, updatedAt: v.number() });
export interface FreshActivityResponse extends v.InferOutput<typeof FreshActivityResponse> {}

export const ProcessingResponse = v.object({ ...envelope, isProcessing: v.boolean() });
export interface ProcessingResponse extends v.InferOutput<typeof ProcessingResponse> {}

/** `customization-info/possible-dates` and the customisation menus. */
export const DatesResponse = v.object({ ...envelope, dates: v.array(v.string()) });
export interface DatesResponse extends v.InferOutput<typeof DatesResponse> {}
export const CustomizationInfoResponse = v.object({
  ...envelope,
  menuTypes: v.array(v.object({ id: v.number(), title: v.string() })),
});
export interface CustomizationInfoResponse extends v.InferOutput<typeof CustomizationInfoResponse> {}
/** `orders/custom`, `orders/remove-item-from-custom`: the draft's price difference against the accepted menu (ours: the spec names no fields). */
export const CustomDraftResponse = v.object({ ...envelope, priceDifference: v.optional(v.number(), 0) });
export interface CustomDraftResponse extends v.InferOutput<typeof CustomDraftResponse> {}

export const DishesResponse = v.object({
  ...envelope,
  /** `mealIndex`: the meal a customisation alternative is for (ours; the order's packs carry the same). */
  dishes: v.array(v.object({ id: v.number(), title: v.string(), kcal: maybe(v.number()), mealIndex: maybe(v.number()) })),
});
export interface DishesResponse extends v.InferOutput<typeof DishesResponse> {}

/** A dish of a static menu file: its title, meal slot and nutrition per portion (optional: older files carry titles only). */
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
export interface StaticMenuDishSchema extends Named<typeof StaticMenuDish> {}
export interface StaticMenuDish extends v.InferOutput<typeof StaticMenuDish> {}

/** A day of a static menu file (`date`: ISO, optional in older files). */
export const StaticMenuDay = v.object({ date: maybe(v.string()), dishes: v.array(StaticMenuDish as StaticMenuDishSchema) });
export interface StaticMenuDaySchema extends Named<typeof StaticMenuDay> {}
export interface StaticMenuDay extends v.InferOutput<typeof StaticMenuDay> {}

/**
 * A static menu file (`menus/{brand}/current`, `next`, `history/{weekId}` …): days of dishes, and
 * the week's days per menu type (`menuTypes`, keyed by the type code; the week menu pages read it).
 */
export const StaticMenu = v.object({
  weekStart: maybe(v.string()),
  days: v.array(StaticMenuDay as StaticMenuDaySchema),
  menuTypes: v.optional(v.record(v.string(), v.array(StaticMenuDay as StaticMenuDaySchema)), {}),
});
export interface StaticMenu extends v.InferOutput<typeof StaticMenu> {}

export const OnboardingHintsResponse = v.object({
  ...envelope,
  hints: v.array(v.object({ id: v.string(), text: v.string() })),
  completed: v.boolean(),
  skipped: v.boolean(),
});
export interface OnboardingHintsResponse extends v.InferOutput<typeof OnboardingHintsResponse> {}

export const NewClientLandingResponse = v.object({ ...envelope, title: v.string(), promocode: maybe(v.string()) });
export interface NewClientLandingResponse extends v.InferOutput<typeof NewClientLandingResponse> {}

/** `dadata/address`: the standardised address of a free-text query. */
export const DadataAddressResponse = v.object({
  ...envelope,
  address: v.nullable(v.object({ value: v.string(), geo_lat: maybe(v.string()), geo_lon: maybe(v.string()) })),
});
export interface DadataAddressResponse extends v.InferOutput<typeof DadataAddressResponse> {}

/** A payment answer of the gift-certificate token charge and the Aeroflot card charge. */
export const PaymentCommandResponse = v.object({
  ...envelope,
  require3DS: maybe(v.boolean()),
  action_url: maybe(v.string()),
  message: maybe(v.string()),
});
export interface PaymentCommandResponse extends v.InferOutput<typeof PaymentCommandResponse> {}

export const AssistPayResponse = v.object({ ...envelope, url: v.string() });
export interface AssistPayResponse extends v.InferOutput<typeof AssistPayResponse> {}

/** `GET store?city` (§7): orders left per line in the city (a line not listed is not limited; §3 stockRemains). */
export const StoreResponse = v.object({ ...envelope, cityId: v.number(), stockRemains: v.record(v.string(), v.number()) });
export interface StoreResponse extends v.InferOutput<typeof StoreResponse> {}

export const ClientToursResponse = v.object({ ...envelope, tours: v.array(v.object({ name: v.string(), seen: v.boolean() })) });
export interface ClientToursResponse extends v.InferOutput<typeof ClientToursResponse> {}
