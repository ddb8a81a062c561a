/**
 * Menu types: the spec's titles of the codes (the landing's matching block and every screen that
 * has only a code). The default menu choice (order-funnel §4, personal-cabinet §4) is in
 * `menu-choice.ts`, re-exported here under the same names: only the runtime's chunk carries it.
 */

export {
  activeTarget,
  WOWFOOD_TARGET,
  chooseDefaultMenuType,
  DEFAULT_GOALS_CONSIDERED,
  goalMenuTypes,
  hasPartPayableDays,
  SUBSCRIPTION_PRODUCTS,
  type DefaultMenuChoice,
  type DefaultMenuInput,
  type DefaultMenuReason,
  type GoalFacts,
  type MenuTypeFacts,
} from './menu-choice';

/**
 * Russian titles of the spec's menu types (order-funnel §3 "menu-line facts"), for screens that
 * have only the code (an order's `menu_type`). The API's `menuTypesData[type].title` wins when a
 * screen has it; a code is never shown to a person.
 */
export const MENU_TYPE_TITLES: Readonly<Record<string, string>> = {
  detox: 'Детокс',
  super_fit: 'Супер фит',
  fit: 'Фит',
  daily: 'Дейли',
  breakfasts_2x: 'Двойные завтраки',
  balance: 'Баланс',
  power: 'Пауэр',
  fit_trial: 'Фит — пробный день',
  daily_trial: 'Дейли — пробный день',
  balance_trial: 'Баланс — пробный день',
  super_detox_1: 'Супердетокс',
  super_detox_2: 'Супердетокс+',
  dsv: 'Домашний рацион',
  dsv_breakfasts: 'Домашние завтраки',
  dsv_dinners: 'Домашние ужины',
};

/** The line's title for a menu-type code: the API's title when given, the spec's title, else 'Рацион'. */
export function menuTypeTitle(code: string | null | undefined, apiTitle?: string | null): string {
  if (apiTitle && apiTitle.trim() !== '' && apiTitle !== code) return apiTitle;
  return (code && MENU_TYPE_TITLES[code]) || 'Рацион';
}
