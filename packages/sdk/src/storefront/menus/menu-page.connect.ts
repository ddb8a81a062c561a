import type { SnapshotFrom } from 'xstate';
import type { StaticMenuDish } from '../../api/schemas/root';
import { addDays, dayOfMonth, formatDayMonth } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { mealSlotVariant } from '../../domain/meal-slots';
import { MENU_PAGE_TEXTS } from '../../domain/menus-texts';
import { formatAmount, formatMoney, formatCount } from '../../domain/money';
import { prefKind } from '../../cabinet/preferences/preferences.rules';
import { buildPath } from '../../routing/match';
import type { OrderBlockInput } from '../landing/order-block.machine';
import type { menuPageMachine } from './menu-page.machine';
import { dayTitle, dayTotalText, dishFacts, mealsText, type DishSlot, type MenuDishView } from './dish-view';
import { daysOf, isSoldOut, weekParamOf } from './menu-page.rules';
import type { MenuPageContext, MenuPageEvent, MenuWeek } from './menu-page.types';
import { shownState } from '../../shared/shown-state';

export type MenuPageSnapshot = SnapshotFrom<typeof menuPageMachine>;
export type { MenuDishView } from './dish-view';

/** A day of the week: 'понедельник, 23 ноября', its dishes and the day's totals. */
export interface MenuDayView {
  id: string;
  title: string;
  dishes: MenuDishView[];
  /** '1 230 ккал · Б 92 г · Ж 40 г · У 120 г', when the dishes say their calories. */
  totalText: string | undefined;
}

/** A week switch: a link on the line pages (`path`), a button on /week-menu. */
export interface MenuWeekView {
  id: 'current' | 'next';
  text: string;
  selected: boolean;
  path: string | undefined;
}

export interface MenuLineView {
  type: string;
  title: string;
  selected: boolean;
  /** 'Нет в наличии' for a sold-out line (§3 stockRemains 0). */
  unavailableText: string | undefined;
}

export interface MenuPageView {
  status: 'loading' | 'error' | 'notSold' | 'empty' | 'ready';
  kind: 'type' | 'week' | 'order';
  /** The line's title ('Фит'), 'Меню на неделю' or 'Меню заказа'; never a code. */
  title: string;
  subtitle: string | undefined;
  /** '1 200 ккал в день', '5 приёмов пищи в день', 'от 1 590 ₽ в день', 'Осталось 7 заказов' / 'Нет в наличии'. */
  facts: string[];
  /** The line's bonuses (menuTypeData): 'Бесплатная доставка' … */
  bonuses: string[];
  /** The shown line is sold out: '«Пауэр» на этой неделе закончился…' and no order. */
  soldOutText: string | undefined;
  /** The marks live on this device (no login): the page says so beside the toggles. */
  favoritesNote: string | undefined;
  /** A toggle failed: 'Не удалось сохранить блюдо' or the server's text. */
  favoriteError: string | undefined;
  description: string | undefined;
  /** 'Неделя с 23 по 29 ноября', when the file names its week. */
  weekText: string | undefined;
  weeks: MenuWeekView[];
  /** /week-menu: the lines of the week. */
  lines: MenuLineView[];
  days: MenuDayView[];
  /** /menus/{orderId}: the order's dishes. */
  orderDishes: MenuDishView[];
  /** 'Заказать «Фит»' → the page's order form (`#order-form`); 'Перейти к заказу' on an order's menu. */
  order: { text: string; path: string } | undefined;
  /**
   * The landing's order block for the shown line (the product and city of the page, the line kept
   * as the visitor's choice): its checkout is the product's own. Undefined without a sold line.
   */
  orderInput: Pick<OrderBlockInput, 'cityId' | 'businessProduct' | 'placement' | 'queryMenuType' | 'exactMenuType'> | undefined;
  error: string | undefined;
  texts: typeof MENU_PAGE_TEXTS & { retry: string };
}

export interface MenuPageHandlers {
  retry: () => void;
  selectWeek: (id: 'current' | 'next') => void;
  selectLine: (type: string) => void;
  toggleFavorite: (packId: number) => void;
}

/** What a dish card needs beyond the dish: its slot in the day, the page's marks and restrictions. */
interface DishFacts {
  slot: DishSlot | undefined;
  context: MenuPageContext;
}

function dishView(dish: StaticMenuDish, id: string, { slot, context }: DishFacts): MenuDishView {
  const { packId } = dish;
  const marks = context.data?.marks;
  const restricted = packId != null && (context.data?.restrictedPackIds.includes(packId) ?? false);
  return {
    id,
    ...dishFacts(dish, slot),
    unavailableText: restricted ? MENU_PAGE_TEXTS.restricted : undefined,
    favorite:
      packId != null && marks
        ? {
            pressed: prefKind(marks, packId) === 'favorite',
            label: MENU_PAGE_TEXTS.favorite(dish.title),
            busy: context.savingPackId === packId,
          }
        : undefined,
  };
}

/** '7 заказов'. */
const ordersText = (n: number) => formatCount(n, ['заказ', 'заказа', 'заказов']);

function weeks(context: MenuPageContext): MenuWeekView[] {
  const { source } = context;
  if (source.kind === 'order') return [];
  const path = (week: MenuWeek) =>
    source.kind !== 'type'
      ? undefined
      : source.businessProduct
        ? buildPath('MenuPageByTypeBusnessProduct', {
            businessProduct: source.businessProduct,
            city: source.cityAlias,
            type: source.menuType,
            week: weekParamOf(week),
          })
        : buildPath('MenuPageByType', { city: source.cityAlias, type: source.menuType, week: weekParamOf(week) });
  return (['current', 'next'] as const).map((id) => ({
    id,
    text: id === 'current' ? MENU_PAGE_TEXTS.currentWeek : MENU_PAGE_TEXTS.nextWeek,
    selected: context.week.kind === id,
    path: path({ kind: id }),
  }));
}

