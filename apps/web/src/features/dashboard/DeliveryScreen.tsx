import { delivery } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { DeliveryPanel } from './DeliveryPanel';

/** One delivery of an order on the delivery machine (personal-cabinet §2.1 orders/{hid}/deliveries/{deliveryId}). */
export function DeliveryScreen({
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
