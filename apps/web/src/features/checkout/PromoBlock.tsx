import { LOGIN_TEXTS, promocodeView } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useRuntime } from '../../app/RuntimeContext';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import styles from './Checkout.module.css';

/** The promocode input (order-funnel §4, §5): its own machine; a success reloads the order. */
export function PromoBlock({ hid, applied, initialCode, focus, onApplied }: { hid: string; applied?: string | undefined; initialCode?: string | undefined; focus: boolean; onApplied: () => void }) {
  const { mealflow, inspect } = useRuntime();
  const promo = useActorRef(mealflow.machines.promocode, {
    input: { orderId_H: hid, ...(applied ? { applied } : {}), ...(initialCode ? { code: initialCode } : {}) },
    ...(inspect ? { inspect } : {}),
  });
  const view = useSelector(promo, promocodeView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const subscription = promo.on('promo.applied', () => onApplied());
    return () => subscription.unsubscribe();
  }, [promo, onApplied]);
  useEffect(() => {
    promo.send({ type: 'ORDER.CHANGED', orderId_H: hid });
  }, [promo, hid]);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  return (
    <form
      className={styles['column']}
      onSubmit={(event) => {
        event.preventDefault();
        promo.send({ type: 'APPLY' });
      }}
      id="promo"
    >
      <TextField
        ref={input}
        label="Промокод"
        value={view.code}
        readOnly={view.applied || view.busy}
        onChange={(event) => promo.send({ type: 'CODE.CHANGE', value: event.target.value })}
        error={view.error}
      />
      {view.showApply ? <Button type="submit" variant="secondary">Применить</Button> : null}
      {view.canRetry ? <Button type="submit" variant="secondary">{LOGIN_TEXTS.retry}</Button> : null}
      {view.busy ? <p role="status">Проверяем промокод…</p> : null}
      {view.message ? (
        <p className={styles['ok']} role="status">
          {view.message}
        </p>
      ) : null}
    </form>
  );
}
