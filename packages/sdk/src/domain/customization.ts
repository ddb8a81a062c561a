/**
 * Menu customisation (personal-cabinet §3 "Customizable menu types", §4 "Customisation", §5 draft):
 * which menu lines can be built by hand, a meal's title, and the draft's overlay on the order's
 * menu. Pure rules; the machine `cabinet/customization` uses them.
 */

import { mealSlotName, type MealSlotVariant } from './meal-slots';
import { formatCount } from './money';
import { CUSTOMIZABLE_MENU_TYPES } from './order-constants';

/** §3 customizable menu types: true for fit, super_fit, balance and daily (trials and other lines are not customised). */
export const isCustomizableMenuType = (menuType: string | null | undefined): boolean =>
  (CUSTOMIZABLE_MENU_TYPES as readonly string[]).includes(menuType ?? '');

/**
 * The meals' names of an order's line (§3 meal-slot name sets, `meal-slots.ts`): a meal number is
 * named by its place among the line's meal numbers (every number its days, draft and dishes use, so
 * a meal removed from one day keeps its name on the others), from the set for that many meals in
 * the line's variant, else the standard set (a him/her line whose count is odd). A count without a
 * set says 'Приём пищи 7'.
 */
export function mealTitles(mealNumbers: Iterable<number>, variant: MealSlotVariant): (mealNumber: number) => string {
  const line = [...new Set(mealNumbers)].sort((a, b) => a - b);
  return (mealNumber) => {
    const index = line.indexOf(mealNumber);
    return (
      (index < 0 ? undefined : (mealSlotName(index, line.length, variant) ?? mealSlotName(index, line.length))) ??
      `Приём пищи ${mealNumber}`
    );
  };
}

/** What a meal holds: its dish and how many portions of it (§5 pack count). */
export interface MealChoice {
  packId: number;
  count: number;
}

/** The meals of every day: `date → meal number → its dish, or null (the meal removed)`. */
export type MealChoices = Record<string, Record<number, MealChoice | null>>;

/**
 * One change of the draft: the meal as it becomes (§5 custom_config entry: remove, mealDate,
 * mealNumber, packId, type, count). `packId` null (count 0) removes the meal.
 */
export interface CustomChange {
  mealDate: string;
  mealNumber: number;
  packId: number | null;
  count: number;
}

/** §3 change kinds. */
export type CustomChangeKind = 'addition' | 'subtraction' | 'change';

/** What the customer did to a meal: chose a dish (null: none), added or took away a portion. */
export type MealAction = { kind: 'choose'; packId: number | null } | { kind: 'add' } | { kind: 'subtract' };

/** The meal after an action, or undefined when nothing changes (the same dish; a portion of no dish). */
export function mealAfter(current: MealChoice | null, action: MealAction): Omit<CustomChange, 'mealDate' | 'mealNumber'> | undefined {
  if (action.kind === 'choose') {
    if (action.packId === (current?.packId ?? null)) return undefined;
    return action.packId === null ? { packId: null, count: 0 } : { packId: action.packId, count: current?.count ?? 1 };
  }
  if (!current) return undefined;
  if (action.kind === 'add') return { packId: current.packId, count: current.count + 1 };
  return current.count > 1 ? { packId: current.packId, count: current.count - 1 } : { packId: null, count: 0 };
}

/** The change's kind (§3): another dish is a change; more portions (or a dish for an empty meal) an addition; fewer (or none) a subtraction. */
export function changeKind(current: MealChoice | null, change: Pick<CustomChange, 'packId' | 'count'>): CustomChangeKind {
  if (change.packId === null) return 'subtraction';
  if (!current) return 'addition';
  if (current.packId !== change.packId) return 'change';
  return change.count < current.count ? 'subtraction' : 'addition';
}

/** The choices with one change applied (a new object; the draft is never mutated). */
export function applyCustomChange(choices: MealChoices, change: CustomChange): MealChoices {
  const meal = change.packId === null || change.count <= 0 ? null : { packId: change.packId, count: change.count };
  return { ...choices, [change.mealDate]: { ...choices[change.mealDate], [change.mealNumber]: meal } };
}

const sameMeal = (a: MealChoice | null | undefined, b: MealChoice | null | undefined) =>
  (a?.packId ?? null) === (b?.packId ?? null) && (a?.count ?? 0) === (b?.count ?? 0);

/** How many meals differ (dish or portions) from the order's menu as it was loaded. */
export function changedMeals(base: MealChoices, choices: MealChoices): number {
  let count = 0;
  for (const [date, meals] of Object.entries(choices)) {
    for (const [meal, choice] of Object.entries(meals)) if (!sameMeal(base[date]?.[Number(meal)], choice)) count += 1;
  }
  return count;
}

/** The meals of an order's menu by day (`orders/{hid}/packs`): each meal's dish and portions. */
export function choicesOfDays(
  days: ReadonlyArray<{
    date: string;
    packs: ReadonlyArray<{ id: number; mealIndex?: number | null | undefined; count?: number | undefined }>;
  }>,
): MealChoices {
  return Object.fromEntries(
    days.map((day) => [
      day.date,
      Object.fromEntries(day.packs.filter((p) => p.mealIndex != null).map((p) => [p.mealIndex!, { packId: p.id, count: p.count ?? 1 }])),
    ]),
  );
}

/** §3 draft content by delivery: meal number → its packs (none: the meal is removed in the draft). */
export interface DraftDeliveryContent {
  date: string;
  menuByEatingNum: Record<string, { packs: ReadonlyArray<{ id: number; count: number }> }>;
}

