import { assign, emit, fromPromise, setup } from 'xstate';
import { errorText, isApiError, shownInPlace } from '../../api/errors';
import type { CabinetOrder, ConfirmTaskOption, DeliveryCancelTerms } from '../../api/schemas/cabinet';
import type { DeliveryType, IntervalOption } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import { ERROR_MESSAGES } from '../../domain/messages';
import { DELIVERY_TEXTS, ORDER_TEXTS } from '../../domain/cabinet-texts';
import { isWindowOpen } from '../../domain/delivery-windows';
import { addressMachine } from '../../checkout/address/address.machine';
import { cutoffClock } from '../../shared/cutoff-clock';
import type { ChangeParams } from '../../shared/cabinet-changes';
import { skipDeliveryMachine } from './skip.machine';
import { done, failed, ids, type Ids, ORDER_DONE, reject, requireOrder } from './delivery.flow';
import type { AddressReport } from '../../checkout/address/address.types';
import { addressFitText, asksBeforeMove, deliveryOf, selectableDays, windowOf, isChangeable, isConfirmable, orderForAddressChild, savedAddressFit } from './delivery.rules';
import type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from './delivery.types';

/**
 * One delivery of an order (personal-cabinet §2.1 `orders/{hid}/deliveries/{id}`, §4, §7, §8):
 * `loading` → `ready.idle`, from which each flow (address, date, skip, cancel, confirm, task) runs in
 * its own state and comes back with the server's order (emitted as `delivery.orderUpdated`).
 */

export type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from './delivery.types';

