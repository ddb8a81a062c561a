import { landing } from '@mealflow/sdk/storefront';
import { Link } from 'wouter';
import styles from './MobileOrder.module.css';

/** A step's heading: 'Шаг 2 из 4', its title, and 'Назад' to the previous step with the choice (none on the first and on payment). */
export function MobileOrderHead({ step, choice }: { step: landing.MobileOrderStep; choice: landing.MobileOrderChoice }) {
  const nav = landing.mobileOrderNav(step, choice);
  return (
    <header className={styles['head']}>
      {nav.back && step !== 'payment' ? <Link href={nav.back}>← {landing.MOBILE_ORDER_TEXTS.back}</Link> : null}
      <p className={styles['progress']}>{nav.progress}</p>
      {/* On payment the checkout's own heading is the page's. */}
      {step === 'payment' ? null : (
        <h1 id="mobile-order-title" className={styles['title']}>
          {nav.title}
        </h1>
      )}
    </header>
  );
}
