import { isSmartphoneCabinet, type RouteParams } from '@mealflow/sdk/routing';
import { Suspense } from 'react';
import { lazyLoaded } from '../../shared/lazy-loaded';
import type { DeliveryScreen as DeliveryScreenComponent } from './DeliveryScreen';
import type { OrderScreen as OrderScreenComponent } from './OrderScreen';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { PageLoading } from '../../shared/layout/Layout';
import { ordersHrefFor } from '../../shared/layout/cabinet-view';
import { OrderLoading } from './OrderLoading';

// The page is either an order's (its order-detail machine and view) or one delivery's (the delivery
// machine, its panel and address form): each loads as its own chunk, so the order's deliveries do not
// carry a delivery's code, nor a delivery's link the order's (issue 35). The route's loader requests
// the one the address shows as soon as this module has come (`preloadFor`), beside the profile: the
// frame then renders the page without suspending on it.
const order = lazyLoaded<Parameters<typeof OrderScreenComponent>[0]>(() =>
  import('./OrderScreen').then((module) => ({ default: module.OrderScreen })),
);
const delivery = lazyLoaded<Parameters<typeof DeliveryScreenComponent>[0]>(() =>
  import('./DeliveryScreen').then((module) => ({ default: module.DeliveryScreen })),
);
const { Component: OrderScreen } = order;
const { Component: DeliveryScreen } = delivery;

/** The part of the page an address shows, for the route's loader (`lazyScreen`'s `PreloadFor`). */
export const preloadFor = (params: RouteParams): Promise<unknown> => (params['deliveryId'] ? delivery.request() : order.request());

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
        // While the delivery's chunk loads, the loading line the frame drew for a delivery (`OrderSkeleton`).
        <Suspense fallback={<PageLoading />}>
          <DeliveryScreen key={`${hid}/${deliveryId}`} hid={hid} deliveryId={deliveryId} smartphone={smartphone} ordersHref={ordersHref} />
        </Suspense>
      ) : (
        // While the order's chunk loads, the order's loading panel the frame drew (`OrderSkeleton`).
        <Suspense fallback={<OrderLoading ordersHref={ordersHref} />}>
          <OrderScreen key={hid} hid={hid} smartphone={smartphone} ordersHref={ordersHref} />
        </Suspense>
      )}
    </CabinetLayout>
  );
}
