import {
  BELARUS_CITY_ID,
  FIXED_PLAN_PRICES,
  LEAVE_BANNER_DISCOUNT,
  LINES_NOT_SOLD,
  MIN_TRIAL_PRICE,
  SPB_CITY_ID,
  TRIAL_PRICES,
  TRIAL_PRODUCTS,
} from './constants';
import type { TrialPrice, TrialTarget } from './constants';

/**
 * Trial and fixed plan prices (order-funnel §9, personal-cabinet §9) and the leave banner's
 * discounts. Pure.
 */

/**
 * The trial price of a target in a city. The spec gives St Petersburg (1) and Moscow tables; every
 * other Russian city uses Moscow's (the default city). Belarus (20) sells in roubles of its own: our
 * Minsk table (`TRIAL_PRICES.minsk`). One rule for the landing's cards and the sandbox's catalogue.
 */
export function trialPrice(cityId: number, target: TrialTarget): TrialPrice {
  return TRIAL_PRICES[cityId === BELARUS_CITY_ID ? 'minsk' : cityId === SPB_CITY_ID ? 'spb' : 'msk'][target];
}

/** Whether a city sells a line (`LINES_NOT_SOLD`). */
export const isLineSoldIn = (cityId: number, menuType: string): boolean => !LINES_NOT_SOLD[cityId]?.includes(menuType);

/**
 * Minimum trial price: 690 in St Petersburg, otherwise 790 ("от 790 ₽" on the landing) in Russia — ₽
 * of the spec's trial tables; Minsk's is the least of its own table (`trialPrice`, руб.), never 790 руб.
 */
export function minTrialPrice(cityId: number): number {
  if (cityId === BELARUS_CITY_ID) return Math.min(...Object.values(TRIAL_PRICES.minsk).map((t) => t.price));
  return cityId === SPB_CITY_ID ? MIN_TRIAL_PRICE.spb : MIN_TRIAL_PRICE.other;
}

export function fixedPlanPrice(planKey: string): number | undefined {
  const match = /^[a-z0-9_-]+_(\d+)$/i.exec(planKey);
  const n = match ? Number(match[1]) : NaN;
  return n === 3 || n === 2 ? FIXED_PLAN_PRICES[n] : undefined;
}

export const leaveBannerDiscountPercent = (variant: 'p1' | 'p2' | 'p3' | 'trial'): number =>
  variant === 'trial' ? LEAVE_BANNER_DISCOUNT.trialPercent : LEAVE_BANNER_DISCOUNT.firstOrderExtraPercent;

/** A price after a percent discount, rounded to whole currency units as the money is shown. */
export const applyPercentDiscount = (price: number, percent: number): number => Math.round(price * (1 - percent / 100));

/** The fixed promo code of the leave banner (not in the spec: it says there is one, not which). */
export const LEAVE_BANNER_PROMOCODE = 'NEUHODI';

/**
 * The leave banner's variant for a visitor (order-funnel §4): 'trial' on the day product, else
 * the visitor's target (p1 lose weight, p2 no cooking, p3 stay in shape), p1 when unknown.
 */
export function leaveBannerVariantFor(businessProduct: string, target: string | null | undefined): 'p1' | 'p2' | 'p3' | 'trial' {
  if (TRIAL_PRODUCTS.includes(businessProduct)) return 'trial';
  return target === 'p2' || target === 'p3' ? target : 'p1';
}

/** The cookie that keeps the visitor's chosen target for a day (personal-cabinet §9: target cookie 1 day). */
export const TARGET_COOKIE = 'target';

/** What decides whether an order counts as paid: its amount to pay, its menu price and its promo discounts. */
export interface PaidOrderFacts {
  deb_price: number;
  menu_price: number;
  promocode_discounts?: ReadonlyArray<{ promocode: string; discount_sum: number }> | undefined;
}

/**
 * order-funnel §4: an order counts as paid if the amount to pay is 0 or the promo discount equals
 * the menu price. The one rule: the checkout's `paid` mode and the payment result page both call
 * it (issue 30: they disagreed, and `demo-promo-paid` looped between them).
 */
export function countsAsPaid(order: PaidOrderFacts): boolean {
  if (order.deb_price === 0) return true;
  return paidByPromocode(order) !== undefined;
}

/**
 * The promo code(s) whose discount covers the whole menu price ('GIFT100'), or undefined: an order
 * the promo paid (§4's second case) says so on its result page instead of 'Оплата получена'.
 */
export function paidByPromocode(order: PaidOrderFacts): string | undefined {
  const discounts = order.promocode_discounts ?? [];
  const sum = discounts.reduce((total, p) => total + p.discount_sum, 0);
  if (discounts.length === 0 || order.menu_price <= 0 || sum !== order.menu_price) return undefined;
  return discounts.map((p) => p.promocode).join(', ');
}
