import { describe, expect, it } from 'vitest';
import { MEAL_SLOT_COUNTS, mealSlotName, mealSlotNames, mealSlotVariant } from './meal-slots';

/** Meal-slot name sets (personal-cabinet §3: 2, 3, 4, 5, 6 and 8 meals; him/her, slim, fitness, 4-dsv). */
describe('meal-slot names', () => {
  it('every count of the spec has a set of that length with distinct names; 7 has none', () => {
    for (const count of MEAL_SLOT_COUNTS) {
      const names = mealSlotNames(count);
      expect(names).toHaveLength(count);
      expect(new Set(names).size).toBe(count);
    }
    expect(mealSlotNames(7)).toBeUndefined();
    expect(mealSlotNames(9)).toBeUndefined();
  });

  it('variants: slim ends lighter, fitness eats around the training, 4-dsv has a dessert, him/her doubles the day', () => {
    expect(mealSlotNames(5, 'slim')?.at(-1)).toBe('Лёгкий ужин');
    expect(mealSlotNames(5, 'fitness')).toEqual(['Завтрак', 'Обед', 'Перед тренировкой', 'После тренировки', 'Ужин']);
    expect(mealSlotNames(4, 'dsv4')).toEqual(['Завтрак', 'Обед', 'Ужин', 'Десерт']);
    expect(mealSlotNames(6, 'himHer')).toEqual([
      'Завтрак для него',
      'Завтрак для неё',
      'Обед для него',
      'Обед для неё',
      'Ужин для него',
      'Ужин для неё',
    ]);
    expect(mealSlotNames(5, 'himHer')).toBeUndefined();
    // A variant without a set for the count falls back to the standard set.
    expect(mealSlotNames(8, 'fitness')).toEqual(mealSlotNames(8));
    expect(mealSlotNames(2, 'dsv4')).toEqual(['Обед', 'Ужин']);
    expect(mealSlotName(1, 5)).toBe('Второй завтрак');
  });

  it('a line’s variant: two persons him/her, the slim and fitness presets, the dsv lines', () => {
    expect(mealSlotVariant({ menuType: 'fit' })).toBe('standard');
    expect(mealSlotVariant({ menuType: 'fit', persons: 2 })).toBe('himHer');
    expect(mealSlotVariant({ menuType: 'fit', abonementType: 'slim_2' })).toBe('slim');
    expect(mealSlotVariant({ menuType: 'slim_1' })).toBe('slim');
    expect(mealSlotVariant({ menuType: 'balance', abonementType: 'fitness_1' })).toBe('fitness');
    expect(mealSlotVariant({ menuType: 'fitness_1' })).toBe('fitness');
    expect(mealSlotVariant({ menuType: 'dsv_dinners' })).toBe('dsv4');
  });
});
