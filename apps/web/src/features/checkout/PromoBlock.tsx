import { type checkout, promocode } from '@mealflow/sdk/checkout';
import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { useEffect, useRef } from 'react';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import styles from './Checkout.module.css';

/** The promocode input (order-funnel §4, §5): the checkout's promocode child; a success reloads the order. */
export function PromoBlock({ actor }: { actor: NonNullable<checkout.CheckoutChildren['promocode']> }) {
  const promo = useConnect(actor, promocode.connectPromocode);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (promo.autoFocus) input.current?.focus();
  }, [promo.autoFocus]);
  if (promo.hidden) return null;
  return (
    <form
      className={styles['column']}
      onSubmit={(event) => {
        event.preventDefault();
        promo.apply();
      }}
      id="promo"
    >
      <TextField
        ref={input}
        label="Промокод"
        value={promo.code}
        readOnly={promo.applied || promo.busy}
        onChange={(event) => promo.changeCode(event.target.value)}
        error={promo.error}
      />
      {promo.showApply ? (
        <Button type="submit" variant="secondary">
          Применить
        </Button>
      ) : null}
      {promo.canRetry ? (
        <Button type="submit" variant="secondary">
          {LOGIN_TEXTS.retry}
        </Button>
      ) : null}
      {promo.busy ? <p role="status">Проверяем промокод…</p> : null}
      {promo.message ? (
        <p className={styles['ok']} role="status">
          {promo.message}
        </p>
      ) : null}
      {promo.canRemove ? (
        <Button variant="link" onClick={promo.remove}>
          {promo.removeLabel}
        </Button>
      ) : null}
    </form>
  );
}
