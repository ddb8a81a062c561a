import { dishesOfDay, slotsOf, type MealSlot } from './week-menus';

/**
 * The products' static menu files (personal-cabinet §7 `menus/{brand}/standard`, `trial`,
 * `region_standard`, `superdetox`, `menus/wowfood/standard`): the menu a landing shows (the SDK's
 * `productMenuFile` picks the file), days without dates — a product's menu, not a week's. Ours: the
 * spec names the files, not their contents. Documented in the sandbox README, "Root calls".
 */

interface ProductFile {
  /** The lines of the file, in the order a landing offers them. */
  lines: readonly string[];
  /** Days per line. */
  days: number;
  /** Rotates the dishes, so each file reads differently. */
  shift: number;
}

const STANDARD_LINES = ['super_fit', 'fit', 'daily', 'balance', 'power', 'detox'];

const FILES: Readonly<Record<string, ProductFile>> = {
  /** The standard product's lines. */
  'main/standard': { lines: STANDARD_LINES, days: 7, shift: 0 },
  /** Regions (Russian cities outside Moscow and St Petersburg) get three lines. */
  'main/region_standard': { lines: ['fit', 'daily', 'balance'], days: 7, shift: 1 },
  /** The trial lines: one day each (§9 trial 1 day; 5, 4 and 5 dishes, order-funnel §3 trial data). */
  'main/trial': { lines: ['fit_trial', 'daily_trial', 'balance_trial'], days: 1, shift: 0 },
  /** Superdetox: six days, and the programme with its extra day (its day lengths below). */
  'main/superdetox': { lines: ['super_detox_1', 'super_detox_2'], days: 6, shift: 0 },
  /** The second brand: its lines, 'Не готовить' (Дейли, p2) first. */
  'wowfood/standard': { lines: ['daily', 'balance', 'fit'], days: 7, shift: 2 },
};

/**
 * §9: superdetox day lengths 5, 5, 8, 8, 5, 5 meals — juices between the meals, each in the place
 * the meal-slot set of its count names (5: Завтрак, Второй завтрак, Обед, Полдник, Ужин; 8: Первый
 * завтрак … Перед сном).
 */
const FIVE: readonly MealSlot[] = ['breakfast', 'drink', 'lunch', 'drink', 'dinner'];
const EIGHT: readonly MealSlot[] = ['breakfast', 'drink', 'snack', 'lunch', 'drink', 'snack', 'dinner', 'drink'];
const SUPERDETOX_DAYS: ReadonlyArray<readonly MealSlot[]> = [FIVE, FIVE, EIGHT, EIGHT, FIVE, FIVE];
/** 'optional +1': Супердетокс+ adds a seventh day of five. */
const DAYS_OF_LINE: Readonly<Record<string, number>> = { super_detox_2: 7 };

const slotsOfDay = (type: string, day: number): readonly MealSlot[] =>
  type.startsWith('super_detox') ? (SUPERDETOX_DAYS[day] ?? FIVE) : slotsOf(type);

/** A product's file (`brand/file`), or undefined when the brand has no such product file. */
export function productMenuFile(brand: string, file: string) {
  const spec = FILES[`${brand}/${file}`];
  if (!spec) return undefined;
  const days = (type: string) => Array.from({ length: DAYS_OF_LINE[type] ?? spec.days }, (_, day) => day);
  return {
    weekStart: null,
    menuTypes: Object.fromEntries(
      spec.lines.map((type) => [type, days(type).map((day) => ({ dishes: dishesOfDay(slotsOfDay(type, day), day, spec.shift, type) }))]),
    ),
  };
}
