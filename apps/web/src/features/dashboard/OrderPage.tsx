import { isSmartphoneCabinet } from '@mealflow/sdk/routing';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { ordersHrefFor } from '../../shared/layout/cabinet-view';
import { OrderScreen } from './OrderScreen';
import { OrdersScreen } from './OrdersScreen';

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
        <OrdersScreen smartphone={smartphone} />
      )}
    </CabinetLayout>
  );
}
