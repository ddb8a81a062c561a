import type { SnapshotFrom } from 'xstate';
import { cityById } from '../../domain/cities';
import { formatWeekday } from '../../domain/dates';
import { menuTypeTitle } from '../../domain/menu';
import { mealSlotVariant } from '../../domain/meal-slots';
import { MENU_PAGE_TEXTS, PRODUCT_MENU_TEXTS } from '../../domain/menus-texts';
import { RETRY } from '../../domain/messages';
import { buildPath } from '../../routing/match';
import { dayTitle, dayTotalText, dishFacts, mealsText, type MenuDishView } from './dish-view';
import type { ProductMenuContext, ProductMenuEvent, productMenuMachine } from './product-menu.machine';
import { productMenuDays, productMenuLines } from './product-menu.rules';
import { shownState } from '../../shared/shown-state';

export type ProductMenuSnapshot = SnapshotFrom<typeof productMenuMachine>;

export interface ProductMenuChip {
  id: string;
  text: string;
  selected: boolean;
}

export interface ProductMenuView {
  /** `hidden`: the product has no file (detox) or the file no dishes; the landing shows no block. */
  status: 'loading' | 'error' | 'hidden' | 'ready';
  title: string;
  /** The file's lines ('Фит', 'Дейли' …), when it has more than one. */
  lines: ProductMenuChip[];
  /** The line's days: 'пн' … for a dated file, 'День 1' … for a programme; when there are several. */
  days: ProductMenuChip[];
  /** 'понедельник, 23 ноября' or 'День 3'. */
  dayTitle: string | undefined;
  /** '8 приёмов пищи' of the shown day. */
  mealsText: string | undefined;
  dishes: MenuDishView[];
  /** The day's totals: '1 230 ккал · Б 92 г · Ж 40 г · У 120 г' (the line's calories: `dayTotalText`). */
  totalText: string | undefined;
  /** 'Меню «Фит» на неделю' → the line's week page, where the product has one (§2.1 menu routes). */
  weekLink: { text: string; path: string } | undefined;
  error: string | undefined;
  texts: typeof PRODUCT_MENU_TEXTS & { retry: string };
}

export interface ProductMenuHandlers {
  retry: () => void;
  selectLine: (menuType: string) => void;
  selectDay: (day: number) => void;
}

/** The line's week page (§2.1): the standard product's, or the day / wowfood / local product's own; none for superdetox. */
function weekPath(context: ProductMenuContext, menuType: string): string | undefined {
  const city = cityById(context.input.cityId)?.alias;
  if (!city || context.file === undefined || context.file === 'superdetox') return undefined;
  const businessProduct =
    context.file === 'wowfood/standard'
      ? 'wowfood'
      : context.file === 'trial'
        ? 'day'
        : context.input.businessProduct === 'local'
          ? 'local'
          : undefined;
  return businessProduct
    ? buildPath('MenuPageByTypeBusnessProduct', { businessProduct, city, type: menuType })
    : buildPath('MenuPageByType', { city, type: menuType });
}

/** What each state shows (`shownState`; else loading). */
const STATUS = [
  ['error', 'error'],
  ['none', 'hidden'],
  ['empty', 'hidden'],
  ['shown', 'ready'],
] as const;

/** The landing menu block's model (pure). */
export function productMenuView(snapshot: ProductMenuSnapshot): ProductMenuView {
  const { context } = snapshot;
  const status: ProductMenuView['status'] = shownState(snapshot, STATUS, 'loading');
  const { menu, menuType } = context;
  const lines = productMenuLines(menu, context.catalog);
  const days = productMenuDays(menu, menuType);
  const day = status === 'ready' ? days[context.day] : undefined;
  const variant = mealSlotVariant({ menuType });
  const count = day?.dishes.length ?? 0;
  const title = menuTypeTitle(menuType);
  const path = menuType ? weekPath(context, menuType) : undefined;
  return {
    status,
    title: PRODUCT_MENU_TEXTS.title,
    lines: lines.length > 1 ? lines.map((type) => ({ id: type, text: menuTypeTitle(type), selected: type === menuType })) : [],
    days:
      days.length > 1
        ? days.map((d, index) => ({
            id: String(index),
            text: d.date ? formatWeekday(d.date) : MENU_PAGE_TEXTS.programDay(index + 1),
            selected: index === context.day,
          }))
        : [],
    dayTitle: day ? dayTitle(day.date, context.day) : undefined,
    mealsText: count > 0 ? mealsText(count) : undefined,
    dishes: (day?.dishes ?? []).map((dish, index) => ({
      id: `${menuType ?? ''}-${context.day}-${index}`,
      ...dishFacts(dish, { index, count, variant }),
      unavailableText: undefined,
      favorite: undefined,
    })),
    totalText: day ? dayTotalText(day, menuType ? context.catalog?.kcal[menuType] : undefined) : undefined,
    weekLink: status === 'ready' && path ? { text: PRODUCT_MENU_TEXTS.weekLink(title), path } : undefined,
    error: status === 'error' ? context.error : undefined,
    texts: { ...PRODUCT_MENU_TEXTS, retry: RETRY },
  };
}

/** The model and its handlers: the block renders and sends nothing else. */
export function connectProductMenu(
  snapshot: ProductMenuSnapshot,
  send: (event: ProductMenuEvent) => void,
): ProductMenuView & ProductMenuHandlers {
  return {
    ...productMenuView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    selectLine: (menuType) => send({ type: 'TYPE.SELECT', menuType }),
    selectDay: (day) => send({ type: 'DAY.SELECT', day }),
  };
}
