/** The route table's columns and its closed lists (flows, results, products); the rows are in `routes.ts`. */

/** API version of a route (personal-cabinet §2.3). */
export type RouteApiVersion = 'v1' | 'v1_1';

/**
 * What a route tells its screen (the route table's `screen` column, issue 32): the screen's
 * variant, the payment method it starts with, a result page's flow and result, which of a screen's
 * pages it is, its frame, and whether a visitor logs in first. The app keeps no table of its own:
 * a screen reads `screenInput(route, params, search)` (screen-input.ts).
 */
export interface ScreenSpec {
  /** The checkout's or the order wizard's variant. */
  variant?: 'dashboard' | 'targets' | 'customMenu' | 'tryCustomization' | 'newDashboard';
  /** The payment method the screen starts with (the card step of the new client, of the longation). */
  method?: 'creditCard';
  /** A payment result route's flow and result (a route that names them itself; others carry them as params). */
  flow?: PaymentFlow;
  result?: string;
  /** Which page of a screen that has several (partner, subscribe info, settings, documents, menus, bonus shop). */
  page?: string;
  /** The screen's frame: inside the cabinet's, or the mobile app's pages (`/mobile/…`: their own FAQ link). */
  frame?: 'cabinet' | 'mobile';
  /** A visitor without a phone logs in before the screen (subscribe: giving an order its plan). */
  loginFirst?: boolean;
}

/** One row of the table as written. */
export interface RouteSpec {
  name: string;
  path: string;
  /** Login needed: without a token the guard saves the path and goes to Login. */
  requiresAuth?: boolean;
  /** Token holders are sent away from this route (to the saved redirect or the dashboard). */
  redirectToAuth?: boolean;
  placement?: string;
  businessProduct?: string;
  /** Allowed values of params (a path with another value does not match this route). */
  params?: Readonly<Record<string, readonly string[]>>;
  /** Entering this path redirects to this pattern (same params; the query is kept). */
  redirectTo?: string;
  /** The city selector is shown on this page. */
  citySelector?: boolean;
  /** The page scrolls to the top on entry. */
  scrollToTop?: boolean;
  /** The name of the smartphone equivalent. */
  mobile?: string;
  /** What the route tells its screen (`screenInput`). */
  screen?: ScreenSpec;
}

/** Business products with their own landing (order-funnel §1). `standard` is the Index. */
export const BUSINESS_PRODUCTS = [
  'standard',
  'wowfood',
  'day',
  'hydra',
  'detox',
  'superdetox',
  '21',
  'subscription',
  'poll',
  'local',
  'longate',
  'one-more',
  'wowfood-subscription',
  'wowfood-longate',
  'wowfood-one-more',
  'transfland',
  'aviasales',
] as const;
export type BusinessProduct = (typeof BUSINESS_PRODUCTS)[number];

/** Products whose landing also has a menu page `/{product}/menu/{city}/{type}/{week?}`. */
export const MENU_PAGE_PRODUCTS = ['day', 'wowfood', 'local'] as const;

/** Payment result flows (order-funnel §2). */
export const PAYMENT_FLOWS = ['payment', 'longate', 'newclient', 'subscribe', 'cardbind', 'onlinecert'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
export const PAYMENT_RESULTS = ['success', 'fail', 'cash', 'cardbind', 'confirm'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
/** 3-D Secure return suffixes (order-funnel §2): none, /cardbind, /longate, /newclient, /onlinecert. */
export const THREE_DS_FLOWS = ['cardbind', 'longate', 'newclient', 'onlinecert'] as const;
