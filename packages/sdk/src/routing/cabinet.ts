import type { Brand } from '../domain/storefront-texts';
import { fillPattern, type RouteParams } from './match';
import { ROUTES, routeByName, type RouteDef, type RouteName } from './routes';

/**
 * The cabinet's guards as data (personal-cabinet §2.1 Dashboard, §2.3, §2.5): the routes the
 * second brand disables, the desktop ↔ smartphone equivalents and the initial-error rules. Pure
 * functions; the app performs what they return. The navigation is in `cabinet-nav.ts`, the scroll
 * and URL-change rules in `page-effects.ts`.
 */

/** The storefront brand (one type, the domain's). */
export type { Brand };

/**
 * Routes hidden in the wowfood variant (§2.5: bonus, shop, loyalty, favorites, packs, plan
 * change; promotion stays). Entering one there redirects to Dashboard with a console error (§2.3).
 */
export const WOWFOOD_DISABLED_ROUTES: readonly RouteName[] = [
  'DashboardBonus',
  'DashboardBonusCategory',
  'DashboardShopAbout',
  'DashboardLoyalty',
  'DashboardPreferences',
  'DashboardPacks',
  'OrderPacks',
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
export function initialCallRedirect(
  pathname: string,
  kind: string | undefined,
  route: Pick<RouteDef, 'name' | 'requiresAuth'> | undefined,
): '/login' | '/' | undefined {
  if (kind === undefined || route?.name === 'Login') return undefined;
  const decision = initialCallErrorDecision(pathname, kind);
  if (decision.kind !== 'redirect') return undefined;
  if (decision.to === '/login') return route?.requiresAuth ? undefined : '/login';
  return route?.name === 'Index' || route?.name === 'IndexCity' ? undefined : '/';
}

/** A path of the cabinet (desktop or smartphone). */
export const isDashboardPath = (pathname: string): boolean => /^\/(new-)?dashboard(\/|$)/.test(pathname);
