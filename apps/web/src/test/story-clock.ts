import type { MemoryPorts } from '@mealflow/sdk';
import type { ActorClock } from '../shared/runtime/runtime';

/**
 * A stopped story clock: the story's wall clock (`ports.clock.now()`) and the timers of its actors'
 * delays (XState's `after`: a debounce, a tick) stand still until the story moves the clock on
 * (`ports.clock.advance(ms)`), which fires, in time order, every timer due by then (those that
 * schedule again included). So a story can show what a screen shows inside a 300 ms debounce
 * without racing it. A story runtime made with `stoppedClock: true` (`parameters.ports`) runs on
 * one (test/StoryRuntime.tsx); API calls are not timers and still answer as the sandbox says.
 */
export type StoryClock = MemoryPorts['clock'] & ActorClock;

export function stoppedClock(start: number): StoryClock {
  let now = start;
  let lastId = 0;
  const timers = new Map<number, { due: number; fire: () => void }>();
  /** The first timer due by `until` (the earliest, then the first set). */
  const nextDue = (until: number) => {
    let next: [number, { due: number; fire: () => void }] | undefined;
    for (const entry of timers) if (entry[1].due <= until && (!next || entry[1].due < next[1].due)) next = entry;
    return next;
  };
  const moveTo = (until: number) => {
    for (let next = nextDue(until); next; next = nextDue(until)) {
      timers.delete(next[0]);
      now = Math.max(now, next[1].due);
      next[1].fire();
    }
    now = until;
  };
  return {
    now: () => now,
    set: (ms) => moveTo(ms),
    advance: (ms) => moveTo(now + ms),
    setTimeout: (fire: () => void, ms: number) => {
      lastId += 1;
      timers.set(lastId, { due: now + ms, fire });
      return lastId;
    },
    clearTimeout: (id: number) => {
      timers.delete(id);
    },
  };
}
