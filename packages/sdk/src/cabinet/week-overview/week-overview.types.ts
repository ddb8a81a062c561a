import type { ActorRefFrom } from 'xstate';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import type { ChangedEvent } from '../../shared/cabinet-changes';
import type { OrdersListMachine } from '../orders-list/orders-list.machine';
import type { OrdersReport } from './follow-orders';

// The week-overview machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
/** The orders' owner: the orders list's actor (`mealflow.machines.ordersList`). */
export type WeekOrdersSource = ActorRefFrom<OrdersListMachine>;

export interface WeekOverviewInput {
  brand?: 'main' | 'wowfood' | undefined;
  /** The dashboard's orders list: the week shows its orders and never asks `orders/active` itself. */
  orders: WeekOrdersSource;
}

export interface WeekOverviewLoaded {
  subscriptions: ClientSubscription[];
}

export interface WeekOverviewContext extends WeekOverviewLoaded {
  brand: 'main' | 'wowfood';
  /** The list's orders; undefined until it has them. */
  orders: CabinetOrder[] | undefined;
  source: WeekOrdersSource;
  error: string | undefined;
}

export type WeekOverviewEvent = { type: 'RETRY' } | { type: 'RELOAD' } | ChangedEvent | OrdersReport;
