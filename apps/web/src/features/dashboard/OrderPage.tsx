import { connectOrderDetail, isSmartphoneCabinet, type OrderDetailSnapshot } from '@mealflow/sdk';
import { useCallback } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from './CabinetLayout';
import { ordersHrefFor } from './cabinet-view';
import { OrderDetail } from './OrderDetail';
import { OrdersScreen } from './OrdersScreen';

function OrderScreen({ hid, smartphone, ordersHref }: { hid: string; smartphone: boolean; ordersHref: string }) {
  const { ports } = useRuntime();
  const actor = useScreenActor('orderDetail', { hid, brand: ports.device.brand() });
  const connect = useCallback(
    (snapshot: OrderDetailSnapshot, send: Parameters<typeof connectOrderDetail>[1]) => connectOrderDetail(snapshot, send, { smartphone, nowMs: ports.clock.now() }),
    [smartphone, ports],
  );
  const view = useConnect(actor, connect);
  return <OrderDetail view={view} ordersHref={ordersHref} />;
}

/**
 * An order in the cabinet (personal-cabinet §2.1 orders/{hid}/{content?}/{taskId?},
 * orders/all/{hid}, /new-dashboard/{orderId}, rates/{orderId}): the order-detail machine's screen.
 */
export default function OrderPage({ route, params }: ScreenProps) {
  const hid = params['hid'] ?? params['orderId'];
  const smartphone = isSmartphoneCabinet(route.name);
  return (
    <CabinetLayout route={route.name}>
      {/* orders/all and rates without an order: the orders list. */}
      {hid ? <OrderScreen key={hid} hid={hid} smartphone={smartphone} ordersHref={ordersHrefFor(route.name)} /> : <OrdersScreen smartphone={smartphone} />}
    </CabinetLayout>
  );
}