/** The menu with an open draft laid over it: a reload shows the draft being edited. */
export function applyDraft(choices: MealChoices, deliveries: readonly DraftDeliveryContent[]): MealChoices {
  let next = choices;
  for (const delivery of deliveries) {
    for (const [meal, { packs }] of Object.entries(delivery.menuByEatingNum)) {
      const pack = packs[0];
      next = applyCustomChange(next, {
        mealDate: delivery.date,
        mealNumber: Number(meal),
        packId: pack?.id ?? null,
        count: pack?.count ?? 0,
      });
    }
  }
  return next;
}

/** How many packs a day's delivery carries (portions counted). */
export const packsOfDay = (choices: MealChoices, date: string): number =>
  Object.values(choices[date] ?? {}).reduce((sum, meal) => sum + (meal?.count ?? 0), 0);

/** The screens' Russian texts (ours where the spec gives none; README "Texts"). */
export const CUSTOMIZATION_TEXTS = {
  tryTitle: 'Соберите своё меню',
  tryLead: 'Выберите программу и оставьте телефон — после подтверждения вы сами выберете блюда на каждый день.',
  wizardTitle: 'Ваше меню',
  wizardLead: (extraPrice: string) => `Выберите блюда на каждый приём пищи. Каждое блюдо сверх программы — ${extraPrice} в день.`,
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
  /** Drops the unaccepted draft (`orders/drop-unaccepted`): back to the order's menu. */
  reset: 'Сбросить изменения',
  /** Drops the accepted customisation too (`orders/drop`): back to the programme's menu. */
  restore: 'Вернуть меню программы',
  edit: 'Изменить меню',
  saving: 'Сохраняем…',
  changed: (count: number) => `Изменено приёмов пищи: ${count}`,
  dayTitle: (dateText: string) => `Меню на ${dateText}`,
  /** 'В доставке: 6 блюд'. */
  packsInDelivery: (n: number) => `В доставке: ${formatCount(n, ['блюдо', 'блюда', 'блюд'])}`,
  /** '2 порции'. */
  portions: (n: number) => formatCount(n, ['порция', 'порции', 'порций']),
  addPortion: (mealLabel: string) => `Добавить порцию: ${mealLabel}`,
  subtractPortion: (mealLabel: string) => `Убрать порцию: ${mealLabel}`,
  // §5 limits: the spec gives no texts (README "Texts").
  maxPacks: (n: number) =>
    `В одной доставке может быть не больше ${formatCount(n, ['блюда', 'блюд', 'блюд'])}. Уберите блюдо из другого приёма пищи, чтобы добавить это.`,
  minPacks: (n: number) => `В одной доставке должно быть не меньше ${formatCount(n, ['блюда', 'блюд', 'блюд'])}.`,
  paidDelivery: (n: number, price: string) =>
    `В доставке меньше ${formatCount(n, ['блюда', 'блюд', 'блюд'])} — доставка будет платной: ${price}.`,
  // The draft's price difference, shown before accepting (§9 extra price).
  priceMore: (money: string) => `Доплата за изменения: ${money}`,
  priceLess: (money: string) => `С изменениями меню дешевле на ${money}`,
  priceSame: 'Стоимость заказа не меняется',
  // A day that can no longer be changed (README "Locked days"; the spec gives no texts).
  dayDelivered: 'Доставлено',
  dayClosed: 'Изменить уже нельзя: приём изменений закончился',
  /** A change of such a day is refused (by the machine without a call, and by the server). */
  dayLocked: 'Меню этого дня изменить уже нельзя: приём изменений закончился',
  // The cabinet's change of dishes in a running order (issue 31; ours: the spec gives no texts).
  /** The order page's and the order card's link to /dashboard/order/{hid}/packs. */
  changeDishes: 'Изменить блюда',
  /** The packs page accepts the draft in place (no checkout). */
  saveMenu: 'Сохранить меню',
  payTitle: 'Доплата за изменения меню',
  payLead: (money: string) => `Меню сохранено. Доплата за изменения — ${money}: она спишется один раз, остальное уже оплачено.`,
  payMethods: 'Способ оплаты',
  newCard: 'Новой картой',
  pay: (money: string) => `Оплатить ${money}`,
  payFailed: 'Не удалось оплатить доплату',
  menuChanged: 'Меню заказа изменено',
  surchargePaid: (money: string) => `Меню заказа изменено, доплата ${money} оплачена`,
};

/**
 * The dishes a meal offers (issue 31): none of the client's stop-list (`prefs/` marks with
 * `isFavorite: false`), but the meal's current dish stays shown as chosen even when it is on it.
 */
export const offeredDishes = <D extends { id: number }>(
  dishes: readonly D[],
  stopList: readonly number[],
  currentPackId: number | undefined,
): D[] => dishes.filter((d) => d.id === currentPackId || !stopList.includes(d.id));

/**
 * 'Изменить блюда' is offered on an order's page and card (issue 31): a customisable line (§5), an
 * order that is neither cancelled nor still being formed, with dishes; not in the wowfood variant,
 * where the packs page is hidden (§2.5). Structural input: a cabinet order fits it.
 */
export const canChangeDishes = (
  order: { menu_type: string; is_canceled: boolean; status_unformed: boolean; hasPacks?: boolean | null | undefined },
  brand?: string | undefined,
): boolean =>
  brand !== 'wowfood' &&
  isCustomizableMenuType(order.menu_type) &&
  order.is_canceled !== true &&
  !order.status_unformed &&
  order.hasPacks !== false;
