import { paymentResult } from '@mealflow/sdk/checkout';
import { longate } from '@mealflow/sdk/cabinet';
import { type RouteName } from '@mealflow/sdk/routing';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import { sameData } from '../../shared/runtime/same-data';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { PaymentResultSummary } from '../payment';
import { LongateFlow } from './LongateFlow';
import styles from './Longate.module.css';

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
      {result ? <LongateResult key={result} hid={hid} result={result} /> : <LongateFlow hid={hid} page={longate.longatePageOf(step)} />}
    </CabinetLayout>
  );
}

function LongateResult({ hid, result }: { hid: string; result: string }) {
  const actor = useScreenActor(paymentResult.providePaymentResult, { hid, flow: 'longate', result });
  const view = useActorValue(actor, paymentResult.paymentResultView, sameData);
  if (view.verdict === 'checking') return <PageLoading />;
  return (
    <section className={styles['panel']} aria-labelledby="longate-result-title">
      <PaymentResultSummary
        view={view}
        titleId="longate-result-title"
        onCheck={() => actor.send({ type: 'CHECK' })}
        onRecall={() => actor.send({ type: 'RECALL' })}
      />
    </section>
  );
}
