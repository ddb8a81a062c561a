import type { courierRating } from '@mealflow/sdk/cabinet';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import parts from '../../shared/ui/FormParts.module.css';
import { CardForm, type CardFormHandle } from '../payment';
import { RATES_TEXTS as T } from './rates-texts';

/** The rating screen's model and handlers (the SDK's connectCourierRating), as the rates page passes them. */
type RatesScreenView = courierRating.CourierRatingView & courierRating.CourierRatingHandlers;

/**
 * The tip dialog (personal-cabinet §2.4 tips modal, §4 "Tips flow"): an amount, the saved card or a
 * new card (its data stays in the form; the machine gets `read()`), the server's message or
 * 'Произошла ошибка. Обратитесь к администратору' on failure. The focus starts on 'Не сейчас'.
 */
export function TipDialog({ view }: { view: RatesScreenView }) {
  const later = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  useTipFocus(view.tip, later, done);
  return (
    <Dialog open={view.tip.open} title={T.tipTitle(view.tip.driverName ?? '')} onClose={view.dismissTip}>
      <TipForm view={view} laterLabel={T.later} laterRef={later} doneRef={done} />
    </Dialog>
  );
}

/**
 * The tip form's focus: `later` while choosing, `done` once paid. Called by the dialog's owner, whose
 * effects run after the `<dialog>`'s `showModal()` (which would otherwise take the focus back).
 */
export function useTipFocus(
  tip: RatesScreenView['tip'],
  later: RefObject<HTMLButtonElement | null>,
  done: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (tip.open && !tip.paid) later.current?.focus();
    if (tip.paid) done.current?.focus();
  }, [tip.open, tip.paid, later, done]);
}

interface TipFormProps {
  view: RatesScreenView;
  laterLabel: string;
  laterRef: RefObject<HTMLButtonElement | null>;
  doneRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The tip's amount, card and payment (the rates page's dialog and the root view's tips modal):
 * `laterLabel` ('Не сейчас' / 'Назад': back without paying), then 'Готово' (focus: `useTipFocus`).
 */
export function TipForm({ view, laterLabel, laterRef: later, doneRef: done }: TipFormProps) {
  const { tip } = view;
  const [method, setMethod] = useState<'saved' | 'new' | 'assist'>(tip.savedCardText ? 'saved' : 'new');
  const [filled, setFilled] = useState(false);
  const onFilledChange = useCallback((value: boolean) => setFilled(value), []);
  const form = useRef<CardFormHandle>(null);
  const useNewCard = method === 'new' || (method === 'saved' && !tip.savedCardText);
  if (tip.paid) {
    return (
      <>
        <p role="status" className={parts['success']}>
          {tip.paidText}
        </p>
        <Button ref={done} onClick={view.dismissTip}>
          {T.done}
        </Button>
      </>
    );
  }
  return (
    <form
      aria-label={T.tipTitle(tip.driverName ?? '')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!tip.canPay) return;
        const card = form.current;
        if (method === 'assist') view.payOnAssist();
        else if (useNewCard) {
          if (!card || !filled) return;
          view.pay({ read: () => card.read() });
        } else view.pay();
      }}
    >
      <p className={parts['muted']}>{T.tipLead}</p>
      <fieldset className={parts['fieldset']}>
        <legend>{T.amount}</legend>
        <div className={parts['choices']}>
          {tip.amounts.map((amount) => (
            <label key={amount.id} className={parts['choice']}>
              <input type="radio" name="tip-amount" checked={amount.selected} onChange={() => view.chooseAmount(amount.id)} />
              {amount.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={parts['fieldset']}>
        <legend>{T.payWith}</legend>
        <div className={parts['choices']}>
          {tip.savedCardText ? (
            <label className={parts['choice']}>
              <input type="radio" name="tip-card" checked={method === 'saved'} onChange={() => setMethod('saved')} />
              {T.savedCard(tip.savedCardText)}
            </label>
          ) : null}
          <label className={parts['choice']}>
            <input type="radio" name="tip-card" checked={useNewCard} onChange={() => setMethod('new')} />
            {T.newCard}
          </label>
          <label className={parts['choice']}>
            <input type="radio" name="tip-card" checked={method === 'assist'} onChange={() => setMethod('assist')} />
            {T.assist}
          </label>
        </div>
      </fieldset>
      {useNewCard ? <CardForm ref={form} onFilledChange={onFilledChange} failure={tip.error} /> : null}
      {tip.error ? (
        <p role="alert" className={parts['error']}>
          {tip.error}
        </p>
      ) : null}
      <div className={parts['actions']}>
        <Button ref={later} variant="secondary" onClick={view.dismissTip} disabled={tip.paying}>
          {laterLabel}
        </Button>
        <Button type="submit" busy={tip.paying} disabled={!tip.canPay || (useNewCard && !filled)}>
          {tip.checkLabel ?? T.pay}
        </Button>
      </div>
    </form>
  );
}
