import {
  BINDING_QUERY,
  type PaymentResultInput,
  paymentResultView,
  providePaymentResult,
  PURCHASE_QUERY,
  threeDsReturnTarget,
} from '@mealflow/sdk/checkout';
import { type PaymentFlow } from '@mealflow/sdk/routing';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useActorValue, useScreenActor } from '../../shared/runtime/useScreenActor';
import { sameData } from '../../shared/runtime/same-data';
import type { ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import { PaymentResultSummary } from './PaymentResultSummary';
import styles from './Payment.module.css';

/**
 * Routes that name their flow and result in the route itself: the `/dashboard/order/{hid}/payments/payment/...`
 * children and the desktop new-client results (`{hid}/newclient/...`, `{hid}/onlinecert/...`, personal-cabinet §2.1).
 */
const RESULT_BY_ROUTE: Record<string, { flow: PaymentFlow; result: string }> = {
  StepPaymentSuccess: { flow: 'payment', result: 'success' },
  StepPaymentFail: { flow: 'payment', result: 'fail' },
  StepPaymentCash: { flow: 'payment', result: 'cash' },
  StepPaymentRecall: { flow: 'payment', result: 'recall' },
  StepNewClientSuccess: { flow: 'newclient', result: 'success' },
  StepNewClientFail: { flow: 'newclient', result: 'fail' },
  StepNewClientCash: { flow: 'newclient', result: 'cash' },
  StepNewClientConfirm: { flow: 'newclient', result: 'confirm' },
  StepNewClientRecall: { flow: 'newclient', result: 'recall' },
  StepNewClientCardBind: { flow: 'newclient', result: 'cardbind' },
  StepOnlineCertSuccess: { flow: 'onlinecert', result: 'success' },
  StepOnlineCertFail: { flow: 'onlinecert', result: 'fail' },
};

/**
 * The payment result steps (order-funnel §2). The SDK's result machine asks the order (or the gift
 * purchase, `?purchase=`) before anything is said; the wording is `paymentResultModel`'s.
 */
export default function PaymentResultPage({ params, route }: ScreenProps) {
  const search = useSearch();
  const hid = params['hid'] ?? '';
  const byRoute = RESULT_BY_ROUTE[route.name];
  const flow = (params['flow'] ?? byRoute?.flow ?? 'payment') as PaymentFlow;
  const result = params['result'] ?? byRoute?.result ?? 'fail';
  const query = new URLSearchParams(search);
  const purchaseId = query.get(PURCHASE_QUERY) ?? undefined;
  // A card binding's pages carry its payment (`?binding=`): the card is asked, not an order.
  const bindingId = flow === 'cardbind' ? (query.get(BINDING_QUERY) ?? undefined) : undefined;
  // A new result (fail → recall-success is one screen for two routes) is a new actor.
  return (
    <PaymentResultScreen key={[hid, flow, result, purchaseId, bindingId].join('/')} input={{ hid, flow, result, purchaseId, bindingId }} />
  );
}

function PaymentResultScreen({ input }: { input: PaymentResultInput }) {
  const actor = useScreenActor(providePaymentResult, input);
  const view = useActorValue(actor, paymentResultView, sameData);
  if (view.verdict === 'checking') return <PageLoading />;
  return (
    <section className={styles['page']} aria-labelledby="result-title">
      <PaymentResultSummary
        view={view}
        titleId="result-title"
        onCheck={() => actor.send({ type: 'CHECK' })}
        onRecall={() => actor.send({ type: 'RECALL' })}
      />
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
    void threeDsReturnTarget(mealflow.deps, hid, flow, search).then((target) => {
      if (active) navigate(target, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [mealflow, hid, flow, search, navigate]);
  return <PageLoading />;
}
