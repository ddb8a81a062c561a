import { connectDelivery, isSmartphoneCabinet, type addressMachine, type DeliverySnapshot } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from './CabinetLayout';
import { ordersHrefFor } from './cabinet-view';
import { DeliveryPanel } from './DeliveryPanel';
import { OrderScreen } from './OrderScreen';

/** The delivery machine's address child (a new address), while it runs. */
const addressChild = (snapshot: DeliverySnapshot) => (snapshot.children as Record<string, unknown>)['address'] as ActorRefFrom<typeof addressMachine> | undefined;

function DeliveryScreen({ hid, deliveryId, smartphone, ordersHref }: { hid: string; deliveryId: string; smartphone: boolean; ordersHref: string }) {
  const actor = useScreenActor('delivery', { hid, deliveryId });
  const connect = useCallback((snapshot: DeliverySnapshot, send: Parameters<typeof connectDelivery>[1]) => connectDelivery(snapshot, send, { smartphone }), [smartphone]);
  const view = useConnect(actor, connect);
  const addressActor = useSelector(actor, addressChild);
  return <DeliveryPanel view={view} addressActor={addressActor} ordersHref={ordersHref} />;
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
        <OrderScreen key={hid} hid={hid} smartphone={smartphone} ordersHref={ordersHref} />
      )}
    </CabinetLayout>
  );
}
