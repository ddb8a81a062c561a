import { cardBinding } from '@mealflow/sdk/checkout';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActorRef } from 'xstate';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { CardForm, type CardFormHandle } from '../payment';
import styles from './Settings.module.css';

type BindingActor = ActorRef<cardBinding.CardBindingSnapshot, Parameters<Parameters<typeof cardBinding.connectCardBinding>[1]>[0]>;

/**
 * 'Добавить карту' ('ruble mechanics'): the card form in a modal `<dialog>` on the cards machine's
 * `cardBinding` child. The card's number, expiry and CVV stay in the form; the machine gets a
 * `read()` function when the client binds. The focus starts on the safe action ('Отмена').
 */
export function AddCardDialog({ actor, onClose }: { actor: BindingActor; onClose: () => void }) {
  const view = useConnect(actor, cardBinding.connectCardBinding);
  const form = useRef<CardFormHandle>(null);
  const actions = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState(false);
  const onFilledChange = useCallback((value: boolean) => setFilled(value), []);
  useEffect(() => {
    const id = setTimeout(() => {
      // The client may already be typing in a field (a quick tap, autofill, a slow phone's late
      // timer): the focus never leaves a field mid-number (e2e card-binding lost the rest of a
      // number to 'Отмена' that way, and 'Привязать карту' stayed disabled).
      if (document.activeElement instanceof HTMLInputElement) return;
      actions.current?.querySelector<HTMLButtonElement>('[data-safe]')?.focus();
    }, 0);
    return () => clearTimeout(id);
  }, []);
  return (
    <Dialog open title={view.texts.title} onClose={onClose}>
      <form
        className={styles['form']}
        aria-label={view.texts.title}
        onSubmit={(event) => {
          event.preventDefault();
          const card = form.current;
          if (!card || !filled || view.busy) return;
          view.bind({ read: () => card.read() });
        }}
      >
        <p>{view.texts.lead}</p>
        {view.formShown ? (
          <CardForm ref={form} onFilledChange={onFilledChange} error={view.error} failure={view.step === 'failed'} />
        ) : null}
        {view.notice ? (
          <p role="status" aria-live="polite">
            {view.notice}
          </p>
        ) : null}
        <div ref={actions} className={styles['actions']}>
          <Button type="button" variant="secondary" data-safe onClick={onClose} disabled={view.step === 'redirecting'}>
            {view.texts.cancel}
          </Button>
          {view.canCheck ? (
            <Button type="button" onClick={view.check}>
              {view.texts.check}
            </Button>
          ) : (
            <Button type="submit" busy={view.busy} disabled={!filled || view.busy}>
              {view.texts.submit}
            </Button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
