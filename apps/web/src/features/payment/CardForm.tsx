import type { payment } from '@mealflow/sdk/checkout';
import {
  formatCardholderInput,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryInput,
  isCardFormFilled,
  validateCardForm,
  type CardFormValues,
} from '@mealflow/sdk/domain';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useOptionalScreenFacts, usePageHide } from '../../shared/runtime/screen-facts';
import { TextField } from '../../shared/ui/TextField';
import styles from './Payment.module.css';

export interface CardFormHandle {
  /** The card as typed, for the cryptogram step only. */
  read: () => payment.CardData;
}

interface CardFormProps {
  onFilledChange: (filled: boolean) => void;
  /** The failure's text, shown under the form. */
  error?: string | undefined;
  /**
   * What marks a failed attempt (a failure count, the failure's text): each new value but
   * `undefined`, `0`, `''` or `false` clears the CVV, in the commit that shows the failure, so its
   * message never appears beside the old CVV (order-funnel §8: number, expiry and name are kept).
   */
  failure?: string | number | boolean | undefined;
  /** Any field changed (the page clears a decline's text: it was about the card typed before). */
  onEdit?: (() => void) | undefined;
}

/**
 * The new-card form (order-funnel §5 "Card number …"). Its values live here, in the component,
 * never in a machine: the payment machine gets a `read()` function when the visitor pays.
 */
const EMPTY_CARD: CardFormValues = { cardNumber: '', expiry: '', cvv: '', name: '' };

export const CardForm = forwardRef<CardFormHandle, CardFormProps>(function CardForm({ onFilledChange, error, failure, onEdit }, ref) {
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD);
  const [touched, setTouched] = useState<Partial<Record<keyof CardFormValues, boolean>>>({});
  // Expiry is checked against the service's clock (a past month is refused).
  const now = useOptionalScreenFacts()?.now() ?? Date.now();
  // Leaving the page (it may be frozen in the back-forward cache, issue 36): the card is emptied
  // before the page is stored, so Back never shows it; nothing keeps it to restore.
  usePageHide(
    useCallback(() => {
      flushSync(() => {
        setValues(EMPTY_CARD);
        setTouched({});
      });
    }, []),
  );
  const errors = validateCardForm(values, now);
  const filled = isCardFormFilled(values) && Object.keys(errors).length === 0;
  useEffect(() => {
    onFilledChange(filled);
  }, [filled, onFilledChange]);
  const update = (field: keyof CardFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onEdit?.();
  };
  useImperativeHandle(ref, () => ({ read: () => ({ ...values }) }));
  // Empty and not yet touched again: the failure's own message is the error, not 'Проверьте CVV'.
  useLayoutEffect(() => {
    if (!failure) return;
    setValues((current) => ({ ...current, cvv: '' }));
    setTouched((t) => ({ ...t, cvv: false }));
  }, [failure]);
  const shown = (field: keyof CardFormValues) => (touched[field] ? errors[field] : undefined);
  const blur = (field: keyof CardFormValues) => () => setTouched((t) => ({ ...t, [field]: true }));
  return (
    <fieldset className={styles['card']}>
      <legend>Данные карты</legend>
      <TextField
        label="Номер карты"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.cardNumber}
        error={shown('cardNumber')}
        onBlur={blur('cardNumber')}
        onChange={(e) => update('cardNumber', formatCardNumberInput(e.target.value))}
      />
      <div className={styles['row']}>
        <TextField
          label="Срок действия"
          placeholder="ММ/ГГ"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={values.expiry}
          error={shown('expiry')}
          onBlur={blur('expiry')}
          onChange={(e) => update('expiry', formatExpiryInput(e.target.value))}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          type="password"
          value={values.cvv}
          error={shown('cvv')}
          onBlur={blur('cvv')}
          onChange={(e) => update('cvv', formatCvvInput(e.target.value))}
        />
      </div>
      <TextField
        label="Имя владельца"
        autoComplete="cc-name"
        value={values.name}
        error={shown('name')}
        onBlur={blur('name')}
        onChange={(e) => update('name', formatCardholderInput(e.target.value))}
      />
      {error ? (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
