/**
 * The week menus of the static menu files (`menus/{brand}/current|next|…`, `history/{weekId}`):
 * every menu line's seven days from Monday, with each dish's meal slot and nutrition. Ours: the
 * spec names the files, not their contents. A week's dishes rotate with the week, so the current
 * and the next week differ. Documented in the sandbox README, "Root calls".
 */

import { LINES, MEAL_TYPES, SEED_PACK_ROWS, SOUP_PACK_ID, TRIAL_LINES, type MealType } from './catalog';

export interface SeedDish {
  /** The catalogue's pack (`seed/catalog.ts` SEED_PACK_ROWS): favourites and the restricted mark go by it. */
  packId: number;
  title: string;
  mealType: MealType;
  kcal: number;
  proteins: number;
  fats: number;
  carbs: number;
}

/** Each meal slot's pool: the catalogue's dishes of that meal type, in the catalogue's order, the soup left out. */
const DISHES = Object.fromEntries(
  MEAL_TYPES.map((mealType) => [
    mealType,
    SEED_PACK_ROWS.filter((p) => p.mealType === mealType && p.id !== SOUP_PACK_ID).map(
      ({ id, title, kcal, proteins, fats, carbs }): SeedDish => ({ packId: id, title, mealType, kcal, proteins, fats, carbs }),
    ),
  ]),
) as Record<MealType, SeedDish[]>;

/** The meal slots of a day per line (the seeded lines of `seed/menu.ts`: 4–8 meals). */
const SLOTS: Record<string, ReadonlyArray<SeedDish['mealType']>> = {
  super_fit: ['breakfast', 'snack', 'lunch', 'snack', 'dinner'],
  fit: ['breakfast', 'snack', 'lunch', 'snack', 'dinner'],
  daily: ['breakfast', 'lunch', 'snack', 'dinner'],
  balance: ['breakfast', 'snack', 'lunch', 'snack', 'dinner'],
  power: ['breakfast', 'snack', 'lunch', 'snack', 'dinner', 'dinner'],
  detox: ['drink', 'drink', 'drink', 'drink', 'drink', 'drink', 'drink', 'drink'],
  super_detox_1: ['drink', 'breakfast', 'drink', 'lunch', 'drink', 'dinner'],
  super_detox_2: ['drink', 'breakfast', 'drink', 'lunch', 'drink', 'dinner'],
  fit_trial: ['breakfast', 'snack', 'lunch', 'snack', 'dinner'],
  daily_trial: ['breakfast', 'lunch', 'snack', 'dinner'],
  balance_trial: ['breakfast', 'snack', 'lunch', 'snack', 'dinner'],
};

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Monday of an ISO date's week. */
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
/** Monday of an ISO week ('2026-47'), else undefined. */
function mondayOfIsoWeek(weekId: string): string | undefined {
  const match = /^(\d{4})-(\d{1,2})$/.exec(weekId);
  if (!match) return /^\d{4}-\d{2}-\d{2}$/.test(weekId) ? mondayOf(weekId) : undefined;
  const jan4 = `${match[1]}-01-04`;
  return addDays(mondayOf(jan4), (Number(match[2]) - 1) * 7);
}

export type MealSlot = SeedDish['mealType'];

/**
 * Each line's own rotation (issue 30: every line served the same dishes): lines with the same meal
 * slots (Супер фит, Фит, Баланс) start their pools at different dishes, so no two of them serve the
 * same day.
 */
const LINE_OFFSET: Readonly<Record<string, number>> = {
  super_fit: 0,
  fit: 1,
  balance: 2,
  daily: 0,
  power: 1,
  fit_trial: 2,
  balance_trial: 1,
};

/** A line's calories a day (the catalogue's `kcal`: the spec's lines 1000–2500, the trial's 1100/1400/1900). */
const LINE_KCAL: Readonly<Record<string, number>> = Object.fromEntries([...LINES, ...TRIAL_LINES].map((l) => [l.type, l.kcal]));

/**
 * A line's portions: each dish scaled so the day adds up to the line's calories (a 1000 kcal day
 * has smaller portions than a 2500 kcal one, as the spec describes the lines); proteins, fats and
 * carbs scale with it, the last dish takes the rounding.
 */
function portioned(dishes: SeedDish[], kcal: number | undefined): SeedDish[] {
  const total = dishes.reduce((sum, d) => sum + d.kcal, 0);
  if (!kcal || total <= 0) return dishes;
  const factor = kcal / total;
  let given = 0;
  return dishes.map((d, i) => {
    const own = i === dishes.length - 1 ? kcal - given : Math.round(d.kcal * factor);
    given += own;
    const k = own / d.kcal;
    return { ...d, kcal: own, proteins: Math.round(d.proteins * k), fats: Math.round(d.fats * k), carbs: Math.round(d.carbs * k) };
  });
}

/**
 * A day's dishes for its slots: the pools rotate with the day, the slot, `shift` and the line's own
 * offset; with a line, its portions add up to the line's calories.
 */
export const dishesOfDay = (slots: readonly MealSlot[], day: number, shift: number, type?: string): SeedDish[] => {
  const offset = type ? (LINE_OFFSET[type] ?? 0) : 0;
  const dishes = slots.map((slot, index) => {
    const pool = DISHES[slot];
    return { ...(pool[(day + index + shift + offset) % pool.length] as SeedDish) };
  });
  return type ? portioned(dishes, LINE_KCAL[type]) : dishes;
};

/** A line's day slots (the seeded lines; an unknown one eats as balance). */
export const slotsOf = (type: string): readonly MealSlot[] => SLOTS[type] ?? SLOTS['balance'] ?? [];

/** The seven days of a line from `weekStart`; `shift` rotates the dishes (a week number). */
function weekOfLine(type: string, weekStart: string, shift: number) {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ date: addDays(weekStart, day), dishes: dishesOfDay(slotsOf(type), day, shift, type) }));
}

/**
 * The week menu of a static file: `current` (this week, Moscow time), `next`, or a history week
 * (`2026-47` or a Monday's date); other files (standard, trial …) carry the current week.
 */
export function weekMenuFile(file: string, todayMsk: string, historyWeekId?: string) {
  const thisMonday = mondayOf(todayMsk);
  const weekStart = historyWeekId ? (mondayOfIsoWeek(historyWeekId) ?? thisMonday) : file === 'next' ? addDays(thisMonday, 7) : thisMonday;
  const shift = Math.round(Date.parse(`${weekStart}T00:00:00Z`) / (7 * DAY_MS));
  return {
    weekStart,
    menuTypes: Object.fromEntries(Object.keys(SLOTS).map((type) => [type, weekOfLine(type, weekStart, shift)])),
  };
}
