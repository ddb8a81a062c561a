import { deviceEquivalentPath, disabledRouteMessage, isRouteDisabledForBrand, type Brand } from './cabinet';
import { fillPattern, matchPath, normalisePath, type RouteParams } from './match';
import type { RouteDef } from './routes';

export type NavigationDecision =
  | {
      kind: 'render';
      route: RouteDef;
      params: RouteParams;
      /** The saved redirect path has been used up (it is the page being rendered): remove the cookie. */
      clearRedirectCookie?: true;
    }
  | {
      kind: 'redirect';
      /** Path and query to replace the current entry with. */
      to: string;
      /** Save this (path + query) in the redirect cookie, 1 day. */
      setRedirectCookie?: string;
      /** Remove the redirect cookie. */
      clearRedirectCookie?: true;
      /** Log this to the console (a route disabled in the brand, personal-cabinet §2.3). */
      consoleError?: string;
    };

export interface NavigationInput {
  pathname: string;
  /** `?a=b` or ''. */
  search: string;
  hasToken: boolean;
  /** The saved redirect path cookie (1 day), if any. */
  redirectCookie?: string | undefined;
  /** The page host; on hosts starting with `lk.` the Index goes to Login. */
  host?: string | undefined;
  /** The certificate modal cookie is present (then Index does not forward `success` to the dashboard). */
  hasCertificateModalCookie?: boolean | undefined;
  /** A smartphone: desktop pages with a mobile equivalent go there, and back for other devices. */
  isSmartphone?: boolean | undefined;
  /** The storefront brand; routes disabled in wowfood go to Dashboard. */
  brand?: Brand | undefined;
}

/** Characters below 0x20 and DEL. */
const hasControlCharacter = (value: string): boolean => [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

/**
 * Only a path on our own site: one leading `/`, not `//host`, no backslash (browsers read `/\host`
 * as `//host`), no scheme, no control characters (a tab or newline inside `/\t/evil` is dropped
 * by URL parsers). Anything else in the cookie is ignored (no open redirect).
 */
export function isSafeRedirect(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || path === '') return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\') || hasControlCharacter(path)) return false;
  try {
    const base = 'https://mealflow.invalid';
    const url = new URL(path, base);
    return url.origin === base;
  } catch {
    return false;
  }
}

const sameLocation = (a: string, b: string): boolean => {
  const [pa = '', qa = ''] = a.split('?');
  const [pb = '', qb = ''] = b.split('?');
  return normalisePath(pa) === normalisePath(pb) && qa === qb;
};

