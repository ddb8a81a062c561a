import { describe, expect, it } from 'vitest';
import {
  applyPercentDiscount,
  countsAsPaid,
  fixedPlanPrice,
  leaveBannerDiscountPercent,
  minTrialPrice,
  paidByPromocode,
  trialPrice,
} from './pricing';

describe('pricing (order-funnel §9)', () => {
  it('trial prices and price plans per city and target', () => {
    expect(trialPrice(1, 'p1')).toEqual({ price: 840, pricePlanId: 298 });
    expect(trialPrice(1, 'p2')).toEqual({ price: 690, pricePlanId: 299 });
    expect(trialPrice(1, 'p3')).toEqual({ price: 890, pricePlanId: 297 });
    expect(trialPrice(2, 'p1')).toEqual({ price: 890, pricePlanId: 301 });
    expect(trialPrice(2, 'p2')).toEqual({ price: 790, pricePlanId: 302 });
    expect(trialPrice(2, 'p3')).toEqual({ price: 950, pricePlanId: 300 });
    expect(trialPrice(7, 'p2')).toEqual({ price: 790, pricePlanId: 302 });
    expect(trialPrice(20, 'p1')).toEqual({ price: 32, pricePlanId: 2001 });
  });

  it('minimum trial price: 690 in St Petersburg, otherwise 790 in Russia; Minsk the least of its own table', () => {
    expect(minTrialPrice(1)).toBe(690);
    expect(minTrialPrice(2)).toBe(790);
    expect(minTrialPrice(5)).toBe(790);
    // 790 ₽ are roubles: Minsk's trials cost 28–34 руб., not 'от 790 руб.'.
    expect(minTrialPrice(20)).toBe(28);
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

describe('countsAsPaid (order-funnel §4: the checkout and the result page, one rule)', () => {
  const order = (deb_price: number, menu_price: number, discounts: Array<[string, number]> = []) => ({
    deb_price,
    menu_price,
    promocode_discounts: discounts.map(([promocode, discount_sum]) => ({ promocode, discount_sum })),
  });
  it.each([
    ['nothing to pay', order(0, 9540), true, undefined],
    ['the promo covers the menu price (delivery still due)', order(300, 9540, [['GIFT100', 9540]]), true, 'GIFT100'],
    [
      'two promos add up to the menu price',
      order(300, 9540, [
        ['A', 4770],
        ['B', 4770],
      ]),
      true,
      'A, B',
    ],
    ['a partial promo', order(8586, 9540, [['SBER2025', 954]]), false, undefined],
    ['no promo, money due', order(9540, 9540), false, undefined],
  ])('%s', (_, facts, paid, promocode) => {
    expect(countsAsPaid(facts)).toBe(paid);
    expect(paidByPromocode(facts)).toBe(promocode);
  });
});
