import { isSmartphoneCabinet } from '@mealflow/sdk/routing';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { OrdersScreen } from './OrdersScreen';
import { WeekOverview } from './WeekOverview';

/**
 * The cabinet's home and its orders (personal-cabinet §2.1 /dashboard, orders; /new-dashboard,
 * orders): the coming week (deliveries and charges, issue 31), then the active orders list, in the cabinet frame.
 */
export default function DashboardPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <WeekOverview smartphone={isSmartphoneCabinet(route.name)} />
      <OrdersScreen smartphone={isSmartphoneCabinet(route.name)} />
    </CabinetLayout>
  );
}
