// The reservation-timer machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
/**
 * The reservation countdown of the checkout (order-funnel §4, §9): 300 s from a wall-clock
 * deadline, 'Завершите оформление заказа', then `expired` (the time hides) or a restart when
 * `autoRestart`. A one-second tick re-reads the clock, so a throttled background tab is right.
 */
export interface ReservationTimerInput {
  seconds?: number;
  autoRestart?: boolean;
}

export interface ReservationTimerContext {
  seconds: number;
  autoRestart: boolean;
  deadline: number;
  now: number;
}

export type ReservationTimerEvent = { type: 'RESTART' };
