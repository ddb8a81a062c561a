import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from './CabinetLayout';
import { cabinetPageTitle, ordersHrefFor } from './cabinet-view';
import { ComingSoon } from './ComingSoon';

/** Cabinet routes of later issues (subscriptions, bonuses, loyalty, invite, …) inside the frame. */
export default function ComingSoonPage({ route }: ScreenProps) {
  return (
    <CabinetLayout route={route.name}>
      <ComingSoon title={cabinetPageTitle(route.name)} ordersHref={ordersHrefFor(route.name)} />
    </CabinetLayout>
  );
}
