import { addressSuggestView, type AddressInfo, type CheckoutView } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import styles from './Checkout.module.css';

export interface AddressBlockProps {
  address: CheckoutView['address'];
  cityId: number;
  busy: boolean;
  onSelectSaved: (addressId: string) => void;
  onSubmit: (address: AddressInfo) => void;
}

const STATE_TEXT = { 0: undefined, 1: 'Проверяем адрес…', 2: 'Адрес доставки выбран', 3: undefined } as const;

/** Saved addresses and the 'new' entry with suggestions (order-funnel §5 "Address"). */
export function AddressBlock({ address, cityId, busy, onSelectSaved, onSubmit }: AddressBlockProps) {
  const { mealflow, inspect } = useRuntime();
  const suggest = useActorRef(mealflow.machines.addressSuggest, { input: { cityId }, ...(inspect ? { inspect } : {}) });
  const view = useSelector(suggest, addressSuggestView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const [mode, setMode] = useState<'saved' | 'new'>(address.saved.length ? 'saved' : 'new');
  const streetInput = useRef<HTMLInputElement>(null);
  /** A street without a house: back to the field, caret at the end, to type the house. */
  const choose = (index: number) => {
    suggest.send({ type: 'SUGGESTION.SELECT', index });
    requestAnimationFrame(() => {
      const input = streetInput.current;
      if (!input || suggest.getSnapshot().matches('chosen')) return;
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    });
  };
  return (
    <section className={styles['card']} aria-labelledby="address-title">
      <h2 id="address-title">Адрес доставки</h2>
      {address.text ? <p>{address.text}</p> : null}
      {STATE_TEXT[address.state] ? (
        <p className={address.state === 2 ? styles['ok'] : styles['hint']} role="status">
          {STATE_TEXT[address.state]}
        </p>
      ) : null}
      {address.error ? (
        <p className={styles['error']} role="alert">
          {address.error}
        </p>
      ) : null}
      <fieldset className={styles['options']}>
        <legend>Куда привезти</legend>
        {address.saved.map((saved) => (
          <label key={saved.id} className={styles['option']}>
            <input
              type="radio"
              name="address"
              disabled={busy}
              onChange={() => {
                setMode('saved');
                onSelectSaved(saved.id);
              }}
            />
            {saved.text}
          </label>
        ))}
        <label className={styles['option']}>
          <input type="radio" name="address" checked={mode === 'new'} onChange={() => setMode('new')} />
          Новый адрес
        </label>
      </fieldset>
      {mode === 'new' ? (
        <div className={styles['column']}>
          <TextField
            ref={streetInput}
            label="Улица и дом"
            autoComplete="street-address"
            value={view.query}
            hint={view.hint}
            onChange={(event) => suggest.send({ type: 'QUERY.CHANGE', value: event.target.value })}
          />
          {view.suggestions.length ? (
            <ul className={styles['suggestions']} aria-label="Подсказки адреса">
              {view.suggestions.map((text, index) => (
                <li key={text}>
                  <button type="button" onClick={() => choose(index)}>
                    {text}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <TextField label="Квартира" value={view.flat} error={view.flatError} onChange={(event) => suggest.send({ type: 'FLAT.CHANGE', value: event.target.value })} />
          <Button variant="secondary" disabled={!view.addressInfo || busy} onClick={() => view.addressInfo && onSubmit(view.addressInfo)}>
            Доставить сюда
          </Button>
        </div>
      ) : null}
    </section>
  );
}
