import { cabinetPageTitle } from '@mealflow/sdk/routing';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { ordersHrefFor } from '../../shared/layout/cabinet-view';
import { ComingSoon } from './ComingSoon';

/** Cabinet routes of later issues (subscriptions, bonuses, loyalty, invite, …) inside the frame. */
export default function ComingSoonPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <ComingSoon title={cabinetPageTitle(route.name)} ordersHref={ordersHrefFor(route.name)} />
    </CabinetLayout>
  );
}
