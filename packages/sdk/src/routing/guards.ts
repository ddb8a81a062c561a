import { matchPath, type RouteParams } from './match';
import type { RouteDef } from './routes';

export type NavigationDecision =
  | { kind: 'render'; route: RouteDef; params: RouteParams }
  | { kind: 'redirect'; to: string; setRedirectCookie?: string; clearRedirectCookie?: true };

export interface NavigationInput {
  pathname: string;
  /** `?a=b` or ''. */
  search: string;
  hasToken: boolean;
  /** The saved redirect path cookie (1 day), if any. */
  redirectCookie?: string | undefined;
}

/**
 * Only a path on our own site: one leading `/`, not `//host`, no backslash tricks, no scheme,
 * no control characters. Anything else in the cookie is ignored (no open redirect).
 */
export function isSafeRedirect(path: string | undefined): path is string {
  if (!path) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if (path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  try {
    const url = new URL(path, 'https://mealflow.invalid');
    return url.origin === 'https://mealflow.invalid';
  } catch {
    return false;
  }
}

/**
 * The navigation guards of personal-cabinet §2.3 as one pure function. The app performs what it
 * returns (cookie writes and a replace-navigation).
 */
export function resolveNavigation(input: NavigationInput): NavigationDecision {
  const { pathname, search, hasToken } = input;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/dashboard/order') return { kind: 'redirect', to: '/dashboard' };
  if (path === '/order') return { kind: 'redirect', to: '/order/login' };

  const match = matchPath(path);
  if (!match) return { kind: 'redirect', to: '/404' };
  const { route, params } = match;
  const query = new URLSearchParams(search);

  if (route.name === 'SingleStepOrder' && !params['hid']) return { kind: 'redirect', to: '/' };
  if ((route.name === 'LongationLanding' || route.name === 'WowfoodLongationLanding') && (!params['hid'] || !query.has('aal'))) {
    return { kind: 'redirect', to: '/' };
  }

  if (route.requiresAuth && !hasToken) {
    return {
      kind: 'redirect',
      to: route.name === 'DashboardInvite' ? '/login?inviter=1' : '/login',
      setRedirectCookie: `${path}${search}`,
    };
  }

  if (route.redirectToAuth && hasToken) {
    const saved = input.redirectCookie;
    return { kind: 'redirect', to: isSafeRedirect(saved) && saved !== path ? saved : '/dashboard', clearRedirectCookie: true };
  }

  return { kind: 'render', route, params };
}

/** The client token carried by a link (`t` or `ct`). */
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

/** utm_* and cmz of the query, saved on first load or whenever the query is non-empty. */
export function sessionParamsFromQuery(search: string): Partial<Record<(typeof SESSION_PARAMS)[number], string>> {
  const query = new URLSearchParams(search);
  const out: Partial<Record<(typeof SESSION_PARAMS)[number], string>> = {};
  for (const key of SESSION_PARAMS) {
    const value = query.get(key);
    if (value) out[key] = value;
  }
  return out;
}
