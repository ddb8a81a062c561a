import type { Goal, MenuByProductResponse } from '../../api/schemas/menu';
import type { FunnelSelection } from '../funnel/funnel.payload';

// The catalog machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
/**
 * The landing's catalogue (order-funnel §2 "menu plans", §4 "default menu choice"): the city's menu
 * by business product and the goals, loaded in parallel; the default menu type; the visitor's plan
 * (goal → menu type → days). Its `selection` is what the funnel's phone form orders.
 */
export interface CatalogInput {
  cityId?: number;
  businessProduct?: string;
  brand?: 'main' | 'wowfood';
  /** The `menuType` query parameter. */
  queryMenuType?: string;
  /** The `days` query parameter (the smartphone order's steps keep the choice in the address); ignored when the line does not sell it. */
  queryDays?: number;
  /** The query's line is the client's own choice (the smartphone order's steps): kept when sold, its goal follows it. */
  exactMenuType?: boolean;
  isSmartphone?: boolean;
}

export interface CatalogContext {
  cityId: number;
  businessProduct: string;
  brand: 'main' | 'wowfood';
  queryMenuType: string | undefined;
  queryDays: number | undefined;
  exactMenuType: boolean;
  isSmartphone: boolean;
  menu: MenuByProductResponse | undefined;
  goals: Goal[];
  goal: string | undefined;
  menuType: string | undefined;
  days: number | undefined;
  selection: FunnelSelection | undefined;
  error: string | undefined;
}

export type CatalogEvent =
  | { type: 'GOAL.SELECT'; goal: string }
  | { type: 'MENU_TYPE.SELECT'; menuType: string }
  | { type: 'DAYS.SELECT'; days: number }
  | { type: 'RETRY' };

/** What `loadCatalog` brings: the menu, the goals and the visitor's target cookie (a goal code, personal-cabinet §4). */
export interface CatalogLoaded {
  menu: MenuByProductResponse;
  goals: Goal[];
  targetCookie?: string | undefined;
}
