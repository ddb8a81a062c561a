import type { longate } from '@mealflow/sdk/cabinet';
import { Link } from 'wouter';
import { MethodPay, PaymentProgress, SbpDialog } from '../payment';
import styles from './Longate.module.css';

type Longate = longate.LongateView & longate.LongateHandlers;

/**
 * StepPaymentLongateCreditCard: the methods (new card, saved card, SBP), the card form and one pay
 * button. The card's values stay in the form; PAY carries its reader to the payment machine (the
 * longate machine's child), which reads it once.
 */
export function LongatePay({ view, actors }: { view: Longate; actors: longate.LongateChildren }) {
  const { payment, summary, texts, links } = view;
  return (
    <section className={styles['panel']} aria-labelledby="longate-pay-title">
      <h2 id="longate-pay-title">{texts.payTitle}</h2>
      <MethodPay
        name="longate-method"
        view={{ ...payment, cardFormShown: payment.method === 'creditCard' }}
        note={(method) =>
          method === 'card' && payment.savedCardText ? <span className={styles['muted']}>{payment.savedCardText}</span> : null
        }
        classes={{ group: styles['plans'], choice: styles['option'], error: styles['error'] }}
        onMethod={view.changeMethod}
        onPay={view.pay}
      >
        {texts.pay} {summary ? <span className={styles['money']}>{summary.amountText}</span> : null}
      </MethodPay>
      {actors.payment ? <PaymentProgress actor={actors.payment} toneClass={{ info: styles['muted'], warning: styles['error'] }} /> : null}
      {actors.sbp ? <SbpDialog actor={actors.sbp} onClose={view.dismiss} /> : null}
      <p>
        <Link href={links.overview}>{texts.back}</Link>
      </p>
    </section>
  );
}
