import { describe, expect, it } from 'vitest';
import { applyDraft, changedMeals, changeKind, mealAfter, mealTitles, packsOfDay, type MealChoices } from './customization';
import {
  customMenuExtra,
  draftPriceDifference,
  extraMealPrice,
  isPaidDelivery,
  limitProblem,
  type DeliveryLimits,
} from './customization-limits';

/** Customisation rules (personal-cabinet §3 change kinds, §5 per-delivery limits, §9 extra price 20 per meal per day). */
const limits: DeliveryLimits = { minPacksPerDelivery: 3, maxPacksPerDelivery: 7, minimumMealsPerDelivery: 4, paidDeliveryPrice: 300 };
const day = (counts: number[]): MealChoices[string] =>
  Object.fromEntries(counts.map((count, i) => [i + 1, count ? { packId: 100 + i, count } : null]));
const menu: MealChoices = { '2030-01-01': day([1, 1, 1, 1, 1]), '2030-01-02': day([1, 1, 1, 1, 1]) };

describe('customization rules', () => {
  it('a meal after choosing, adding or taking away; the change kind', () => {
    expect(mealAfter({ packId: 1, count: 2 }, { kind: 'choose', packId: 2 })).toEqual({ packId: 2, count: 2 });
    expect(mealAfter({ packId: 1, count: 1 }, { kind: 'choose', packId: 1 })).toBeUndefined();
    expect(mealAfter(null, { kind: 'add' })).toBeUndefined();
    expect(mealAfter({ packId: 1, count: 1 }, { kind: 'subtract' })).toEqual({ packId: null, count: 0 });
    expect(changeKind({ packId: 1, count: 1 }, { packId: 2, count: 1 })).toBe('change');
    expect(changeKind({ packId: 1, count: 1 }, { packId: 1, count: 2 })).toBe('addition');
    expect(changeKind(null, { packId: 1, count: 1 })).toBe('addition');
    expect(changeKind({ packId: 1, count: 2 }, { packId: 1, count: 1 })).toBe('subtraction');
    expect(changeKind({ packId: 1, count: 1 }, { packId: null, count: 0 })).toBe('subtraction');
  });

  it('an open draft over the menu; changed meals count dish and portions', () => {
    const draft = applyDraft(menu, [{ date: '2030-01-01', menuByEatingNum: { 1: { packs: [{ id: 100, count: 2 }] }, 2: { packs: [] } } }]);
    expect(draft['2030-01-01']).toMatchObject({ 1: { packId: 100, count: 2 }, 2: null });
    expect(changedMeals(menu, draft)).toBe(2);
    expect(packsOfDay(draft, '2030-01-01')).toBe(5);
  });

  it('a delivery keeps within its min/max packs (§5)', () => {
    const full: MealChoices = { d: day([2, 2, 1, 1, 1]) };
    expect(limitProblem(limits, full, { mealDate: 'd', mealNumber: 3, packId: 103, count: 2 })).toBe(
      'В одной доставке может быть не больше 7\u00a0блюд. Уберите блюдо из другого приёма пищи, чтобы добавить это.',
    );
    // Swapping a dish at the limit keeps the count: allowed.
    expect(limitProblem(limits, full, { mealDate: 'd', mealNumber: 3, packId: 999, count: 1 })).toBeUndefined();
    const few: MealChoices = { d: day([1, 1, 1, 0, 0]) };
    expect(limitProblem(limits, few, { mealDate: 'd', mealNumber: 1, packId: null, count: 0 })).toBe(
      'В одной доставке должно быть не меньше 3\u00a0блюд.',
    );
    expect(limitProblem(undefined, few, { mealDate: 'd', mealNumber: 1, packId: null, count: 0 })).toBeUndefined();
    expect([isPaidDelivery(limits, 3), isPaidDelivery(limits, 4), isPaidDelivery(limits, 0), isPaidDelivery(undefined, 1)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('the price: 20 per meal above the plan per day (§9), a paid delivery below the minimum (§5); the draft against the accepted menu', () => {
    const more: MealChoices = { ...menu, '2030-01-01': day([2, 2, 1, 1, 1]) };
    expect(customMenuExtra(limits, 5, more, 2)).toBe(40);
    expect(draftPriceDifference(limits, 5, menu, more, 2)).toBe(40);
    expect(draftPriceDifference(limits, 5, more, menu, 2)).toBe(-40);
    const fewer: MealChoices = { ...menu, '2030-01-02': day([1, 1, 1, 0, 0]) };
    expect(draftPriceDifference(limits, 5, menu, fewer, 2)).toBe(300);
  });

  it.each([
    { city: 'Moscow', cityId: 2, perDish: 20 },
    { city: 'St Petersburg', cityId: 1, perDish: 20 },
    // The 20 of §9 are roubles: a Minsk order was priced 20 руб. (about 550 ₽) a dish above its plan.
    { city: 'Minsk', cityId: 20, perDish: 1 },
  ])('an extra dish costs the order’s money: $city, $perDish a dish a day', ({ cityId, perDish }) => {
    const more: MealChoices = { ...menu, '2030-01-01': day([2, 2, 1, 1, 1]) };
    expect(extraMealPrice(cityId)).toBe(perDish);
    expect(customMenuExtra(null, 5, more, cityId)).toBe(2 * perDish);
  });

  it("names a line's meals by the §3 meal-slot sets: by place among its meal numbers, in the order's variant", () => {
    const five = mealTitles([1, 2, 3, 4, 5], 'standard');
    expect([1, 2, 3, 4, 5].map(five)).toEqual(['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин']);
    // Numbers need not start at 1 nor follow each other; repeats count once.
    expect([3, 7, 9, 3].map(mealTitles([9, 3, 7, 3], 'standard'))).toEqual(['Завтрак', 'Обед', 'Ужин', 'Завтрак']);
    expect([1, 2, 3, 4, 5].map(mealTitles([1, 2, 3, 4, 5], 'slim')).at(-1)).toBe('Лёгкий ужин');
    expect([1, 2, 3, 4].map(mealTitles([1, 2, 3, 4], 'fitness'))).toEqual(['Завтрак', 'Перед тренировкой', 'После тренировки', 'Ужин']);
    expect(mealTitles([1, 2, 3, 4], 'dsv4')(4)).toBe('Десерт');
    expect([1, 2].map(mealTitles([1, 2, 3, 4], 'himHer'))).toEqual(['Обед для него', 'Обед для неё']);
    // Him/her with an odd count: the standard set; a count without a set or a number off the line: by number.
    expect(mealTitles([1, 2, 3, 4, 5], 'himHer')(2)).toBe('Второй завтрак');
    expect(mealTitles([1, 2, 3, 4, 5, 6, 7], 'standard')(7)).toBe('Приём пищи 7');
    expect(mealTitles([1, 2, 3], 'standard')(5)).toBe('Приём пищи 5');
  });
});
