import type { FormEvent } from 'react';
import { Button } from '../../shared/ui/Button';
import { LegalNotice } from '../../shared/ui/LegalNotice';
import { PhoneField } from '../../shared/ui/PhoneField';
import styles from './Funnel.module.css';

export interface FunnelFormProps {
  title: string;
  phone: string;
  placeholder: string;
  phoneError?: string | undefined;
  /** Gate, server or network message. */
  error?: string | undefined;
  busy: boolean;
  buttonLabel: string;
  buttonDisabled: boolean;
  legalText: string;
  offerLabel: string;
  consentLabel: string;
  customMenuLabel?: string | undefined;
  /** The chosen plan in words (menu, days, total) so the visitor sees what is ordered. */
  summary?: string | undefined;
  onPhoneChange: (value: string) => void;
  onSubmit: () => void;
  onCustomMenu?: (() => void) | undefined;
  onFocusPhone?: () => void;
}

/** The landing's main form (order-funnel §2 "phone entry", §4 button states). Props only. */
export function FunnelForm(props: FunnelFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={styles['form']} onSubmit={submit} noValidate aria-label={props.title} aria-busy={props.busy || undefined}>
      <h2 className={styles['title']}>{props.title}</h2>
      {props.summary ? <p className={styles['summary']}>{props.summary}</p> : null}
      <PhoneField
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
      <Button type="submit" block busy={props.busy} disabled={props.buttonDisabled}>
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
