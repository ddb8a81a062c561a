import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { Profile } from '../../api/schemas/profile';
import type { CardSource, PaymentReport } from '../../checkout/payment/payment.types';
import type { PendingCharge } from '../../checkout/payment/payment.pending';

/** The page of the extension flow the route shows (personal-cabinet §2.1); success, fail and recall-success are result pages. */
export type LongatePage = 'overview' | 'deliveries' | 'change' | 'creditcard' | 'cancel';
/** How a longation is paid: a new card, the saved card, SBP (the payment and SBP machines). */
export type LongatePayMethod = 'creditCard' | 'card' | 'sbp';

export interface LongateInput {
  hid: string;
  page?: LongatePage;
}

export interface LongateLoaded {
  order: CabinetOrder;
  longatedOrderId: string | undefined;
  profile: Profile | undefined;
  /**
   * A card charge of this order left on the wire or at the bank's 3-D Secure page (the payment
   * machine's marker, issue 36): the pay page asks the order before it offers paying again.
   */
  chargePending?: PendingCharge | undefined;
}

export interface LongateContext {
  hid: string;
  page: LongatePage;
  order: CabinetOrder | undefined;
  /** The order this longation continues. */
  longatedOrderId: string | undefined;
  profile: Profile | undefined;
  method: LongatePayMethod;
  /** The load failure (Russian), in `error`. */
  loadError: string | undefined;
  /** Why this order cannot be extended (Russian; the raw server text is logged by the API client), in `refused`. */
  refusal: string | undefined;
  /** The plan change's failure, on the change page. */
  planError: string | undefined;
  /** The confirmation's or the payment's failure, on the pay page (nothing was charged). */
  payError: string | undefined;
  /** The cancel's failure, on the cancel page. */
  cancelError: string | undefined;
  /** See `LongateLoaded.chargePending`: set on load, dropped once the payment machine has asked. */
  chargePending: PendingCharge | undefined;
}

export type LongateEvent =
  | { type: 'PAGE'; page: LongatePage }
  | { type: 'RETRY' }
  | { type: 'PLAN.SELECT'; planId: number }
  | { type: 'METHOD.CHANGE'; method: LongatePayMethod }
  /** One press, one payment: `card` reads the card form (new card only). */
  | { type: 'PAY'; card?: CardSource }
  /** Close the SBP screens / keep the longation (cancel page). */
  | { type: 'DISMISS' }
  | { type: 'CANCEL.CONFIRM' }
  /** From the invoked payment machine: how it ended ('failed': nothing was charged). */
  | PaymentReport;

/** `orders/longate` done: the order to pay and the PAY event's card reader, handed on to the payment machine. */
export interface LongateConfirmed {
  order: CabinetOrder;
  card: CardSource | undefined;
}
