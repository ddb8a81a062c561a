import type { LongateChildren, LongateHandlers, LongateView } from '@mealflow/sdk/cabinet';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import { CardForm, PaymentProgress, SbpDialog, type CardFormHandle } from '../payment';
import styles from './Longate.module.css';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';

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
  const newCard = payment.method === 'creditCard';
  const pay = () => {
    const card = cardForm.current;
    view.pay(newCard && card ? { read: () => card.read() } : undefined);
  };
  return (
    <section className={styles['panel']} aria-labelledby="longate-pay-title">
      <h2 id="longate-pay-title">{texts.payTitle}</h2>
      <RadioGroup
        name="longate-method"
        legend="Способ оплаты"
        classes={{ group: styles['plans'], choice: styles['option'] }}
        disabled={payment.busy}
      >
        {payment.methods.map((m) => (
          <RadioChoice key={m.method} checked={m.selected} onSelect={() => view.changeMethod(m.method)}>
            {m.label}
            {m.method === 'card' && payment.savedCardText ? <span className={styles['muted']}>{payment.savedCardText}</span> : null}
          </RadioChoice>
        ))}
      </RadioGroup>
      {newCard ? (
        <CardForm ref={cardForm} onFilledChange={setCardFilled} error={payment.error} failure={payment.error} />
      ) : payment.error ? (
        <p role="alert" className={styles['error']}>
          {payment.error}
        </p>
      ) : null}
      <Button block disabled={payment.busy || (newCard && !cardFilled)} busy={payment.busy} onClick={pay}>
        {texts.pay} {summary ? <span className={styles['money']}>{summary.amountText}</span> : null}
      </Button>
      {actors.payment ? <PaymentProgress actor={actors.payment} toneClass={{ info: styles['muted'], warning: styles['error'] }} /> : null}
      {actors.sbp ? <SbpDialog actor={actors.sbp} onClose={view.dismiss} /> : null}
      <p>
        <Link href={links.overview}>{texts.back}</Link>
      </p>
    </section>
  );
}
