import { COOKIES } from '../api/protocol';
import type { CookiePort } from '../ports';
import { COOKIE_DAYS } from '../domain/constants';
import { sessionParamsFromQuery, tokenFromQuery, withoutTokenParams } from './guards';
import { saveInvite } from './invite';

/**
 * Saves utm_* (30 days) and cmz (1 day) from the query (personal-cabinet §2.3): on first load,
 * or whenever the query carries them. Returns what was saved.
 */
export function saveSessionParams(search: string, cookies: CookiePort): Record<string, string> {
  const params = sessionParamsFromQuery(search);
  for (const [key, value] of Object.entries(params)) {
    cookies.set(key, value, { days: key === 'cmz' ? COOKIE_DAYS.cmz : COOKIE_DAYS.utm });
  }
  return params;
}

/** The saved utm parameters, for the order-creation payload's analyticalData. */
export function readUtm(cookies: CookiePort): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term']) {
    const value = cookies.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/**
 * What a link carries for the session, taken in before any guard runs (personal-cabinet §2.3): a
 * `t`/`ct` token becomes the client-token cookie (365 days, if none is set), utm_* and cmz are
 * saved. Returns the address to replace the current one with when the token must leave the URL
 * (so it never reaches the redirect cookie, the history or a later page), else `undefined`.
 * The app calls it first thing in its entry module, before the router and without waiting for the
 * lazily loaded runtime.
 */
export function adoptLinkParams(at: { pathname: string; search: string; hash?: string }, cookies: CookiePort): string | undefined {
  saveSessionParams(at.search, cookies);
  saveInvite(at.search, cookies);
  const query = new URLSearchParams(at.search);
  if (!query.has('t') && !query.has('ct')) return undefined;
  const token = tokenFromQuery(at.search);
  if (token && !cookies.get(COOKIES.clientToken)) cookies.set(COOKIES.clientToken, token, { days: COOKIE_DAYS.clientToken });
  return `${at.pathname}${withoutTokenParams(at.search)}${at.hash ?? ''}`;
}