/**
 * The navigation guards of personal-cabinet §2.3 (and the checkout's, order-funnel §2) as one pure
 * function. The app performs what it returns: cookie writes and a replace-navigation.
 *
 * In order:
 * 1. unknown path → /404;
 * 2. the session gate: login needed without a token → save path + query in the redirect cookie,
 *    go to Login (DashboardInvite adds `inviter=1`). It runs before any redirect, so a cabinet
 *    entry that only redirects (`/dashboard/order/{hid}/longate`, `/dashboard/order`, ...) asks for
 *    the login and comes back to the link followed;
 * 3. a route with `redirectTo` (`/dashboard/order` → `/dashboard`, `/order` → `/order/login`, the
 *    longate entries → `/longate/{hid}`, ...) → there, keeping the query;
 * 4. SingleStepOrder without hid → `/`; a longate page without hid, or without `aal` and a token → `/`
 *    (with `aal` it is the longate landing; without it, for a token holder, the extension flow);
 * 5. Index on an `lk.` host → Login; Index with a token and `success` (no certificate modal
 *    cookie, `tips` not 1) → Dashboard carrying `success`;
 * 6. login needed with a token and a SAFE saved redirect elsewhere → there, cookie cleared;
 * 7. redirect-to-auth (Login) with a token → the saved redirect if SAFE, else `/dashboard`;
 *    the cookie is cleared either way;
 * 8. a route disabled in the brand (wowfood: bonus, shop, loyalty, favorites, packs, plan
 *    change) → Dashboard, with a console error;
 * 9. the device's equivalent (the table's `mobile`): smartphone → mobile page, other → desktop
 *    page, keeping the query;
 * 10. otherwise render.
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const { search, hasToken } = input;
  const path = normalisePath(input.pathname);
  const query = new URLSearchParams(search);
  // A token link's `t`/`ct` never goes into the redirect cookie (the entry module takes them out
  // of the URL first; this keeps a token out of cookies even if it did not).
  const fullPath = `${path}${query.has('t') || query.has('ct') ? withoutTokenParams(search) : search}`;

  const match = matchPath(path);
  if (!match) return { kind: 'redirect', to: '/404' };
  const { route, params } = match;

  // The session gate comes first, for every cabinet route, those that only redirect included
  // (issue 31: `/dashboard/order/{hid}/longate` went on to the landing, which sent a visitor to `/`):
  // a visitor logs in and comes back to the very link they followed.
  const saved = input.redirectCookie;
  // The saved path is used up once its page (or the page it redirects to) is reached.
  const usedUp = route.requiresAuth === true && isSafeRedirect(saved);
  if (route.requiresAuth) {
    if (!hasToken)
      return { kind: 'redirect', to: route.name === 'DashboardInvite' ? '/login?inviter=1' : '/login', setRedirectCookie: fullPath };
    if (usedUp && !sameLocation(saved, fullPath)) return { kind: 'redirect', to: saved, clearRedirectCookie: true };
  }

  if (route.redirectTo)
    return { kind: 'redirect', to: `${fillPattern(route.redirectTo, params)}${search}`, ...(usedUp ? { clearRedirectCookie: true } : {}) };

  if (route.name === 'SingleStepOrder' && !params['hid']) return { kind: 'redirect', to: '/' };
  if (route.name === 'LongationLanding' || route.name === 'WowfoodLongationLanding') {
    // With the link's `aal`: the longate landing. Without it a logged-in client opens the extension
    // flow (the cabinet's entries redirect here without one); a visitor goes to the root.
    if (!params['hid'] || (!query.has('aal') && !hasToken)) return { kind: 'redirect', to: '/' };
  }

  if (route.name === 'Index' || route.name === 'IndexCity') {
    if (input.host?.toLowerCase().startsWith('lk.')) return { kind: 'redirect', to: '/login' };
    const success = query.get('success');
    if (hasToken && success !== null && !input.hasCertificateModalCookie && query.get('tips') !== '1') {
      return { kind: 'redirect', to: `/dashboard?${new URLSearchParams({ success }).toString()}` };
    }
  }

  if (usedUp) return { kind: 'render', route, params, clearRedirectCookie: true };

  if (route.redirectToAuth && hasToken) {
    const to = isSafeRedirect(saved) && !sameLocation(saved, fullPath) ? saved : '/dashboard';
    return { kind: 'redirect', to, clearRedirectCookie: true };
  }

  if (input.brand && isRouteDisabledForBrand(route, params, input.brand)) {
    return { kind: 'redirect', to: '/dashboard', consoleError: disabledRouteMessage(route.name, input.brand) };
  }

  if (input.isSmartphone !== undefined) {
    const equivalent = deviceEquivalentPath(route, params, input.isSmartphone);
    if (equivalent !== undefined && !sameLocation(equivalent, path)) return { kind: 'redirect', to: `${equivalent}${search}` };
  }

  return { kind: 'render', route, params };
}

/** The client token carried by a link (`t`, else `ct`). */
export function tokenFromQuery(search: string): string | undefined {
  const query = new URLSearchParams(search);
  return query.get('t') || query.get('ct') || undefined;
}

/** `search` without the token parameters, for replacing the URL once the token is stored. */
export function withoutTokenParams(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('t');
  query.delete('ct');
  const qs = query.toString();
  return qs ? `?${qs}` : '';
}

export const SESSION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'cmz'] as const;
export type SessionParam = (typeof SESSION_PARAMS)[number];

/** utm_* and cmz of the query (non-empty values only), saved on first load or whenever the query carries them. */
export function sessionParamsFromQuery(search: string): Partial<Record<SessionParam, string>> {
  const query = new URLSearchParams(search);
  const out: Partial<Record<SessionParam, string>> = {};
  for (const key of SESSION_PARAMS) {
    const value = query.get(key);
    if (value) out[key] = value;
  }
  return out;
}
