import type { Partner } from '../../api/schemas/referral';
import type { PartnerPage } from './partner.types';

/**
 * Pure rules of the partner invitation (personal-cabinet §2.1 /partner-invite with invited and
 * has-invite, §6 "Partner profile can be confirmed or detached").
 */

/** The three routes' paths; the invitation's code travels as `partner`. */
export const PARTNER_PATHS: Record<PartnerPage, string> = {
  invite: '/partner-invite',
  invited: '/partner-invite/invited',
  hasInvite: '/partner-invite/has-invite',
};

export const partnerPath = (page: PartnerPage, code: string | undefined): string =>
  code ? `${PARTNER_PATHS[page]}?${new URLSearchParams({ partner: code }).toString()}` : PARTNER_PATHS[page];

/** The code of a query (`partner`, trimmed). */
export function partnerCodeFromQuery(search: string): string | undefined {
  const code = new URLSearchParams(search).get('partner')?.trim();
  return code ? code : undefined;
}

/**
 * What the client sees, by the partner profile: a confirmed partner is `attached` (the invited page
 * when it is the one just accepted, else has-invite), no partner with a known invitation is
 * `invitation`, and nothing is `none`.
 */
export function partnerOutcome(
  partner: Partner | null,
  invitation: Partner | null,
  page: PartnerPage,
): 'invited' | 'attached' | 'invitation' | 'none' {
  if (partner) return page === 'invited' && (!invitation || invitation.id_H === partner.id_H) ? 'invited' : 'attached';
  return invitation ? 'invitation' : 'none';
}
