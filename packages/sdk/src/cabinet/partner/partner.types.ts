import type { Partner, PartnerResponse } from '../../api/schemas/referral';

/** Which of the three routes is open: /partner-invite, /invited, /has-invite. */
export type PartnerPage = 'invite' | 'invited' | 'hasInvite';

export interface PartnerInput {
  /** The invitation's code (the link's `partner` parameter), if any. */
  code?: string | undefined;
  page: PartnerPage;
  /** A client is logged in (else the page asks to log in first). */
  loggedIn: boolean;
}

export interface PartnerContext {
  code: string | undefined;
  page: PartnerPage;
  loggedIn: boolean;
  /** The client's confirmed partner (null: none). */
  partner: Partner | null;
  /** The code's partner (null: no code or an unknown one). */
  invitation: Partner | null;
  /** The load's failure (Russian), in `error`. */
  error: string | undefined;
  /** The accept's or the detach's failure (Russian). */
  actionError: string | undefined;
  /** The partner was detached on this page. */
  detached: boolean;
}

export type PartnerEvent =
  { type: 'RETRY' } | { type: 'LOGIN' } | { type: 'ACCEPT' } | { type: 'DETACH' } | { type: 'DETACH.CONFIRM' } | { type: 'DETACH.CANCEL' };

export type PartnerAnswer = PartnerResponse;
