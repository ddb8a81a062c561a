import type { payment } from '@mealflow/sdk/checkout';
import { Button } from '../../shared/ui/Button';
import styles from './Payment.module.css';

/**
 * A payment whose outcome is open (`paymentView(...).notice`): being checked, being processed by
 * the bank, or not known because the backend cannot be asked ('Проверить оплату'). No pay button
 * here: an open outcome is never paid again.
 */
export function PaymentNotice({
  view,
  onCheck,
}: {
  view: Pick<payment.PaymentView, 'notice' | 'canCheck' | 'checkLabel'>;
  onCheck: () => void;
}) {
  if (!view.notice) return null;
  return (
    <div className={styles['card']} role={view.notice.tone === 'warning' ? 'alert' : 'status'}>
      <h2>{view.notice.title}</h2>
      {view.notice.text ? <p>{view.notice.text}</p> : null}
      {view.canCheck ? <Button onClick={onCheck}>{view.checkLabel}</Button> : null}
    </div>
  );
}