/** 'Неделя с 23 по 29 ноября', 'Неделя с 30 ноября по 6 декабря'. */
function weekText(monday: string): string {
  const sunday = addDays(monday, 6);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  return MENU_PAGE_TEXTS.weekRange(sameMonth ? dayOfMonth(monday) : formatDayMonth(monday), formatDayMonth(sunday));
}

/** The id of the page's order form (the order link's anchor). */
export const ORDER_FORM_ID = 'order-form';

/** What each state shows (`shownState`; else loading). */
const STATUS = [
  ['error', 'error'],
  ['notSold', 'notSold'],
  ['empty', 'empty'],
  ['shown', 'ready'],
] as const;

/** The menu page's screen model (pure). */
export function menuPageView(snapshot: MenuPageSnapshot): MenuPageView {
  const { context } = snapshot;
  const { data, source, menuType } = context;
  const status: MenuPageView['status'] = shownState(snapshot, STATUS, 'loading');
  const line = data?.lines.find((l) => l.type === menuType);
  const soldOut = isSoldOut(line);
  const facts = [
    line?.kcal ? MENU_PAGE_TEXTS.kcalPerDay(formatAmount(line.kcal)) : undefined,
    line?.averageMealsNumber ? MENU_PAGE_TEXTS.meals(mealsText(line.averageMealsNumber)) : undefined,
    // A price only with its city (`menu/full`'s); an order's menu has neither.
    line?.pricePerDay !== undefined && data?.cityId !== undefined
      ? MENU_PAGE_TEXTS.priceFrom(formatMoney(line.pricePerDay, data.cityId))
      : undefined,
    soldOut
      ? MENU_PAGE_TEXTS.soldOut
      : line?.stockRemains !== undefined
        ? MENU_PAGE_TEXTS.remains(ordersText(line.stockRemains))
        : undefined,
  ].filter((f): f is string => f !== undefined);
  const variant = mealSlotVariant({ menuType });
  const days = (line ? daysOf(data, menuType) : []).map((day, index): MenuDayView => {
    const count = day.dishes.length;
    return {
      id: day.date ?? String(index),
      title: dayTitle(day.date, index),
      dishes: day.dishes.map((d, i) => dishView(d, `${day.date ?? index}-${i}`, { slot: { index: i, count, variant }, context })),
      totalText: dayTotalText(day, line?.kcal),
    };
  });
  const order =
    source.kind === 'order'
      ? { text: MENU_PAGE_TEXTS.toOrder, path: buildPath('SingleOrder', { hid: source.orderId }) }
      : line && !soldOut && data?.cityId !== undefined
        ? { text: MENU_PAGE_TEXTS.order(line.title), path: `#${ORDER_FORM_ID}` }
        : undefined;
  const orderInput =
    source.kind !== 'order' && line && !soldOut && data?.cityId !== undefined && (status === 'ready' || status === 'empty')
      ? {
          cityId: data.cityId,
          businessProduct: data.businessProduct,
          placement: 'other' as const,
          queryMenuType: line.type,
          exactMenuType: true,
        }
      : undefined;
  return {
    status,
    kind: source.kind,
    title:
      source.kind === 'order'
        ? MENU_PAGE_TEXTS.orderMenuTitle
        : source.kind === 'week'
          ? MENU_PAGE_TEXTS.weekMenuTitle
          : (line?.title ?? MENU_PAGE_TEXTS.weekMenuTitle),
    subtitle: line?.subtitle,
    facts,
    bonuses: line?.bonuses ?? [],
    soldOutText: soldOut && line && (status === 'ready' || status === 'empty') ? MENU_PAGE_TEXTS.soldOutNote(line.title) : undefined,
    favoritesNote:
      status === 'ready' && data?.visitor && data.marks && source.kind !== 'order' ? MENU_PAGE_TEXTS.favoritesOnDevice : undefined,
    favoriteError: context.favoriteError,
    description: line?.description,
    weekText: data?.weekStart ? weekText(data.weekStart) : undefined,
    weeks: weeks(context),
    lines:
      source.kind === 'week'
        ? (data?.lines ?? []).map((l) => ({
            type: l.type,
            title: l.title,
            selected: l.type === menuType,
            unavailableText: isSoldOut(l) ? MENU_PAGE_TEXTS.soldOut : undefined,
          }))
        : [],
    days,
    orderDishes: (data?.orderDishes ?? []).map((d) =>
      dishView(
        { title: d.title, kcal: d.kcal ?? null, packId: null, mealType: null, proteins: null, fats: null, carbs: null },
        String(d.id),
        { slot: undefined, context },
      ),
    ),
    order,
    orderInput,
    error: status === 'error' ? context.error : undefined,
    texts: { ...MENU_PAGE_TEXTS, retry: RETRY },
  };
}

/** The model and its handlers (as Zag's connect): the screen renders and sends nothing else. */
export function connectMenuPage(snapshot: MenuPageSnapshot, send: (event: MenuPageEvent) => void): MenuPageView & MenuPageHandlers {
  return {
    ...menuPageView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    selectWeek: (id) => send({ type: 'WEEK.SELECT', week: { kind: id } }),
    selectLine: (type) => send({ type: 'TYPE.SELECT', menuType: type }),
    toggleFavorite: (packId) => send({ type: 'FAVORITE.TOGGLE', packId }),
  };
}
