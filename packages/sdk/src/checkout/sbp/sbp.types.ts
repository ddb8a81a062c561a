import type { SbpBank, SbpStatus } from '../../api/schemas/payments';
import type { PaymentFlow } from '../../routing/routes';

/** The SBP machine's input, context, events and what it keeps (hand-written; see sbp.machine.ts). */
export interface SbpInput {
  hid: string;
  amount: number;
  flow?: PaymentFlow;
  /** The subscription variant asks to allow unconfirmed transfers for auto-pay. */
  subscription?: boolean;
}

export interface SbpContext {
  hid: string;
  amount: number;
  flow: PaymentFlow;
  subscription: boolean;
  payment: string | undefined;
  banks: SbpBank[];
  link: string | undefined;
  image: string | undefined;
  bankId: string | undefined;
  status: SbpStatus | undefined;
  /** The start's outcome may be not known (a lost or unreadable answer, `saysOutcomeUnknown`): not a failed payment, 'try again' asks. */
  error: string | undefined;
  /** `payments/set-payment-data` failed: the dialog's own error, with 'Повторить' (issue 36). */
  bankError: string | undefined;
  networkFailures: number;
  /** A smartphone cannot scan its own screen: the bank list leads to the bank's link (issue 30). */
  smartphone: boolean;
}

export type SbpEvent =
  | { type: 'BANK.SELECT'; bankId: string }
  | { type: 'CHOOSE_ANOTHER_BANK' }
  | { type: 'TRY_AGAIN' }
  /** Send the chosen bank again after `set-payment-data` failed. */
  | { type: 'RETRY_BANK' };

/**
 * What `sbp:<hid>` keeps (never card data): the payment, the chosen bank, and whether the backend
 * has taken the bank (`set-payment-data` answered). Written before the call, so a reload while it
 * is on the wire keeps the payment and sends the bank again.
 */
export interface SbpSaved {
  payment: string;
  bankId: string;
  bankSet: boolean;
  link?: string | undefined;
}

/** What 'try again' learns about the old payment before starting a new one. */
export type SbpRecheck = 'paid' | 'pending' | 'gone';
