import { connectOrdersList, type OrdersListSnapshot, provideOrdersList } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { OrdersList } from './OrdersList';

/** The active orders list on the orders-list machine (one `orders/active` round trip). */
export function OrdersScreen({ smartphone }: { smartphone: boolean }) {
  const { ports } = useRuntime();
  const actor = useScreenActor(provideOrdersList, undefined);
  const connect = useCallback(
    (snapshot: OrdersListSnapshot, send: Parameters<typeof connectOrdersList>[1]) =>
      connectOrdersList(snapshot, send, { smartphone, nowMs: ports.clock.now(), brand: ports.device.brand() }),
    [smartphone, ports],
  );
  const view = useConnect(actor, connect);
  return <OrdersList view={view} />;
}
