import { stopSubscription } from '@mealflow/sdk/cabinet';
import type { ActorRef } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { RadioChoice, RadioGroup } from '../../shared/ui/Choice';
import { DialogForm } from './FreezeDialog';
import styles from './Subscriptions.module.css';

type StopActor = ActorRef<
  stopSubscription.StopSubscriptionSnapshot,
  Parameters<Parameters<typeof stopSubscription.connectStopSubscription>[1]>[0]
>;

/** Stopping a subscription in a modal `<dialog>`: why (feedback-for-stop), then the charges stated and the stop. */
export function StopDialog({ actor }: { actor: StopActor }) {
  const view = useConnect(actor, stopSubscription.connectStopSubscription);
  return (
    <DialogForm
      open={view.step !== 'finished'}
      title={view.title}
      onClose={view.keep}
      safeKey={view.step}
      error={view.error}
      onSubmit={() => (view.step === 'confirm' ? view.confirm() : view.next())}
      actions={
        <>
          <Button data-safe onClick={view.keep}>
            {view.keepLabel}
          </Button>
          <Button type="submit" variant="secondary" busy={view.busy} disabled={view.busy}>
            {view.step === 'confirm' ? view.confirmLabel : view.nextLabel}
          </Button>
        </>
      }
    >
      {view.step === 'feedback' ? (
        <>
          <RadioGroup name="stop-reason" legend={view.legend} classes={{ group: styles['choices'], choice: styles['choice'] }}>
            {view.reasons.map((reason) => (
              <RadioChoice key={reason.value} value={reason.value} checked={reason.checked} onSelect={() => view.setReason(reason.value)}>
                {reason.label}
              </RadioChoice>
            ))}
          </RadioGroup>
          {view.showComment ? (
            <label className={styles['field']}>
              {view.commentLabel}
              <textarea rows={3} value={view.comment} onChange={(event) => view.setComment(event.target.value)} />
            </label>
          ) : null}
        </>
      ) : (
        <ul className={styles['charges']}>
          <li>{view.feeText}</li>
          {view.penaltyText ? <li>{view.penaltyText}</li> : null}
          {view.totalText ? (
            <li>
              <strong>{view.totalText}</strong>
            </li>
          ) : null}
        </ul>
      )}
    </DialogForm>
  );
}
