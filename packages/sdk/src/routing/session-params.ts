import type { CookiePort } from '../ports';
import { COOKIE_DAYS } from '../domain/constants';
import { sessionParamsFromQuery } from './guards';

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
