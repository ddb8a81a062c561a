import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../shared/ui/Button';
import { LegalNotice } from '../../shared/ui/LegalNotice';
import { PhoneField } from '../../shared/ui/PhoneField';
import styles from './LoginSteps.module.css';

export interface PhoneStepProps {
  heading: string;
  phone: string;
  placeholder: string;
  /** Validation message under the field. */
  error?: string | undefined;
  /** A failure that is not the user's (network, server): shown above the button, retry = submit again. */
  networkError?: string | undefined;
  busy: boolean;
  buttonLabel: string;
  legalText: string;
  offerLabel: string;
  consentLabel: string;
  /** The optional secondary button ('Собрать своё меню'). */
  customMenuLabel?: string | undefined;
  autoFocus?: boolean;
  onPhoneChange: (value: string) => void;
  onSubmit: () => void;
  onCustomMenu?: () => void;
}

/** Step 1: the phone form (order-funnel §2). Props only; the screen connects it to a machine. */
export function PhoneStep(props: PhoneStepProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, [props.autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={styles['card']} onSubmit={submit} noValidate aria-busy={props.busy || undefined}>
      <h1 className={styles['heading']}>{props.heading}</h1>
      <PhoneField
        ref={input}
        placeholder={props.placeholder}
        value={props.phone}
        error={props.error}
        onChange={(event) => props.onPhoneChange(event.target.value)}
      />
      {props.networkError ? (
        <p className={styles['networkError']} role="alert">
          {props.networkError}
        </p>
      ) : null}
      <Button type="submit" block busy={props.busy} disabled={props.busy}>
        {props.buttonLabel}
      </Button>
      {props.customMenuLabel && props.onCustomMenu ? (
        <Button variant="secondary" block onClick={props.onCustomMenu}>
          {props.customMenuLabel}
        </Button>
      ) : null}
      <LegalNotice text={props.legalText} offerLabel={props.offerLabel} consentLabel={props.consentLabel} />
    </form>
  );
}
