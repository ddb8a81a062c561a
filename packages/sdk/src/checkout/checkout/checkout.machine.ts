import { assign, sendTo, setup } from 'xstate';
import type { IntervalOption, Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import type { AddressEvent, AddressReport } from '../address/address.machine';
import { checkoutActors } from './checkout.actors';
import { checkoutGuards } from './checkout.guards';
import { dateAction, dateNotice, nextOpenDate } from './checkout.dates';
import {
  applyAddressReport,
  applyLoaded,
  applyOrder,
  drinksAdded,
  checkoutErrorText,
  paymentInputOf,
  dateOf,
  initialContext,
  prepareInput,
  preparedCard,
  sbpInputOf,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutLoaded,
  type PendingDate,
  type PrepareOutput,
} from './checkout.actions';
import { COURIER_COMMENT_MAX } from './checkout.draft';
import { firstDelivery, isCustomOrder, presetPromoInput, savedCardIdOf, type PaymentMethod } from './checkout.rules';

export type { AddressCheckState, CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutLoaded, PendingDate, PrepareInput, PrepareOutput } from './checkout.actions';
export { firstDelivery, payGate, type PayGate } from './checkout.rules';

/**
 * The single-step checkout (order-funnel §2 "Checkout", §4, §5, §8): one actor system per screen.
 * It loads the order, picks the display mode, invokes the address, promocode, reservation-timer and
 * auto-tips machines, and on PAY saves the details, then spawns the payment machine (card, saved
 * card, cash, VK Pay) or the SBP machine with the order's flow, and handles their result (README.md).
 */
export const checkoutMachine = /*#__PURE__*/ setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    // Every child by its id (invoke ids → actor names): without the full map xstate types children
    // with a string index, which the published .d.ts cannot print (TS2411 under skipLibCheck: false).
    children: {} as { addDrinks: 'addDrinks'; address: 'address'; autoTips: 'autoTips'; cancelOrder: 'cancelOrder'; confirmDelivery: 'confirmDelivery'; confirmOrder: 'confirmOrder'; cutoffClock: 'cutoffClock'; dropDrinks: 'dropDrinks'; load: 'load'; pageLifecycle: 'pageLifecycle'; payment: 'payment'; possibleDates: 'possibleDates'; prepare: 'prepare'; promocode: 'promocode'; reloadOrder: 'reloadOrder'; reservationTimer: 'reservationTimer'; sbp: 'sbp'; updateDate: 'updateDate' },
  },
  actors: checkoutActors,
  guards: checkoutGuards,
  actions: {
    applyLoaded: assign(({ context }, loaded: CheckoutLoaded) => applyLoaded(context, loaded)),
    applyOrder: assign(({ context }, order: Order) => applyOrder(context, order)),
    applyAddressReport: assign(({ context }, report: AddressReport) => applyAddressReport(context, report)),
    assignError: assign((_, params: { error: unknown }) => ({ error: checkoutErrorText(params.error) })),
    assignProfileField: assign((_, params: { field: 'firstName' | 'lastName' | 'email'; value: string }) => ({ [params.field]: params.value, touched: true })),
    /** Choosing cash turns safe delivery off. */
    selectMethod: assign(({ context }, params: { method: PaymentMethod }) => ({
      method: params.method,
      notice: undefined,
      paymentError: undefined,
      safeDelivery: params.method === 'cash' ? false : context.safeDelivery,
    })),
    noticeCashWithDrinks: assign({ notice: PAYMENT_MESSAGES.cashWithDrinks }),
    /** Adding drinks while cash is chosen switches to card. */
    leaveCashForDrinks: assign(({ context }) => (context.method === 'cash' ? { method: 'creditCard' as const, notice: PAYMENT_MESSAGES.cashWithDrinks } : {})),
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
      params.dates ? { dates: params.dates, datesFailed: false, datesStale: false, datesToCheck: true } : { datesFailed: true, datesStale: false, datesToCheck: true },
    ),
    clearDateNotice: assign({ dateNotice: undefined }),
    /** The customer kept a first delivery whose cut-off passed: paying waits for another day. */
    noticeIfClosed: assign(({ context }) => (dateAction(context) === 'open' ? {} : { dateNotice: dateNotice(context, 'closed') })),
    dropDate: assign({ pendingDate: undefined }),
    assignFlat: assign((_, params: { value: string }) => ({ flat: params.value })),
    assignProfile: assign(({ context }, params: { profile: Profile | undefined }) => ({ profile: params.profile ?? context.profile })),
    forwardToAddress: sendTo('address', (_, event: AddressEvent) => event),
    syncAddressOrder: sendTo('address', ({ context }) => ({ type: 'ORDER.UPDATED' as const, order: context.order as Order })),
    syncPromoOrder: sendTo('promocode', ({ context }) => ({ type: 'ORDER.CHANGED' as const, orderId_H: context.hid })),
    /** A card refused for the promo code: SBP, with the server's message (order-funnel §6). */
    forceSbp: assign((_, params: { message: string }) => ({ method: 'sbp' as const, notice: params.message, paymentError: undefined })),
    /**
     * The payment failed: its text under the form (the view keeps the card form, minus the CVV), or,
     * for a card refused for the promo code, SBP with the server's message (order-funnel §6).
     */
    failPayment: assign(({ context }, report: { error: string; forceSbp: boolean }) => {
      if (report.forceSbp) return { method: 'sbp' as const, notice: report.error, paymentError: undefined, paymentFailures: context.paymentFailures + 1, chargePending: undefined };
      return { paymentError: report.error, paymentFailures: context.paymentFailures + 1, chargePending: undefined };
    }),
    clearPaymentError: assign({ paymentError: undefined, error: undefined }),
    /** A new card is being typed: the last decline is about the old one. */
    clearDecline: assign({ paymentError: undefined }),
    clearNotice: assign({ notice: undefined }),
    /** The saved details are in; the card reader from PAY goes to the payment machine's PAY. */
    startPayment: sendTo('payment', (_, params: { card: PrepareOutput['card'] }) => ({ type: 'PAY' as const, ...(params.card ? { card: params.card } : {}) })),
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
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  invoke: { id: 'pageLifecycle', src: 'pageLifecycle' },
  on: { 'PAGE.RESTORED': { target: '.loading', actions: assign({ paymentError: undefined, error: undefined }) } }, // back-forward cache: ask the order again, as a new page (issue 36)
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: { target: 'routing', actions: { type: 'applyLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    routing: {
      always: [
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'deliveryAlreadyConfirmed', target: 'deliveryConfirmed' },
        { guard: 'wantsDeliveryConfirmation', target: 'deliveryConfirmation' },
        { guard: 'wantsOrderConfirmation', target: 'orderConfirmation' },
        { target: 'normal' },
      ],
    },
    cancelled: { on: { CLOSE: { actions: 'close' }, NEW_ORDER: { actions: 'goToNewOrder' } } },
    paid: { entry: 'goToSuccess' },
    deliveryConfirmed: {},
    deliveryConfirmation: {
      initial: 'idle',
      states: {
        idle: { on: { CONFIRM_DELIVERY: 'confirming' } },
        confirming: {
          invoke: {
            id: 'confirmDelivery',
            src: 'confirmDelivery',
            input: ({ context }) => ({ deliveryId_H: context.query.deliveryIdH ?? '' }),
            onDone: { target: '#checkout.deliveryConfirmed', actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, 'toastDeliveryConfirmed'] },
            onError: { target: 'idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    orderConfirmation: {
      initial: 'idle',
      states: {
        idle: { on: { CONFIRM_ORDER: 'confirming' } },
        confirming: {
          invoke: {
            id: 'confirmOrder',
            src: 'confirmOrder',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: '#checkout.normal', actions: { type: 'applyOrder', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    normal: {
      initial: 'idle',
      invoke: [
        {
          id: 'address',
          src: 'address',
          input: ({ context }) => ({ order: context.order as Order, saved: context.profile?.addresses ?? [], cityId: context.order?.city_id }),
        },
        {
          id: 'promocode',
          src: 'promocode',
          input: ({ context }) => ({
            orderId_H: context.hid,
            ...(context.order ? { order: context.order } : {}),
            // The preset code (leave banner, promotion) applies itself; an order that has it shows it applied.
            ...presetPromoInput(context.promoCode, context.order),
            focus: context.promoFocus,
          }),
        },
        { id: 'reservationTimer', src: 'reservationTimer', input: {} },
        { id: 'cutoffClock', src: 'cutoffClock', input: ({ context }) => ({ nowMs: context.nowMs ?? Date.now() }) },
        { id: 'autoTips', src: 'autoTips', input: ({ context }) => ({ cardId: savedCardIdOf(context.profile), cardMask: (context.profile?.card ?? context.profile?.recurrentCard)?.mask, open: Boolean(context.query.openAutotips) }) },
      ],
      on: {
        CLOSE: { actions: 'close' },
        'ADDRESS.REPORT': [
          {
            guard: { type: 'isRecreated', params: ({ event }) => ({ report: event.report }) },
            actions: [{ type: 'applyAddressReport', params: ({ event }) => event.report }, 'replaceHid', 'syncPromoOrder'],
          },
          { actions: { type: 'applyAddressReport', params: ({ event }) => event.report } },
        ],
        'ADDRESS.SELECT_SAVED': { actions: { type: 'forwardToAddress', params: ({ event }) => ({ type: 'SELECT', id: event.addressId }) } },
        'ADDRESS.SUBMIT': { actions: { type: 'forwardToAddress', params: ({ event }) => ({ type: 'SUBMIT.INFO', address: event.address }) } },
        ADDRESS: { actions: { type: 'forwardToAddress', params: ({ event }) => event.event } },
        'FLAT.CHANGE': { actions: { type: 'assignFlat', params: ({ event }) => ({ value: event.value }) } },
        'PROMO.CARD_INCOMPATIBLE': { actions: { type: 'forceSbp', params: ({ event }) => ({ message: event.message }) } },
        // A window just closed: the dates are read again once the form is idle (issue 30).
        'CLOCK.TICK': { actions: { type: 'tick', params: ({ event }) => ({ nowMs: event.nowMs }) } },
      },
      states: {
        idle: {
          always: [
            // An SBP payment kept by hid (a reload while waiting for the bank): its screens again;
            // the SBP machine resumes polling by itself.
            { guard: 'sbpPending', target: 'paying.sbp', actions: assign({ sbpPending: false, method: 'sbp' as const }) },
            { guard: 'chargePending', target: 'paying.payment.resumed' }, // a charge left on the wire or at the bank's page: ask first (issue 36)
            { guard: 'datesStale', target: 'readingDates' },
            // The first delivery's cut-off passed: moved to the first open day, or (a custom order) asked first.
            { guard: { type: 'dateCheck', params: { action: 'ask' } }, target: 'confirmingDate', actions: 'checkDate' },
            { guard: { type: 'dateCheck', params: { action: 'move' } }, target: 'updatingDate', actions: 'checkDate' },
            { guard: { type: 'dateCheck', params: { action: 'any' } }, actions: 'checkDate' },
          ],
          on: {
            'DATES.RETRY': 'readingDates',
            'PROFILE.CHANGE': { actions: [{ type: 'assignProfileField', params: ({ event }) => ({ field: event.field, value: event.value }) }, 'saveDraft'] },
            'METHOD.SELECT': [
              { guard: { type: 'cashBlockedByDrinks', params: ({ event }) => ({ method: event.method }) }, actions: 'noticeCashWithDrinks' },
              { guard: { type: 'methodAvailable', params: ({ event }) => ({ method: event.method }) }, actions: [{ type: 'selectMethod', params: ({ event }) => ({ method: event.method }) }, 'saveDraft'] },
            ],
            'SAFE_DELIVERY.TOGGLE': { actions: [{ type: 'toggleSafeDelivery', params: ({ event }) => ({ value: event.value }) }, 'saveDraft'] },
            'COURIER_COMMENT.CHANGE': { actions: [{ type: 'assignComment', params: ({ event }) => ({ value: event.value }) }, 'saveDraft'] },
            'DRINKS.ADD': { guard: 'canAddDrinks', target: 'addingDrinks', actions: ['leaveCashForDrinks', { type: 'holdDrinks', params: ({ event }) => ({ count: event.count }) }] },
            'DRINKS.DROP': { guard: 'hasDrinks', target: 'droppingDrinks' },
            'DATE.SELECT': [
              { guard: 'isCustomOrder', target: 'confirmingDate', actions: [{ type: 'holdDate', params: ({ event }) => dateOf(event) }, 'clearDateNotice'] },
              { target: 'updatingDate', actions: [{ type: 'holdDate', params: ({ event }) => dateOf(event) }, 'clearDateNotice'] },
            ],
            'PROMO.APPLIED': { target: 'reloading' },
            'CARD.EDIT': { actions: 'clearDecline' },
            'PROMO.REMOVED': { target: 'reloading', actions: 'forgetPresetPromo' },
            CANCEL: 'confirmingCancel',
            PAY: { guard: 'canPay', target: 'paying', actions: 'clearPaymentError' },
          },
        },
        /** `deliveries/possible-dates` again: a cut-off passed, or the first read failed (DATES.RETRY). */
        readingDates: {
          invoke: {
            id: 'possibleDates',
            src: 'possibleDates',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: { type: 'applyDates', params: ({ event }) => ({ dates: event.output }) } },
            onError: { target: 'idle', actions: { type: 'applyDates', params: { dates: undefined } } },
          },
        },
        reloading: {
          invoke: {
            id: 'reloadOrder',
            src: 'reloadOrder',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: { type: 'applyLoaded', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        addingDrinks: {
          invoke: {
            id: 'addDrinks',
            src: 'addDrinks',
            input: ({ context, event }) => ({ hid: context.hid, count: event.type === 'DRINKS.ADD' ? event.count : 1 }),
            // The count changes with the order the server answers (the summary's drinks line and the ration's price move together).
            onDone: {
              target: 'idle',
              actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, { type: 'assignDrinksCount', params: ({ context }) => ({ count: drinksAdded(context) + context.drinksAdding }) }, 'syncAddressOrder'],
            },
            onError: { target: 'reloading', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        droppingDrinks: {
          invoke: {
            id: 'dropDrinks',
            src: 'dropDrinks',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, { type: 'assignDrinksCount', params: { count: 0 } }, 'clearNotice'] },
            onError: { target: 'reloading', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDate: {
          // order-funnel §4: 'Вы потеряете некоторые изменения меню' / 'Хотите перенести доставку?'
          on: { CONFIRM: 'updatingDate', DISMISS: { target: 'idle', actions: ['dropDate', 'noticeIfClosed'] } },
        },
        updatingDate: {
          invoke: {
            id: 'updateDate',
            src: 'updateDate',
            input: ({ context }) => ({
              hid: context.hid,
              deliveryId_H: firstDelivery(context.order)?.id_H ?? '',
              date: context.pendingDate ?? { date: '', from: '', to: '', type: 'evening' },
              isCustomOrder: isCustomOrder(context.order),
            }),
            onDone: { target: 'idle', actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, 'dropDate', 'toastTimeChanged', 'syncAddressOrder'] },
            onError: { target: 'idle', actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'dropDate'] },
          },
        },
        confirmingCancel: { on: { CONFIRM: 'cancelling', DISMISS: 'idle' } },
        cancelling: {
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: [
              { guard: 'isLongate', target: '#checkout.cancelled', actions: ['toastCancelled', 'goToIndex'] },
              { target: '#checkout.cancelled', actions: 'toastCancelled' },
            ],
            onError: { target: 'idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** A second PAY has no handler in here: one press, one payment. */
        paying: {
          initial: 'preparing',
          states: {
            /** Saves what the payment needs first: new profile fields, a changed flat, safe delivery. */
            preparing: {
              invoke: {
                id: 'prepare',
                src: 'prepare',
                input: ({ context, event }) => prepareInput(context, event.type === 'PAY' ? event.card : undefined),
                onDone: [
                  { guard: 'paysBySbp', target: 'sbp', actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output.profile }) } },
                  { target: 'payment', actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.output.profile }) } },
                ],
                onError: { target: '#checkout.normal.idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            /** Card, saved card, cash or VK Pay: the payment machine, with the order's flow. */
            payment: {
              invoke: {
                id: 'payment',
                src: 'payment',
                input: ({ context }) => paymentInputOf(context),
                // Paid, or off to the bank's 3-D Secure page: the payment machine navigates.
                onDone: 'finished',
                // Its `failed` state: nothing was charged. (Processing / uncertain stay here: no new payment.)
                onSnapshot: {
                  guard: { type: 'paymentFailed', params: ({ event }) => ({ failed: event.snapshot.value === 'failed' }) },
                  target: '#checkout.normal.idle',
                  actions: {
                    type: 'failPayment',
                    params: ({ event }) => ({ error: event.snapshot.context.error ?? PAYMENT_MESSAGES.default, forceSbp: event.snapshot.context.forceSbp }),
                  },
                },
              },
              on: { 'PAY.SBP_INSTEAD': { guard: { type: 'methodAvailable', params: { method: 'sbp' } }, target: 'sbp', actions: assign({ method: 'sbp' as const, chargePending: undefined }) } }, // SBP instead of the 3-D Secure wait
              initial: 'charging',
              states: {
                // Entered from prepare's done event, which carries PAY's card reader on.
                charging: {
                  entry: { type: 'startPayment', params: ({ event }) => ({ card: preparedCard(event) }) },
                },
                resumed: {}, // started from the pending-charge marker: the payment machine asks the order itself
              },
            },
            /** The SBP screens; closing them returns to the form. */
            sbp: {
              invoke: { id: 'sbp', src: 'sbp', input: ({ context }) => sbpInputOf(context), onDone: 'finished' },
              on: { DISMISS: '#checkout.normal.idle' },
            },
            finished: {},
          },
        },
      },
    },
  },
});

/**
 * The checkout machine's public type: a name (in .d.ts files and hovers, e.g. on
 * `mealflow.machines.checkout`) for its inferred type. It follows the machine by itself: nothing
 * here changes when the machine's states, events or children do.
 */
export interface CheckoutMachine extends CheckoutLogic {}
type CheckoutLogic = typeof checkoutMachine;
