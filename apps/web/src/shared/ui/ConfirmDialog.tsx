import { useEffect, useRef } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorText } from './ErrorText';
import parts from './FormParts.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the answer does, in words. */
  text: string | undefined;
  /** The answer's failure (announced). */
  error?: string | undefined;
  /** The safe answer ('Оставить', 'Не отменять'): it takes the focus and closes. */
  keepLabel: string | undefined;
  confirmLabel: string | undefined;
  /** The answer is being carried out: both buttons off, the confirm one busy. */
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * A question with a safe and a destructive answer in a modal `<dialog>`: the text, the failure if
 * any, and the two buttons; the focus starts on the safe one (WAI-ARIA alertdialog practice).
 */
export function ConfirmDialog({ open, title, text, error, keepLabel, confirmLabel, busy, onKeep, onConfirm }: ConfirmDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  // After the Dialog's own effect (showModal focuses its first control): the safe answer takes the focus.
  useEffect(() => {
    if (open) keep.current?.focus();
  }, [open]);
  return (
    <Dialog open={open} title={title} onClose={onKeep}>
      <p>{text}</p>
      <ErrorText text={error} className={parts['error']} />
      <div className={parts['actions']}>
        <Button ref={keep} variant="secondary" onClick={onKeep} disabled={busy}>
          {keepLabel}
        </Button>
        <Button onClick={onConfirm} busy={busy} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
