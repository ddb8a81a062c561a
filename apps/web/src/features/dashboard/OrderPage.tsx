import { isSmartphoneCabinet } from '@mealflow/sdk/routing';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { ordersHrefFor } from '../../shared/layout/cabinet-view';
import { OrderScreen } from './OrderScreen';

/** The list for the addresses without an order (orders/all, rates): a chunk of its own, not on an order's page (issue 35). */
const OrdersScreen = lazy(() => import('./OrdersScreen').then((module) => ({ default: module.OrdersScreen })));

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
      {hid ? (
        <OrderScreen key={hid} hid={hid} smartphone={smartphone} ordersHref={ordersHrefFor(route.name)} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <OrdersScreen smartphone={smartphone} />
        </Suspense>
      )}
    </CabinetLayout>
  );
}
