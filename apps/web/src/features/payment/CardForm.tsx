import {
  formatCardholderInput,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryInput,
  isCardFormFilled,
  validateCardForm,
  type CardData,
  type CardFormValues,
} from '@mealflow/sdk';
import { forwardRef, useEffect, useImperativeHandle, useState } from 'react';
import { useOptionalRuntime } from '../../app/RuntimeContext';
import { TextField } from '../../shared/ui/TextField';
import styles from './Payment.module.css';

export interface CardFormHandle {
  /** The card as typed, for the cryptogram step only; then the CVV is cleared. */
  read: () => CardData;
  /** After a failed payment: keep number, expiry and name, clear the CVV. */
  clearCvv: () => void;
}

/**
 * The new-card form (order-funnel §5 "Card number …"). Its values live here, in the component,
 * never in a machine: the payment machine gets a `read()` function when the visitor pays.
 */
export const CardForm = forwardRef<CardFormHandle, { onFilledChange: (filled: boolean) => void; error?: string | undefined }>(function CardForm(
  { onFilledChange, error },
  ref,
) {
  const [values, setValues] = useState<CardFormValues>({ cardNumber: '', expiry: '', cvv: '', name: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof CardFormValues, boolean>>>({});
  // Expiry is checked against the clock port (a past month is refused).
  const now = useOptionalRuntime()?.ports.clock.now() ?? Date.now();
  const errors = validateCardForm(values, now);
  const filled = isCardFormFilled(values) && Object.keys(errors).length === 0;
  useEffect(() => {
    onFilledChange(filled);
  }, [filled, onFilledChange]);
  const update = (field: keyof CardFormValues, value: string) => setValues((current) => ({ ...current, [field]: value }));
  useImperativeHandle(ref, () => ({
    read: () => ({ ...values }),
    // Empty and not yet touched again: the failure's own message is the error, not 'Проверьте CVV'.
    clearCvv: () => {
      update('cvv', '');
      setTouched((t) => ({ ...t, cvv: false }));
    },
  }));
  const shown = (field: keyof CardFormValues) => (touched[field] ? errors[field] : undefined);
  const blur = (field: keyof CardFormValues) => () => setTouched((t) => ({ ...t, [field]: true }));
  return (
    <fieldset className={styles['card']}>
      <legend>Данные карты</legend>
      <TextField label="Номер карты" inputMode="numeric" autoComplete="cc-number" value={values.cardNumber} error={shown('cardNumber')} onBlur={blur('cardNumber')} onChange={(e) => update('cardNumber', formatCardNumberInput(e.target.value))} />
      <div className={styles['row']}>
        <TextField label="Срок действия" placeholder="ММ/ГГ" inputMode="numeric" autoComplete="cc-exp" value={values.expiry} error={shown('expiry')} onBlur={blur('expiry')} onChange={(e) => update('expiry', formatExpiryInput(e.target.value))} />
        <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" type="password" value={values.cvv} error={shown('cvv')} onBlur={blur('cvv')} onChange={(e) => update('cvv', formatCvvInput(e.target.value))} />
      </div>
      <TextField label="Имя владельца" autoComplete="cc-name" value={values.name} error={shown('name')} onBlur={blur('name')} onChange={(e) => update('name', formatCardholderInput(e.target.value))} />
      {error ? (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
