import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { errorText } from '../../api/errors';
import { ORDER_TEXTS } from '../../domain/cabinet-texts';
import { noChanges } from '../../shared/cabinet-changes';
import { activeOnly, changeOrder, removeOrder } from './orders-list.rules';
import type { OrdersListContext, OrdersListEvent } from './orders-list.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { OrdersListStateValue } from '../../machine-states';

/**
 * The active orders list (personal-cabinet §2.5, §4 "Active orders list: set, change one, remove
 * one"): `loading` (orders/active) → `ready.list` | `ready.empty`, or `error` with RETRY. In
 * `ready`, ORDERS.SET / ORDER.CHANGE / ORDER.REMOVE keep the per-order state without a reload.
 */

export type { OrdersListContext, OrdersListEvent } from './orders-list.types';

const reject = () => Promise.reject(new Error('orders list: actor "loadOrders" is not provided (use provideOrdersList)'));

const ordersListSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as OrdersListContext,
    events: {} as OrdersListEvent,
    // Every child by its id: without the full map xstate types children with a string index, which the
    // published .d.ts cannot print (TS2411 under skipLibCheck: false; scripts/check-examples.mjs).
    children: {} as { changes: 'changes'; loadOrders: 'loadOrders' },
  },
  actors: {
    /** `orders/active`. */
    loadOrders: fromPromise<CabinetOrder[]>(reject),
    /** Changes other machines announce (`shared/cabinet-changes.ts`); bound by `provideOrdersList`. */
    changes: noChanges,
  },
  guards: {
    noOrders: ({ context }) => context.orders.length === 0,
  },
  actions: {
    setOrders: assign((_, params: { orders: CabinetOrder[] }) => ({ orders: activeOnly(params.orders), error: undefined })),
    changeOrder: assign(({ context }, params: { order: CabinetOrder }) => ({
      orders: activeOnly(changeOrder(context.orders, params.order)),
    })),
    removeOrder: assign(({ context }, params: { id_H: string }) => ({ orders: removeOrder(context.orders, params.id_H) })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, ORDER_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const ordersListLoading = /*#__PURE__*/ loadable(ordersListSetup, {
  id: 'loadOrders',
  src: 'loadOrders',
  onDone: { actions: { type: 'setOrders', params: ({ event }) => ({ orders: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const ordersListLogic = /*#__PURE__*/ ordersListSetup.createMachine({
  id: 'ordersList',
  context: { orders: [], error: undefined },
  initial: 'loading',
  invoke: { id: 'changes', src: 'changes' },
  states: {
    ...ordersListLoading,
    ready: {
      initial: 'deciding',
      on: {
        RELOAD: 'loading',
        'ORDERS.SET': { target: '.deciding', actions: { type: 'setOrders', params: ({ event }) => ({ orders: event.orders }) } },
        'ORDER.CHANGE': { target: '.deciding', actions: { type: 'changeOrder', params: ({ event }) => ({ order: event.order }) } },
        'ORDER.REMOVE': { target: '.deciding', actions: { type: 'removeOrder', params: ({ event }) => ({ id_H: event.id_H }) } },
        // A change made elsewhere (a freeze, a delivery moved): the list is read again, the cards stay meanwhile.
        'CABINET.CHANGED': { target: '.refreshing', reenter: true },
      },
      states: {
        refreshing: {
          invoke: {
            id: 'loadOrders',
            src: 'loadOrders',
            onDone: { target: 'deciding', actions: { type: 'setOrders', params: ({ event }) => ({ orders: event.output }) } },
            onError: { target: '#ordersList.error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** Transient: list or empty by the orders held. */
        deciding: { always: [{ guard: 'noOrders', target: 'empty' }, { target: 'list' }] },
        list: {},
        empty: {},
      },
    },
  },
});

/** The ordersList machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface OrdersListMachine extends PublicMachine<OrdersListContext, OrdersListEvent, OrdersListStateValue> {}
export const ordersListMachine: OrdersListMachine = ordersListLogic;
