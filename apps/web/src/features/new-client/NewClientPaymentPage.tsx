import { newClient } from '@mealflow/sdk/storefront';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import styles from './NewClient.module.css';

// The order's checkout (its own chunk, shared with /instant-order): address, delivery, the payment
// methods and the payment and SBP machines it spawns (idempotent charge, uncertain outcome asked).
const Checkout = lazy(() => import('../checkout/CheckoutPage'));

/**
 * `/dashboard/order/{hid}/payment/{flow?}/{subscribe?}` (StepPaymentChoose: choose the method) and
 * `/dashboard/order/{hid}/payment/card` (StepPaymentCard: the card chosen, other methods one link
 * away): the order's checkout; its results are the flow's result pages.
 */
export default function NewClientPaymentPage(props: ScreenProps) {
  const { params, route } = props;
  const hid = params['hid'] ?? '';
  const card = useScreenInput(props).method === 'creditCard';
  return (
    <div className={styles['page']}>
      <h1>{card ? newClient.NEW_CLIENT_TEXTS.cardTitle : newClient.NEW_CLIENT_TEXTS.paymentTitle}</h1>
      {card ? (
        <p className={styles['lead']}>
          <Link href={newClient.newClientPaymentPath(hid)}>{newClient.NEW_CLIENT_TEXTS.otherMethods}</Link>
        </p>
      ) : null}
      <Suspense fallback={<PageLoading />}>
        <Checkout params={{ hid }} route={route} />
      </Suspense>
    </div>
  );
}
