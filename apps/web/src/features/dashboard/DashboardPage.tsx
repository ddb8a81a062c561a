import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from './CabinetLayout';
import { ComingSoon } from './ComingSoon';
import { cabinetPageTitle, ordersHrefFor } from './cabinet-view';

/**
 * The cabinet's orders area (personal-cabinet §2.1 Dashboard orders, /new-dashboard): the orders
 * list, an order, its deliveries, inside the cabinet frame.
 */
export default function DashboardPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <ComingSoon title={cabinetPageTitle(route.name)} ordersHref={ordersHrefFor(route.name)} />
    </CabinetLayout>
  );
}
