import type { Pref } from '../../api/schemas/preferences';
import type { StaticMenuDay } from '../../api/schemas/root';

/**
 * What a menu page shows (personal-cabinet §2.1 Menus): a line's week menu
 * (`/menu/{city}/{type}/{week?}`, `/{product}/menu/…`), the storefront's week menu (`/week-menu`)
 * or an order's menu (`/menus/{orderId}`).
 */
export type MenuPageSource =
  | {
      kind: 'type';
      cityAlias: string;
      menuType: string;
      week?: string | undefined;
      businessProduct?: string | undefined;
      brand?: 'main' | 'wowfood' | undefined;
    }
  | { kind: 'week'; cityId: number; brand?: 'main' | 'wowfood' | undefined }
  | { kind: 'order'; orderId: string };

/** The screen actor's input. */
export interface MenuPageInput {
  source: MenuPageSource;
}

/** Which week file: this week, the next, or a past week (`menus/{brand}/history/{weekId}`). */
export type MenuWeek = { kind: 'current' } | { kind: 'next' } | { kind: 'history'; weekId: string };

/** A menu line's facts for the page (`menu/full`: `menus` and `menuTypesData`). */
export interface MenuLineFacts {
  type: string;
  title: string;
  subtitle: string | undefined;
  kcal: number | undefined;
  description: string | undefined;
  /** The lowest price of a day among the line's day options (whole currency units). */
  pricePerDay: number | undefined;
  /** §3 menuTypeData bonuses ('Бесплатная доставка' …). */
  bonuses: string[];
  /** §3 menuTypeData averageMealsNumber: dishes a day. */
  averageMealsNumber: number | undefined;
  /** §3 stockRemains: orders left (undefined: not limited; 0: sold out). */
  stockRemains: number | undefined;
}

/** An order's dish (`menu/order`). */
export interface MenuOrderDish {
  id: number;
  title: string;
  kcal: number | undefined;
}

/** What the load gives the page. */
export interface MenuPageData {
  /** The city of the prices (`menu/full`'s), when the page has a city. */
  cityId: number | undefined;
  cityAlias: string | undefined;
  /** The product whose landing takes the order (standard unless the route names one). */
  businessProduct: string;
  lines: MenuLineFacts[];
  /** Monday of the shown week (ISO), when the file says. */
  weekStart: string | undefined;
  /** The week's days per line code. */
  days: Record<string, StaticMenuDay[]>;
  /** The order's dishes (`menus/{orderId}`). */
  orderDishes: MenuOrderDish[];
  /** The catalogue's packs that are restricted (§3 Pack.isRestricted): shown as unavailable. */
  restrictedPackIds: number[];
  /** The marks (favourites and stop-list) of the client or the visitor; undefined when they could not load (no toggles). */
  marks: Pref[] | undefined;
  /** No client token: the marks live on this device. */
  visitor: boolean;
}

export interface MenuPageContext {
  source: MenuPageSource;
  week: MenuWeek;
  /** The line shown (the route's; on /week-menu the visitor's choice, else the first line). */
  menuType: string | undefined;
  data: MenuPageData | undefined;
  error: string | undefined;
  /** The dish whose favourite mark is being saved. */
  savingPackId: number | undefined;
  /** 'Не удалось сохранить блюдо' or the server's text, after a failed toggle. */
  favoriteError: string | undefined;
}

/** The favourite toggle's save: the change, the marks before it, where they live. */
export interface FavoriteSaveInput {
  packId: number;
  marks: Pref[];
  visitor: boolean;
}

export type MenuPageEvent =
  | { type: 'RETRY' }
  /** /week-menu: another week (the line pages switch weeks by their URL). */
  | { type: 'WEEK.SELECT'; week: MenuWeek }
  /** /week-menu: another line. */
  | { type: 'TYPE.SELECT'; menuType: string }
  /** A dish into the favourites, or out of them (§3 Preferences). */
  | { type: 'FAVORITE.TOGGLE'; packId: number };
