import { describe, expect, it } from 'vitest';
import { customAbonementPromocode, firstDeliveryDay, offerDebPrice, planOfferedBy, planRule } from './subscribe.rules';

const at = (iso: string) => Date.parse(`${iso}T10:00:00+03:00`);

describe('subscribe rules', () => {
  it('starts only_sunday offers on the first Sunday from tomorrow (the default mode), others tomorrow', () => {
    // 2026-11-23 is a Monday: tomorrow Tuesday → Sunday 29th.
    expect(firstDeliveryDay('only_sunday', at('2026-11-23'))).toBe('2026-11-29');
    expect(firstDeliveryDay(undefined, at('2026-11-23'))).toBe('2026-11-29');
    // Saturday: tomorrow is the Sunday.
    expect(firstDeliveryDay('only_sunday', at('2026-11-28'))).toBe('2026-11-29');
    expect(firstDeliveryDay('every_day', at('2026-11-23'))).toBe('2026-11-24');
  });

  it('charges a pack whole and a subscription its first stage of 6 days, after the discounts', () => {
    const offer = {
      fullPrice: 24_000,
      numberOfMealDays: 24,
      subscriptionDays: 24,
      promoInfo: {
        discounts: [
          { discountType: 'percent' as const, discountValue: 10 },
          { discountType: 'mealdays' as const, discountValue: 2 },
        ],
        benefitValues: [],
      },
    };
    expect(offerDebPrice(offer, '1')).toBe(21_600);
    expect(offerDebPrice(offer, '3')).toBe(5_400);
    expect(offerDebPrice({ ...offer, numberOfMealDays: 6, subscriptionDays: null, promoInfo: null }, '2')).toBe(24_000);
  });

  it('says subscription 24, monthly (26–34 days) or stages', () => {
    expect(planRule(24)).toBe('sub24');
    expect([26, 30, 34].map(planRule)).toEqual(['monthly', 'monthly', 'monthly']);
    expect([21, 25, 35].map(planRule)).toEqual(['stages', 'stages', 'stages']);
  });

  it('sends a custom abonement promocode only for slim, fitness and strong 2–4', () => {
    expect(customAbonementPromocode('slim_2', ' SPRING ')).toBe('SPRING');
    expect(customAbonementPromocode('strong_4', 'X')).toBe('X');
    expect(customAbonementPromocode('fitness_1', 'X')).toBeUndefined();
    expect(customAbonementPromocode('slim_3', '')).toBeUndefined();
  });

  it('offers the longest plan made of whole orders, not for subscriptions, cancelled, unformed or already subscribed orders', () => {
    const plans = [
      {
        id_H: 'sub-12',
        meal_days_count: 12,
        brandId_H: null,
        promo_meal_days_count: 0,
        percentDiscount: 5,
        absoluteDiscount: 0,
        freeze_days_limit: 3,
        penalty_value_rub: null,
      },
      {
        id_H: 'sub-24',
        meal_days_count: 24,
        brandId_H: null,
        promo_meal_days_count: 0,
        percentDiscount: 10,
        absoluteDiscount: 0,
        freeze_days_limit: 7,
        penalty_value_rub: null,
      },
    ];
    const order = { id_H: 'o', is_client_subscription: false, is_canceled: false, number_of_days: 6, is_ready: true };
    expect(planOfferedBy(order, plans, [])?.id_H).toBe('sub-24');
    expect(planOfferedBy({ ...order, number_of_days: 12 }, plans, [])?.id_H).toBe('sub-24');
    expect(planOfferedBy({ ...order, number_of_days: 5 }, plans, [])).toBeUndefined();
    expect(planOfferedBy({ ...order, is_client_subscription: true }, plans, [])).toBeUndefined();
    expect(planOfferedBy({ ...order, is_canceled: true }, plans, [])).toBeUndefined();
    expect(planOfferedBy({ ...order, is_ready: false }, plans, [])).toBeUndefined();
    expect(planOfferedBy(order, plans, [{ orderId_H: 'o', status: 'active' }])).toBeUndefined();
    expect(planOfferedBy(order, plans, [{ orderId_H: 'o', status: 'stopped' }])?.id_H).toBe('sub-24');
  });
});
