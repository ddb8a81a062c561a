import { cardBinding, payment, paymentResult } from '@mealflow/sdk/checkout';
import { type PaymentFlow } from '@mealflow/sdk/routing';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import { PaymentResultSummary } from './PaymentResultSummary';
import styles from './Payment.module.css';

/**
 * The payment result steps (order-funnel §2). The SDK's result machine asks the order (or the gift
 * purchase, `?purchase=`) before anything is said; the wording is `paymentResultModel`'s.
 */
export default function PaymentResultPage(props: ScreenProps) {
  const screen = useScreenInput(props);
  const hid = props.params['hid'] ?? '';
  const flow = screen.flow ?? 'payment';
  const result = screen.result ?? 'fail';
  const purchaseId = screen.query[payment.PURCHASE_QUERY];
  // A card binding's pages carry its payment (`?binding=`): the card is asked, not an order.
  const bindingId = flow === 'cardbind' ? screen.query[cardBinding.BINDING_QUERY] : undefined;
  // A new result (fail → recall-success is one screen for two routes) is a new actor.
  return (
    <PaymentResultScreen key={[hid, flow, result, purchaseId, bindingId].join('/')} input={{ hid, flow, result, purchaseId, bindingId }} />
  );
}

function PaymentResultScreen({ input }: { input: paymentResult.PaymentResultInput }) {
  const actor = useScreenActor(paymentResult.providePaymentResult, input);
  const view = useConnect(actor, paymentResult.connectPaymentResult);
  if (view.verdict === 'checking') return <PageLoading />;
  return (
    <section className={styles['page']} aria-labelledby="result-title">
      <PaymentResultSummary view={view} titleId="result-title" onCheck={view.check} onRecall={view.requestRecall} />
    </section>
  );
}

/** The 3-D Secure return page: asks the order's state, then goes to success or fail. */
export function ThreeDsReturnPage({ params }: ScreenProps) {
  const { mealflow } = useRuntime();
  const [, navigate] = useLocation();
  const search = useSearch();
  const hid = params['hid'] ?? '';
  const flow = (params['flow'] ?? 'payment') as PaymentFlow;
  useEffect(() => {
    let active = true;
    void paymentResult.threeDsReturnTarget(mealflow.deps, hid, flow, search).then((target) => {
      if (active) navigate(target, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [mealflow, hid, flow, search, navigate]);
  return <PageLoading />;
}
