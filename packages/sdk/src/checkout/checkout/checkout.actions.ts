import { effectFailureText } from '../../shared/effect';

import type { Order } from '../../api/schemas/order';

import { CHECKOUT_VIEW_TEXTS } from '../../domain/checkout-texts';
import { ERROR_MESSAGES } from '../../domain/messages';
import { formatMoney } from '../../domain/money';
import type { AddressCheckState, AddressReport } from '../address/address.machine';
import type { CardSource, PaymentInput, PayMethod } from '../payment/payment.machine';

import type { SbpInput } from '../sbp/sbp.machine';

import type { PendingDate } from './checkout.dates';

export type { PendingDate };
import {
  availableMethods,
  chargedCardIdOf,
  firstDelivery,
  hasFreeDelivery,
  isCustomOrder,
  methodAfterOrderChange,
  paymentFlowOf,
  type MethodFacts,
  type PaymentMethod,
} from './checkout.rules';
import type { CheckoutInput, CheckoutContext, CheckoutLoaded, PrepareInput, PrepareOutput } from './checkout.types';
export type * from './checkout.types';

/**
 * The pure context updates the checkout's named actions apply (the machine file wires them; each
 * takes the context and the action's `params`); its types are in `checkout.types.ts`.
 */

export type { AddressCheckState };

/** The context a checkout starts with. */
export function initialContext(input: CheckoutInput): CheckoutContext {
  return {
    hid: input.hid,
    session: input.session,
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

/** The methods offered now (none before the order is loaded). */
const offeredMethods = (context: CheckoutContext): PaymentMethod[] => {
  const known = methodFacts(context);
  return known ? availableMethods(known) : [];
};

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
    sbpOffered: context.method === 'sbp' || offeredMethods(context).includes('sbp'),
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
