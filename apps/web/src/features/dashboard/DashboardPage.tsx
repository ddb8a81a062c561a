import { loadSettled, ordersList } from '@mealflow/sdk/cabinet';
import { isSmartphoneCabinet } from '@mealflow/sdk/routing';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { OrdersView } from './OrdersScreen';
import { useWeekOverviewActor, WeekOverview } from './WeekOverview';

/**
 * The cabinet's home and its orders (personal-cabinet §2.1 /dashboard, orders; /new-dashboard,
 * orders): the coming week (deliveries and charges, issue 31), then the active orders list, in the cabinet frame.
 * One orders list (one `orders/active`, issue 35): the week overview follows it. The list is drawn
 * once the week has loaded (or failed): the week's height follows its deliveries (a desktop's week
 * grid ~300 px while it loads, 1 200 px for the seeded client), so a list drawn first was pushed
 * down when the week arrived (desktop CLS 0.52, issue 35).
 */
export default function DashboardPage({ route }: ScreenProps) {
  const orders = useScreenActor(ordersList.provideOrdersList, undefined);
  const week = useWeekOverviewActor(orders);
  const weekLoaded = useActorValue(week, loadSettled);
  return (
    <CabinetLayout route={route.name}>
      <WeekOverview smartphone={isSmartphoneCabinet(route.name)} actor={week} />
      {weekLoaded ? <OrdersView actor={orders} smartphone={isSmartphoneCabinet(route.name)} /> : null}
    </CabinetLayout>
  );
}
