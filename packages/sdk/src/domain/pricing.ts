import { SPB_CITY_ID } from './constants';

/**
 * Trial and fixed plan prices (order-funnel §9, personal-cabinet §9) and the leave banner's
 * discounts. Pure.
 */

export type TrialTarget = 'p1' | 'p2' | 'p3';

export interface TrialPrice {
  price: number;
  pricePlanId: number;
}

/** Trial (day product) prices and price-plan ids by city alias and target. */
export const TRIAL_PRICES: Readonly<Record<'spb' | 'msk', Readonly<Record<TrialTarget, TrialPrice>>>> = {
  spb: { p1: { price: 840, pricePlanId: 298 }, p2: { price: 690, pricePlanId: 299 }, p3: { price: 890, pricePlanId: 297 } },
  msk: { p1: { price: 890, pricePlanId: 301 }, p2: { price: 790, pricePlanId: 302 }, p3: { price: 950, pricePlanId: 300 } },
};

/** Trial dishes and calories per target (order-funnel §3). */
export const TRIAL_FACTS: Readonly<Record<TrialTarget, { dishes: number; kcal: number }>> = {
  p1: { dishes: 5, kcal: 1100 },
  p2: { dishes: 4, kcal: 1400 },
  p3: { dishes: 5, kcal: 1900 },
};

export const MIN_TRIAL_PRICE = { spb: 690, other: 790 } as const;

/**
 * The trial price of a target in a city. The spec gives St Petersburg (1) and Moscow tables; every
 * other Russian city uses Moscow's (the default city). Belarus (20) sells in roubles of its own,
 * so there is no table: `undefined`, and the city's menu price plans apply.
 */
export function trialPrice(cityId: number, target: TrialTarget): TrialPrice | undefined {
  if (cityId === 20) return undefined;
  return TRIAL_PRICES[cityId === SPB_CITY_ID ? 'spb' : 'msk'][target];
}

/** Minimum trial price: 690 in St Petersburg, otherwise 790 ("от 790 ₽" on the landing). */
export const minTrialPrice = (cityId: number): number => (cityId === SPB_CITY_ID ? MIN_TRIAL_PRICE.spb : MIN_TRIAL_PRICE.other);

/** Fixed plan prices by key: `{product}_3` 11990, `{product}_2` 9490. */
export const FIXED_PLAN_PRICES = { 3: 11_990, 2: 9_490 } as const;

export function fixedPlanPrice(planKey: string): number | undefined {
  const match = /^[a-z0-9_-]+_(\d+)$/i.exec(planKey);
  const n = match ? Number(match[1]) : NaN;
  return n === 3 || n === 2 ? FIXED_PLAN_PRICES[n] : undefined;
}

/** Leave banner: the trial offer is 10% off; otherwise an extra 5% on the first order. */
export const LEAVE_BANNER_DISCOUNT = { trialPercent: 10, firstOrderExtraPercent: 5 } as const;

export const leaveBannerDiscountPercent = (variant: 'p1' | 'p2' | 'p3' | 'trial'): number =>
  variant === 'trial' ? LEAVE_BANNER_DISCOUNT.trialPercent : LEAVE_BANNER_DISCOUNT.firstOrderExtraPercent;

/** A price after a percent discount, rounded to whole currency units as the money is shown. */
export const applyPercentDiscount = (price: number, percent: number): number => Math.round(price * (1 - percent / 100));

/** The fixed promo code of the leave banner (ours: the spec says there is one, not which). */
export const LEAVE_BANNER_PROMOCODE = 'NEUHODI';
