import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * Menus, goals, menu types and offer configs (personal-cabinet §3 "Menu and catalogue", "Offer
 * config per menu type"; order-funnel §3 "Menu-line facts"). Field names are the spec's.
 */

/** Targets of the landing (p1 low / lose weight, p2 medium / no cooking, p3 high / stay in shape, p5 economy). */
/** @internal */
export const Target = v.picklist(['p1', 'p2', 'p3', 'p4', 'p5']);
export type Target = 'p1' | 'p2' | 'p3' | 'p4' | 'p5';

/** One "how many days" option of a menu type, with its price plan. */
/** @internal */
export const MealDaysOption = v.object({
  days: v.number(),
  /** Price of the whole option (all days), in the city's currency. */
  price: v.number(),
  price_plan_id: v.number(),
  /** Paid in parts (subscription stage payment). */
  payPartly: v.optional(v.boolean(), false),
  subscriptionDays: maybe(v.number()),
});
/** @internal */
export interface MealDaysOptionSchema extends Named<typeof MealDaysOption> {}
export interface MealDaysOption {
  days: number;
  /** Price of the whole option (all days), in the city's currency. */
  price: number;
  price_plan_id: number;
  /** Paid in parts (subscription stage payment). */
  payPartly: boolean;
  subscriptionDays?: number | null | undefined;
}

/** @internal */
export const PricePlan = v.object({
  id: v.number(),
  price: v.number(),
  priceType: v.picklist(['atomized', 'by_packs']),
  numberOfMealDays: v.number(),
  deliveryDays: maybe(v.number()),
  deliveryPrice: v.optional(v.number(), 0),
});
/** @internal */
export interface PricePlanSchema extends Named<typeof PricePlan> {}
export interface PricePlan {
  id: number;
  price: number;
  priceType: 'atomized' | 'by_packs';
  numberOfMealDays: number;
  deliveryDays?: number | null | undefined;
  deliveryPrice: number;
}

/** @internal */
export const MenuDay = v.object({
  date: v.string(),
  packIds: v.array(v.number()),
  packTitles: v.optional(v.array(v.string()), []),
});
/** @internal */
export interface MenuDaySchema extends Named<typeof MenuDay> {}
export interface MenuDay {
  date: string;
  packIds: number[];
  packTitles: string[];
}

/** A menu type (menu line) of a city, e.g. `fit`, with its default price plan and day options. */
/** @internal */
export const MenuType = v.object({
  /** The menu type id as a string: fit, super_fit, balance, daily, detox, power, fit_trial … */
  type: v.string(),
  id: v.number(),
  menu_id: maybe(v.number()),
  sortorder: v.optional(v.number(), 0),
  pricePlan: PricePlan as PricePlanSchema,
  menu: v.optional(v.array(MenuDay as MenuDaySchema), []),
  mealDays: v.array(MealDaysOption as MealDaysOptionSchema),
  needGroupOnFront: v.optional(v.boolean(), false),
});
/** @internal */
export interface MenuTypeSchema extends Named<typeof MenuType> {}
export interface MenuType {
  /** The menu type id as a string: fit, super_fit, balance, daily, detox, power, fit_trial … */
  type: string;
  id: number;
  menu_id?: number | null | undefined;
  sortorder: number;
  pricePlan: PricePlan;
  menu: MenuDay[];
  mealDays: MealDaysOption[];
  needGroupOnFront: boolean;
}

/** @internal */
export const MenuTypeData = v.object({
  title: v.string(),
  subtitle: maybe(v.string()),
  kcal: v.number(),
  sorter: v.optional(v.number(), 0),
  bonuses: v.optional(v.array(v.string()), []),
  averageMealsNumber: maybe(v.number()),
  /** The landing target this line belongs to. */
  target: maybe(Target),
  description: maybe(v.string()),
  callToAction: maybe(v.string()),
  menuByPackSubtitle: maybe(v.string()),
  targets: v.optional(v.array(Target), []),
});
/** @internal */
export interface MenuTypeDataSchema extends Named<typeof MenuTypeData> {}
export interface MenuTypeData {
  title: string;
  subtitle?: string | null | undefined;
  kcal: number;
  sorter: number;
  bonuses: string[];
  averageMealsNumber?: number | null | undefined;
  /** The landing target this line belongs to. */
  target?: Target | null | undefined;
  description?: string | null | undefined;
  callToAction?: string | null | undefined;
  menuByPackSubtitle?: string | null | undefined;
  targets: Target[];
}

/** @internal */
export const Pack = v.object({
  id: v.number(),
  title: v.string(),
  mealType: v.string(),
  mealIndex: v.number(),
  type: v.picklist(['major', 'secondary']),
  price: v.number(),
  isRestricted: v.optional(v.boolean(), false),
  isFavorite: v.optional(v.boolean(), false),
  count: v.optional(v.number(), 1),
  properties: maybe(v.object({ kcal: maybe(v.number()), proteins: maybe(v.number()), fats: maybe(v.number()), carbs: maybe(v.number()) })),
});
/** @internal */
export interface PackSchema extends Named<typeof Pack> {}
export interface Pack {
  id: number;
  title: string;
  mealType: string;
  mealIndex: number;
  type: 'major' | 'secondary';
  price: number;
  isRestricted: boolean;
  isFavorite: boolean;
  count: number;
  properties?:
    | {
        kcal?: number | null | undefined;
        proteins?: number | null | undefined;
        fats?: number | null | undefined;
        carbs?: number | null | undefined;
      }
    | null
    | undefined;
}

/** @internal */
export const SubscriptionPlan = v.object({
  id_H: v.string(),
  brandId_H: maybe(v.string()),
  meal_days_count: v.number(),
  promo_meal_days_count: v.optional(v.number(), 0),
  percentDiscount: v.optional(v.number(), 0),
  absoluteDiscount: v.optional(v.number(), 0),
  freeze_days_limit: v.optional(v.number(), 0),
  penalty_value_rub: maybe(v.number()),
});
/** @internal */
export interface SubscriptionPlanSchema extends Named<typeof SubscriptionPlan> {}
export interface SubscriptionPlan {
  id_H: string;
  brandId_H?: string | null | undefined;
  meal_days_count: number;
  promo_meal_days_count: number;
  percentDiscount: number;
  absoluteDiscount: number;
  freeze_days_limit: number;
  penalty_value_rub?: number | null | undefined;
}

/** @internal */
export const CityInfo = v.object({
  id: v.number(),
  alias: v.string(),
  name: v.string(),
  minPrice: v.number(),
  phone: v.string(),
  webSearchPlaceholder: maybe(v.string()),
  parentCaseName: maybe(v.string()),
});
/** @internal */
export interface CityInfoSchema extends Named<typeof CityInfo> {}
export interface CityInfo {
  id: number;
  alias: string;
  name: string;
  minPrice: number;
  phone: string;
  webSearchPlaceholder?: string | null | undefined;
  parentCaseName?: string | null | undefined;
}

/** Offer config kinds: 1 regular, 2 pay partly, 3 abonement. */
export const OFFER_KIND = { regular: '1', payPartly: '2', abonement: '3' } as const;
export type OfferKind = (typeof OFFER_KIND)[keyof typeof OFFER_KIND];

/** @internal */
export const OfferDiscount = v.object({
  discountType: v.picklist(['percent', 'absolute', 'mealdays']),
  discountValue: v.number(),
});
/** @internal */
export interface OfferDiscountSchema extends Named<typeof OfferDiscount> {}

/** @internal */
export const PromoInfo = v.object({
  benefit: maybe(v.number()),
  benefitValues: v.optional(v.array(v.object({ benefitType: v.string(), value: v.number() })), []),
  benefitPercent: maybe(v.number()),
  benefitStr: maybe(v.string()),
  baseCashback: maybe(v.number()),
  extraCashback: maybe(v.number()),
  promocode: maybe(v.string()),
  discounts: v.optional(v.array(OfferDiscount as OfferDiscountSchema), []),
});
/** @internal */
export interface PromoInfoSchema extends Named<typeof PromoInfo> {}
export interface PromoInfo {
  benefit?: number | null | undefined;
  benefitValues: { benefitType: string; value: number }[];
  benefitPercent?: number | null | undefined;
  benefitStr?: string | null | undefined;
  baseCashback?: number | null | undefined;
  extraCashback?: number | null | undefined;
  promocode?: string | null | undefined;
  discounts: { discountType: 'percent' | 'absolute' | 'mealdays'; discountValue: number }[];
}

/** @internal */
export const Offer = v.object({
  /** Not in the spec's field list: the id the creation payload sends as `order.offerId`. */
  id: v.number(),
  abonementType: maybe(v.string()),
  payPartly: v.optional(v.boolean(), false),
  subscriptionDays: maybe(v.number()),
  numberOfMealDays: v.number(),
  isCustomOffer: v.optional(v.boolean(), false),
  isDefault: v.optional(v.boolean(), false),
  numberOfPersons: v.optional(v.number(), 1),
  subscriptionId_H: maybe(v.string()),
  deliveryPlanMode: v.optional(v.string(), 'only_sunday'),
  deliveryDiscount: maybe(v.number()),
  price_plan_id: v.number(),
  fullPrice: v.number(),
  promoInfo: maybe(PromoInfo as PromoInfoSchema),
});
/** @internal */
export interface OfferSchema extends Named<typeof Offer> {}
export interface Offer {
  /** Not in the spec's field list: the id the creation payload sends as `order.offerId`. */
  id: number;
  abonementType?: string | null | undefined;
  payPartly: boolean;
  subscriptionDays?: number | null | undefined;
  numberOfMealDays: number;
  isCustomOffer: boolean;
  isDefault: boolean;
  numberOfPersons: number;
  subscriptionId_H?: string | null | undefined;
  deliveryPlanMode: string;
  deliveryDiscount?: number | null | undefined;
  price_plan_id: number;
  fullPrice: number;
  promoInfo?: PromoInfo | null | undefined;
}

/** Keyed by menu type, then kind ('1' | '2' | '3'), then days. */
/** @internal */
export const OfferConfig = v.record(v.string(), v.record(v.string(), v.record(v.string(), Offer as OfferSchema)));
export type OfferConfig = Record<string, Record<string, Record<string, Offer>>>;

/** @internal */
export const MenuByProductRequest = v.object({
  businessProduct: v.string(),
  cityId: v.number(),
  brand: v.optional(v.picklist(['main', 'wowfood'])),
});
export interface MenuByProductRequest {
  businessProduct: string;
  cityId: number;
  brand?: 'main' | 'wowfood' | undefined;
}

/** Menu by business product: subscriptions, packs, menus, menuTypesData, cities (+ offer config). */
/** @internal */
export const MenuByProductResponse = v.object({
  ...Envelope.entries,
  businessProduct: v.string(),
  cityId: v.number(),
  subscriptions: v.array(SubscriptionPlan as SubscriptionPlanSchema),
  packs: v.array(Pack as PackSchema),
  menus: v.array(MenuType as MenuTypeSchema),
  menuTypesData: v.record(v.string(), MenuTypeData as MenuTypeDataSchema),
  cities: v.array(CityInfo as CityInfoSchema),
  offerConfig: v.optional(OfferConfig, {}),
  /**
   * §3 stockRemains: how many orders of a line are left, by menu type (ours: the spec names the
   * field, not its shape). A line at 0 is sold out; a line not listed is not limited.
   */
  stockRemains: v.optional(v.record(v.string(), v.number()), {}),
});
export interface MenuByProductResponse extends Envelope {
  businessProduct: string;
  cityId: number;
  subscriptions: SubscriptionPlan[];
  packs: Pack[];
  menus: MenuType[];
  menuTypesData: Record<string, MenuTypeData>;
  cities: CityInfo[];
  offerConfig: OfferConfig;
  /**
   * §3 stockRemains: how many orders of a line are left, by menu type (ours: the spec names the
   * field, not its shape). A line at 0 is sold out; a line not listed is not limited.
   */
  stockRemains: Record<string, number>;
}

/** @internal */
export const Goal = v.object({
  id: v.number(),
  /** p1 lose weight, p2 no cooking, p3 stay in shape. */
  code: v.string(),
  title: v.string(),
  menuTypes: v.array(v.string()),
  defaultMenuType: maybe(v.string()),
});
/** @internal */
export interface GoalSchema extends Named<typeof Goal> {}
export interface Goal {
  id: number;
  /** p1 lose weight, p2 no cooking, p3 stay in shape. */
  code: string;
  title: string;
  menuTypes: string[];
  defaultMenuType?: string | null | undefined;
}

/** menu/goals dimensions (personal-cabinet §7). */
/** @internal */
export const GoalsRequest = v.object({
  cityId: v.number(),
  brand: v.optional(v.picklist(['main', 'wowfood'])),
  isSmartphone: v.optional(v.boolean()),
  placement: v.optional(v.string()),
  cmz: v.optional(v.string()),
});
export interface GoalsRequest {
  cityId: number;
  brand?: 'main' | 'wowfood' | undefined;
  isSmartphone?: boolean | undefined;
  placement?: string | undefined;
  cmz?: string | undefined;
}

/** @internal */
export const GoalsResponse = v.object({ ...Envelope.entries, goals: v.array(Goal as GoalSchema) });
export interface GoalsResponse extends Envelope {
  goals: Goal[];
}
