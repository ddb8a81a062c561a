import { ORDER_TEXTS } from '@mealflow/sdk/domain';
import type { RouteName, RouteParams } from '@mealflow/sdk/routing';
import { Link } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import { ordersHrefFor } from '../../shared/layout/cabinet-view';
import styles from './Cabinet.module.css';
import parts from './Orders.module.css';

/**
 * An order's page while the order loads: its panel with the way back to the orders (the ready page's
 * first line, at the same place) and the loading line. Light (no machine, no SDK call): the router's
 * cabinet frame draws it as the order pages' skeleton before the screen's chunk and the profile are
 * there (`OrderSkeleton`, issue 35), the deliveries page while its order's chunk loads, and the order
 * screen while its machine loads the order.
 */
export function OrderLoading({ ordersHref }: { ordersHref: string }) {
  return (
    <section className={`${styles['panel']} ${parts['detail']}`} aria-busy="true">
      <p>
        <Link href={ordersHref}>← {ORDER_TEXTS.listTitle}</Link>
      </p>
      <PageLoading />
    </section>
  );
}

/**
 * The order pages' first panel while loading (an order, its deliveries): the route table's skeleton.
 * Without an order (orders/all, rates) the list's loading line; a delivery's page draws its own.
 */
export function OrderSkeleton({ route, params }: { route: RouteName; params: RouteParams }) {
  const hid = params['hid'] ?? params['orderId'];
  if (!hid || params['deliveryId']) return <PageLoading />;
  return <OrderLoading ordersHref={ordersHrefFor(route)} />;
}
