import type { GiftCourier } from '../../api/schemas/payments';
import type { PaymentFlow } from '../../routing/routes';
import type { PendingCharge } from './payment.pending';

/** The payment machine's types (its input, context, events, reports and actor outputs). */
export type PayMethod = 'creditCard' | 'card' | 'cash' | 'vkpay';

export interface CardData {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** Reads the card fields at the moment of paying. A function, so nothing serialisable holds the data. */
export interface CardSource {
  read: () => CardData;
}

export type GiftDetails = { email: string; mealDays: 2 | 6 | 18 | 24; delivery?: 'online' | 'offline'; courier?: GiftCourier };

export interface PaymentInput {
  hid: string;
  /** A gift certificate instead of an order (flow onlinecert): bought first, then paid. */
  gift?: GiftDetails | undefined;
  flow?: PaymentFlow;
  method: PayMethod;
  amount: number;
  savedCardId?: string | undefined;
  email?: string | undefined;
  autoPayment?: boolean;
  /** A custom-menu order: on a smartphone, success goes to SingleOrder (order-funnel §2). */
  customOrder?: boolean;
  /**
   * A page started with the pending-charge marker (a reload mid-charge, Back from the bank's
   * 3-D Secure page): the machine asks the order first and never starts with the form (issue 36).
   */
  resume?: PendingCharge | undefined;
}

export interface PaymentContext {
  hid: string;
  gift: GiftDetails | undefined;
  flow: PaymentFlow;
  method: PayMethod;
  amount: number;
  savedCardId: string | undefined;
  email: string | undefined;
  autoPayment: boolean;
  customOrder: boolean;
  /** From the for-order (or for-gift-purchase) answer. */
  payment: string | undefined;
  publicId: string | undefined;
  /** The gift purchase being paid (onlinecert): what the checks ask instead of an order. */
  purchaseId: string | undefined;
  /** The encrypted card, for the one charge of this payment; cleared when the attempt ends. */
  cryptogram: string | undefined;
  cardholder: string | undefined;
  bin: string | undefined;
  last4: string | undefined;
  error: string | undefined;
  /** Set when the card was refused for the promo code. */
  forceSbp: boolean;
  attempts: number;
  /** Failed checks of an uncertain outcome in a row. */
  checkFailures: number;
  /** How the machine stopped (its output). */
  outcome: PaymentOutput['status'] | undefined;
  /** Started from the pending-charge marker: ask before anything else. */
  resume: PendingCharge | undefined;
  /** When the bank's 3-D Secure page was opened (from the marker): the bank's window is told. */
  threeDsAt: number | undefined;
  /** When the order was last asked (the clock port): the time left of that window. */
  checkedAt: number | undefined;
}

export type PaymentEvent =
  | { type: 'PAY'; card?: CardSource; gift?: GiftDetails }
  | { type: 'METHOD.CHANGE'; method: PayMethod; savedCardId?: string | undefined }
  | { type: 'RETRY' }
  /** Ask the backend again now (the uncertain state's button). */
  | { type: 'CHECK' }
  /** From the card holder. */
  | { type: 'CARD.ENCRYPTED'; cryptogram: string; bin: string; last4: string; cardholder: string }
  | { type: 'CARD.FAILED' };

/**
 * The outcome, for whoever started the payment: emitted as `payment.result` (listen with
 * `actor.on`); a parent machine may provide `report` as a `sendParent`. Not reported: the
 * non-final `verifying`, `processing` and `uncertain` (read them with `paymentView`).
 */
export type PaymentReport =
  | { type: 'payment.result'; status: 'done' | 'redirecting' }
  | { type: 'payment.result'; status: 'failed'; error: string; forceSbp: boolean };

export type ChargeOutcome = { kind: 'done' } | { kind: '3ds'; actionUrl: string; method: 'POST' | 'GET'; params: Record<string, string> };
export interface PaymentState {
  paid: boolean;
  processing: boolean;
  /** When it was asked (the clock port), if the asker knows. */
  at?: number | undefined;
}
export interface CreatedPayment {
  payment: string;
  publicId: string;
  purchaseId?: string | undefined;
}
/** The machine's output when it stops: paid (the result route is open) or gone to the bank's 3-D Secure page. */
export interface PaymentOutput {
  status: 'paid' | 'awaiting3ds';
}

/** What the card holder is asked: build the cryptogram with this `publicId`. */
export type CardHolderRequest = { type: 'ENCRYPT'; publicId: string };
