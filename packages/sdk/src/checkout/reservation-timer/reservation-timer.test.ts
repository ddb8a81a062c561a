import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { createMemoryPorts } from '../../ports/memory';
import { label, reservationTimerView, secondsLeft } from './reservation-timer.connect';
import type { ReservationTimerInput } from './reservation-timer.machine';

function start(input: ReservationTimerInput = {}) {
  const ports = createMemoryPorts({ now: 1_000_000 });
  const mealflow = createMealflow({ baseURL: '', ports });
  const actor = createActor(mealflow.machines.reservationTimer, { input });
  const expired: string[] = [];
  actor.on('expired', (e) => expired.push(e.type));
  actor.start();
  const advance = (ms: number) => {
    ports.clock.advance(ms);
    vi.advanceTimersByTime(ms);
  };
  return { actor, ports, expired, advance };
}

describe('reservation timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 300 s down with the spec text, then expires and hides the time', () => {
    const { actor, expired, advance } = start();
    expect(reservationTimerView(actor.getSnapshot())).toEqual({
      visible: true,
      text: 'Завершите оформление заказа',
      time: '05:00',
      secondsLeft: 300,
    });
    advance(1_000);
    expect(reservationTimerView(actor.getSnapshot()).time).toBe('04:59');
    advance(298_000);
    expect(reservationTimerView(actor.getSnapshot()).time).toBe('00:01');
    expect(expired).toEqual([]);
    advance(1_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(reservationTimerView(actor.getSnapshot())).toMatchObject({ visible: false, time: undefined });
    expect(expired).toEqual(['expired']);
  });

  // issue 30: the 300 s reservation at its boundaries (one second before, at, one second after).
  it.each([
    { at: 299_000, time: '00:01', expired: false },
    { at: 300_000, time: undefined, expired: true },
    { at: 301_000, time: undefined, expired: true },
  ])('$at ms after the start: time $time, expired $expired', ({ at, time, expired }) => {
    const { actor, advance, expired: emitted } = start();
    advance(at);
    expect(reservationTimerView(actor.getSnapshot())).toMatchObject({ time, visible: !expired });
    expect(emitted).toEqual(expired ? ['expired'] : []);
  });

  it('follows the wall clock: a throttled tab that wakes late shows the right time', () => {
    const { actor, ports } = start();
    ports.clock.advance(120_000);
    vi.advanceTimersByTime(1_000);
    expect(reservationTimerView(actor.getSnapshot()).time).toBe('03:00');
  });

  it('restarts by itself when autoRestart', () => {
    const { actor, expired, advance } = start({ autoRestart: true, seconds: 5 });
    advance(5_000);
    expect(expired).toEqual(['expired']);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    expect(reservationTimerView(actor.getSnapshot()).time).toBe('00:05');
  });

  it('RESTART starts again from an expired timer; nothing ends it but its parent (no STOP, no final state)', () => {
    const { actor, advance } = start({ seconds: 2 });
    advance(2_000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    actor.send({ type: 'RESTART' });
    expect(reservationTimerView(actor.getSnapshot()).time).toBe('00:02');
    actor.send({ type: 'STOP' } as never);
    expect(actor.getSnapshot().status).toBe('active');
    expect(reservationTimerView(actor.getSnapshot()).time).toBe('00:02');
  });

  it('selectors: secondsLeft and label (MM:SS) from the deadline; one snapshot per second tick', () => {
    const { actor, advance } = start();
    let updates = 0;
    actor.subscribe(() => updates++);
    expect(secondsLeft(actor.getSnapshot())).toBe(300);
    expect(label(actor.getSnapshot())).toBe('05:00');
    advance(3_000);
    expect(updates).toBe(3);
    expect(secondsLeft(actor.getSnapshot())).toBe(297);
    expect(label(actor.getSnapshot())).toBe('04:57');
    advance(297_000);
    expect(secondsLeft(actor.getSnapshot())).toBe(0);
    expect(label(actor.getSnapshot())).toBeUndefined();
  });
});
