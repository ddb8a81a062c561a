import type { Order } from '../../api/schemas/order';
import type { PhoneCountry } from '../../domain/phone';
import type { FunnelCheckoutIn, FunnelFlow, FunnelSelection, OrderChoice } from './funnel.payload';
import type { CreationAttempt } from './funnel.rules';

/** The funnel machine's input, context, events and actor inputs/outputs (see funnel.machine.ts). */

export interface FunnelInput {
  /** The visitor's city (the app's city actor): the phone mask, the catalogue, the SMS's `cityId`. Required. */
  cityId: number;
  /** Default 'standard'. */
  businessProduct?: string;
  /** Default: 'subscribe' for subscription products, else 'newclient'. */
  flow?: FunnelFlow;
  selection?: FunnelSelection;
  /** The visitor is logged in already: the gate is open and no captcha or SMS is needed. */
  loggedIn?: boolean;
  /** Where the form is: the landing (origin 12 when logged in) or elsewhere (13). Default 'landing'. */
  placement?: 'landing' | 'other';
  /** Where the created order's checkout opens (the cabinet's new order: 'dashboard'). Default 'site'. */
  checkoutIn?: FunnelCheckoutIn;
  /** The gift product: the button says 'Заказать подарок'. */
  gift?: boolean;
  /** An offer config is set on the page: no forgotten-order record. */
  hasOfferConfig?: boolean;
  /** The empty-phone message of this form (order-funnel §5). */
  emptyMessage?: string;
  phone?: string;
  /**
   * An order this form created a moment ago (the visitor went to the SMS step or the checkout and
   * came back): the form resumes its countdown, then offers 'Заказать' for the same order.
   */
  resume?: FunnelResume;
}

export interface FunnelResume {
  created: CreatedOrder;
  /** Wall-clock end of the 15-second countdown (ms). */
  countdownDeadline: number;
}

export interface CreatedOrder {
  hid: string;
  /** +79161234567 the order was created for. */
  phone: string;
  /** Where the visitor was sent: the SMS step (anonymous) or the checkout (logged in). */
  target: string;
  /** Where to go after the SMS code is confirmed. */
  afterConfirm: string;
  /** The selection the order was created with (a second 'Заказать' with the same one reuses it). */
  selectionKey: string;
}

export interface FunnelContext {
  cityId: number;
  country: PhoneCountry;
  businessProduct: string;
  flow: FunnelFlow;
  placement: 'landing' | 'other';
  checkoutIn: FunnelCheckoutIn;
  gift: boolean;
  hasOfferConfig: boolean;
  emptyMessage: string;
  selection: FunnelSelection | undefined;
  loggedIn: boolean;
  /** Masked phone as shown in the field. */
  phone: string;
  phoneError: string | undefined;
  /** The failure to show under the form: the gate message, the server's first message, a network text. */
  error: string | undefined;
  /** Whole seconds until the order-ready gate opens (order-funnel §4: 10 s after load); 0 once open. */
  gateLeftS: number;
  /** The gate's message is the one shown: it counts down with `gateLeftS` and goes when the gate opens. */
  gateRefused: boolean;
  /** Every server message of the last failure, in order. */
  errorMessages: readonly string[];
  /** Valid phones already seen by this form (one forgotten-order record each). */
  seenPhones: readonly string[];
  /** An order whose quick stage succeeded (two-stage), waiting for its complete stage. */
  pendingHid: string | undefined;
  /** The creation attempt in progress, or left uncertain (its idempotency key is asked again). */
  attempt: CreationAttempt | undefined;
  created: CreatedOrder | undefined;
  /** The wall-clock deadline of the button countdown (ms), and the last time the machine looked. */
  countdownDeadline: number | undefined;
  now: number;
}

export type FunnelEvent =
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'PHONE.SUBMIT' }
  | { type: 'SELECTION.CHANGE'; selection: FunnelSelection }
  | { type: 'LOGGED_IN' }
  /** A logged-in client's phone from the profile (origin 12): fills the form only while it is empty. */
  | { type: 'PROFILE.PHONE'; value: string };

export type FunnelEmitted = {
  type: 'order.created';
  hid: string;
  phone: string;
  target: string;
  /** What to keep to resume the form when the visitor comes back (`FunnelInput.resume`). */
  resume: FunnelResume | undefined;
};

export interface CreateOrderInput extends OrderChoice {
  /** The gift product: `orders/certificate` with the phone and the certificate days. */
  gift: boolean;
  /** The creation attempt's key: every creation call carries `orderCreationKey(attemptKey, stage)`. */
  attemptKey: string;
  /**
   * The intent the attempt belongs to (phone and plan): the key actually sent is kept in storage under
   * it (`storedIntentKey`), so a reloaded page sends the same key as the attempt it replaces (issue 36).
   */
  attemptScope: string;
}

export interface CreateOrderOutput {
  order: Order;
  /** The quick stage answered: the complete stage still has to run. */
  needsCompletion: boolean;
}

export interface ForgottenOrderInput {
  phone: string;
  cityId: number;
  businessProduct: string;
  menuType: string | undefined;
}
