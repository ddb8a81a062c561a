import { useEffect, useRef } from 'react';
import { Button } from '../../shared/ui/Button';
import { CodeField } from '../../shared/ui/CodeField';
import styles from './LoginSteps.module.css';

export interface CodeStepProps {
  heading: string;
  phone: string;
  code: string;
  error?: string | undefined;
  networkError?: string | undefined;
  busy: boolean;
  /** Changes whenever the field must take the focus again (after a wrong code is cleared). */
  focusKey: number;
  editPhoneLabel: string;
  onCodeChange: (value: string) => void;
  onEditPhone: () => void;
  onRetry?: (() => void) | undefined;
  retryLabel?: string;
}

/** Step 2: the SMS code (order-funnel §2, §4): 4 digits, checked automatically at the 4th. */
export function CodeStep(props: CodeStepProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [props.focusKey]);
  return (
    <form className={styles['card']} onSubmit={(event) => event.preventDefault()} noValidate aria-busy={props.busy || undefined}>
      <h1 className={styles['heading']}>{props.heading}</h1>
      <p className={styles['phone']}>{props.phone}</p>
      <CodeField
        ref={input}
        value={props.code}
        error={props.error}
        readOnly={props.busy}
        onChange={(event) => props.onCodeChange(event.target.value)}
      />
      {props.networkError ? (
        <p className={styles['networkError']} role="alert">
          {props.networkError}
        </p>
      ) : null}
      <div className={styles['row']}>
        {props.onRetry ? (
          <Button onClick={props.onRetry} disabled={props.busy}>
            {props.retryLabel ?? 'Повторить'}
          </Button>
        ) : null}
        <Button variant="link" onClick={props.onEditPhone} disabled={props.busy}>
          {props.editPhoneLabel}
        </Button>
      </div>
    </form>
  );
}
