import { assign } from 'xstate';
import type { Order } from '../../api/schemas/order';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import { drinksAdded, paymentInputOf, dateOf, initialContext, prepareInput, preparedCard, sbpInputOf } from './checkout.actions';
import { firstDelivery, isCustomOrder, presetPromoInput, savedCardIdOf } from './checkout.rules';
import { checkoutSetup } from './checkout.setup';
import { loadable } from '../../shared/loadable';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { CheckoutStateValue } from '../../machine-states';
import type { CheckoutContext, CheckoutEvent, CheckoutInput } from './checkout.actions';
import type { CheckoutChildLogic } from './checkout.actors';

export type {
  AddressCheckState,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutLoaded,
  PendingDate,
  PrepareInput,
  PrepareOutput,
} from './checkout.actions';
export { firstDelivery, payGate, type PayGate } from './checkout.rules';

/**
 * The single-step checkout (order-funnel §2 "Checkout", §4, §5, §8): one actor system per screen.
 * It loads the order, picks the display mode, invokes the address, promocode, reservation-timer and
 * auto-tips machines, and on PAY saves the details, then spawns the payment machine (card, saved
 * card, cash, VK Pay) or the SBP machine with the order's flow, and handles their result (README.md).
 */
/** loading → routing, or failed with RETRY (`shared/loadable.ts`). */
const checkoutLoading = /*#__PURE__*/ loadable(
  checkoutSetup,
  {
    id: 'load',
    src: 'load',
    input: ({ context }) => ({ hid: context.hid }),
    onDone: { actions: { type: 'applyLoaded', params: ({ event }) => event.output } },
    onError: { actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
  },
  { error: 'failed', ready: 'routing' },
);

export const checkoutLogic = /*#__PURE__*/ checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  invoke: { id: 'pageLifecycle', src: 'pageLifecycle' },
  on: { 'PAGE.RESTORED': { target: '.loading', actions: assign({ paymentError: undefined, error: undefined }) } }, // back-forward cache: ask the order again, as a new page (issue 36)
  states: {
    ...checkoutLoading,
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
            onDone: {
              target: '#checkout.deliveryConfirmed',
              actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, 'toastDeliveryConfirmed'],
            },
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
          input: ({ context }) => ({
            order: context.order as Order,
            saved: context.profile?.addresses ?? [],
            cityId: context.order?.city_id,
          }),
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
        {
          id: 'autoTips',
          src: 'autoTips',
          input: ({ context }) => ({
            cardId: savedCardIdOf(context.profile),
            cardMask: (context.profile?.card ?? context.profile?.recurrentCard)?.mask,
            open: Boolean(context.query.openAutotips),
          }),
        },
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
        'ADDRESS.SUBMIT': {
          actions: { type: 'forwardToAddress', params: ({ event }) => ({ type: 'SUBMIT.INFO', address: event.address }) },
        },
        ADDRESS: { actions: { type: 'forwardToAddress', params: ({ event }) => event.event } },
        'FLAT.CHANGE': { actions: { type: 'assignFlat', params: ({ event }) => ({ value: event.value }) } },
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
            'PROFILE.CHANGE': {
              actions: [{ type: 'assignProfileField', params: ({ event }) => ({ field: event.field, value: event.value }) }, 'saveDraft'],
            },
            'METHOD.SELECT': [
              {
                guard: { type: 'cashBlockedByDrinks', params: ({ event }) => ({ method: event.method }) },
                actions: 'noticeCashWithDrinks',
              },
              {
                guard: { type: 'methodAvailable', params: ({ event }) => ({ method: event.method }) },
                actions: [{ type: 'selectMethod', params: ({ event }) => ({ method: event.method }) }, 'saveDraft'],
              },
            ],
            'SAFE_DELIVERY.TOGGLE': {
              actions: [{ type: 'toggleSafeDelivery', params: ({ event }) => ({ value: event.value }) }, 'saveDraft'],
            },
            'COURIER_COMMENT.CHANGE': {
              actions: [{ type: 'assignComment', params: ({ event }) => ({ value: event.value }) }, 'saveDraft'],
            },
            'DRINKS.ADD': {
              guard: 'canAddDrinks',
              target: 'addingDrinks',
              actions: ['leaveCashForDrinks', { type: 'holdDrinks', params: ({ event }) => ({ count: event.count }) }],
            },
            'DRINKS.DROP': { guard: 'hasDrinks', target: 'droppingDrinks' },
            'DATE.SELECT': [
              {
                guard: 'isCustomOrder',
                target: 'confirmingDate',
                actions: [{ type: 'holdDate', params: ({ event }) => dateOf(event) }, 'clearDateNotice'],
              },
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
          tags: ['busy'],
          invoke: {
            id: 'possibleDates',
            src: 'possibleDates',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: { type: 'applyDates', params: ({ event }) => ({ dates: event.output }) } },
            onError: { target: 'idle', actions: { type: 'applyDates', params: { dates: undefined } } },
          },
        },
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadOrder',
            src: 'reloadOrder',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: { type: 'applyLoaded', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        addingDrinks: {
          tags: ['busy'],
          invoke: {
            id: 'addDrinks',
            src: 'addDrinks',
            input: ({ context, event }) => ({ hid: context.hid, count: event.type === 'DRINKS.ADD' ? event.count : 1 }),
            // The count changes with the order the server answers (the summary's drinks line and the ration's price move together).
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyOrder', params: ({ event }) => event.output },
                { type: 'assignDrinksCount', params: ({ context }) => ({ count: drinksAdded(context) + context.drinksAdding }) },
                'syncAddressOrder',
              ],
            },
            onError: { target: 'reloading', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        droppingDrinks: {
          tags: ['busy'],
          invoke: {
            id: 'dropDrinks',
            src: 'dropDrinks',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyOrder', params: ({ event }) => event.output },
                { type: 'assignDrinksCount', params: { count: 0 } },
                'clearNotice',
              ],
            },
            onError: { target: 'reloading', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingDate: {
          // order-funnel §4: 'Вы потеряете некоторые изменения меню' / 'Хотите перенести доставку?'
          on: { CONFIRM: 'updatingDate', DISMISS: { target: 'idle', actions: ['dropDate', 'noticeIfClosed'] } },
        },
        updatingDate: {
          tags: ['busy'],
          invoke: {
            id: 'updateDate',
            src: 'updateDate',
            input: ({ context }) => ({
              hid: context.hid,
              deliveryId_H: firstDelivery(context.order)?.id_H ?? '',
              date: context.pendingDate ?? { date: '', from: '', to: '', type: 'evening' },
              isCustomOrder: isCustomOrder(context.order),
            }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'applyOrder', params: ({ event }) => event.output }, 'dropDate', 'toastTimeChanged', 'syncAddressOrder'],
            },
            onError: { target: 'idle', actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'dropDate'] },
          },
        },
        confirmingCancel: { on: { CONFIRM: 'cancelling', DISMISS: 'idle' } },
        cancelling: {
          tags: ['busy'],
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
          tags: ['busy', 'paying'],
          initial: 'preparing',
          states: {
            /** Saves what the payment needs first: new profile fields, a changed flat, safe delivery. */
            preparing: {
              invoke: {
                id: 'prepare',
                src: 'prepare',
                input: ({ context, event }) => prepareInput(context, event.type === 'PAY' ? event.card : undefined),
                onDone: [
                  {
                    guard: 'paysBySbp',
                    target: 'sbp',
                    actions: [
                      { type: 'tellSession', params: ({ event }) => event.output },
                      { type: 'assignProfile', params: ({ event }) => ({ profile: event.output.profile }) },
                    ],
                  },
                  {
                    target: 'payment',
                    actions: [
                      { type: 'tellSession', params: ({ event }) => event.output },
                      { type: 'assignProfile', params: ({ event }) => ({ profile: event.output.profile }) },
                    ],
                  },
                ],
                onError: {
                  target: '#checkout.normal.idle',
                  actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                },
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
              },
              on: {
                // It reports 'failed': nothing was charged. (Processing / uncertain stay here: no new payment.)
                'payment.result': {
                  guard: { type: 'paymentFailed', params: ({ event }) => ({ failed: event.status === 'failed' }) },
                  target: '#checkout.normal.idle',
                  actions: {
                    type: 'failPayment',
                    params: ({ event }) => ({
                      error: event.status === 'failed' ? event.error : PAYMENT_MESSAGES.default,
                      forceSbp: event.status === 'failed' && event.forceSbp,
                    }),
                  },
                },
                'PAY.SBP_INSTEAD': {
                  guard: { type: 'methodAvailable', params: { method: 'sbp' } },
                  target: 'sbp',
                  actions: assign({ method: 'sbp' as const, chargePending: undefined }),
                },
              }, // SBP instead of the 3-D Secure wait
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

/** The checkout machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CheckoutMachine extends PublicMachine<
  CheckoutContext,
  CheckoutEvent,
  CheckoutStateValue,
  {
    input: CheckoutInput;
    children: Children<CheckoutChildLogic>;
  }
> {}
export const checkoutMachine: CheckoutMachine = checkoutLogic;
