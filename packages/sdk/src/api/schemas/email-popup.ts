import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * The e-mail popup (personal-cabinet §3 "Email popup: popup, timeToShow"; §5 "loads only for
 * clients with a phone"; §7 `email-fill-popup` GET: success, popup, timeToShow; POST: email,
 * withPromocode). The popup's fields are ours (packages/sandbox/README.md "E-mail popup").
 */
/** @internal */
export const EmailPopup = v.object({
  title: v.string(),
  text: v.string(),
  /** The popup offers a promo code for the e-mail (sent back as `withPromocode`). */
  withPromocode: v.optional(v.boolean(), false),
});
/** @internal */
export interface EmailPopupSchema extends Named<typeof EmailPopup> {}
export interface EmailPopup {
  title: string;
  text: string;
  /** The popup offers a promo code for the e-mail (sent back as `withPromocode`). */
  withPromocode: boolean;
}

/** @internal */
export const EmailPopupResponse = v.object({
  ...Envelope.entries,
  /** null: nothing to ask (the e-mail is known, or was asked already). */
  popup: v.nullable(EmailPopup as EmailPopupSchema),
  /** Seconds after the cabinet opens before the popup shows. */
  timeToShow: v.optional(v.number(), 0),
});
export interface EmailPopupResponse extends Envelope {
  /** null: nothing to ask (the e-mail is known, or was asked already). */
  popup: EmailPopup | null;
  /** Seconds after the cabinet opens before the popup shows. */
  timeToShow: number;
}

/** @internal */
export const EmailPopupRequest = v.object({ email: v.string(), withPromocode: v.boolean() });
export interface EmailPopupRequest {
  email: string;
  withPromocode: boolean;
}

/** @internal */
export const EmailPopupSaveResponse = v.object({ ...Envelope.entries, success: v.literal(true), promocode: maybe(v.string()) });
export interface EmailPopupSaveResponse extends Omit<Envelope, 'success'> {
  success: true;
  promocode?: string | null | undefined;
}