const deliveryLogic = /*#__PURE__*/ setup({
  types: {
    input: {} as DeliveryInput,
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
    emitted: {} as DeliveryReport,
    // Every child by its id (invoke ids → actor names): without the full map xstate types children
    // with a string index, which the published .d.ts cannot print (TS2411 under skipLibCheck: false).
    children: {} as { address: 'address'; applyToAll: 'updateAddress'; applyWindowToAll: 'applyWindowToAll'; cancel: 'cancel'; cancelTerms: 'cancelTerms'; confirm: 'confirm'; confirmCancellationInfo: 'confirmCancellationInfo'; cutoffClock: 'cutoffClock'; intervals: 'intervals'; load: 'load'; possibleDates: 'possibleDates'; reloadAddresses: 'reloadAddresses'; reloadOrder: 'reloadOrder'; removeTask: 'removeTask'; setSession: 'setSession'; skip: 'skip'; setTask: 'setTask'; taskOptions: 'taskOptions'; updateAddress: 'updateAddress'; updateDate: 'updateDate' },
  },
  actors: {
    load: fromPromise<DeliveryLoaded, Ids>(reject('load')),
    reloadOrder: fromPromise<CabinetOrder, Ids>(reject('reloadOrder')),
    /** `deliveries/update-address` (address_id_H, delivery_id_H, setForAllDeliveries). */
    updateAddress: fromPromise<CabinetOrder, Ids & { addressId: string; forAll: boolean }>(reject('updateAddress')),
    /** Code 1002: the client's addresses again (`deliveries/address`). */
    reloadAddresses: fromPromise<ProfileAddress[], Ids>(reject('reloadAddresses')),
    /** The new-address form: the address machine, provided for one delivery (see delivery.provide.ts). */
    address: addressMachine,
    /** Skipping the delivery (issue 31): moved after the order's last one, the price said first. */
    skip: skipDeliveryMachine,
    possibleDates: fromPromise<Record<string, IntervalOption[]>, Ids>(reject('possibleDates')),
    intervals: fromPromise<IntervalOption[], Ids & { date: string }>(reject('intervals')),
    updateDate: fromPromise<CabinetOrder, Ids & { date: string; interval: IntervalOption }>(reject('updateDate')),
    setSession: fromPromise<CabinetOrder, Ids & { session: DeliveryType }>(reject('setSession')),
    applyWindowToAll: fromPromise<CabinetOrder, Ids & { type: DeliveryType; timeFrom: string; timeTo: string }>(reject('applyWindowToAll')),
    confirm: fromPromise<CabinetOrder, Ids>(reject('confirm')),
    confirmCancellationInfo: fromPromise<void>(reject('confirmCancellationInfo')),
    cancel: fromPromise<CabinetOrder, Ids>(reject('cancel')),
    /** `deliveries/cancel-terms` (ours): what cancelling does to the payment. */
    cancelTerms: fromPromise<DeliveryCancelTerms, Ids>(reject('cancelTerms')),
    taskOptions: fromPromise<ConfirmTaskOption[], Ids>(reject('taskOptions')),
    setTask: fromPromise<CabinetOrder, Ids & { optionId: string }>(reject('setTask')),
    removeTask: fromPromise<CabinetOrder, Ids>(reject('removeTask')),
    /** CLOCK.TICK at each moment a window closes (the shared `cutoffClock`). */
    cutoffClock,
  },
  guards: {
    changeable: ({ context }) => isChangeable(deliveryOf(context.order, context.deliveryId), context.nowMs),
    confirmable: ({ context }) => isConfirmable(deliveryOf(context.order, context.deliveryId)),
    informed: ({ context }) => context.informed,
    isCurrentAddress: ({ context }, params: { id: string }) => deliveryOf(context.order, context.deliveryId)?.client_address_id_H === params.id,
    addressFits: ({ context }, params: { id: string }) => {
      const address = context.saved.find((a) => a.id_H === params.id);
      return Boolean(address && context.order && savedAddressFit(context.order, deliveryOf(context.order, context.deliveryId), address) === 'available');
    },
    addressChanged: (_, params: { report: AddressReport }) => params.report.type === 'address.changed',
    forAll: ({ context }) => context.forAll,
    isCode1002: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 1002,
    dateOffered: ({ context }, params: { date: string }) => selectableDays(context.days, context.nowMs, context.order, context.deliveryId).includes(params.date),
    /** An interval of the chosen day that is still open (only those are offered). */
    intervalExists: ({ context }, params: { index: number }) => {
      const interval = context.intervals[params.index];
      return Boolean(interval && context.date && isWindowOpen({ date: context.date, type: interval.type, timeFrom: interval.from }, context.nowMs));
    },
    /** A day and an interval chosen, the interval still open (the server's rule). */
    dateReady: ({ context }) =>
      Boolean(context.date && context.interval && isWindowOpen({ date: context.date, type: context.interval.type, timeFrom: context.interval.from }, context.nowMs)),
    asksFirst: ({ context }) => {
      const delivery = deliveryOf(context.order, context.deliveryId);
      return Boolean(context.order && delivery && asksBeforeMove(context.order, delivery));
    },
    /** Another session than the delivery's, the delivery still changeable and that session still open for its day (issue 31). */
    otherSession: ({ context }, params: { session: DeliveryType }) => {
      const delivery = deliveryOf(context.order, context.deliveryId);
      return Boolean(delivery && isChangeable(delivery, context.nowMs) && delivery.deliveryDate?.type !== params.session && isWindowOpen({ date: delivery.date, type: params.session }, context.nowMs));
    },
    hasTask: ({ context }) => Boolean(context.order?.confirmTask),
    taskOffered: ({ context }, params: { id: string }) => context.taskOptions.some((o) => o.id === params.id),
  },
  actions: {
    applyLoaded: assign((_, params: { loaded: DeliveryLoaded }) => ({ ...params.loaded, loadError: undefined })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorText(params.error, ORDER_TEXTS.detailLoadFailed) })),
    applyOrder: assign((_, params: { order: CabinetOrder }) => ({ order: params.order, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: isApiError(params.error) && params.error.messages.length ? (shownInPlace(params.error), params.error.messages.join(' ')) : errorText(params.error, ERROR_MESSAGES.unknown) })),
    setErrorText: assign((_, params: { text: string | undefined }) => ({ error: params.text })),
    clearError: assign({ error: undefined }),
    startAddress: assign({ error: undefined, forAll: false, pendingAddressId: undefined }),
    toggleForAll: assign(({ context }) => ({ forAll: !context.forAll })),
    holdAddress: assign((_, params: { id: string }) => ({ pendingAddressId: params.id, error: undefined })),
    explainAddress: assign(({ context }, params: { id: string }) => {
      const address = context.saved.find((a) => a.id_H === params.id);
      return { error: address && context.order ? addressFitText(savedAddressFit(context.order, deliveryOf(context.order, context.deliveryId), address)) : undefined };
    }),
    setSaved: assign((_, params: { saved: ProfileAddress[] }) => ({ saved: params.saved })),
    startDate: assign({ error: undefined, days: {}, date: undefined, intervals: [], interval: undefined }),
    setDays: assign((_, params: { days: Record<string, IntervalOption[]> }) => ({ days: params.days })),
    chooseDate: assign((_, params: { date: string }) => ({ date: params.date, intervals: [], interval: undefined, error: undefined })),
    setIntervals: assign((_, params: { intervals: IntervalOption[] }) => ({ intervals: params.intervals })),
    chooseInterval: assign(({ context }, params: { index: number }) => ({ interval: context.intervals[params.index], error: undefined })),
    setTaskOptions: assign((_, params: { options: ConfirmTaskOption[] }) => ({ taskOptions: params.options })),
    markInformed: assign({ informed: true }),
    setCancelTerms: assign((_, params: { terms: DeliveryCancelTerms }) => ({ cancelTerms: params.terms, error: undefined })),
    /** The service clock moved past a cut-off: a chosen interval that closed is dropped. */
    tick: assign(({ context }, params: { nowMs: number }) => {
      const { date, interval } = context;
      const closed = date && interval && !isWindowOpen({ date, type: interval.type, timeFrom: interval.from }, params.nowMs);
      return closed ? { nowMs: params.nowMs, interval: undefined } : { nowMs: params.nowMs };
    }),
    report: emit((_, params: { order: CabinetOrder }) => ({ type: 'delivery.orderUpdated' as const, order: params.order })),
    /** Tells the other machines (week overview, orders list …) what changed (`shared/cabinet-changes.ts`); bound by `provideDelivery`. */
    announce: (_, _params: ChangeParams | undefined) => undefined,
    // Provided (notify port).
    toast: (_, _params: { text: string }) => undefined,
  },
}).createMachine({
  id: 'delivery',
  context: ({ input }) => ({
    ...input,
    order: undefined,
    saved: [],
    informed: false,
    nowMs: 0,
    loadError: undefined,
    error: undefined,
    forAll: false,
    pendingAddressId: undefined,
    days: {},
    date: undefined,
    intervals: [],
    interval: undefined,
    taskOptions: [],
    cancelTerms: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ids,
        onDone: { target: 'ready', actions: { type: 'applyLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'error', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    error: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'idle',
      invoke: { id: 'cutoffClock', src: 'cutoffClock', input: ({ context }) => ({ nowMs: context.nowMs }) },
      on: { 'CLOCK.TICK': { actions: { type: 'tick', params: ({ event }) => ({ nowMs: event.nowMs }) } } },
      states: {
        idle: {
          on: {
            'ADDRESS.OPEN': { guard: 'changeable', target: 'address', actions: 'startAddress' },
            'DATE.OPEN': { guard: 'changeable', target: 'date', actions: 'startDate' },
            'SESSION.SET': { guard: { type: 'otherSession', params: ({ event }) => ({ session: event.session }) }, target: 'settingSession' },
            'WINDOW.APPLY_ALL': { guard: 'changeable', target: 'applyingWindow' },
            CONFIRM: { guard: 'confirmable', target: 'confirming' },
            'CANCEL.OPEN': [{ guard: 'changeable', target: 'cancel' }],
            'SKIP.OPEN': { guard: 'changeable', target: 'skip' },
            'TASK.OPEN': { target: 'task', actions: 'clearError' },
            'TASK.REMOVE': { guard: 'hasTask', target: 'removingTask' },
          },
        },
        address: {
          initial: 'choosing',
          on: { CLOSE: { target: 'idle', actions: 'clearError' } },
          states: {
            choosing: {
              on: {
                'FOR_ALL.TOGGLE': { actions: 'toggleForAll' },
                'ADDRESS.NEW': { target: 'newAddress', actions: 'clearError' },
                'ADDRESS.SELECT': [
                  { guard: { type: 'isCurrentAddress', params: ({ event }) => ({ id: event.id }) } },
                  { guard: { type: 'addressFits', params: ({ event }) => ({ id: event.id }) }, target: 'saving', actions: { type: 'holdAddress', params: ({ event }) => ({ id: event.id }) } },
                  { actions: { type: 'explainAddress', params: ({ event }) => ({ id: event.id }) } },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'updateAddress',
                src: 'updateAddress',
                input: ({ context }) => ({ ...ids({ context }), addressId: context.pendingAddressId ?? '', forAll: context.forAll }),
                onDone: { target: '#delivery.ready.idle', actions: done(DELIVERY_TEXTS.addressChanged) },
                onError: [
                  { guard: { type: 'isCode1002', params: ({ event }) => ({ error: event.error }) }, target: 'reloading', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
                  failed('choosing'),
                ],
              },
            },
            /** Code 1002 (§8): the addresses again; the client chooses once more. */
            reloading: {
              invoke: {
                id: 'reloadAddresses',
                src: 'reloadAddresses',
                input: ids,
                onDone: { target: 'choosing', actions: { type: 'setSaved', params: ({ event }) => ({ saved: event.output }) } },
                onError: 'choosing',
              },
            },
            /** The address machine (suggestions, check, save for this delivery) as a child. */
            newAddress: {
              on: {
                'FOR_ALL.TOGGLE': { actions: 'toggleForAll' },
                'ADDRESS.REPORT': [
                  {
                    guard: { type: 'addressChanged', params: ({ event }) => ({ report: event.report }) },
                    target: 'afterNew',
                    actions: { type: 'holdAddress', params: ({ event }) => ({ id: event.report.type === 'address.changed' ? (event.report.addressId ?? '') : '' }) },
                  },
                ],
              },
              invoke: {
                id: 'address',
                src: 'address',
                input: ({ context }) => {
                  const order = requireOrder(context);
                  return { order: orderForAddressChild(order, context.deliveryId), saved: [], cityId: order.city_id };
                },
              },
            },
            /** The new address is saved for this delivery: for all of them too when asked, then the order again. */
            afterNew: {
              always: [{ guard: 'forAll', target: 'applyingToAll' }, { target: 'refreshing' }],
            },
            applyingToAll: {
              invoke: {
                id: 'applyToAll',
                src: 'updateAddress',
                input: ({ context }) => ({ ...ids({ context }), addressId: context.pendingAddressId ?? '', forAll: true }),
                onDone: { target: '#delivery.ready.idle', actions: ORDER_DONE },
                onError: failed('choosing'),
              },
            },
            refreshing: {
              invoke: {
                id: 'reloadOrder',
                src: 'reloadOrder',
                input: ids,
                onDone: { target: '#delivery.ready.idle', actions: ORDER_DONE },
                onError: failed('#delivery.ready.idle'),
              },
            },
          },
        },
        date: {
          initial: 'loadingDates',
          on: { CLOSE: { target: 'idle', actions: 'clearError' } },
          states: {
            loadingDates: {
              invoke: {
                id: 'possibleDates',
                src: 'possibleDates',
                input: ids,
                onDone: { target: 'choosing', actions: { type: 'setDays', params: ({ event }) => ({ days: event.output }) } },
                onError: failed('datesFailed'),
              },
            },
            datesFailed: { on: { RETRY: 'loadingDates' } },
            choosing: {
              on: {
                'DATE.SELECT': { guard: { type: 'dateOffered', params: ({ event }) => ({ date: event.date }) }, target: 'loadingIntervals', actions: { type: 'chooseDate', params: ({ event }) => ({ date: event.date }) } },
                'INTERVAL.SELECT': { guard: { type: 'intervalExists', params: ({ event }) => ({ index: event.index }) }, actions: { type: 'chooseInterval', params: ({ event }) => ({ index: event.index }) } },
                'DATE.SUBMIT': [{ guard: 'dateReady', target: 'asking' }],
              },
            },
            loadingIntervals: {
              invoke: {
                id: 'intervals',
                src: 'intervals',
                input: ({ context }) => ({ ...ids({ context }), date: context.date ?? '' }),
                onDone: { target: 'choosing', actions: { type: 'setIntervals', params: ({ event }) => ({ intervals: event.output }) } },
                onError: failed('choosing'),
              },
            },
            /** §4: a custom order's first delivery asks before it moves. */
            asking: { always: [{ guard: 'asksFirst', target: 'confirmingMove' }, { target: 'saving' }] },
            confirmingMove: { on: { 'MOVE.CONFIRM': 'saving', CLOSE: 'choosing' } },
            saving: {
              invoke: {
                id: 'updateDate',
                src: 'updateDate',
                input: ({ context }) => ({ ...ids({ context }), date: context.date ?? '', interval: context.interval ?? { from: '', to: '' } }),
                onDone: { target: '#delivery.ready.idle', actions: done(DELIVERY_TEXTS.timeChanged) },
                onError: failed('choosing'),
              },
            },
          },
        },
        settingSession: {
          invoke: {
            id: 'setSession',
            src: 'setSession',
            input: ({ context, event }) => ({ ...ids({ context }), session: event.type === 'SESSION.SET' ? event.session : 'evening' }),
            onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.timeChanged) },
            onError: failed('idle'),
          },
        },
        applyingWindow: {
          invoke: {
            id: 'applyWindowToAll',
            src: 'applyWindowToAll',
            input: ({ context }) => ({ ...ids({ context }), ...windowOf(deliveryOf(context.order, context.deliveryId)) }),
            onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.timeChanged) }, onError: failed('idle') },
        },
        confirming: {
          invoke: { id: 'confirm', src: 'confirm', input: ids, onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.confirmed) }, onError: failed('idle') },
        },
        cancel: {
          initial: 'checkingInfo',
          on: { CLOSE: { target: 'idle', actions: 'clearError' } },
          states: {
            checkingInfo: { always: [{ guard: 'informed', target: 'terms' }, { target: 'info' }] },
            /** What cancelling means, once per client (the profile's cancellation info). */
            info: { on: { 'INFO.ACCEPT': 'acceptingInfo' } },
            acceptingInfo: {
              invoke: { id: 'confirmCancellationInfo', src: 'confirmCancellationInfo', onDone: { target: 'terms', actions: 'markInformed' }, onError: failed('info') },
            },
            /** Issue 31: what happens to the payment, as the backend answers, before the question. */
            terms: {
              invoke: {
                id: 'cancelTerms',
                src: 'cancelTerms',
                input: ids,
                onDone: { target: 'asking', actions: { type: 'setCancelTerms', params: ({ event }) => ({ terms: event.output }) } },
                onError: failed('termsFailed'),
              },
            },
            termsFailed: { on: { RETRY: 'terms' } },
            asking: { on: { 'CANCEL.CONFIRM': 'cancelling' } },
            cancelling: {
              invoke: { id: 'cancel', src: 'cancel', input: ids, onDone: { target: '#delivery.ready.idle', actions: done(DELIVERY_TEXTS.cancelled) }, onError: failed('asking') },
            },
          },
        },
        task: {
          initial: 'loading',
          on: { CLOSE: { target: 'idle', actions: 'clearError' } },
          states: {
            loading: {
              invoke: { id: 'taskOptions', src: 'taskOptions', input: ids, onDone: { target: 'choosing', actions: { type: 'setTaskOptions', params: ({ event }) => ({ options: event.output }) } }, onError: failed('failed') },
            },
            failed: { on: { RETRY: 'loading' } },
            choosing: { on: { 'TASK.SELECT': { guard: { type: 'taskOffered', params: ({ event }) => ({ id: event.id }) }, target: 'saving' } } },
            saving: {
              invoke: {
                id: 'setTask',
                src: 'setTask',
                input: ({ context, event }) => ({ ...ids({ context }), optionId: event.type === 'TASK.SELECT' ? event.id : '' }),
                onDone: { target: '#delivery.ready.idle', actions: done(ORDER_TEXTS.confirmTaskSet) },
                onError: failed('choosing'),
              },
            },
          },
        },
        skip: {
          on: { CLOSE: 'idle' },
          invoke: { id: 'skip', src: 'skip', input: ({ context }) => ({ ...ids({ context }), order: requireOrder(context), nowMs: context.nowMs }), onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.skipped) } },
        },
        removingTask: {
          invoke: { id: 'removeTask', src: 'removeTask', input: ids, onDone: { target: 'idle', actions: done(ORDER_TEXTS.confirmTaskRemoved) }, onError: failed('idle') },
        },
      },
    },
  },
});

export const deliveryMachine = deliveryLogic;

/** The delivery machine's public type (`mealflow.machines.delivery`). */
export interface DeliveryMachine extends DeliveryLogic {}
type DeliveryLogic = typeof deliveryMachine;
