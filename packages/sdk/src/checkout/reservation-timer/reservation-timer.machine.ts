import { assign, emit } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { MealflowDeps } from '../../deps';
import { RESERVATION_S } from '../../domain/constants';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { ReservationTimerStateValue } from '../../machine-states';
import type { ReservationTimerInput, ReservationTimerContext, ReservationTimerEvent } from './reservation-timer.types';
export type * from './reservation-timer.types';

export const TICK_MS = 1_000;

export const reservationTimerLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as ReservationTimerInput,
    context: {} as ReservationTimerContext,
    events: {} as ReservationTimerEvent,
    emitted: {} as { type: 'expired' },
  },
  /** One second: re-reads the clock; the time shown is always computed from the deadline. */
  delays: { tick: TICK_MS },
  guards: {
    timeIsUp: ({ context }) => context.now >= context.deadline,
    restarts: ({ context }) => context.autoRestart,
  },
  actions: {
    /** Provided with the clock port; the default reads Date.now(). */
    startDeadline: assign(({ context }) => {
      const now = Date.now();
      return { now, deadline: now + context.seconds * 1000 };
    }),
    readClock: assign({ now: () => Date.now() }),
    emitExpired: emit({ type: 'expired' as const }),
  },
}).createMachine({
  id: 'reservationTimer',
  context: ({ input }) => ({ seconds: input.seconds ?? RESERVATION_S, autoRestart: input.autoRestart ?? false, deadline: 0, now: 0 }),
  initial: 'running',
  states: {
    running: {
      entry: 'startDeadline',
      initial: 'counting',
      on: { RESTART: { target: 'running', reenter: true } },
      states: {
        counting: {
          always: [{ guard: 'timeIsUp', target: '#reservationTimer.restarting', actions: 'emitExpired' }],
          after: { tick: { target: 'counting', reenter: true, actions: 'readClock' } },
        },
      },
    },
    restarting: {
      always: [{ guard: 'restarts', target: 'running' }, { target: 'expired' }],
    },
    expired: { on: { RESTART: 'running' } },
  },
});

/** The reservationTimer machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface ReservationTimerMachine extends PublicMachine<
  ReservationTimerContext,
  ReservationTimerEvent,
  ReservationTimerStateValue,
  { input: ReservationTimerInput; emitted: { type: 'expired' } }
> {}
export const reservationTimerMachine: ReservationTimerMachine = reservationTimerLogic;

export function provideReservationTimer(deps: MealflowDeps): ReservationTimerMachine {
  const { clock } = deps.ports;
  return reservationTimerLogic.provide({
    actions: {
      startDeadline: assign(({ context }) => {
        const now = clock.now();
        return { now, deadline: now + context.seconds * 1000 };
      }),
      readClock: assign({ now: () => clock.now() }),
    },
  });
}

/** Seconds left, from the deadline (never negative). */
export const reservationSecondsLeft = (context: ReservationTimerContext, now: number = context.now) =>
  Math.max(0, Math.ceil((context.deadline - now) / 1000));
