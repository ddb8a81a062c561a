import type { paymentResult } from '@mealflow/sdk/checkout';
import { Link } from 'wouter';
import { Button } from '../../shared/ui/Button';
import styles from './Payment.module.css';

/**
 * A result page's content from the SDK's result model: the title, the text (a status while the bank
 * still works), what was bought (the order's facts as a description list), 'Проверить ещё раз' when the order could not be asked, 'Перезвоните мне' on a
 * failed payment (its failure said next to it) and the links on. The payment steps and the
 * extension flow's results render it inside their own frames.
 */
export function PaymentResultSummary({
  view,
  titleId,
  onCheck,
  onRecall,
}: {
  view: paymentResult.PaymentResultModel;
  titleId: string;
  onCheck: () => void;
  onRecall: () => void;
}) {
  return (
    <>
      <h1 id={titleId}>{view.title}</h1>
      <p role={view.verdict === 'processing' ? 'status' : undefined}>{view.text}</p>
      {view.facts.length ? (
        <section aria-labelledby={`${titleId}-facts`}>
          <h2 id={`${titleId}-facts`} className={styles['resultFactsTitle']}>
            Ваш заказ
          </h2>
          <dl className={styles['resultFacts']}>
            {view.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {view.canCheckAgain ? <Button onClick={onCheck}>{view.checkAgainLabel}</Button> : null}
      <ul className={styles['resultActions']}>
        {view.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
        {view.recall ? (
          <li>
            <Button variant="secondary" busy={view.recall.sending} disabled={view.recall.sending} onClick={onRecall}>
              {view.recall.label}
            </Button>
          </li>
        ) : null}
      </ul>
      {view.recall?.error ? (
        <p role="alert" className={styles['error']}>
          {view.recall.error}
        </p>
      ) : null}
    </>
  );
}
