import { describe, expect, it } from 'vitest';
import { applyPercentDiscount, fixedPlanPrice, leaveBannerDiscountPercent, minTrialPrice, trialPrice } from './pricing';

describe('pricing (order-funnel §9)', () => {
  it('trial prices and price plans per city and target', () => {
    expect(trialPrice(1, 'p1')).toEqual({ price: 840, pricePlanId: 298 });
    expect(trialPrice(1, 'p2')).toEqual({ price: 690, pricePlanId: 299 });
    expect(trialPrice(1, 'p3')).toEqual({ price: 890, pricePlanId: 297 });
    expect(trialPrice(2, 'p1')).toEqual({ price: 890, pricePlanId: 301 });
    expect(trialPrice(2, 'p2')).toEqual({ price: 790, pricePlanId: 302 });
    expect(trialPrice(2, 'p3')).toEqual({ price: 950, pricePlanId: 300 });
    expect(trialPrice(7, 'p2')).toEqual({ price: 790, pricePlanId: 302 });
    expect(trialPrice(20, 'p1')).toBeUndefined();
  });

  it('minimum trial price: 690 in St Petersburg, otherwise 790', () => {
    expect(minTrialPrice(1)).toBe(690);
    expect(minTrialPrice(2)).toBe(790);
    expect(minTrialPrice(5)).toBe(790);
  });

  it('fixed plan prices {product}_3 and {product}_2', () => {
    expect(fixedPlanPrice('fit_3')).toBe(11_990);
    expect(fixedPlanPrice('super_fit_2')).toBe(9_490);
    expect(fixedPlanPrice('fit_4')).toBeUndefined();
    expect(fixedPlanPrice('fit')).toBeUndefined();
  });

  it('leave banner discounts', () => {
    expect(leaveBannerDiscountPercent('trial')).toBe(10);
    expect(leaveBannerDiscountPercent('p2')).toBe(5);
    expect(applyPercentDiscount(890, 10)).toBe(801);
  });
});
