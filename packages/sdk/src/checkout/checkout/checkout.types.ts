import type { AddressInfo, DrinksInfo } from '../../api/schemas/checkout';
import type { IntervalOption, Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import type { AddressCheckState, AddressEvent, AddressReport } from '../address/address.types';
import type { CardSource, PaymentReport } from '../payment/payment.types';
import type { PendingCharge } from '../payment/payment.pending';
import type { CheckoutDraft } from './checkout.draft';
import type { PendingDate } from './checkout.dates';
import type { LineFacts } from './checkout.view';
import type { ProfileInbox } from '../../storefront/session/session.types';
import type { CheckoutQuery, CheckoutVariant, PaymentMethod } from './checkout.rules';

// The checkout machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface CheckoutInput {
  hid: string;
  businessProduct?: string;
  variant?: CheckoutVariant;
  query?: CheckoutQuery;
  /** The e-mail is required (requireEmail, order-funnel §5). */
  requireEmail?: boolean;
  /** The method to start with, when offered (the new-client card step `/payment/card`: 'creditCard'). */
  method?: PaymentMethod;
  /** The app's session: told `PROFILE.UPDATED` when paying saved the name or e-mail (the header's name). */
  session?: ProfileInbox;
}

export interface CheckoutContext {
  hid: string;
  session: ProfileInbox | undefined;
  businessProduct: string;
  variant: CheckoutVariant;
  query: CheckoutQuery;
  requireEmail: boolean;
  promoCode: string | undefined;
  promoFocus: boolean;
  order: Order | undefined;
  profile: Profile | undefined;
  drinks: DrinksInfo | undefined;
  dates: Record<string, IntervalOption[]>;
  firstName: string;
  lastName: string;
  email: string;
  touched: boolean;
  method: PaymentMethod | undefined;
  safeDelivery: boolean;
  courierComment: string;
  /** Drinks being added (counted once the server answers). */
  drinksAdding: number;
  /** order-funnel §4: 0 unchecked, 1 checking, 2 available, 3 unavailable (mirrored from the address machine). */
  addressState: AddressCheckState;
  addressError: string | undefined;
  /** The flat of the chosen saved address, saved before payment when changed. */
  flat: string | undefined;
  pendingDate: PendingDate | undefined;
  /** A note under the payment methods (cash with drinks, a card refused for the promo code). */
  notice: string | undefined;
  /** The order was recalculated by the server (a far-region address): the new price, said before paying (issue 30). */
  priceNotice: string | undefined;
  error: string | undefined;
  /** The last payment's failure (the card form stays, minus the CVV). */
  paymentError: string | undefined;
  /** Counts failed payments, so a view can clear the CVV once per failure. */
  paymentFailures: number;
  /** An SBP payment of this order was waiting for the bank when the page was left: resume it. */
  sbpPending: boolean;
  /** A card charge of this order was on the wire or at the bank's 3-D Secure page when the page was left (issue 36). */
  chargePending: PendingCharge | undefined;
  /** Whether the app has a VK Pay adapter (the port's `available`); without one VK Pay is not offered. */
  vkPayAvailable?: boolean;
  /** The order's menu line as the menu describes it (title, dishes a day); undefined when the menu did not answer. */
  line: LineFacts | undefined;
  /** The service's ISO date when the order loaded (co=2 says today's or tomorrow's delivery). */
  today: string | undefined;
  /** The service's "now" (the test clock when set): set on load, advanced at each cut-off (`CLOCK.TICK`). */
  nowMs: number | undefined;
  /** `deliveries/possible-dates` failed: the customer sees it with a retry (issue 30: it was silent). */
  datesFailed: boolean;
  /** A cut-off passed: the dates are read again once the form is idle. */
  datesStale: boolean;
  /** The dates were (re)read: the first delivery is checked against them once the form is idle. */
  datesToCheck: boolean;
  /** What was done about a first delivery whose cut-off passed ('Приём заказов на … закрылся. …'). */
  dateNotice: string | undefined;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  /** From the invoked payment machine: how it ended ('failed': nothing was charged). */
  | PaymentReport
  /** The page came back from the back-forward cache (the page-lifecycle port): ask the order again. */
  | { type: 'PAGE.RESTORED' }
  /** Back from the bank's 3-D Secure page: pay by SBP instead of waiting for the bank's window (where SBP is offered). */
  | { type: 'PAY.SBP_INSTEAD' }
  | { type: 'PROFILE.CHANGE'; field: 'firstName' | 'lastName' | 'email'; value: string }
  | { type: 'METHOD.SELECT'; method: PaymentMethod }
  | { type: 'SAFE_DELIVERY.TOGGLE'; value: boolean }
  | { type: 'COURIER_COMMENT.CHANGE'; value: string }
  | { type: 'DRINKS.ADD'; count: number }
  | { type: 'DRINKS.DROP' }
  | { type: 'DATE.SELECT'; date: string; from: string; to: string; interval: 'morning' | 'evening'; title?: string }
  | { type: 'ADDRESS.SELECT_SAVED'; addressId: string }
  | { type: 'ADDRESS.SUBMIT'; address: AddressInfo }
  /** Any event of the invoked address machine (suggestions, 'new', flat of the form …). */
  | { type: 'ADDRESS'; event: AddressEvent }
  /** From the invoked address machine. */
  | { type: 'ADDRESS.REPORT'; report: AddressReport }
  | { type: 'FLAT.CHANGE'; value: string }
  /** From the invoked promocode machine. */
  | { type: 'PROMO.APPLIED' }
  /** The applied code was taken off: the order is read again, the preset code forgotten. */
  | { type: 'PROMO.REMOVED' }
  /** The card does not go with the applied promo code: SBP, with the server's message (order-funnel §6). */
  /** The customer edits the new-card form: a decline's text no longer describes what is typed (issue 30). */
  | { type: 'CARD.EDIT' }
  /** From the cut-off clock: a window just closed (the service's "now"). */
  | { type: 'CLOCK.TICK'; nowMs: number }
  /** The possible dates failed to load: read them again. */
  | { type: 'DATES.RETRY' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  | { type: 'CLOSE' }
  /** A cancelled order: start a new one ('Оформить новый'). */
  | { type: 'NEW_ORDER' }
  | { type: 'CONFIRM_ORDER' }
  | { type: 'CONFIRM_DELIVERY' }
  /** The card form's reader goes with PAY to the payment machine; it is never kept. */
  | { type: 'PAY'; card?: CardSource | undefined };

export interface CheckoutLoaded {
  order: Order;
  profile: Profile | undefined;
  drinks: DrinksInfo | undefined;
  dates: Record<string, IntervalOption[]>;
  /** The leave banner's code, kept in storage: the promocode input starts with it. */
  promoCode?: string | undefined;
  /** `#promo` in the URL: the promocode input takes the focus. */
  promoFocus?: boolean;
  /** An SBP payment of this order waits for the bank (kept by hid): reopen it after a reload. */
  sbpPending?: boolean;
  /** The pending-charge marker of this order (`payment.pending.ts`): ask before offering to pay. */
  chargePending?: PendingCharge | undefined;
  /** The VK Pay port can pay (false when no adapter is configured). */
  vkPayAvailable?: boolean;
  line?: LineFacts | undefined;
  today?: string | undefined;
  /** The service's "now" when loaded (the test clock when set). */
  nowMs?: number | undefined;
  /** `deliveries/possible-dates` failed (the dates are then `{}`). */
  datesFailed?: boolean;
  /** The e-mail edit, comment and safe-delivery tick typed before a reload (`checkout.draft.ts`). */
  draft?: CheckoutDraft | undefined;
}

export interface PrepareInput {
  hid: string;
  firstName: string;
  lastName: string;
  email: string;
  profile: Profile | undefined;
  /** The chosen saved address and its flat when the flat changed. */
  flat: { clientAddressId_H: string; flat: string } | undefined;
  safeDelivery: { comment: string } | undefined;
  /**
   * The card form's reader from PAY, handed on untouched to the payment machine's PAY once the
   * details are saved. A function: the card data itself is read only by the payment machine.
   */
  card: CardSource | undefined;
  /** SBP is offered on this payment (chosen, or the way out of a 3-D Secure wait): its machine's code is loaded first. */
  sbpOffered: boolean;
}

export interface PrepareOutput {
  profile: Profile | undefined;
  /** The name or e-mail was saved (`client-profile/set`): the session is told the new profile. */
  saved: boolean;
  card: CardSource | undefined;
}
