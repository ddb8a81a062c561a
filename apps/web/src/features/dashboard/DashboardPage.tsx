import { provideOrdersList } from '@mealflow/sdk/cabinet';
import { isSmartphoneCabinet } from '@mealflow/sdk/routing';
import { useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { OrdersView } from './OrdersScreen';
import { WeekOverview } from './WeekOverview';

/**
 * The cabinet's home and its orders (personal-cabinet §2.1 /dashboard, orders; /new-dashboard,
 * orders): the coming week (deliveries and charges, issue 31), then the active orders list, in the cabinet frame.
 * One orders list (one `orders/active`, issue 35): the week overview follows it.
 */
export default function DashboardPage({ route }: ScreenProps) {
  const orders = useScreenActor(provideOrdersList, undefined);
  return (
    <CabinetLayout route={route.name}>
      <WeekOverview smartphone={isSmartphoneCabinet(route.name)} orders={orders} />
      <OrdersView actor={orders} smartphone={isSmartphoneCabinet(route.name)} />
    </CabinetLayout>
  );
}
