import { useEffect, useRef } from 'react';
import { Button } from '../../shared/ui/Button';
import styles from './Checkout.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  dismissLabel: string;
  onConfirm: () => void;
  onDismiss: () => void;
}

/**
 * A modal question (cancel the order, move the delivery): a real `<dialog>` opened with
 * `showModal()`; focus goes to the safe answer (`dismissLabel`), never to the one that acts.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) {
      dialog.showModal?.();
      safe.current?.focus();
    }
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={styles['dialog']}
      aria-label={props.title}
      onCancel={(event) => {
        event.preventDefault();
        props.onDismiss();
      }}
    >
      {props.open ? (
        <div className={styles['column']}>
          <h2>{props.title}</h2>
          <p>{props.text}</p>
          <div className={styles['row']}>
            <Button onClick={props.onConfirm}>{props.confirmLabel}</Button>
            <Button ref={safe} variant="secondary" onClick={props.onDismiss}>
              {props.dismissLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
