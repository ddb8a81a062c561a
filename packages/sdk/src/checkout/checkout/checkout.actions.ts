import { effectFailureText } from '../../shared/effect';
import type { AddressInfo, DrinksInfo } from '../../api/schemas/checkout';
import type { IntervalOption, Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import { CHECKOUT_VIEW_TEXTS } from '../../domain/checkout-texts';
import { ERROR_MESSAGES } from '../../domain/messages';
import { formatMoney } from '../../domain/money';
import type { AddressCheckState, AddressEvent, AddressReport } from '../address/address.machine';
import type { CardSource, PaymentInput, PaymentReport, PayMethod } from '../payment/payment.machine';
import type { PendingCharge } from '../payment/payment.pending';
import type { SbpInput } from '../sbp/sbp.machine';
import type { CheckoutDraft } from './checkout.draft';
import type { PendingDate } from './checkout.dates';
import type { LineFacts } from './checkout.view';

export type { PendingDate };
import {
  chargedCardIdOf,
  firstDelivery,
  hasFreeDelivery,
  isCustomOrder,
  methodAfterOrderChange,
  paymentFlowOf,
  type CheckoutQuery,
  type CheckoutVariant,
  type MethodFacts,
  type PaymentMethod,
} from './checkout.rules';

/**
 * The checkout's types and the pure context updates its named actions apply (the machine file
 * wires them; each takes the context and the action's `params`).
 */
export interface CheckoutInput {
  hid: string;
  businessProduct?: string;
  variant?: CheckoutVariant;
  query?: CheckoutQuery;
  /** The e-mail is required (requireEmail, order-funnel §5). */
  requireEmail?: boolean;
  /** The method to start with, when offered (the new-client card step `/payment/card`: 'creditCard'). */
  method?: PaymentMethod;
}

export type { AddressCheckState };

export interface CheckoutContext {
  hid: string;
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

/** The context a checkout starts with. */
export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    hid: input.hid,
    businessProduct: input.businessProduct ?? 'standard',
    variant: input.variant ?? 'default',
    query: input.query ?? {},
    requireEmail: input.requireEmail ?? false,
    promoCode: undefined,
    promoFocus: false,
    order: undefined,
    profile: undefined,
    drinks: undefined,
    dates: {},
    firstName: '',
    lastName: '',
    email: '',
    touched: false,
    method: input.method,
    safeDelivery: false,
    courierComment: '',
    drinksAdding: 0,
    addressState: 0,
    addressError: undefined,
    flat: undefined,
    pendingDate: undefined,
    notice: undefined,
    priceNotice: undefined,
    error: undefined,
    paymentError: undefined,
    paymentFailures: 0,
    sbpPending: false,
    chargePending: undefined,
    line: undefined,
    today: undefined,
    nowMs: undefined,
    datesFailed: false,
    datesStale: false,
    datesToCheck: false,
    dateNotice: undefined,
  };
}

export const drinksAdded = (context: Pick<CheckoutContext, 'drinks'>) => context.drinks?.alreadyAddedCount ?? 0;

export const methodFacts = (context: CheckoutContext, order: Order | undefined = context.order): MethodFacts | undefined =>
  order
    ? { order, profile: context.profile, query: context.query, drinksAdded: drinksAdded(context), vkPayAvailable: context.vkPayAvailable }
    : undefined;

/** A step's failure; an effect whose outcome is not known (drinks added) says so, never 'failed' (issue 36). */
export const checkoutErrorText = (error: unknown): string => effectFailureText(error, ERROR_MESSAGES.unknown);

/** The loaded order, profile, drinks and dates; the form keeps what the visitor typed. */
export function applyLoaded(context: CheckoutContext, loaded: CheckoutLoaded): Partial<CheckoutContext> {
  const { order, profile, drinks, dates } = loaded;
  const next: CheckoutContext = {
    ...context,
    promoCode: context.promoCode ?? loaded.promoCode,
    promoFocus: context.promoFocus || Boolean(loaded.promoFocus),
    sbpPending: Boolean(loaded.sbpPending),
    chargePending: loaded.chargePending,
    vkPayAvailable: loaded.vkPayAvailable !== false,
    order,
    profile,
    drinks,
    dates,
    line: loaded.line ?? context.line,
    today: loaded.today ?? context.today,
    nowMs: loaded.nowMs ?? context.nowMs,
    datesFailed: Boolean(loaded.datesFailed),
    datesToCheck: true,
    hid: order.id_H,
    firstName: context.touched ? context.firstName : (profile?.first_name ?? ''),
    lastName: context.touched ? context.lastName : (profile?.last_name ?? ''),
    email: context.touched ? context.email : (loaded.draft?.email ?? profile?.email ?? ''),
    courierComment: context.courierComment || (loaded.draft?.comment ?? ''),
    safeDelivery: context.safeDelivery || Boolean(loaded.draft?.safeDelivery),
    error: undefined,
  };
  const delivery = firstDelivery(order);
  const facts = methodFacts(next);
  const saved = profile?.addresses.find((a) => a.id_H === delivery?.client_address_id_H);
  const method = facts ? methodAfterOrderChange(facts, context.method) : undefined;
  return {
    ...next,
    method,
    safeDelivery: next.safeDelivery && method !== 'cash',
    addressState: delivery?.client_address_id_H ? (context.addressState === 3 ? 3 : 2) : context.addressState,
    flat: context.flat ?? saved?.flat ?? undefined,
  };
}

