import { type checkout, reservationTimer } from '@mealflow/sdk/checkout';
import styles from './Checkout.module.css';
import { useActorValue } from '../../shared/runtime/useScreenActor';

/**
 * The reservation countdown: the checkout's timer child. It subscribes to the child itself, so the
 * one-second tick re-renders this component only, never the checkout around it.
 */
export function ReservationTimer({
  actor,
  onRender,
}: {
  actor: NonNullable<checkout.CheckoutChildren['reservationTimer']>;
  onRender?: () => void;
}) {
  const view = useActorValue(actor, reservationTimer.reservationTimerView, (a, b) => a.time === b.time && a.visible === b.visible);
  onRender?.();
  if (!view.visible) return null;
  return (
    <p className={styles['timer']} role="timer" aria-live="off" aria-label={view.text}>
      {view.text}: <time>{view.time}</time>
    </p>
  );
}
