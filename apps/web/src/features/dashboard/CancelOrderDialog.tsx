import type { orderDetail } from '@mealflow/sdk/cabinet';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import styles from './Cabinet.module.css';
import parts from './Orders.module.css';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';
import { RetryAlert } from '../../shared/ui/ErrorText';

type Props = { view: orderDetail.OrderDetailView & orderDetail.OrderDetailHandlers };

/** Cancelling an order (personal-cabinet §7): the feedback reasons in a modal `<dialog>`, then orders/cancel. */
export function CancelOrderDialog({ view }: Props) {
  const { cancel, texts } = view;
  return (
    <Dialog open={cancel.open} title={texts.cancelTitle} onClose={view.closeCancel}>
      {cancel.loading ? <PageLoading /> : null}
      {cancel.failed ? (
        <RetryAlert className={styles['error']} retryLabel={texts.retry} onRetry={view.retry}>
          {texts.cancelReasonsFailed}
        </RetryAlert>
      ) : null}
      {cancel.reasons.length > 0 && !cancel.loading && !cancel.failed ? (
        <form
          className={parts['form']}
          aria-label={texts.cancelTitle}
          onSubmit={(event) => {
            event.preventDefault();
            view.submitCancel();
          }}
        >
          <RadioGroup
            name="cancel-reason"
            legend={texts.cancelTitle}
            classes={{ group: parts['choices'], legend: parts['srOnly'], choice: parts['choice'] }}
          >
            {cancel.reasons.map((reason) => (
              <RadioChoice key={reason.id} value={reason.id} checked={reason.selected} onSelect={() => view.chooseReason(reason.id)}>
                {reason.title}
              </RadioChoice>
            ))}
          </RadioGroup>
          {cancel.commentVisible ? (
            <label className={parts['field']}>
              {texts.cancelCommentLabel}
              <textarea value={cancel.comment} rows={3} onChange={(event) => view.changeComment(event.target.value)} />
            </label>
          ) : null}
          {cancel.error ? (
            <p className={parts['fieldError']} role="alert">
              {cancel.error}
            </p>
          ) : null}
          <div className={parts['actions']}>
            <Button type="submit" busy={cancel.submitting} disabled={cancel.submitting}>
              {texts.cancelConfirm}
            </Button>
            <Button variant="secondary" onClick={view.closeCancel}>
              {texts.cancelKeep}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
