import { paymentHandlers, paymentView, type LongateChildren, type LongateHandlers, type LongateView } from '@mealflow/sdk';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { CardForm, SbpDialog, type CardFormHandle } from '../payment';
import styles from './Longate.module.css';

type Longate = LongateView & LongateHandlers;

/**
 * StepPaymentLongateCreditCard: the methods (new card, saved card, SBP), the card form and one pay
 * button. The card's values stay in the form; PAY carries its reader to the payment machine (the
 * longate machine's child), which reads it once.
 */
export function LongatePay({ view, actors }: { view: Longate; actors: LongateChildren }) {
  const cardForm = useRef<CardFormHandle>(null);
  const [cardFilled, setCardFilled] = useState(false);
  const { payment, summary, texts, links } = view;
  // A failed payment keeps the card form, minus the CVV (order-funnel §8).
  useEffect(() => {
    if (payment.error) cardForm.current?.clearCvv();
  }, [payment.error]);
  const newCard = payment.method === 'creditCard';
  const pay = () => {
    const card = cardForm.current;
    view.pay(newCard && card ? { read: () => card.read() } : undefined);
  };
  return (
    <section className={styles['panel']} aria-labelledby="longate-pay-title">
      <h2 id="longate-pay-title">{texts.payTitle}</h2>
      <fieldset className={styles['plans']}>
        <legend>Способ оплаты</legend>
        {payment.methods.map((m) => (
          <label key={m.method} className={styles['option']}>
            <input type="radio" name="longate-method" checked={m.selected} disabled={payment.busy} onChange={() => view.changeMethod(m.method)} />
            {m.label}
            {m.method === 'card' && payment.savedCardText ? <span className={styles['muted']}>{payment.savedCardText}</span> : null}
          </label>
        ))}
      </fieldset>
      {newCard ? (
        <CardForm ref={cardForm} onFilledChange={setCardFilled} error={payment.error} />
      ) : payment.error ? (
        <p role="alert" className={styles['error']}>
          {payment.error}
        </p>
      ) : null}
      <Button block disabled={payment.busy || (newCard && !cardFilled)} busy={payment.busy} onClick={pay}>
        {texts.pay} {summary ? <span className={styles['money']}>{summary.amountText}</span> : null}
      </Button>
      {actors.payment ? <PaymentProgress actor={actors.payment} /> : null}
      {actors.sbp ? <SbpDialog actor={actors.sbp} onClose={view.dismiss} /> : null}
      <p>
        <Link href={links.overview}>{texts.back}</Link>
      </p>
    </section>
  );
}

/** The payment child's progress: paying, or 'processing' / 'uncertain' with a re-check (never a second charge). */
function PaymentProgress({ actor }: { actor: NonNullable<LongateChildren['payment']> }) {
  const view = useSelector(actor, paymentView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (view.step === 'failed') return null;
  if (!view.notice) return <p role="status">Проводим оплату…</p>;
  return (
    <div role="status" className={view.notice.tone === 'warning' ? styles['error'] : styles['muted']}>
      <p>{view.notice.title}</p>
      {view.notice.text ? <p>{view.notice.text}</p> : null}
      {view.canCheck ? (
        <Button variant="secondary" onClick={paymentHandlers(actor.send).check}>
          {view.checkLabel}
        </Button>
      ) : null}
    </div>
  );
}
