import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * Invite, referral bonus and partner (personal-cabinet §2.1 invite, /partner-invite; §4 "Referral
 * bonus"; §6 "Partner profile can be confirmed or detached"; §7 `referral/charge-bonus`, `partner`
 * GET, confirm, detach). The spec names the calls and the `name_slug` query, not the bodies: the
 * shapes below are ours (packages/sandbox/README.md "Invite, referral and partner").
 */

/** `referral/charge-bonus?name_slug=`: the inviter's slug (the visit's `invite` parameter). */
/** @internal */
export const ReferralChargeRequest = v.object({ name_slug: v.string() });
export interface ReferralChargeRequest {
  name_slug: string;
}

/** The charge's answer: `charged` false when the backend had already charged this client. */
/** @internal */
export const ReferralChargeResponse = v.object({ ...Envelope.entries, success: v.literal(true), charged: v.optional(v.boolean(), true) });
export interface ReferralChargeResponse extends Omit<Envelope, 'success'> {
  success: true;
  charged: boolean;
}

/** A partner (a club, a company) whose clients come with its invitation. */
/** @internal */
export const Partner = v.object({
  id_H: v.string(),
  name: v.string(),
  /** What the partner's clients get, a Russian sentence from the backend. */
  benefit: maybe(v.string()),
});
/** @internal */
export interface PartnerSchema extends Named<typeof Partner> {}
export interface Partner {
  id_H: string;
  name: string;
  /** What the partner's clients get, a Russian sentence from the backend. */
  benefit?: string | null | undefined;
}

/** `partner` GET: `code` is the invitation's code (the link's `partner` parameter), if any. */
/** @internal */
export const PartnerRequest = v.object({ code: v.optional(v.string()) });
export interface PartnerRequest {
  code?: string | undefined;
}

/**
 * The client's partner profile: `partner` the confirmed partner (null: none), `invitation` the
 * partner the asked code belongs to (null: no code, or an unknown one).
 */
/** @internal */
export const PartnerResponse = v.object({
  ...Envelope.entries,
  partner: v.nullable(Partner as PartnerSchema),
  invitation: v.optional(v.nullable(Partner as PartnerSchema), null),
});
export interface PartnerResponse extends Envelope {
  partner: Partner | null;
  invitation: Partner | null;
}

/** `partner/confirm`: the invitation's code. */
/** @internal */
export const PartnerConfirmRequest = v.object({ code: v.string() });
export interface PartnerConfirmRequest {
  code: string;
}
