import { reservationTimerView } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useRuntime } from '../../app/RuntimeContext';
import styles from './Checkout.module.css';

/**
 * The reservation countdown. It owns its actor and its subscription, so the one-second tick
 * re-renders this component only, never the checkout around it.
 */
export function ReservationTimer({ onRender }: { onRender?: () => void }) {
  const { mealflow, inspect } = useRuntime();
  const timer = useActorRef(mealflow.machines.reservationTimer, { input: {}, ...(inspect ? { inspect } : {}) });
  const view = useSelector(timer, reservationTimerView, (a, b) => a.time === b.time && a.visible === b.visible);
  onRender?.();
  if (!view.visible) return null;
  return (
    <p className={styles['timer']} role="timer" aria-live="off" aria-label={view.text}>
      {view.text}: <time>{view.time}</time>
    </p>
  );
}
