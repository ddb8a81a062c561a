import { ordersList } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { OrdersList } from './OrdersList';

/** The orders list's actor: the dashboard makes it, so the week overview above the list follows the same orders. */
export type OrdersActor = ActorRefFrom<ordersList.OrdersListMachine>;

/** The active orders list on an orders-list actor made by the page (the dashboard shares it with the week overview). */
export function OrdersView({ actor, smartphone }: { actor: OrdersActor; smartphone: boolean }) {
  const facts = useScreenFacts();
  const connect = useCallback(
    (snapshot: ordersList.OrdersListSnapshot, send: Parameters<typeof ordersList.connectOrdersList>[1]) =>
      ordersList.connectOrdersList(snapshot, send, { smartphone, nowMs: facts.now(), brand: facts.brand }),
    [smartphone, facts],
  );
  return <OrdersList view={useConnect(actor, connect)} />;
}

/** The active orders list on an orders-list machine of its own (one `orders/active` round trip). */
export function OrdersScreen({ smartphone }: { smartphone: boolean }) {
  return <OrdersView actor={useScreenActor(ordersList.provideOrdersList, undefined)} smartphone={smartphone} />;
}
