import { assign, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { CabinetOrder } from '../../api/schemas/cabinet';

import { errorText } from '../../api/errors';
import { WEEK_TEXTS } from '../../domain/week-texts';
import { noChanges } from '../../shared/cabinet-changes';
import { LOAD_FAILED_TAG, LOADING_TAG } from '../../shared/loadable';

import { followOrders } from './follow-orders';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { WeekOverviewStateValue } from '../../machine-states';
import type { WeekOverviewInput, WeekOverviewLoaded, WeekOverviewContext, WeekOverviewEvent } from './week-overview.types';
export type * from './week-overview.types';

/**
 * The client's coming week at the top of the dashboard (issue 31, beyond the spec). The orders are
 * not its own: it follows the orders list beside it (`input.orders`, the one `orders/active` of the
 * dashboard, issue 35) and reads only `client-subscriptions`: `loading.reading` → `ready`, or
 * `loading.awaitingOrders` until the list has its orders; `error` (either read failed) with RETRY
 * (which also retries a failed list). RELOAD, or a change another machine announces
 * (`shared/cabinet-changes.ts`: a freeze, a delivery moved), re-reads the subscriptions with the last
 * week kept on screen; the list re-reads its orders on the same change, and the week takes them.
 */

export const weekOverviewLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as WeekOverviewContext,
    events: {} as WeekOverviewEvent,
    input: {} as WeekOverviewInput,
    // Every child by its id: without the full map xstate types children with a string index, which the
    // published .d.ts cannot print (TS2411 under skipLibCheck: false; scripts/check-examples.mjs).
    children: {} as { changes: 'changes'; load: 'load'; orders: 'followOrders' },
  },
  actors: {
    followOrders,
    load: fromPromise<WeekOverviewLoaded, { brand: string }>(() =>
      Promise.reject(new Error('weekOverview: actor "load" is not provided (use provideWeekOverview)')),
    ),
    changes: noChanges,
  },
  guards: {
    hasOrders: ({ context }) => context.orders !== undefined,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: WeekOverviewLoaded }) => ({ ...params.loaded, error: undefined })),
    setOrders: assign((_, params: { orders: CabinetOrder[] }) => ({ orders: params.orders })),
    setErrorText: assign((_, params: { error: string }) => ({ error: params.error || WEEK_TEXTS.loadFailed })),
    retryOrders: sendTo('orders', { type: 'RETRY' }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, WEEK_TEXTS.loadFailed) })),
  },
}).createMachine({
  id: 'weekOverview',
  context: ({ input }) => ({ brand: input.brand ?? 'main', orders: undefined, source: input.orders, subscriptions: [], error: undefined }),
  initial: 'loading',
  invoke: [
    { id: 'changes', src: 'changes' },
    { id: 'orders', src: 'followOrders', input: ({ context }) => ({ source: context.source }) },
  ],
  // The list's orders, whenever it has new ones (its own refresh after a change included).
  on: { 'ORDERS.SEEN': { actions: { type: 'setOrders', params: ({ event }) => ({ orders: event.orders }) } } },
  states: {
    loading: {
      // The tags loadable() gives a screen's load: the connect asks loadStatus(snapshot).
      tags: [LOADING_TAG],
      initial: 'reading',
      on: { 'ORDERS.FAILED': { target: 'error', actions: { type: 'setErrorText', params: ({ event }) => ({ error: event.error }) } } },
      states: {
        reading: {
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ brand: context.brand }),
            onDone: [
              {
                guard: 'hasOrders',
                target: '#weekOverview.ready',
                actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) },
              },
              { target: 'awaitingOrders', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            ],
            onError: { target: '#weekOverview.error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The subscriptions are in; the list's orders are not yet. */
        awaitingOrders: {
          on: {
            'ORDERS.SEEN': {
              target: '#weekOverview.ready',
              actions: { type: 'setOrders', params: ({ event }) => ({ orders: event.orders }) },
            },
          },
        },
      },
    },
    error: { tags: [LOAD_FAILED_TAG], on: { RETRY: { target: 'loading', actions: 'retryOrders' } } },
    ready: {
      initial: 'idle',
      on: {
        // A change while reading: read again, so the week shown is the one after it.
        'CABINET.CHANGED': { target: '.reloading', reenter: true },
        'ORDERS.FAILED': { target: 'error', actions: { type: 'setErrorText', params: ({ event }) => ({ error: event.error }) } },
      },
      states: {
        idle: { on: { RELOAD: 'reloading' } },
        reloading: {
          tags: ['refreshing'],
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ brand: context.brand }),
            onDone: { target: 'idle', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: '#weekOverview.error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The weekOverview machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface WeekOverviewMachine extends PublicMachine<
  WeekOverviewContext,
  WeekOverviewEvent,
  WeekOverviewStateValue,
  { input: WeekOverviewInput }
> {}
export const weekOverviewMachine: WeekOverviewMachine = weekOverviewLogic;
