import { DELIVERY_TEXTS, ORDER_TEXTS } from '../../domain/cabinet-texts';
import { done, failed, ids, ORDER_DONE, requireOrder } from './delivery.flow';
import { deliveryOf, windowOf, orderForAddressChild } from './delivery.rules';
import { deliverySetup } from './delivery.setup';
import { loadable } from '../../shared/loadable';
import type { AddressMachine } from '../../checkout/address/address.machine';
import type { SkipDeliveryMachine } from './skip.machine';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { DeliveryStateValue } from '../../machine-states';
import type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryReport } from './delivery.types';

/**
 * One delivery of an order (personal-cabinet §2.1 `orders/{hid}/deliveries/{id}`, §4, §7, §8):
 * `loading` → `ready.idle`, from which each flow (address, date, skip, cancel, confirm, task) runs in
 * its own state and comes back with the server's order (emitted as `delivery.orderUpdated`).
 */

export type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from './delivery.types';

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const deliveryLoading = /*#__PURE__*/ loadable(deliverySetup, {
  id: 'load',
  src: 'load',
  input: ids,
  onDone: { actions: { type: 'applyLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
});

/** The task flow's options: loading → choosing, or failed with RETRY. */
const taskOptionsLoading = /*#__PURE__*/ loadable(
  deliverySetup,
  {
    id: 'taskOptions',
    src: 'taskOptions',
    input: ids,
    onDone: { actions: { type: 'setTaskOptions', params: ({ event }) => ({ options: event.output }) } },
    onError: failed('failed'),
  },
  { error: 'failed', ready: 'choosing', tagged: false },
);

export const deliveryLogic = /*#__PURE__*/ deliverySetup.createMachine({
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
    ...deliveryLoading,
    ready: {
      initial: 'idle',
      invoke: { id: 'cutoffClock', src: 'cutoffClock', input: ({ context }) => ({ nowMs: context.nowMs }) },
      on: { 'CLOCK.TICK': { actions: { type: 'tick', params: ({ event }) => ({ nowMs: event.nowMs }) } } },
      states: {
        idle: {
          on: {
            'ADDRESS.OPEN': { guard: 'changeable', target: 'address', actions: 'startAddress' },
            'DATE.OPEN': { guard: 'changeable', target: 'date', actions: 'startDate' },
            'SESSION.SET': {
              guard: { type: 'otherSession', params: ({ event }) => ({ session: event.session }) },
              target: 'settingSession',
            },
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
                  {
                    guard: { type: 'addressFits', params: ({ event }) => ({ id: event.id }) },
                    target: 'saving',
                    actions: { type: 'holdAddress', params: ({ event }) => ({ id: event.id }) },
                  },
                  { actions: { type: 'explainAddress', params: ({ event }) => ({ id: event.id }) } },
                ],
              },
            },
            saving: {
              tags: ['savingAddress'],
              invoke: {
                id: 'updateAddress',
                src: 'updateAddress',
                input: ({ context }) => ({ ...ids({ context }), addressId: context.pendingAddressId ?? '', forAll: context.forAll }),
                onDone: { target: '#delivery.ready.idle', actions: done(DELIVERY_TEXTS.addressChanged) },
                onError: [
                  {
                    guard: { type: 'isCode1002', params: ({ event }) => ({ error: event.error }) },
                    target: 'reloading',
                    actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                  },
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
                    actions: {
                      type: 'holdAddress',
                      params: ({ event }) => ({ id: event.report.type === 'address.changed' ? (event.report.addressId ?? '') : '' }),
                    },
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
              tags: ['savingAddress'],
              invoke: {
                id: 'applyToAll',
                src: 'updateAddress',
                input: ({ context }) => ({ ...ids({ context }), addressId: context.pendingAddressId ?? '', forAll: true }),
                onDone: { target: '#delivery.ready.idle', actions: ORDER_DONE },
                onError: failed('choosing'),
              },
            },
            refreshing: {
              tags: ['savingAddress'],
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
                'DATE.SELECT': {
                  guard: { type: 'dateOffered', params: ({ event }) => ({ date: event.date }) },
                  target: 'loadingIntervals',
                  actions: { type: 'chooseDate', params: ({ event }) => ({ date: event.date }) },
                },
                'INTERVAL.SELECT': {
                  guard: { type: 'intervalExists', params: ({ event }) => ({ index: event.index }) },
                  actions: { type: 'chooseInterval', params: ({ event }) => ({ index: event.index }) },
                },
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
                input: ({ context }) => ({
                  ...ids({ context }),
                  date: context.date ?? '',
                  interval: context.interval ?? { from: '', to: '' },
                }),
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
            onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.timeChanged) },
            onError: failed('idle'),
          },
        },
        confirming: {
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ids,
            onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.confirmed) },
            onError: failed('idle'),
          },
        },
        cancel: {
          initial: 'checkingInfo',
          on: { CLOSE: { target: 'idle', actions: 'clearError' } },
          states: {
            checkingInfo: { always: [{ guard: 'informed', target: 'terms' }, { target: 'info' }] },
            /** What cancelling means, once per client (the profile's cancellation info). */
            info: { on: { 'INFO.ACCEPT': 'acceptingInfo' } },
            acceptingInfo: {
              invoke: {
                id: 'confirmCancellationInfo',
                src: 'confirmCancellationInfo',
                onDone: { target: 'terms', actions: 'markInformed' },
                onError: failed('info'),
              },
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
              invoke: {
                id: 'cancel',
                src: 'cancel',
                input: ids,
                onDone: { target: '#delivery.ready.idle', actions: done(DELIVERY_TEXTS.cancelled) },
                onError: failed('asking'),
              },
            },
          },
        },
        task: {
          initial: 'loading',
          on: { CLOSE: { target: 'idle', actions: 'clearError' } },
          states: {
            ...taskOptionsLoading,
            choosing: {
              on: { 'TASK.SELECT': { guard: { type: 'taskOffered', params: ({ event }) => ({ id: event.id }) }, target: 'saving' } },
            },
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
          // No free day to skip to (`unavailable`) is never a dead end: the dialog offers the move and the cancel instead.
          on: {
            CLOSE: 'idle',
            'DATE.OPEN': { guard: 'changeable', target: 'date', actions: 'startDate' },
            'CANCEL.OPEN': { guard: 'changeable', target: 'cancel' },
          },
          invoke: {
            id: 'skip',
            src: 'skip',
            input: ({ context }) => ({ ...ids({ context }), order: requireOrder(context), nowMs: context.nowMs }),
            onDone: { target: 'idle', actions: done(DELIVERY_TEXTS.skipped) },
          },
        },
        removingTask: {
          invoke: {
            id: 'removeTask',
            src: 'removeTask',
            input: ids,
            onDone: { target: 'idle', actions: done(ORDER_TEXTS.confirmTaskRemoved) },
            onError: failed('idle'),
          },
        },
      },
    },
  },
});

/** The delivery machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface DeliveryMachine extends PublicMachine<
  DeliveryContext,
  DeliveryEvent,
  DeliveryStateValue,
  { input: DeliveryInput; emitted: DeliveryReport; children: Children<{ address: AddressMachine; skip: SkipDeliveryMachine }> }
> {}
export const deliveryMachine: DeliveryMachine = deliveryLogic;