/** A changed order (drinks, dates, confirmation). */
export function applyOrder(context: CheckoutContext, order: Order): Partial<CheckoutContext> {
  const facts = methodFacts(context, order);
  return { order, hid: order.id_H, method: facts ? methodAfterOrderChange(facts, context.method) : context.method };
}

/** The address machine's news: its check state, a changed order, a recreated (far-region) order. */
export function applyAddressReport(context: CheckoutContext, report: AddressReport): Partial<CheckoutContext> {
  if (report.type === 'address.state') return { addressState: report.checkState, addressError: report.error };
  const order = report.order;
  const delivery = firstDelivery(order);
  const saved = context.profile?.addresses.find((a) => a.id_H === delivery?.client_address_id_H);
  const flat =
    report.type === 'address.changed'
      ? report.isNew
        ? (delivery?.clientAddress?.flat ?? undefined)
        : (saved?.flat ?? undefined)
      : context.flat;
  const recreated = report.type === 'address.recreated' ? { priceNotice: farRegionNotice(context.order, order) } : {};
  return { ...applyOrder(context, order), flat, ...recreated };
}

/**
 * A far-region address recreated the order on the far-region tariff (order-funnel §4): what it costs
 * now, and what it cost (issue 30: the price changed silently). The spec names the recreation, not
 * its words: ours.
 */
export function farRegionNotice(before: Order | undefined, after: Order): string {
  const money = (n: number) => formatMoney(n, after.city_id);
  const delivery = hasFreeDelivery(after) ? undefined : money(after.delivery_price);
  const was = before && before.deb_price !== after.deb_price ? money(before.deb_price) : undefined;
  return CHECKOUT_VIEW_TEXTS.farRegionRepriced(delivery, money(after.deb_price), was);
}

/** The payment machine's input: everything it needs from the checkout, with the order's flow. */
export function paymentInputOf(context: CheckoutContext): PaymentInput {
  const order = context.order;
  return {
    hid: context.hid,
    // The saved external card is paid as a saved card (charge-token) with its own id.
    method: (context.method === 'externalCard' ? 'card' : (context.method ?? 'creditCard')) as PayMethod,
    amount: order?.deb_price ?? 0,
    flow: order ? paymentFlowOf(order, context.profile) : 'newclient',
    savedCardId: chargedCardIdOf(context.method, context.profile),
    email: context.email.trim() || undefined,
    customOrder: isCustomOrder(order),
    resume: context.chargePending,
  };
}

export function sbpInputOf(context: CheckoutContext): SbpInput {
  const order = context.order;
  return {
    hid: context.hid,
    amount: order?.deb_price ?? 0,
    flow: order ? paymentFlowOf(order, context.profile) : 'newclient',
    subscription: Boolean(order?.is_client_subscription),
  };
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
}

export interface PrepareOutput {
  profile: Profile | undefined;
  card: CardSource | undefined;
}

export function prepareInput(context: CheckoutContext, card: CardSource | undefined): PrepareInput {
  const delivery = firstDelivery(context.order);
  const addressId = delivery?.client_address_id_H ?? undefined;
  const savedFlat = context.profile?.addresses.find((a) => a.id_H === addressId)?.flat ?? delivery?.clientAddress?.flat ?? '';
  const flat = context.flat?.trim();
  return {
    hid: context.hid,
    firstName: context.firstName,
    lastName: context.lastName,
    email: context.email,
    profile: context.profile,
    flat: addressId && flat !== undefined && flat !== (savedFlat ?? '') ? { clientAddressId_H: addressId, flat } : undefined,
    safeDelivery: context.safeDelivery && context.method !== 'cash' ? { comment: context.courierComment } : undefined,
    card,
  };
}

/** The card reader riding on prepare's done event (the event `charging` is entered with). */
export function preparedCard(event: object): PrepareOutput['card'] {
  const output = 'output' in event ? (event.output as Partial<PrepareOutput> | undefined) : undefined;
  return output?.card;
}

export function dateOf(event: { date: string; from: string; to: string; interval: 'morning' | 'evening'; title?: string }): PendingDate {
  return { date: event.date, from: event.from, to: event.to, type: event.interval, ...(event.title ? { title: event.title } : {}) };
}
