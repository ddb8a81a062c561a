import type { StaticMenuDay, StaticMenuDish } from '../../api/schemas/root';
import { formatDayMonth, formatWeekdayLong } from '../../domain/dates';
import { mealSlotName, type MealSlotVariant } from '../../domain/meal-slots';
import { MEAL_TYPE_TEXTS, MENU_PAGE_TEXTS } from '../../domain/menus-texts';
import { formatAmount, formatCount } from '../../domain/money';
import { dayTotals } from './menu-page.rules';

/**
 * A dish card and a day of a static menu file as the menu screens word them (the menu pages'
 * `menuPage` and the landings' `productMenu`): one place for the slot names, calories and macros.
 */

/** A dish card: 'Завтрак', its title, '320 ккал', 'Б 18 г · Ж 12 г · У 34 г' (each when known), its marks. */
export interface MenuDishView {
  id: string;
  /** The meal slot's name for the day's count of meals (§3 name sets), else the dish's meal type. */
  mealText: string | undefined;
  title: string;
  kcalText: string | undefined;
  nutrientsText: string | undefined;
  /** The catalogue's pack, when the file names it. */
  packId: number | undefined;
  /** 'Недоступно' for a restricted pack (§3 Pack.isRestricted). */
  unavailableText: string | undefined;
  /** The favourite toggle (aria-pressed = `pressed`), when the dish has a pack and the marks are known. */
  favorite: { pressed: boolean; label: string; busy: boolean } | undefined;
}

/** A dish's place in its day: the meal-slot name set is the one for `count` meals in the line's variant. */
export interface DishSlot {
  index: number;
  count: number;
  variant: MealSlotVariant;
}

export const kcalText = (kcal: number | null | undefined): string | undefined =>
  kcal ? MENU_PAGE_TEXTS.kcal(formatAmount(kcal)) : undefined;

/** What every dish card says of its dish: the slot (else the dish's meal type), title, calories and macros. */
export function dishFacts(
  dish: StaticMenuDish,
  slot: DishSlot | undefined,
): Pick<MenuDishView, 'mealText' | 'title' | 'kcalText' | 'nutrientsText' | 'packId'> {
  const { proteins, fats, carbs, packId } = dish;
  return {
    mealText:
      (slot ? mealSlotName(slot.index, slot.count, slot.variant) : undefined) ??
      (dish.mealType ? MEAL_TYPE_TEXTS[dish.mealType] : undefined),
    title: dish.title,
    kcalText: kcalText(dish.kcal),
    nutrientsText: proteins != null && fats != null && carbs != null ? MENU_PAGE_TEXTS.nutrients(proteins, fats, carbs) : undefined,
    packId: packId ?? undefined,
  };
}

/**
 * '1 230 ккал · Б 92 г · Ж 40 г · У 120 г', when the day's dishes say their calories. The day's
 * calorie figure is the line's (personal-cabinet §3 menu type data `kcal`, `lineKcal`) whenever the
 * catalogue gives it: 'Супер фит · 1000 ккал' never shows a day of 1 530 (issue 30). The dishes'
 * macros are their sums, so they are shown only when the dishes add up to the line's calories.
 */
export function dayTotalText(day: StaticMenuDay, lineKcal?: number): string | undefined {
  const total = dayTotals(day.dishes);
  if (lineKcal !== undefined && lineKcal > 0 && lineKcal !== total.kcal) return MENU_PAGE_TEXTS.kcal(formatAmount(lineKcal));
  return total.kcal > 0
    ? `${MENU_PAGE_TEXTS.kcal(formatAmount(total.kcal))} · ${MENU_PAGE_TEXTS.nutrients(total.proteins, total.fats, total.carbs)}`
    : undefined;
}

/** '5 приёмов пищи'. */
export const mealsText = (n: number): string => formatCount(n, ['приём пищи', 'приёма пищи', 'приёмов пищи']);

/** 'понедельник, 23 ноября', or 'День 3' for a day without a date (a programme's day). */
export const dayTitle = (date: string | null | undefined, index: number): string =>
  date ? `${formatWeekdayLong(date)}, ${formatDayMonth(date)}` : MENU_PAGE_TEXTS.programDay(index + 1);
