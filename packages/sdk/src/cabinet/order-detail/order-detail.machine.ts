import { assign, emit, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { effectFailureText } from '../../shared/effect';
import type { CabinetOrder, CancelReason } from '../../api/schemas/cabinet';
import type { DrinksInfo } from '../../api/schemas/checkout';
import { ORDER_TEXTS } from '../../domain/cabinet-texts';
import { type ChangeParams, concernsOrder, noChanges } from '../../shared/cabinet-changes';
import {
  autolongationAvailable,
  autolongationEnabled,
  cancelAvailable,
  cancelProblem,
  canAddDrinks,
  canDropDrinks,
  isOtherPlan,
  optionAddable,
  planChangeAvailable,
} from './order-detail.rules';
import type { OrderDetailContext, OrderDetailEvent, OrderDetailInput, OrderDetailLoaded, OrderDetailReport } from './order-detail.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { OrderDetailStateValue } from '../../machine-states';

/**
 * An order's page in the cabinet (personal-cabinet §2.1 `orders/{hid}`, §3 "Order (cabinet
 * view)", §7): `loading` (orders/get, `{hid}/packs` and can-add-drinks in one round trip) →
 * `ready` | `error` (RETRY). In `ready.idle`: auto-longation, drinks, plan change, a delivery
 * option and the recall request ('Перезвоните мне'), each in its own state; `ready.cancel` asks the reasons, the
 * client picks one (with words when it asks for them), then feedback-for-cancel and orders/cancel
 * → `cancelled` ('Ваш заказ успешно отменён').
 */

export type { OrderDetailContext, OrderDetailEvent, OrderDetailInput, OrderDetailLoaded, OrderDetailReport } from './order-detail.types';

const reject = (name: string) => () => Promise.reject(new Error(`order detail: actor "${name}" is not provided (use provideOrderDetail)`));

type Hid = { hid: string };
const ORDER_DONE = [
  { type: 'applyOrder', params: ({ event }: { event: { output: CabinetOrder } }) => ({ order: event.output }) },
  { type: 'emitUpdated', params: ({ event }: { event: { output: CabinetOrder } }) => ({ order: event.output }) },
  { type: 'announce', params: ({ event }: { event: { output: CabinetOrder } }) => ({ orderIds: [event.output.id_H] }) },
] as const;
const DRINKS_DONE = [
  { type: 'applyDrinks', params: ({ event }: { event: { output: { order: CabinetOrder; drinks: DrinksInfo } } }) => event.output },
  { type: 'emitUpdated', params: ({ event }: { event: { output: { order: CabinetOrder } } }) => ({ order: event.output.order }) },
  { type: 'announce', params: ({ event }: { event: { output: { order: CabinetOrder } } }) => ({ orderIds: [event.output.order.id_H] }) },
] as const;
const ACTION_FAILED = {
  target: 'idle',
  actions: { type: 'setActionError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
} as const;

const orderDetailSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as OrderDetailInput,
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    emitted: {} as OrderDetailReport,
    // Every child by its id: without the full map xstate types children with a string index, which the
    // published .d.ts cannot print (TS2411 under skipLibCheck: false; scripts/check-examples.mjs).
    children: {} as {
      addDrinks: 'addDrinks';
      addOption: 'addOption';
      cancelOrder: 'cancelOrder';
      changeAutolongation: 'changeAutolongation';
      changePlan: 'changePlan';
      changes: 'changes';
      dropDrinks: 'dropDrinks';
      load: 'load';
      loadReasons: 'loadReasons';
      recall: 'recall';
    },
  },
  actors: {
    load: fromPromise<OrderDetailLoaded, Hid>(reject('load')),
    changeAutolongation: fromPromise<CabinetOrder, Hid & { enabled: boolean }>(reject('changeAutolongation')),
    /** add-drinks, then can-add-drinks again. */
    addDrinks: fromPromise<{ order: CabinetOrder; drinks: DrinksInfo }, Hid & { count: number }>(reject('addDrinks')),
    dropDrinks: fromPromise<{ order: CabinetOrder; drinks: DrinksInfo }, Hid>(reject('dropDrinks')),
    changePlan: fromPromise<CabinetOrder, Hid & { planId: number; mealDays: number }>(reject('changePlan')),
    addOption: fromPromise<CabinetOrder, Hid & { optionId: string }>(reject('addOption')),
    recall: fromPromise<void, Hid>(reject('recall')),
    loadReasons: fromPromise<CancelReason[]>(reject('loadReasons')),
    /** feedback-for-cancel, then orders/cancel. */
    cancelOrder: fromPromise<void, Hid & { reasonId: CancelReason['id']; comment: string }>(reject('cancelOrder')),
    /** Changes other machines announce (`shared/cabinet-changes.ts`); bound by `provideOrderDetail`. */
    changes: noChanges,
  },
  guards: {
    autolongationAvailable: ({ context }) => autolongationAvailable(context.order),
    drinksAddable: ({ context }, params: { count: number }) => canAddDrinks(context.drinks) && params.count > 0,
    drinksDroppable: ({ context }) => canDropDrinks(context.drinks),
    planChangeable: ({ context }, params: { planId: number }) =>
      planChangeAvailable(context.order, context.brand) && isOtherPlan(context.order, params.planId),
    optionAddable: ({ context }, params: { optionId: string }) => optionAddable(context.order, params.optionId),
    cancelAvailable: ({ context }) => cancelAvailable(context.order),
    concernsThisOrder: ({ context, event }) => event.type === 'CABINET.CHANGED' && concernsOrder(event.change, context.hid),
    cancelReady: ({ context }) => cancelProblem(context.reasons, context.reasonId, context.comment) === undefined,
  },
  actions: {
    applyLoaded: assign((_, params: { loaded: OrderDetailLoaded }) => ({ ...params.loaded, loadError: undefined, actionError: undefined })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorText(params.error, ORDER_TEXTS.detailLoadFailed) })),
    applyOrder: assign((_, params: { order: CabinetOrder }) => ({ order: params.order, actionError: undefined })),
    applyDrinks: assign((_, params: { order: CabinetOrder; drinks: DrinksInfo }) => ({
      order: params.order,
      drinks: params.drinks,
      actionError: undefined,
    })),
    clearActionError: assign({ actionError: undefined }),
    // An effect whose outcome is not known (added drinks) says so, never 'failed' (issue 36).
    setActionError: assign((_, params: { error: unknown }) => ({
      actionError: effectFailureText(params.error, 'Произошла неизвестная ошибка. Попробуйте позже'),
    })),
    setReasons: assign((_, params: { reasons: CancelReason[] }) => ({ reasons: params.reasons, cancelError: undefined })),
    setReasonsError: assign((_, params: { error: unknown }) => ({
      reasons: [],
      cancelError: errorText(params.error, ORDER_TEXTS.cancelReasonsFailed),
    })),
    chooseReason: assign((_, params: { id: CancelReason['id'] }) => ({ reasonId: params.id, cancelError: undefined })),
    setComment: assign((_, params: { value: string }) => ({ comment: params.value, cancelError: undefined })),
    explainCancel: assign(({ context }) => ({ cancelError: cancelProblem(context.reasons, context.reasonId, context.comment) })),
    setCancelError: assign((_, params: { error: unknown }) => ({
      cancelError: errorText(params.error, 'Произошла неизвестная ошибка. Попробуйте позже'),
    })),
    resetCancel: assign({ reasonId: undefined, comment: '', cancelError: undefined }),
    markCancelled: assign(({ context }) => ({
      order: context.order ? { ...context.order, is_canceled: true, can_be_canceled: false } : undefined,
    })),
    emitUpdated: emit((_, params: { order: CabinetOrder }) => ({ type: 'order.updated' as const, order: params.order })),
    emitCancelled: emit(({ context }) => ({ type: 'order.cancelled' as const, hid: context.hid })),
    // Provided (notify port).
    toast: (_, _params: { text: string }) => undefined,
    /** Tells the other machines what changed (`shared/cabinet-changes.ts`); bound by `provideOrderDetail`. */
    announce: (_, _params: ChangeParams | undefined) => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const orderDetailLoading = /*#__PURE__*/ loadable(orderDetailSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ hid: context.hid }),
  onDone: { actions: { type: 'applyLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
});

