import type { SnapshotFrom } from 'xstate';
import { CHECKOUT_TEXTS } from '../../domain/messages';
import { reservationSecondsLeft, type reservationTimerMachine } from './reservation-timer.machine';

/**
 * Selectors of the reservation timer. Subscribe to `label` (or `reservationTimerView` with a
 * `time` comparison) in the timer component only: the one-second tick then re-renders the timer,
 * not the checkout.
 */
export type ReservationTimerSnapshot = SnapshotFrom<typeof reservationTimerMachine>;

/** The timer shows (it hides once expired). */
export const visible = (snapshot: ReservationTimerSnapshot): boolean => snapshot.matches('running');

/** Seconds left until the wall-clock deadline; 0 when not running. */
export const secondsLeft = (snapshot: ReservationTimerSnapshot): number =>
  visible(snapshot) ? reservationSecondsLeft(snapshot.context) : 0;

/** MM:SS, or undefined when the time is hidden (expired). */
export function label(snapshot: ReservationTimerSnapshot): string | undefined {
  if (!visible(snapshot)) return undefined;
  const left = secondsLeft(snapshot);
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

export interface ReservationTimerView {
  visible: boolean;
  /** 'Завершите оформление заказа' */
  text: string;
  /** MM:SS */
  time: string | undefined;
  secondsLeft: number;
}

export function reservationTimerView(snapshot: ReservationTimerSnapshot): ReservationTimerView {
  return { visible: visible(snapshot), text: CHECKOUT_TEXTS.finishOrder, time: label(snapshot), secondsLeft: secondsLeft(snapshot) };
}
