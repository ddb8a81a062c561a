import { COOKIE_DAYS } from '../domain/constants';
import type { CookiePort } from '../ports';

/**
 * The friend's invitation (personal-cabinet §2.1 invite, §2.3, §9). A module of its own (no route
 * table, no guards, no referral rules): the app's entry saves the cookie first thing at boot.
 */

/** The query parameter and the cookie (1 day, §9) that carry the inviter's slug. */
export const INVITE_PARAM = 'invite';

/** The `invite` parameter of a query (trimmed; '' = none). */
export function inviteFromQuery(search: string): string | undefined {
  const value = new URLSearchParams(search).get(INVITE_PARAM)?.trim();
  return value ? value : undefined;
}

/**
 * Keeps the invitation in the 1-day `invite` cookie for the visit, so the referral bonus is charged
 * once the visitor logs in with a phone, on whichever page.
 */
export function saveInvite(search: string, cookies: CookiePort): string | undefined {
  const invite = inviteFromQuery(search);
  if (invite) cookies.set(INVITE_PARAM, invite, { days: COOKIE_DAYS.invite });
  return invite;
}
