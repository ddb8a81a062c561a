import { longate } from '@mealflow/sdk/cabinet';
import { type RouteName } from '@mealflow/sdk/routing';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { lazy, Suspense } from 'react';
import { LongateFlow } from './LongateFlow';

// The result steps (success, fail, recall-success) come after paying: their payment result machine
// and summary (4.5 KB gzip) load only there, not with the flow's steps (issue 35).
const LongateResult = lazy(() => import('./LongateResult'));

/**
 * The extension (longate) flow (personal-cabinet §2.1): `/longate/{hid}` (where the cabinet's
 * entries redirect) and `/dashboard/order/{hid}/longate/{step}`: deliveries, change, creditcard
 * (StepPaymentLongateCreditCard) and cancel on the longate machine; success, fail and
 * recall-success ask the order first (the payment result machine, flow longate).
 */
export default function LongatePage(props: ScreenProps) {
  const { params, route } = props;
  const hid = params['hid'] ?? '';
  const step = useScreenInput(props).page ?? params['step'];
  const result = longate.longateResultOf(step);
  return (
    <CabinetLayout route={route.name as RouteName}>
      {result ? (
        <Suspense fallback={<PageLoading />}>
          <LongateResult key={result} hid={hid} result={result} />
        </Suspense>
      ) : (
        <LongateFlow hid={hid} page={longate.longatePageOf(step)} />
      )}
    </CabinetLayout>
  );
}
