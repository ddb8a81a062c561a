import type { checkout as checkoutGroup } from '@mealflow/sdk/checkout';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import styles from './Checkout.module.css';

type Checkout = checkoutGroup.CheckoutView & checkoutGroup.CheckoutHandlers;

/** The checkout's display modes other than the form (order-funnel §2): loading, failure, cancelled, confirmations. */
export function CheckoutMode({ checkout }: { checkout: Checkout }) {
  switch (checkout.mode) {
    case 'failed':
      return (
        <section className={styles['card']} role="alert">
          <p>{checkout.error}</p>
          <Button onClick={checkout.retry}>Повторить</Button>
        </section>
      );
    case 'cancelled':
      return (
        <section className={styles['card']} aria-labelledby="cancelled-title">
          <h1 id="cancelled-title">Заказ отменён</h1>
          <p>Этот заказ отменён. Вы можете оформить новый.</p>
          <div className={styles['row']}>
            <Button onClick={checkout.newOrder}>Оформить новый</Button>
            <Button variant="secondary" onClick={checkout.close}>
              Закрыть
            </Button>
          </div>
        </section>
      );
    case 'deliveryConfirmed':
      return (
        <section className={styles['card']} aria-labelledby="confirmed-title">
          <h1 id="confirmed-title">Доставка подтверждена</h1>
          <p>{checkout.confirmedWindow}</p>
          <p>Курьер позвонит за 15–30&nbsp;минут до доставки.</p>
        </section>
      );
    case 'deliveryConfirmation':
      return (
        <section className={styles['card']} aria-labelledby="delivery-confirm-title">
          <h1 id="delivery-confirm-title">{checkout.deliveryConfirmationTitle}</h1>
          <p>{checkout.confirmedWindow}</p>
          <ErrorLine error={checkout.error} />
          <Button onClick={checkout.confirmDelivery}>Подтвердить доставку</Button>
        </section>
      );
    case 'orderConfirmation':
      return (
        <section className={styles['card']} aria-labelledby="order-confirm-title">
          <h1 id="order-confirm-title">Подтвердите заказ</h1>
          <p>
            {checkout.title}, {checkout.duration} — {checkout.total}
          </p>
          <ErrorLine error={checkout.error} />
          <Button onClick={checkout.confirmOrder}>Подтвердить заказ</Button>
        </section>
      );
    default:
      // loading, and paid (on its way to the success route)
      return <PageLoading />;
  }
}

export function ErrorLine({ error }: { error: string | undefined }) {
  return error ? (
    <p className={styles['error']} role="alert">
      {error}
    </p>
  ) : null;
}
