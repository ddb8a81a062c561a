import type { ClientCard } from '../../api/schemas/settings';
import type { CardSource } from '../payment/payment.types';

/** `hid`: the order a new client binds the card for (newclient cardbind); none from the cabinet's cards. */
export interface CardBindingInput {
  hid?: string | undefined;
}

export interface CardBindingContext {
  /** The order, or '0' (the 3-D Secure path's order id of a binding without one). */
  hid: string;
  /** The binding payment (`payments/for-token-binding`) and the provider's public id for the cryptogram. */
  payment: string | undefined;
  publicId: string | undefined;
  /** The encrypted card, for the one charge; cleared when the attempt ends. */
  cryptogram: string | undefined;
  cardholder: string | undefined;
  last4: string | undefined;
  /** What went wrong (Russian), in `failed`. */
  error: string | undefined;
  /** The bound card, once `payments/get-client-card` or the charge says so. */
  card: ClientCard | undefined;
  checkFailures: number;
  /** How the machine stopped (its output). */
  outcome: 'bound' | 'awaiting3ds' | undefined;
}

export type CardBindingEvent =
  /** Bind the card typed in the form: `read()` is called once, for the cryptogram. */
  | { type: 'BIND'; card: CardSource }
  /** failed → idle (the form again). */
  | { type: 'RETRY' }
  /** uncertain: ask now. */
  | { type: 'CHECK' }
  /** From the card holder. */
  | { type: 'CARD.ENCRYPTED'; cryptogram: string; bin: string; last4: string; cardholder: string }
  | { type: 'CARD.FAILED' };

export type BindingChargeOutcome =
  { kind: 'bound' } | { kind: '3ds'; actionUrl: string; method: 'POST' | 'GET'; params: Record<string, string> };

export interface BindingState {
  card: ClientCard | undefined;
  processing: boolean;
}

/** How it ended: the card is bound, or the bank's 3-D Secure page was opened (the return page tells). */
export type CardBindingOutput = { status: 'bound'; card: ClientCard | undefined } | { status: 'awaiting3ds' };
