import { freeze } from '@mealflow/sdk/cabinet';
import { useCallback, type ReactNode } from 'react';
import type { ActorRef } from 'xstate';
import { useScreenFacts } from '../../shared/runtime/screen-facts';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { useSafeFocus } from '../../shared/ui/safe-focus';
import styles from './Subscriptions.module.css';

type FreezeActor = ActorRef<freeze.FreezeSnapshot, Parameters<Parameters<typeof freeze.connectFreeze>[1]>[0]>;

/** Freeze a subscription (a start on the delivery calendar and a length) or unfreeze it, in a modal `<dialog>`. */
export function FreezeDialog({ actor }: { actor: FreezeActor }) {
  const facts = useScreenFacts();
  const connect = useCallback(
    (snapshot: freeze.FreezeSnapshot, send: Parameters<typeof freeze.connectFreeze>[1]) =>
      freeze.connectFreeze(snapshot, send, { nowMs: facts.now() }),
    [facts],
  );
  const view = useConnect(actor, connect);
  return (
    <DialogForm
      open={!view.finished}
      title={view.title}
      onClose={view.cancel}
      safeKey={view.mode}
      error={view.error}
      onSubmit={view.submit}
      actions={
        <>
          {view.unavailable ? null : (
            <Button type="submit" busy={view.busy} disabled={!view.canSubmit}>
              {view.submitLabel}
            </Button>
          )}
          <Button data-safe variant="secondary" onClick={view.cancel}>
            {view.cancelLabel}
          </Button>
        </>
      }
    >
      {view.mode === 'unfreeze' ? <p>{view.unfreezeText}</p> : null}
      {view.mode === 'freeze' && view.unavailable ? <p>{view.unavailable}</p> : null}
      {view.mode === 'freeze' && !view.unavailable ? (
        <>
          <label className={styles['field']}>
            {view.startLabel}
            <select value={view.start ?? ''} onChange={(event) => view.setStart(event.target.value)} disabled={view.busy}>
              {view.startOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className={styles['field']}>
            {view.lengthLabel}
            <select value={view.days} onChange={(event) => view.setDays(Number(event.target.value))} disabled={view.busy}>
              {view.lengthOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <div aria-live="polite">
            <p>{view.summary}</p>
            <p className={styles['muted']}>{view.leftAfter}</p>
          </div>
        </>
      ) : null}
    </DialogForm>
  );
}

/**
 * A subscription dialog's form (freeze, stop): named by the dialog's title, submitted by Enter or
 * its submit button, its failure announced, its actions in a row; the safe action takes the focus
 * at each step (`safeKey`).
 */
export function DialogForm({
  open,
  title,
  onClose,
  safeKey,
  error,
  onSubmit,
  actions,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  safeKey: string;
  error: string | undefined;
  onSubmit: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const form = useSafeFocus(safeKey);
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <form
        ref={form}
        className={styles['form']}
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error ? (
          <p className={styles['fieldError']} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles['actions']}>{actions}</div>
      </form>
    </Dialog>
  );
}
