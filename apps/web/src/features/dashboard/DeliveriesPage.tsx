import { delivery } from '@mealflow/sdk/cabinet';
import { isSmartphoneCabinet } from '@mealflow/sdk/routing';
import { lazy, Suspense, useCallback } from 'react';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { ordersHrefFor } from '../../shared/layout/cabinet-view';
import { DeliveryPanel } from './DeliveryPanel';
import { OrderLoading } from './OrderLoading';

// Without a delivery the page is the order's (its order-detail machine and view, 5 KB gzip): a
// delivery's link does not load them, and the order's page loads them as its own (issue 35).
const OrderScreen = lazy(() => import('./OrderScreen').then((module) => ({ default: module.OrderScreen })));

function DeliveryScreen({
  hid,
  deliveryId,
  smartphone,
  ordersHref,
}: {
  hid: string;
  deliveryId: string;
  smartphone: boolean;
  ordersHref: string;
}) {
  const actor = useScreenActor(delivery.provideDelivery, { hid, deliveryId });
  const connect = useCallback(
    (snapshot: delivery.DeliverySnapshot, send: Parameters<typeof delivery.connectDelivery>[1]) =>
      delivery.connectDelivery(snapshot, send, { smartphone }),
    [smartphone],
  );
  const view = useConnect(actor, connect);
  // The new-address form is the machine's child: its own connect re-renders it as the client types.
  return <DeliveryPanel view={view} addressActor={view.address.formActor} ordersHref={ordersHref} />;
}

/**
 * An order's deliveries (personal-cabinet §2.1 orders/{hid}/deliveries/{deliveryId?}, the
 * /new-dashboard equivalent): one delivery on the delivery machine, or, without a delivery, the
 * order's page with its deliveries listed.
 */
export default function DeliveriesPage({ route, params }: ScreenProps) {
  const hid = params['hid'] ?? params['orderId'] ?? '';
  const deliveryId = params['deliveryId'];
  const smartphone = isSmartphoneCabinet(route.name);
  const ordersHref = ordersHrefFor(route.name);
  return (
    <CabinetLayout route={route.name}>
      {deliveryId ? (
        <DeliveryScreen key={`${hid}/${deliveryId}`} hid={hid} deliveryId={deliveryId} smartphone={smartphone} ordersHref={ordersHref} />
      ) : (
        // While the order's chunk loads, the order's loading panel the frame drew (`OrderSkeleton`).
        <Suspense fallback={<OrderLoading ordersHref={ordersHref} />}>
          <OrderScreen key={hid} hid={hid} smartphone={smartphone} ordersHref={ordersHref} />
        </Suspense>
      )}
    </CabinetLayout>
  );
}
