import { assign, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { errorText } from '../../api/errors';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import type { CardSource, PaymentMachine } from '../../checkout/payment/payment.machine';
import type { SbpMachine } from '../../checkout/sbp/sbp.machine';
import { preferSavedCard } from '../../checkout/payment/payment.rules';
import { isLongationRefusal, isOtherPlan, payMethodsOf, savedCardOf } from './longate.rules';
import type { LongateConfirmed, LongateContext, LongateEvent, LongateInput, LongateLoaded, LongatePayMethod } from './longate.types';
import { effectFailureText } from '../../shared/effect';
import { loadable } from '../../shared/loadable';
import { childSlot } from '../../shared/lazy-child';
import { failure } from '../../shared/event-params';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { LongateStateValue } from '../../machine-states';

/**
 * The extension (longate) flow (personal-cabinet §2.1 'Extension (longate) flow', §4, §8; see
 * README.md): `loading` (`orders/show-for-longate` + the profile) → `ready` | `refused` (not
 * unformed: the server's 'order for longation should be in status 1' in words) | `error` (RETRY).
 * In `ready` the route's page (PAGE) picks the step: the overview and deliveries show the order;
 * `change` switches its plan (`orders/update-price-plan`); `pay` confirms it (`orders/longate`)
 * and hands it to the payment or the SBP machine (flow longate: 3-D Secure returns to /longate);
 * `cancel` cancels it (`orders/cancel`) and goes to Index.
 */

export type { LongateContext, LongateEvent, LongateInput, LongatePage, LongatePayMethod } from './longate.types';

const reject = (name: string) => () => Promise.reject(new Error(`longate: actor "${name}" is not provided (use provideLongate)`));

export const LONGATE_TEXTS = {
  loadFailed: 'Не удалось загрузить продление',
  planFailed: 'Не удалось изменить рацион',
  cancelFailed: 'Не удалось отменить продление',
  planChanged: 'Рацион изменён',
};

/** The PAY card reader that `orders/longate`'s done event carries on (a function: the card is read by the payment machine only). */
function confirmedCard(event: object): CardSource | undefined {
  const output = 'output' in event ? (event.output as Partial<LongateConfirmed> | undefined) : undefined;
  return output?.card;
}

/** A step's error: the server's refusal of the longation ends the flow (`refused`), any other is told at the step. */
const refusedOr = <T extends string>(target: T, action: 'assignPlanError' | 'assignPayError' | 'assignCancelError') => [
  {
    guard: { type: 'refused' as const, params: failure },
    target: '#longate.refused',
    actions: { type: 'assignRefusal' as const, params: failure },
  },
  { target, actions: { type: action, params: failure } },
];
const PAGE_ONLY = {
  actions: {
    type: 'assignPage' as const,
    params: ({ event }: { event: LongateEvent }) => ({ page: event.type === 'PAGE' ? event.page : undefined }),
  },
};

const longateSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as LongateInput, context: {} as LongateContext, events: {} as LongateEvent },
  actors: {
    load: fromPromise<LongateLoaded, { hid: string }>(reject('load')),
    changePlan: fromPromise<CabinetOrder, { hid: string; planId: number; mealDays: number }>(reject('changePlan')),
    confirm: fromPromise<LongateConfirmed, { hid: string; card: CardSource | undefined; method: LongatePayMethod }>(reject('confirm')),
    cancel: fromPromise<void, { hid: string }>(reject('cancel')),
    // Loaded with the order when a charge is pending, else before `orders/longate` (provideLongate: shared/lazy-child.ts).
    payment: childSlot<PaymentMachine>('longate: actor "payment"'),
    // Loaded when the client pays by SBP (provideLongate: shared/lazy-child.ts).
    sbp: childSlot<SbpMachine>('longate: actor "sbp"'),
  },
  guards: {
    pageIs: ({ context }, params: { page: LongateContext['page'] }) => context.page === params.page,
    payPageWithPendingCharge: ({ context }) => context.page === 'creditcard' && context.chargePending !== undefined,
    refused: (_, params: { error: unknown }) => isLongationRefusal(params.error),
    otherPlan: ({ context, event }) => event.type === 'PLAN.SELECT' && isOtherPlan(context.order, event.planId),
    canPay: ({ context, event }) => {
      if (event.type !== 'PAY' || !context.order || context.order.deb_price <= 0) return false;
      if (context.method === 'creditCard') return event.card !== undefined;
      if (context.method === 'card') return savedCardOf(context.profile) !== undefined;
      return context.order.canBePaidBySbp;
    },
    paysBySbp: ({ context }) => context.method === 'sbp',
    paymentFailed: (_, params: { failed: boolean }) => params.failed,
  },
  actions: {
    /** The first load starts the pay page on the saved card when the profile has one (`preferSavedCard`); a reload keeps the client's choice. */
    assignLoaded: assign(({ context }, params: { loaded: LongateLoaded }) => ({
      ...params.loaded,
      method: context.order ? context.method : (preferSavedCard(payMethodsOf(params.loaded.order, params.loaded.profile)) ?? 'creditCard'),
      loadError: undefined,
      refusal: undefined,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorText(params.error, LONGATE_TEXTS.loadFailed) })),
    assignRefusal: assign((_, params: { error: unknown }) => ({ refusal: errorText(params.error, LONGATE_TEXTS.loadFailed) })),
    assignPage: assign(({ context }, params: { page: LongateContext['page'] | undefined }) => ({
      page: params.page ?? context.page,
      planError: undefined,
      payError: undefined,
      cancelError: undefined,
    })),
    assignOrder: assign((_, params: { order: CabinetOrder }) => ({ order: params.order })),
    assignPlanError: assign((_, params: { error: unknown }) => ({ planError: errorText(params.error, LONGATE_TEXTS.planFailed) })),
    assignPayError: assign((_, params: { error: unknown }) => ({ payError: effectFailureText(params.error, PAYMENT_MESSAGES.default) })),
    assignPaymentFailure: assign((_, params: { error: string }) => ({ payError: params.error, chargePending: undefined })),
    assignCancelError: assign((_, params: { error: unknown }) => ({ cancelError: errorText(params.error, LONGATE_TEXTS.cancelFailed) })),
    changeMethod: assign(({ context, event }) =>
      event.type === 'METHOD.CHANGE' ? { method: event.method, payError: undefined } : { method: context.method },
    ),
    /** The confirmed order's PAY card reader goes to the payment machine's PAY (read there once). */
    startPayment: sendTo('payment', (_, params: { card: CardSource | undefined }) => ({
      type: 'PAY' as const,
      ...(params.card ? { card: params.card } : {}),
    })),
    // Provided (ports).
    toastPlanChanged: () => undefined,
    toastCancelled: () => undefined,
    goToOverview: () => undefined,
    goToIndex: () => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const longateLoading = /*#__PURE__*/ loadable(longateSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ hid: context.hid }),
  onDone: { actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: [
    { guard: { type: 'refused', params: failure }, target: 'refused', actions: { type: 'assignRefusal', params: failure } },
    { target: 'error', actions: { type: 'assignLoadError', params: failure } },
  ],
});

