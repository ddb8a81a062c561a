import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { CardForm, type CardFormHandle } from '../payment';
import type { RatesScreenView } from './Rates';
import { RATES_TEXTS as T } from './rates-texts';
import styles from './Rates.module.css';

/**
 * The tip dialog (personal-cabinet §2.4 tips modal, §4 "Tips flow"): an amount, the saved card or a
 * new card (its data stays in the form; the machine gets `read()`), the server's message or
 * 'Произошла ошибка. Обратитесь к администратору' on failure. The focus starts on 'Не сейчас'.
 */
export function TipDialog({ view }: { view: RatesScreenView }) {
  const { tip } = view;
  const [method, setMethod] = useState<'saved' | 'new'>(tip.savedCardText ? 'saved' : 'new');
  const [filled, setFilled] = useState(false);
  const onFilledChange = useCallback((value: boolean) => setFilled(value), []);
  const form = useRef<CardFormHandle>(null);
  const later = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (tip.open && !tip.paid) later.current?.focus();
    if (tip.paid) done.current?.focus();
  }, [tip.open, tip.paid]);
  useEffect(() => {
    if (tip.error) form.current?.clearCvv();
  }, [tip.error]);
  const useNewCard = method === 'new' || !tip.savedCardText;
  return (
    <Dialog open={tip.open} title={T.tipTitle(tip.driverName ?? '')} onClose={view.dismissTip}>
      {tip.paid ? (
        <>
          <p role="status" className={styles['success']}>
            {tip.paidText}
          </p>
          <Button ref={done} onClick={view.dismissTip}>
            {T.done}
          </Button>
        </>
      ) : (
        <form
          aria-label={T.tipTitle(tip.driverName ?? '')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!tip.canPay) return;
            const card = form.current;
            if (useNewCard) {
              if (!card || !filled) return;
              view.pay({ read: () => card.read() });
            } else view.pay();
          }}
        >
          <p className={styles['muted']}>{T.tipLead}</p>
          <fieldset className={styles['fieldset']}>
            <legend>{T.amount}</legend>
            <div className={styles['choices']}>
              {tip.amounts.map((amount) => (
                <label key={amount.id} className={styles['choice']}>
                  <input type="radio" name="tip-amount" checked={amount.selected} onChange={() => view.chooseAmount(amount.id)} />
                  {amount.label}
                </label>
              ))}
            </div>
          </fieldset>
          {tip.savedCardText ? (
            <fieldset className={styles['fieldset']}>
              <legend>{T.payWith}</legend>
              <div className={styles['choices']}>
                <label className={styles['choice']}>
                  <input type="radio" name="tip-card" checked={method === 'saved'} onChange={() => setMethod('saved')} />
                  {T.savedCard(tip.savedCardText)}
                </label>
                <label className={styles['choice']}>
                  <input type="radio" name="tip-card" checked={method === 'new'} onChange={() => setMethod('new')} />
                  {T.newCard}
                </label>
              </div>
            </fieldset>
          ) : null}
          {useNewCard ? <CardForm ref={form} onFilledChange={onFilledChange} /> : null}
          {tip.error ? (
            <p role="alert" className={styles['error']}>
              {tip.error}
            </p>
          ) : null}
          <div className={styles['actions']}>
            <Button ref={later} variant="secondary" onClick={view.dismissTip} disabled={tip.paying}>
              {T.later}
            </Button>
            <Button type="submit" busy={tip.paying} disabled={!tip.canPay || (useNewCard && !filled)}>
              {T.pay}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
