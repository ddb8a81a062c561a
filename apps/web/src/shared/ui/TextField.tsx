import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input; its error is announced and linked with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles['field']}>
      <label className={styles['label']} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles['input']}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});

/** A field's hint and its announced error, with the ids its input names in aria-describedby. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string | undefined;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles['hint']}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles['error']} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
