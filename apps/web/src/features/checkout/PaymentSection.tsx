import type { checkout as checkoutGroup } from '@mealflow/sdk/checkout';
import { CHECKOUT_VIEW_TEXTS } from '@mealflow/sdk/domain';
import { useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { CardForm, PaymentProgress, type CardFormHandle } from '../payment';
import styles from './Checkout.module.css';
import { ErrorLine } from './CheckoutModes';

type Checkout = checkoutGroup.CheckoutView & checkoutGroup.CheckoutHandlers;

/**
 * The payment methods, the new-card form and the pay button. The card's values stay in the form;
 * PAY carries its reader to the payment machine (the checkout's child), which reads it once.
 */
export function PaymentSection({ checkout, payment }: { checkout: Checkout; payment: checkoutGroup.CheckoutChildren['payment'] }) {
  const cardForm = useRef<CardFormHandle>(null);
  const [cardFilled, setCardFilled] = useState(false);
  // Why the button is disabled (issue 30: 'demo-not-ready' said nothing): the gate's reason, else the unfilled card.
  const payHint = checkout.payHint ?? (checkout.canPay && checkout.cardFormShown && !cardFilled ? CHECKOUT_VIEW_TEXTS.fillCard : undefined);
  const pay = () => {
    const card = cardForm.current;
    checkout.pay(card ? { read: () => card.read() } : undefined);
  };
  return (
    <section className={styles['card']} aria-labelledby="methods-title">
      <h2 id="methods-title">Способ оплаты</h2>
      <fieldset className={styles['options']}>
        <legend className="visually-hidden">Способ оплаты</legend>
        {checkout.methods.map((method) => (
          <label key={method.method} className={styles['option']}>
            <input type="radio" name="method" checked={method.selected} onChange={() => checkout.selectMethod(method.method)} />
            {method.label}
          </label>
        ))}
      </fieldset>
      {checkout.notice ? (
        <p className={styles['hint']} role="status">
          {checkout.notice}
        </p>
      ) : null}
      {checkout.cardFormShown ? (
        <CardForm
          ref={cardForm}
          onFilledChange={setCardFilled}
          error={checkout.paymentError}
          failure={checkout.paymentFailures}
          onEdit={checkout.cardEdited}
        />
      ) : (
        <ErrorLine error={checkout.paymentError} />
      )}
      <ErrorLine error={checkout.error} />
      <ErrorLine error={checkout.longationError} />
      {checkout.priceNotice ? (
        <p className={styles['hint']} role="status">
          {checkout.priceNotice}
        </p>
      ) : null}
      {/* On a phone this bar stays at the bottom of the screen: the total and the pay button in reach (issue 30). */}
      <div className={styles['payBar']}>
        <p className={styles['payTotal']}>
          {checkout.totalLabel}: <strong>{checkout.total}</strong>
        </p>
        <Button
          block
          disabled={!checkout.canPay || (checkout.cardFormShown && !cardFilled)}
          busy={checkout.busy}
          onClick={pay}
          aria-describedby={payHint ? 'pay-hint' : undefined}
        >
          {checkout.payLabel}
        </Button>
        {payHint ? (
          <p id="pay-hint" className={styles['hint']}>
            {payHint}
          </p>
        ) : null}
      </div>
      {payment ? (
        <PaymentProgress
          actor={payment}
          toneClass={{ info: styles['hint'], warning: styles['error'] }}
          sbpInstead={checkout.sbpInsteadLabel ? { label: checkout.sbpInsteadLabel, pay: checkout.payBySbpInstead } : undefined}
        />
      ) : checkout.paying ? (
        <p role="status">Проводим оплату…</p>
      ) : null}
      <p className={styles['hint']} title="Отменить заказ можно до начала сборки: за день до первой доставки до 15:00.">
        Условия отмены: до 15:00 за день до первой доставки.
      </p>
      <div className={styles['row']}>
        <Button variant="link" onClick={checkout.cancel}>
          Отменить заказ
        </Button>
        <Button variant="link" onClick={checkout.close}>
          Закрыть
        </Button>
      </div>
    </section>
  );
}