export const orderDetailLogic = /*#__PURE__*/ orderDetailSetup.createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({
    hid: input.hid,
    brand: input.brand ?? 'main',
    order: undefined,
    packs: [],
    drinks: undefined,
    loadError: undefined,
    actionError: undefined,
    reasons: [],
    reasonId: undefined,
    comment: '',
    cancelError: undefined,
  }),
  initial: 'loading',
  invoke: { id: 'changes', src: 'changes' },
  states: {
    ...orderDetailLoading,
    ready: {
      initial: 'idle',
      on: {
        'ORDER.UPDATED': {
          actions: [
            { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) },
            { type: 'emitUpdated', params: ({ event }) => ({ order: event.order }) },
          ],
        },
      },
      states: {
        idle: {
          on: {
            RELOAD: '#orderDetail.loading',
            // Another machine changed this order (a freeze moved its deliveries): read it again, the page stays.
            'CABINET.CHANGED': { guard: 'concernsThisOrder', target: 'refreshing' },
            'AUTOLONGATION.TOGGLE': { guard: 'autolongationAvailable', target: 'changingAutolongation' },
            'DRINKS.ADD': { guard: { type: 'drinksAddable', params: ({ event }) => ({ count: event.count }) }, target: 'addingDrinks' },
            'DRINKS.DROP': { guard: 'drinksDroppable', target: 'droppingDrinks' },
            'PLAN.CHANGE': { guard: { type: 'planChangeable', params: ({ event }) => ({ planId: event.planId }) }, target: 'changingPlan' },
            'OPTION.ADD': {
              guard: { type: 'optionAddable', params: ({ event }) => ({ optionId: event.optionId }) },
              target: 'addingOption',
            },
            RECALL: 'requestingRecall',
            'CANCEL.OPEN': { guard: 'cancelAvailable', target: 'cancel', actions: 'resetCancel' },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: { type: 'applyLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: 'idle' },
          },
        },
        changingAutolongation: {
          tags: ['busy'],
          entry: 'clearActionError',
          invoke: {
            id: 'changeAutolongation',
            src: 'changeAutolongation',
            input: ({ context }) => ({ hid: context.hid, enabled: !autolongationEnabled(context.order) }),
            onDone: {
              target: 'idle',
              actions: [
                ...ORDER_DONE,
                {
                  type: 'toast',
                  params: ({ event }) => ({
                    text: autolongationEnabled(event.output) ? ORDER_TEXTS.autolongationOn : ORDER_TEXTS.autolongationOff,
                  }),
                },
              ],
            },
            onError: ACTION_FAILED,
          },
        },
        addingDrinks: {
          tags: ['busy'],
          entry: 'clearActionError',
          invoke: {
            id: 'addDrinks',
            src: 'addDrinks',
            input: ({ context, event }) => ({ hid: context.hid, count: event.type === 'DRINKS.ADD' ? event.count : 1 }),
            onDone: { target: 'idle', actions: [...DRINKS_DONE, { type: 'toast', params: { text: ORDER_TEXTS.drinksAdded } }] },
            onError: ACTION_FAILED,
          },
        },
        droppingDrinks: {
          tags: ['busy'],
          entry: 'clearActionError',
          invoke: {
            id: 'dropDrinks',
            src: 'dropDrinks',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: [...DRINKS_DONE, { type: 'toast', params: { text: ORDER_TEXTS.drinksDropped } }] },
            onError: ACTION_FAILED,
          },
        },
        changingPlan: {
          tags: ['busy'],
          entry: 'clearActionError',
          invoke: {
            id: 'changePlan',
            src: 'changePlan',
            input: ({ context, event }) => {
              const planId = event.type === 'PLAN.CHANGE' ? event.planId : 0;
              return { hid: context.hid, planId, mealDays: context.order?.pricePlans.find((p) => p.id === planId)?.mealDays ?? 0 };
            },
            onDone: { target: 'idle', actions: [...ORDER_DONE, { type: 'toast', params: { text: ORDER_TEXTS.planChanged } }] },
            onError: ACTION_FAILED,
          },
        },
        addingOption: {
          tags: ['busy'],
          entry: 'clearActionError',
          invoke: {
            id: 'addOption',
            src: 'addOption',
            input: ({ context, event }) => ({ hid: context.hid, optionId: event.type === 'OPTION.ADD' ? event.optionId : '' }),
            onDone: { target: 'idle', actions: [...ORDER_DONE, { type: 'toast', params: { text: ORDER_TEXTS.optionAdded } }] },
            onError: ACTION_FAILED,
          },
        },
        requestingRecall: {
          tags: ['busy'],
          entry: 'clearActionError',
          invoke: {
            id: 'recall',
            src: 'recall',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: { type: 'toast', params: { text: ORDER_TEXTS.recallSent } } },
            onError: ACTION_FAILED,
          },
        },
        cancel: {
          tags: ['open'],
          initial: 'loadingReasons',
          on: { 'CANCEL.CLOSE': { target: 'idle', actions: 'resetCancel' } },
          states: {
            loadingReasons: {
              invoke: {
                id: 'loadReasons',
                src: 'loadReasons',
                onDone: { target: 'choosing', actions: { type: 'setReasons', params: ({ event }) => ({ reasons: event.output }) } },
                onError: { target: 'reasonsFailed', actions: { type: 'setReasonsError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            reasonsFailed: { tags: ['failed'], on: { RETRY: 'loadingReasons' } },
            choosing: {
              on: {
                'CANCEL.REASON': { actions: { type: 'chooseReason', params: ({ event }) => ({ id: event.id }) } },
                'CANCEL.COMMENT': { actions: { type: 'setComment', params: ({ event }) => ({ value: event.value }) } },
                'CANCEL.SUBMIT': [{ guard: 'cancelReady', target: 'submitting' }, { actions: 'explainCancel' }],
              },
            },
            submitting: {
              tags: ['submitting'],
              invoke: {
                id: 'cancelOrder',
                src: 'cancelOrder',
                input: ({ context }) => ({ hid: context.hid, reasonId: context.reasonId ?? '', comment: context.comment.trim() }),
                onDone: {
                  target: '#orderDetail.cancelled',
                  actions: [
                    'markCancelled',
                    'emitCancelled',
                    { type: 'announce', params: ({ context }) => ({ orderIds: [context.hid] }) },
                    { type: 'toast', params: { text: ORDER_TEXTS.cancelled } },
                  ],
                },
                onError: { target: 'choosing', actions: { type: 'setCancelError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    /** The order is cancelled: nothing more can be done with it. */
    cancelled: { type: 'final' },
  },
});

/** The orderDetail machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface OrderDetailMachine extends PublicMachine<
  OrderDetailContext,
  OrderDetailEvent,
  OrderDetailStateValue,
  { input: OrderDetailInput; emitted: OrderDetailReport }
> {}
export const orderDetailMachine: OrderDetailMachine = orderDetailLogic;
