import { courierRating } from '@mealflow/sdk/cabinet';
import { useLocation } from 'wouter';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { Rates } from './Rates';

/**
 * /new-dashboard/rates/{orderId?} and /dashboard/subscriptions/rates/{hid} (personal-cabinet §2.1,
 * §4 "Tips flow"): the pending courier ratings on the courier rating machine, and the tip dialog
 * 3 s after they load.
 */
export default function RatesPage({ route, params }: ScreenProps) {
  const [pathname] = useLocation();
  const actor = useScreenActor(courierRating.provideCourierRating, { orderId: params['orderId'] ?? params['hid'], returnPath: pathname });
  const view = useConnect(actor, courierRating.connectCourierRating);
  return (
    <CabinetLayout route={route.name}>
      <Rates view={view} />
    </CabinetLayout>
  );
}
