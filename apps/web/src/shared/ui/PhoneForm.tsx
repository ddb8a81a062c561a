import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from './Button';
import { LegalNotice } from './LegalNotice';
import { PhoneField } from './PhoneField';
import styles from './PhoneForm.module.css';

export interface PhoneFormProps {
  /** The form's heading: the landing's order block (`card`, an h2 that also names the form) or the login page's (`page`, an h1). */
  title: string;
  look: 'card' | 'page';
  /** The chosen plan in words (menu, days, total) so the visitor sees what is ordered. */
  summary?: string | undefined;
  phone: string;
  placeholder: string;
  /** Validation message under the field. */
  phoneError?: string | undefined;
  /** A failure that is not the visitor's (gate, server, network): above the button; retry = submit again. */
  error?: string | undefined;
  busy: boolean;
  buttonLabel: string;
  /** The submit button is off (the funnel's own rule); by default while busy. */
  buttonDisabled?: boolean | undefined;
  legalText: string;
  offerLabel: string;
  consentLabel: string;
  /** The optional secondary button ('Собрать своё меню'). */
  customMenuLabel?: string | undefined;
  onCustomMenu?: (() => void) | undefined;
  autoFocus?: boolean | undefined;
  onFocusPhone?: (() => void) | undefined;
  onPhoneChange: (value: string) => void;
  onSubmit: () => void;
}

/**
 * The phone form (order-funnel §2 "phone entry", §4 button states): the landing's order block and
 * the login's first step. Props only; the screen connects it to its machine.
 */
export function PhoneForm(props: PhoneFormProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.autoFocus) input.current?.focus();
  }, [props.autoFocus]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const card = props.look === 'card';
  const Heading = card ? 'h2' : 'h1';
  return (
    <form
      className={styles[props.look]}
      onSubmit={submit}
      noValidate
      aria-label={card ? props.title : undefined}
      aria-busy={props.busy || undefined}
    >
      <Heading className={styles[card ? 'cardTitle' : 'pageTitle']}>{props.title}</Heading>
      {props.summary ? <p className={styles['summary']}>{props.summary}</p> : null}
      <PhoneField
        ref={input}
        placeholder={props.placeholder}
        value={props.phone}
        error={props.phoneError}
        onFocus={props.onFocusPhone}
        onChange={(event) => props.onPhoneChange(event.target.value)}
      />
      {props.error ? (
        <p className={styles['error']} role="alert">
          {props.error}
        </p>
      ) : null}
      <Button type="submit" block busy={props.busy} disabled={props.buttonDisabled ?? props.busy}>
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
