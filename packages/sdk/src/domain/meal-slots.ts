/**
 * Meal-slot names (personal-cabinet §3 "Menu and catalogue": name sets for 2, 3, 4, 5, 6 and 8 meals
 * a day, with variants for him/her, slim, fitness and 4-dsv). The spec names the sets, not their
 * words: ours, as a menu says them. A day with a count that has no set (7, or more than 8) keeps the
 * dishes' own meal types.
 */

export type MealSlotVariant = 'standard' | 'himHer' | 'slim' | 'fitness' | 'dsv4';

const STANDARD: Readonly<Record<number, readonly string[]>> = {
  2: ['Обед', 'Ужин'],
  3: ['Завтрак', 'Обед', 'Ужин'],
  4: ['Завтрак', 'Обед', 'Полдник', 'Ужин'],
  5: ['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин'],
  6: ['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин', 'Второй ужин'],
  8: ['Первый завтрак', 'Второй завтрак', 'Перекус', 'Обед', 'Полдник', 'Второй полдник', 'Ужин', 'Перед сном'],
};

/** A slimming line ends the day lighter. */
const SLIM: Readonly<Record<number, readonly string[]>> = {
  3: ['Завтрак', 'Обед', 'Лёгкий ужин'],
  4: ['Завтрак', 'Обед', 'Полдник', 'Лёгкий ужин'],
  5: ['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Лёгкий ужин'],
  6: ['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Лёгкий ужин', 'Перед сном'],
};

/** A fitness line eats around the training. */
const FITNESS: Readonly<Record<number, readonly string[]>> = {
  4: ['Завтрак', 'Перед тренировкой', 'После тренировки', 'Ужин'],
  5: ['Завтрак', 'Обед', 'Перед тренировкой', 'После тренировки', 'Ужин'],
  6: ['Завтрак', 'Второй завтрак', 'Обед', 'Перед тренировкой', 'После тренировки', 'Ужин'],
};

/** The home-style line (dsv) of four meals. */
const DSV4: Readonly<Record<number, readonly string[]>> = {
  4: ['Завтрак', 'Обед', 'Ужин', 'Десерт'],
};

const SETS: Readonly<Record<Exclude<MealSlotVariant, 'himHer'>, Readonly<Record<number, readonly string[]>>>> = {
  standard: STANDARD,
  slim: SLIM,
  fitness: FITNESS,
  dsv4: DSV4,
};

/** The counts that have a name set (the spec's list). */
export const MEAL_SLOT_COUNTS = [2, 3, 4, 5, 6, 8] as const;

/**
 * The names of a day's meals, in order, or undefined when the count has no set. A variant without a
 * set for the count falls back to the standard set. Him/her: a day for two (an even count), each
 * meal of the standard set for him, then for her ('Завтрак для него', 'Завтрак для неё', …).
 */
export function mealSlotNames(count: number, variant: MealSlotVariant = 'standard'): readonly string[] | undefined {
  if (variant === 'himHer') {
    if (count % 2 !== 0) return undefined;
    const each = STANDARD[count / 2];
    return each?.flatMap((name) => [`${name} для него`, `${name} для неё`]);
  }
  return SETS[variant][count] ?? STANDARD[count];
}

/**
 * Which set a line uses: two persons eat him/her; the slim and fitness presets (slim_1, slim_2,
 * fitness_1, fitness_2) theirs; the home-style lines (dsv, dsv_breakfasts, dsv_dinners) 4-dsv.
 */
export function mealSlotVariant(facts: {
  menuType?: string | null | undefined;
  abonementType?: string | null | undefined;
  persons?: number | null | undefined;
}): MealSlotVariant {
  if ((facts.persons ?? 1) === 2) return 'himHer';
  const code = facts.abonementType ?? facts.menuType ?? '';
  if (code.startsWith('slim')) return 'slim';
  if (code.startsWith('fitness')) return 'fitness';
  if ((facts.menuType ?? '').startsWith('dsv')) return 'dsv4';
  return 'standard';
}

/** The name of the meal at `index` (0-based) of a day of `count` meals, when the count has a set. */
export const mealSlotName = (index: number, count: number, variant: MealSlotVariant = 'standard'): string | undefined =>
  mealSlotNames(count, variant)?.[index];
