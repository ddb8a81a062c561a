/**
 * Per-delivery limits and the draft's price (personal-cabinet §5 "Per-delivery limits: min/max pack
 * counts and minimumMealsPerDelivery (delivery below it is paid)", §9 "Extra price 20 per meal per
 * day"). Pure rules: the customisation machine checks a change before sending it, the sandbox
 * refuses the same change and prices the draft with the same functions.
 */

import { isBelarus } from './cities';
import { CUSTOMIZATION_TEXTS, packsOfDay, type CustomChange, type MealChoices } from './customization';
import { EXTRA_MEAL_PRICE } from './order-constants';

/** What one dish above the plan costs a day, in the order's money (§9's 20 ₽; Minsk ours, `EXTRA_MEAL_PRICE`). */
export const extraMealPrice = (cityId: number): number => (isBelarus(cityId) ? EXTRA_MEAL_PRICE.belarus : EXTRA_MEAL_PRICE.russia);

/** §5 per-delivery limits of a customisable order (field names ours except `minimumMealsPerDelivery`). */
export interface DeliveryLimits {
  /** Fewer packs in one delivery cannot be left. */
  minPacksPerDelivery: number;
  /** More packs in one delivery cannot be added. */
  maxPacksPerDelivery: number;
  /** A delivery with fewer packs is paid (`paidDeliveryPrice`). */
  minimumMealsPerDelivery: number;
  /** What a delivery below `minimumMealsPerDelivery` costs (ours: the spec names no amount). */
  paidDeliveryPrice: number;
}

/** Why the change cannot be made (Russian), or undefined: a delivery keeps within its min/max pack counts. */
export function limitProblem(limits: DeliveryLimits | null | undefined, choices: MealChoices, change: CustomChange): string | undefined {
  if (!limits) return undefined;
  const before = packsOfDay(choices, change.mealDate);
  const current = choices[change.mealDate]?.[change.mealNumber]?.count ?? 0;
  const after = before - current + (change.packId === null ? 0 : change.count);
  if (after > before && after > limits.maxPacksPerDelivery) return CUSTOMIZATION_TEXTS.maxPacks(limits.maxPacksPerDelivery);
  if (after < before && after < limits.minPacksPerDelivery) return CUSTOMIZATION_TEXTS.minPacks(limits.minPacksPerDelivery);
  return undefined;
}

/** §5: a delivery with packs, but fewer than `minimumMealsPerDelivery`, is paid. */
export const isPaidDelivery = (limits: DeliveryLimits | null | undefined, packs: number): boolean =>
  !!limits && packs > 0 && packs < limits.minimumMealsPerDelivery;

/**
 * What a menu costs above its plan, in the order's money (its city, `cityId`): 20 ₽ per extra meal per
 * day (§9, `extraMealPrice`) and every paid delivery (§5).
 */
export function customMenuExtra(
  limits: DeliveryLimits | null | undefined,
  planMeals: number,
  choices: MealChoices,
  cityId: number,
): number {
  const extra = extraMealPrice(cityId);
  let sum = 0;
  for (const date of Object.keys(choices)) {
    const packs = packsOfDay(choices, date);
    sum += extra * Math.max(0, packs - planMeals) + (isPaidDelivery(limits, packs) ? limits!.paidDeliveryPrice : 0);
  }
  return sum;
}

/** The draft's price difference against the accepted menu (what accepting adds to the order; negative: it costs less). */
export const draftPriceDifference = (
  limits: DeliveryLimits | null | undefined,
  planMeals: number,
  accepted: MealChoices,
  draft: MealChoices,
  cityId: number,
): number => customMenuExtra(limits, planMeals, draft, cityId) - customMenuExtra(limits, planMeals, accepted, cityId);
