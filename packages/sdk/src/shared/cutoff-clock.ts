import { fromCallback } from 'xstate';
import { msUntilNextCutoff } from '../domain/delivery-windows';

/** What the cut-off clock sends its parent: the service's "now" at the moment a window closed. */
export interface CutoffTick {
  type: 'CLOCK.TICK';
  nowMs: number;
}

/**
 * The service clock while a screen that offers delivery dates is open (the cabinet's delivery page,
 * the checkout): CLOCK.TICK at each moment a window closes (the second after 15:00:00 and
 * 19:59:59, Moscow time, `msUntilNextCutoff`), counted from the service's "now" the screen loaded
 * with (the test clock when set), so what it offers follows the cut-offs with nothing else happening.
 */
export const cutoffClock = fromCallback<CutoffTick, { nowMs: number }>(({ sendBack, input }) => {
  let now = input.nowMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    const wait = msUntilNextCutoff(now);
    timer = setTimeout(() => {
      now += wait;
      sendBack({ type: 'CLOCK.TICK', nowMs: now });
      next();
    }, wait);
  };
  next();
  return () => clearTimeout(timer);
});
