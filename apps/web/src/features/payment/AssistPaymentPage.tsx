import { assistPayment } from '@mealflow/sdk/checkout';
import { Link, useSearch } from 'wouter';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import styles from './Payment.module.css';
import { RetryAlert } from '../../shared/ui/ErrorText';

/**
 * /assist-payment (personal-cabinet §2.1 AssistPayment, login needed): the order of `?order=` (or
 * the client's first one awaiting payment) paid on the Assist page; Assist returns to the payment
 * result pages, which ask the order. The SDK's `assistPayment` machine decides; this only renders.
 */
export default function AssistPaymentPage(_props: ScreenProps) {
  const hid = new URLSearchParams(useSearch()).get(assistPayment.ASSIST_ORDER_QUERY) ?? undefined;
  const actor = useScreenActor(assistPayment.provideAssistPayment, { hid });
  const view = useConnect(actor, assistPayment.connectAssistPayment);
  const { texts } = view;
  return (
    <section className={styles['page']} aria-labelledby="assist-title" aria-busy={view.status === 'loading'}>
      <h1 id="assist-title">{texts.title}</h1>
      {view.status === 'loading' ? <PageLoading /> : null}
      {view.status === 'error' ? (
        <RetryAlert className={styles['error']} retryLabel={texts.retry} onRetry={view.retry}>
          {view.error}
        </RetryAlert>
      ) : null}
      {view.status === 'empty' ? (
        <>
          <p>{texts.empty}</p>
          <Link href="/dashboard">{texts.toCabinet}</Link>
        </>
      ) : null}
      {view.amountText && view.status !== 'empty' && view.status !== 'error' && view.status !== 'loading' ? (
        <>
          <p>{texts.lead}</p>
          <p>
            {texts.amount}: <span className={styles['total']}>{view.amountText}</span>
          </p>
          {view.payError ? (
            <p className={styles['error']} role="alert">
              {view.payError}
            </p>
          ) : null}
          {view.status === 'redirecting' ? <p role="status">{texts.redirecting}</p> : null}
          <Button onClick={view.pay} busy={view.busy} disabled={view.busy}>
            {texts.pay}
          </Button>
        </>
      ) : null}
    </section>
  );
}
