/**
 * Menu customisation (personal-cabinet §3 "Customizable menu types", §4 "Customisation", §5 draft):
 * which menu lines can be built by hand, a meal's title, and the draft's overlay on the order's
 * menu. Pure rules; the machine `machines/customization` uses them.
 */

import { CUSTOMIZABLE_MENU_TYPES } from './order-constants';

/** §3 customizable menu types: true for fit, super_fit, balance and daily (trials and other lines are not customised). */
export const isCustomizableMenuType = (menuType: string | null | undefined): boolean =>
  (CUSTOMIZABLE_MENU_TYPES as readonly string[]).includes(menuType ?? '');

/** A meal's title by its number in the day (ours: the spec names the number, not the words). */
const MEAL_TITLES: Record<number, string> = { 1: 'Завтрак', 2: 'Перекус', 3: 'Обед', 4: 'Полдник', 5: 'Ужин', 6: 'Напиток' };
export const mealTitle = (mealNumber: number): string => MEAL_TITLES[mealNumber] ?? `Приём пищи ${mealNumber}`;

/** One change of the draft (§5 custom_config entry: remove, mealDate, mealNumber, packId, type, count). */
export interface CustomChange {
  mealDate: string;
  mealNumber: number;
  /** The chosen pack, or null when the meal is removed (subtraction). */
  packId: number | null;
}

/** The chosen pack of every meal of every day: `date → meal number → pack id | null (no dish)`. */
export type MealChoices = Record<string, Record<number, number | null>>;

/** The choices with one change applied (a new object; the draft is never mutated). */
export function applyCustomChange(choices: MealChoices, change: CustomChange): MealChoices {
  return { ...choices, [change.mealDate]: { ...choices[change.mealDate], [change.mealNumber]: change.packId } };
}

/** How many meals differ from the order's menu as it was loaded. */
export function changedMeals(base: MealChoices, choices: MealChoices): number {
  let count = 0;
  for (const [date, meals] of Object.entries(choices)) {
    for (const [meal, packId] of Object.entries(meals)) if ((base[date]?.[Number(meal)] ?? null) !== packId) count += 1;
  }
  return count;
}

/** The screens' Russian texts (ours where the spec gives none; README "Texts"). */
export const CUSTOMIZATION_TEXTS = {
  tryTitle: 'Соберите своё меню',
  tryLead: 'Выберите программу и оставьте телефон — после подтверждения вы сами выберете блюда на каждый день.',
  wizardTitle: 'Ваше меню',
  wizardLead: 'Выберите блюдо для каждого приёма пищи. Стоимость заказа не меняется.',
  packsTitle: 'Меню заказа',
  dish: 'Блюдо',
  noDish: 'Без блюда',
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить меню',
  saveFailed: 'Не удалось сохранить изменение',
  acceptFailed: 'Не удалось сохранить меню',
  empty: 'В этом заказе пока нет блюд',
  noOrder: 'Заказ не выбран',
  toOrders: 'Перейти к заказам',
  notCustomizable: 'Меню этой программы нельзя собрать самостоятельно',
  toCheckout: 'Перейти к оформлению',
  accepting: 'Сохраняем меню…',
  reset: 'Сбросить изменения',
  edit: 'Изменить меню',
  saving: 'Сохраняем…',
  changed: (count: number) => `Изменено приёмов пищи: ${count}`,
  dayTitle: (dateText: string) => `Меню на ${dateText}`,
} as const;
