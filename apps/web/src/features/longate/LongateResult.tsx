import { paymentResult } from '@mealflow/sdk/checkout';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import { sameData } from '../../shared/runtime/same-data';
import { PageLoading } from '../../shared/layout/Layout';
import { PaymentResultSummary } from '../payment';
import styles from './Longate.module.css';

/** A longation's payment result (success, fail, recall-success): the order asked first (the payment result machine, flow longate). */
export default function LongateResult({ hid, result }: { hid: string; result: string }) {
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
