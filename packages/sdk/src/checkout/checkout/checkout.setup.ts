import { assign, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { IntervalOption, Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import type { AddressEvent, AddressReport } from '../address/address.machine';
import { checkoutActors } from './checkout.actors';
import { checkoutGuards } from './checkout.guards';
import { dateAction, dateNotice, nextOpenDate } from './checkout.dates';
import { applyAddressReport, applyLoaded, applyOrder, checkoutErrorText, type PendingDate } from './checkout.actions';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutLoaded, PrepareOutput } from './checkout.types';
import { COURIER_COMMENT_MAX } from './checkout.draft';
import { type PaymentMethod } from './checkout.rules';
import type { MachineTag } from '../../shared/tags';

/** The checkout machine's setup (types, actors, guards, actions); its states are in `checkout.machine.ts`. */
export const checkoutSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    // Every child by its id (invoke ids → actor names): without the full map xstate types children
    // with a string index, which the published .d.ts cannot print (TS2411 under skipLibCheck: false).
    children: {} as {
      addDrinks: 'addDrinks';
      address: 'address';
      autoTips: 'autoTips';
      cancelOrder: 'cancelOrder';
      confirmDelivery: 'confirmDelivery';
      confirmOrder: 'confirmOrder';
      cutoffClock: 'cutoffClock';
      dropDrinks: 'dropDrinks';
      load: 'load';
      pageLifecycle: 'pageLifecycle';
      payment: 'payment';
      possibleDates: 'possibleDates';
      prepare: 'prepare';
      promocode: 'promocode';
      reloadOrder: 'reloadOrder';
      reservationTimer: 'reservationTimer';
      sbp: 'sbp';
      updateDate: 'updateDate';
    },
  },
  actors: checkoutActors,
  guards: checkoutGuards,
  actions: {
    applyLoaded: assign(({ context }, loaded: CheckoutLoaded) => applyLoaded(context, loaded)),
    applyOrder: assign(({ context }, order: Order) => applyOrder(context, order)),
    applyAddressReport: assign(({ context }, report: AddressReport) => applyAddressReport(context, report)),
    assignError: assign((_, params: { error: unknown }) => ({ error: checkoutErrorText(params.error) })),
    assignProfileField: assign((_, params: { field: 'firstName' | 'lastName' | 'email'; value: string }) => ({
      [params.field]: params.value,
      touched: true,
    })),
    /** Choosing cash turns safe delivery off. */
    selectMethod: assign(({ context }, params: { method: PaymentMethod }) => ({
      method: params.method,
      notice: undefined,
      paymentError: undefined,
      safeDelivery: params.method === 'cash' ? false : context.safeDelivery,
    })),
    noticeCashWithDrinks: assign({ notice: PAYMENT_MESSAGES.cashWithDrinks }),
    /** Adding drinks while cash is chosen switches to card. */
    leaveCashForDrinks: assign(({ context }) =>
      context.method === 'cash' ? { method: 'creditCard' as const, notice: PAYMENT_MESSAGES.cashWithDrinks } : {},
    ),
    assignDrinksCount: assign(({ context }, params: { count: number }) =>
      context.drinks ? { drinks: { ...context.drinks, alreadyAddedCount: params.count, addedCount: params.count } } : {},
    ),
    holdDrinks: assign((_, params: { count: number }) => ({ drinksAdding: params.count })),
    toggleSafeDelivery: assign(({ context }, params: { value: boolean }) => ({ safeDelivery: params.value && context.method !== 'cash' })),
    assignComment: assign((_, params: { value: string }) => ({ courierComment: params.value.slice(0, COURIER_COMMENT_MAX) })),
    holdDate: assign((_, date: PendingDate) => ({ pendingDate: date })),
    /** The first delivery was checked against the dates; what was done (moved, asked, closed) is told. */
    checkDate: assign(({ context }) => {
      const action = dateAction(context);
      const next = action === 'move' || action === 'ask' ? nextOpenDate(context) : undefined;
      return { datesToCheck: false, dateNotice: dateNotice(context, action), ...(next ? { pendingDate: next } : {}) };
    }),
    tick: assign((_, params: { nowMs: number }) => ({ nowMs: params.nowMs, datesStale: true })),
    applyDates: assign((_, params: { dates: Record<string, IntervalOption[]> | undefined }) =>
      params.dates
        ? { dates: params.dates, datesFailed: false, datesStale: false, datesToCheck: true }
        : { datesFailed: true, datesStale: false, datesToCheck: true },
    ),
    clearDateNotice: assign({ dateNotice: undefined }),
    /** The customer kept a first delivery whose cut-off passed: paying waits for another day. */
    noticeIfClosed: assign(({ context }) => (dateAction(context) === 'open' ? {} : { dateNotice: dateNotice(context, 'closed') })),
    dropDate: assign({ pendingDate: undefined }),
    assignFlat: assign((_, params: { value: string }) => ({ flat: params.value })),
    assignProfile: assign(({ context }, params: { profile: Profile | undefined }) => ({ profile: params.profile ?? context.profile })),
    /** Paying saved the name or e-mail: the session keeps the new profile (the header shows the name at once). */
    tellSession: ({ context }, prepared: PrepareOutput) => {
      if (prepared.saved && prepared.profile) context.session?.send({ type: 'PROFILE.UPDATED', profile: prepared.profile });
    },
    forwardToAddress: sendTo('address', (_, event: AddressEvent) => event),
    syncAddressOrder: sendTo('address', ({ context }) => ({ type: 'ORDER.UPDATED' as const, order: context.order as Order })),
    syncPromoOrder: sendTo('promocode', ({ context }) => ({ type: 'ORDER.CHANGED' as const, orderId_H: context.hid })),
    /**
     * The payment failed: its text under the form (the view keeps the card form, minus the CVV), or,
     * for a card refused for the promo code, SBP with the server's message (order-funnel §6).
     */
    failPayment: assign(({ context }, report: { error: string; forceSbp: boolean }) => {
      if (report.forceSbp)
        return {
          method: 'sbp' as const,
          notice: report.error,
          paymentError: undefined,
          paymentFailures: context.paymentFailures + 1,
          chargePending: undefined,
        };
      return { paymentError: report.error, paymentFailures: context.paymentFailures + 1, chargePending: undefined };
    }),
    clearPaymentError: assign({ paymentError: undefined, error: undefined }),
    /** A new card is being typed: the last decline is about the old one. */
    clearDecline: assign({ paymentError: undefined }),
    clearNotice: assign({ notice: undefined }),
    /** The saved details are in; the card reader from PAY goes to the payment machine's PAY. */
    startPayment: sendTo('payment', (_, params: { card: PrepareOutput['card'] }) => ({
      type: 'PAY' as const,
      ...(params.card ? { card: params.card } : {}),
    })),
    // Provided (ports): the draft in storage, navigation and toasts.
    saveDraft: () => undefined, // the e-mail edit, comment and safe-delivery tick, kept for a reload (checkout.draft.ts)
    goToSuccess: () => undefined,
    goToIndex: () => undefined,
    goToNewOrder: () => undefined,
    forgetPresetPromo: () => undefined, // a removed code is not promised again (storage preset_promocode)
    close: () => undefined,
    replaceHid: () => undefined,
    toastCancelled: () => undefined,
    toastDeliveryConfirmed: () => undefined,
    toastTimeChanged: () => undefined,
  },
});
