import { SMOOTH_SCROLL_MS } from '../domain/constants';
import { fillPattern, type RouteParams } from './match';
import { ROUTES, routeByName, type RouteDef, type RouteName } from './routes';

/**
 * The cabinet's guards as data (personal-cabinet §2.1 Dashboard, §2.3, §2.5): the routes the
 * second brand disables, the desktop ↔ smartphone equivalents, and the scroll, URL-change and
 * initial-error rules. Pure functions; the app performs what they return. The navigation is in
 * `cabinet-nav.ts`.
 */

export type Brand = 'main' | 'wowfood';

/**
 * Routes hidden in the wowfood variant (§2.5: bonus, shop, loyalty, favorites, packs, plan
 * change; promotion stays). Entering one there redirects to Dashboard with a console error (§2.3).
 */
export const WOWFOOD_DISABLED_ROUTES: readonly RouteName[] = [
  'DashboardBonus', 'DashboardBonusCategory', 'DashboardShopAbout', 'DashboardLoyalty', 'DashboardPreferences', 'DashboardPacks', 'OrderPacks',
];

/** Whether a route is disabled in a brand; the longate plan change (`…/longate/change`) counts as 'plan change'. */
export function isRouteDisabledForBrand(route: Pick<RouteDef, 'name'>, params: RouteParams, brand: Brand): boolean {
  if (brand !== 'wowfood') return false;
  if (route.name === 'DashboardLongateStep') return params['step'] === 'change';
  return WOWFOOD_DISABLED_ROUTES.includes(route.name);
}

/** The console error of a disabled route (§2.3; not shown to the customer). */
export const disabledRouteMessage = (name: string, brand: Brand): string => `Route ${name} is disabled for the ${brand} brand`;

/** Desktop `hid` is the smartphone routes' `orderId` and back. */
const PARAM_ALIASES: Readonly<Record<string, string>> = { hid: 'orderId', orderId: 'hid' };

function translate(pattern: string, params: RouteParams, label: string): string | undefined {
  const filled: RouteParams = {};
  const keys = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  for (const key of keys) {
    const alias = PARAM_ALIASES[key];
    filled[key] = params[key] ?? (alias ? params[alias] : undefined);
  }
  try {
    return fillPattern(pattern, filled, label);
  } catch {
    // A required param the other side does not have (e.g. rates without an order): no equivalent.
    return undefined;
  }
}

const desktopOf = new Map<string, RouteDef>(ROUTES.filter((r) => r.mobile).map((r) => [r.mobile ?? '', r]));

/**
 * §2.2/§2.3: a smartphone user on a desktop page with a mobile equivalent (the table's `mobile`)
 * goes there; anyone else on a mobile page with a desktop equivalent goes back. The path without
 * the query; `undefined` when the page is right for the device.
 */
export function deviceEquivalentPath(route: RouteDef, params: RouteParams, isSmartphone: boolean): string | undefined {
  if (isSmartphone && route.mobile) return translate(routeByName(route.mobile as RouteName).path, params, route.mobile);
  const desktop = desktopOf.get(route.name);
  if (!isSmartphone && desktop) return translate(desktop.path, params, desktop.name);
  return undefined;
}

/** What the page does with the scroll position after a navigation (§2.3). */
export type ScrollDecision = { kind: 'top' } | { kind: 'anchor'; id: string } | { kind: 'keep' };

/**
 * §2.3: a hash link scrolls to its anchor (the app scrolls it below the navbar once the content has
 * loaded); the listed routes (`scrollToTop` in the table) scroll to the top; other pages keep the
 * browser's position. The same path with another hash only scrolls to the anchor.
 */
export function scrollDecision(route: Pick<RouteDef, 'scrollToTop'>, hash: string): ScrollDecision {
  const id = decodeHash(hash);
  if (id) return { kind: 'anchor', id };
  return route.scrollToTop ? { kind: 'top' } : { kind: 'keep' };
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The page offset of an anchor below a fixed navbar of `navbarHeight` px. */
export const anchorScrollTop = (anchorPageTop: number, navbarHeight: number): number => Math.max(0, Math.round(anchorPageTop - navbarHeight));

/**
 * Smooth scroll (personal-cabinet §9: 500 ms): the page offset `elapsedMs` into a scroll from `from`
 * to `to`, eased in and out; `to` once the duration has passed.
 */
export function smoothScrollOffset(from: number, to: number, elapsedMs: number, durationMs: number = SMOOTH_SCROLL_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from + (to - from) * eased);
}

/** The tracking event of a path change (§2.3: every path change sends one). */
export const URL_CHANGE_EVENT = 'url_change';

export interface UrlChange {
  event: typeof URL_CHANGE_EVENT;
  properties: { path: string; previousPath: string | undefined; route: string | undefined };
}

/** The URL-change event when the path differs from the previous one (a query or hash change alone is not a path change). */
export function urlChangeEvent(previousPath: string | undefined, path: string, route: string | undefined): UrlChange | undefined {
  if (previousPath === path) return undefined;
  return { event: URL_CHANGE_EVENT, properties: { path, previousPath, route } };
}

/** How the app answers a failure of the initial call (the profile), personal-cabinet §8. */
export type InitialErrorDecision = { kind: 'retry' } | { kind: 'redirect'; to: '/login' | '/' };

/** `ApiError` kinds that may pass by themselves: the customer gets a retry first (a 500 is not a logout). */
const TRANSIENT: ReadonlySet<string> = new Set(['http', 'network', 'timeout', 'validation', 'business', 'captcha']);

/**
 * §8 'Initial call error: to Login on a dashboard path, otherwise to Index', read with the issue's
 * 'a transient failure offers a retry first': a transient failure (server error, network, timeout,
 * malformed answer) offers a retry where the customer is; anything else (the token refused) goes
 * to Login from a dashboard path and to the Index elsewhere.
 */
export function initialCallErrorDecision(pathname: string, errorKind: string | undefined): InitialErrorDecision {
  if (errorKind !== undefined && TRANSIENT.has(errorKind)) return { kind: 'retry' };
  return { kind: 'redirect', to: isDashboardPath(pathname) ? '/login' : '/' };
}

/**
 * §8 applied by the app once the initial call failed with `kind` (the session's
 * `initialErrorKind`), on `pathname` (its `route`): where to go, or `undefined` to stay — a transient
 * failure (the page offers its retry), a login-only page (the router's login guard takes it to Login
 * and keeps the path to come back to), or a page that already is the target (the Index, a city
 * landing, Login).
 */
export function initialCallRedirect(pathname: string, kind: string | undefined, route: Pick<RouteDef, 'name' | 'requiresAuth'> | undefined): '/login' | '/' | undefined {
  if (kind === undefined || route?.name === 'Login') return undefined;
  const decision = initialCallErrorDecision(pathname, kind);
  if (decision.kind !== 'redirect') return undefined;
  if (decision.to === '/login') return route?.requiresAuth ? undefined : '/login';
  return route?.name === 'Index' || route?.name === 'IndexCity' ? undefined : '/';
}

/** A path of the cabinet (desktop or smartphone). */
export const isDashboardPath = (pathname: string): boolean => /^\/(new-)?dashboard(\/|$)/.test(pathname);
