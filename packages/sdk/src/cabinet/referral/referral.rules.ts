/**
 * Pure rules of the invitation and the referral bonus (personal-cabinet §2.1 invite, §2.3, §4
 * "Referral bonus: charged once per client (flag stored locally)", §7 `referral/charge-bonus`).
 */
// The `invite` parameter, its reading and its cookie: routing/invite (the app's entry saves it at boot).
import { INVITE_PARAM, inviteFromQuery } from '../../routing/invite';

/** Storage key prefix of the local "charged" flag, one per client. */
export const REFERRAL_FLAG_PREFIX = 'referral_bonus_charged:';

/** The local flag's key for a client (the profile's id_H, else its phone). */
export const referralFlagKey = (client: { id_H?: string | null | undefined; phone?: string | null | undefined }): string | undefined => {
  const who = client.id_H || client.phone;
  return who ? `${REFERRAL_FLAG_PREFIX}${who}` : undefined;
};

export interface ReferralFacts {
  /** The visit's inviter slug (the `invite` cookie), if any. */
  invite: string | undefined;
  /** The logged-in client's phone: only a client with a phone is charged. */
  phone: string | undefined;
  /** The client's own slug: a client's own link charges nothing. */
  ownSlug: string | undefined;
  /** The local flag for this client is set. */
  charged: boolean;
}

/** §7: charged when an invite parameter exists, the profile has a phone and the local flag is unset. */
export const shouldChargeReferral = (facts: ReferralFacts): boolean =>
  Boolean(facts.invite) && Boolean(facts.phone) && !facts.charged && facts.invite !== facts.ownSlug;

/** The client's invite link: the storefront's root carrying `invite=<slug>` (http only on a local host). */
export function inviteLink(host: string, slug: string): string {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const local = name === 'localhost' || name === '127.0.0.1' || name.endsWith('.localhost');
  return `${local ? 'http' : 'https'}://${host}/?${new URLSearchParams({ [INVITE_PARAM]: slug }).toString()}`;
}

/**
 * §2.3: on the first brand, an `invite` parameter on a smartphone goes to the app-install tracking
 * link, which carries the slug as `referrer` (ours). `undefined` = stay on the site.
 */
export function appInstallRedirect(
  at: { search: string; isSmartphone: boolean; brand: 'main' | 'wowfood' },
  trackingUrl: string,
): string | undefined {
  const invite = inviteFromQuery(at.search);
  if (!invite || !at.isSmartphone || at.brand !== 'main' || !trackingUrl) return undefined;
  const joiner = trackingUrl.includes('?') ? '&' : '?';
  return `${trackingUrl}${joiner}${new URLSearchParams({ referrer: invite }).toString()}`;
}