export const longateLogic = /*#__PURE__*/ longateSetup.createMachine({
  id: 'longate',
  context: ({ input }) => ({
    hid: input.hid,
    page: input.page ?? 'overview',
    order: undefined,
    longatedOrderId: undefined,
    profile: undefined,
    method: 'creditCard',
    loadError: undefined,
    refusal: undefined,
    planError: undefined,
    payError: undefined,
    cancelError: undefined,
    chargePending: undefined,
  }),
  initial: 'loading',
  on: { PAGE: PAGE_ONLY },
  states: {
    ...longateLoading,
    /** The order cannot be extended (formed, cancelled, not a longation): said in words, nothing to retry. */
    refused: {},
    ready: {
      initial: 'route',
      on: { PAGE: { target: '.route', ...PAGE_ONLY } },
      states: {
        route: {
          always: [
            { guard: { type: 'pageIs', params: { page: 'change' } }, target: 'change' },
            // A charge left on the wire or at the bank's page (a reload, Back): the payment asks the order first (issue 36).
            { guard: 'payPageWithPendingCharge', target: 'pay.payment' },
            { guard: { type: 'pageIs', params: { page: 'creditcard' } }, target: 'pay' },
            { guard: { type: 'pageIs', params: { page: 'cancel' } }, target: 'cancel' },
            { target: 'view' },
          ],
        },
        /** The overview and the deliveries: the order as it is. */
        view: {},
        change: {
          initial: 'idle',
          states: {
            idle: { on: { 'PLAN.SELECT': { guard: 'otherPlan', target: 'changing' } } },
            changing: {
              tags: ['changing'],
              on: { PAGE: PAGE_ONLY },
              invoke: {
                id: 'changePlan',
                src: 'changePlan',
                input: ({ context, event }) => {
                  const planId = event.type === 'PLAN.SELECT' ? event.planId : 0;
                  return { hid: context.hid, planId, mealDays: context.order?.pricePlans.find((p) => p.id === planId)?.mealDays ?? 0 };
                },
                onDone: {
                  target: '#longate.ready.view',
                  actions: [{ type: 'assignOrder', params: ({ event }) => ({ order: event.output }) }, 'toastPlanChanged', 'goToOverview'],
                },
                onError: refusedOr('idle', 'assignPlanError'),
              },
            },
          },
        },
        /** StepPaymentLongateCreditCard: one PAY, one payment. */
        pay: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'METHOD.CHANGE': { actions: 'changeMethod' },
                PAY: { guard: 'canPay', target: 'confirming' },
              },
            },
            confirming: {
              tags: ['paying'],
              on: { PAGE: PAGE_ONLY },
              invoke: {
                id: 'confirm',
                src: 'confirm',
                input: ({ context, event }) => ({
                  hid: context.hid,
                  card: event.type === 'PAY' ? event.card : undefined,
                  method: context.method,
                }),
                onDone: [
                  {
                    guard: 'paysBySbp',
                    target: 'sbp',
                    actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output.order }) },
                  },
                  { target: 'payment', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output.order }) } },
                ],
                onError: refusedOr('idle', 'assignPayError'),
              },
            },
            /** Card or saved card: the payment machine (flow longate); it opens the result or the bank's 3-D Secure page. */
            payment: {
              tags: ['paying'],
              entry: { type: 'startPayment', params: ({ event }) => ({ card: confirmedCard(event) }) },
              invoke: {
                id: 'payment',
                src: 'payment',
                input: ({ context }) => ({
                  hid: context.hid,
                  resume: context.chargePending,
                  method: context.method === 'card' ? ('card' as const) : ('creditCard' as const),
                  amount: context.order?.deb_price ?? 0,
                  flow: 'longate' as const,
                  savedCardId: savedCardOf(context.profile)?.id,
                  email: context.profile?.email ?? undefined,
                }),
                onDone: 'finished',
              },
              on: {
                PAGE: PAGE_ONLY,
                // It reports 'failed': nothing was charged; processing / uncertain stay here (no new payment).
                'payment.result': {
                  guard: { type: 'paymentFailed', params: ({ event }) => ({ failed: event.status === 'failed' }) },
                  target: 'idle',
                  actions: {
                    type: 'assignPaymentFailure',
                    params: ({ event }) => ({ error: event.status === 'failed' ? event.error : PAYMENT_MESSAGES.default }),
                  },
                },
              },
            },
            /** The SBP screens (flow longate); closing them returns to the methods. */
            sbp: {
              tags: ['paying'],
              on: { PAGE: PAGE_ONLY, DISMISS: 'idle' },
              invoke: {
                id: 'sbp',
                src: 'sbp',
                input: ({ context }) => ({ hid: context.hid, amount: context.order?.deb_price ?? 0, flow: 'longate' as const }),
                onDone: 'finished',
              },
            },
            finished: { tags: ['paying'], on: { PAGE: PAGE_ONLY } },
          },
        },
        cancel: {
          initial: 'asking',
          states: {
            asking: { on: { 'CANCEL.CONFIRM': 'cancelling', DISMISS: { actions: 'goToOverview' } } },
            cancelling: {
              tags: ['cancelling'],
              on: { PAGE: PAGE_ONLY },
              invoke: {
                id: 'cancel',
                src: 'cancel',
                input: ({ context }) => ({ hid: context.hid }),
                onDone: { target: '#longate.cancelled', actions: ['toastCancelled', 'goToIndex'] },
                onError: refusedOr('asking', 'assignCancelError'),
              },
            },
          },
        },
      },
    },
    /** Cancelled: the client is on Index (personal-cabinet §4, order-funnel §4). */
    cancelled: { type: 'final' },
  },
});

/** The longate machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface LongateMachine extends PublicMachine<
  LongateContext,
  LongateEvent,
  LongateStateValue,
  { input: LongateInput; children: Children<{ payment: PaymentMachine; sbp: SbpMachine }> }
> {}
export const longateMachine: LongateMachine = longateLogic;
