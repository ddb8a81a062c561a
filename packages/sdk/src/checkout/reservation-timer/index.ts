/**
 * The `reservationTimer` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { reservationTimer } from '@mealflow/sdk/checkout'`, then `reservationTimer.<name>`; unused members are tree-shaken.
 */
export * as reservationTimerSelectors from './reservation-timer.connect';
export { label as reservationLabel, reservationTimerView, secondsLeft as reservationSecondsLeftOf } from './reservation-timer.connect';
export type { ReservationTimerSnapshot, ReservationTimerView } from './reservation-timer.connect';
export { TICK_MS, provideReservationTimer, reservationSecondsLeft, reservationTimerMachine } from './reservation-timer.machine';
export type {
  ReservationTimerContext,
  ReservationTimerEvent,
  ReservationTimerInput,
  ReservationTimerMachine,
} from './reservation-timer.machine';
