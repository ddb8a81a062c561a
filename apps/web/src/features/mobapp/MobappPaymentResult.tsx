import { mobappPaymentView } from '@mealflow/sdk/domain';
import styles from '../../shared/layout/Page.module.css';

/** The mobile app's payment result (personal-cabinet §2.1 /mob-payment-redirect): the outcome and where to go on. */
export function MobappPaymentResult({ search }: { search: string }) {
  const view = mobappPaymentView(search);
  return (
    <section className={styles['page']} aria-labelledby="mobapp-payment-title">
      <h1 id="mobapp-payment-title">{view.title}</h1>
      <p role={view.outcome === 'fail' ? 'alert' : 'status'}>{view.text}</p>
    </section>
  );
}
