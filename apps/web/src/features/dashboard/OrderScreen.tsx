import { connectOrderDetail, type OrderDetailSnapshot, provideOrderDetail } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { OrderDetail } from './OrderDetail';

/** An order on the order-detail machine (orders/get, packs and drinks in one round trip). */
export function OrderScreen({ hid, smartphone, ordersHref }: { hid: string; smartphone: boolean; ordersHref: string }) {
  const facts = useScreenFacts();
  const actor = useScreenActor(provideOrderDetail, { hid, brand: facts.brand });
  const connect = useCallback(
    (snapshot: OrderDetailSnapshot, send: Parameters<typeof connectOrderDetail>[1]) =>
      connectOrderDetail(snapshot, send, { smartphone, nowMs: facts.now() }),
    [smartphone, facts],
  );
  const view = useConnect(actor, connect);
  return <OrderDetail view={view} ordersHref={ordersHref} />;
}
