import { orderDetail } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { OrderDetail } from './OrderDetail';

/** An order on the order-detail machine (orders/get, packs and drinks in one round trip). */
export function OrderScreen({ hid, smartphone, ordersHref }: { hid: string; smartphone: boolean; ordersHref: string }) {
  const facts = useScreenFacts();
  const actor = useScreenActor(orderDetail.provideOrderDetail, { hid, brand: facts.brand });
  const connect = useCallback(
    (snapshot: orderDetail.OrderDetailSnapshot, send: Parameters<typeof orderDetail.connectOrderDetail>[1]) =>
      orderDetail.connectOrderDetail(snapshot, send, { smartphone, nowMs: facts.now() }),
    [smartphone, facts],
  );
  const view = useConnect(actor, connect);
  return <OrderDetail view={view} ordersHref={ordersHref} />;
}
