import { describe, expect, it } from 'vitest';
import { coverage } from '../../testing/model';
import { reservationTimerMachine } from './reservation-timer.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the reservation timer. */
const events = [{ type: 'RESTART' }, { type: 'xstate.after.tick.reservationTimer.running.counting' }];
const serializeState = (s: { value: unknown }) => JSON.stringify(s.value);

describe('model: reservation timer', () => {
  it('reaches every state node and every event transition (a running and an already-due deadline)', () => {
    const running = coverage(reservationTimerMachine, { events, input: { seconds: 300 }, serializeState });
    const due = coverage(reservationTimerMachine, { events, input: { seconds: 0 }, serializeState });
    // `restarting` is transient: it decides between `running` (autoRestart) and `expired`.
    expect(running.missingStates.filter((s) => due.missingStates.includes(s))).toEqual(['restarting']);
    expect(running.missingTransitions.filter((t) => due.missingTransitions.includes(t))).toEqual([]);
  });
});
