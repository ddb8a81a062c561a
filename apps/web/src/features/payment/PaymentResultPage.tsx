import { paymentResultView, PURCHASE_QUERY, threeDsReturnTarget, type PaymentFlow } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useRuntime } from '../../app/RuntimeContext';
import { useScreenActor } from '../../app/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import styles from './Payment.module.css';

/** The `/dashboard/order/{hid}/payments/payment/...` children name their result in the route. */
const RESULT_BY_ROUTE: Record<string, string> = {
  StepPaymentSuccess: 'success',
  StepPaymentFail: 'fail',
  StepPaymentCash: 'cash',
  StepPaymentRecall: 'recall',
};

/**
 * The payment result steps (order-funnel §2). The SDK's result machine asks the order (or the gift
 * purchase, `?purchase=`) before anything is said; the wording is `paymentResultModel`'s.
 */
export default function PaymentResultPage({ params, route }: ScreenProps) {
  const search = useSearch();
  const hid = params['hid'] ?? '';
  const flow = (params['flow'] ?? 'payment') as PaymentFlow;
  const result = params['result'] ?? RESULT_BY_ROUTE[route.name] ?? 'fail';
  const purchaseId = new URLSearchParams(search).get(PURCHASE_QUERY) ?? undefined;
  const actor = useScreenActor('paymentResult', { hid, flow, result, purchaseId });
  const view = useSelector(actor, paymentResultView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (view.verdict === 'checking') return <PageLoading />;
  return (
    <section className={styles['page']} aria-labelledby="result-title">
      <h1 id="result-title">{view.title}</h1>
      <p role={view.verdict === 'processing' ? 'status' : undefined}>{view.text}</p>
      {view.canCheckAgain ? <Button onClick={() => actor.send({ type: 'CHECK' })}>{view.checkAgainLabel}</Button> : null}
      {view.links.map((link) => (
        <Link key={link.href} href={link.href}>
          {link.label}
        </Link>
      ))}
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
