import { assign, setup } from 'xstate';
import type { MealflowDeps } from '../../deps';
import { TESTS_REPROCESS_MS } from '../../domain/constants';
import {
  EMPTY_VARIATION,
  abTestCookieName,
  drawVariation,
  shouldRunTest,
  visitorChanged,
  type AbTest,
  type AbVisitor,
} from './ab-test.rules';

/**
 * A/B test allocation (personal-cabinet §3, §4, §5): one variation per visitor and test, drawn
 * once and kept in a cookie; the empty variation when a test need not run; re-initialised 300 ms
 * after the city, activity status, last delivery date, other-city mode or inviter changes.
 * See README.md beside this file.
 */
export interface AbTestInput {
  /** Tests made with `createAbTest` (validated). */
  tests: readonly AbTest[];
  visitor: AbVisitor;
}

export interface AbTestContext {
  /** The definitions. Their `execute` callbacks are plain functions of the page, not services. */
  tests: readonly AbTest[];
  visitor: AbVisitor;
  /** Test name → variation key ('' = the empty variation). */
  allocations: Readonly<Record<string, string>>;
  /** Tests whose variation became active in the last allocation (cookie written, executed, tracked). */
  activated: readonly string[];
  /** How many times the tests were (re)initialised. */
  runs: number;
}

export type AbTestEvent = { type: 'VISITOR.CHANGE'; visitor: Partial<AbVisitor> };

export interface AllocationIO {
  now: () => number;
  random: () => number;
  readCookie: (name: string) => string | undefined;
}

/** One pass over the tests: keeps a valid cookie variation, draws otherwise, empty when a test need not run. */
export function allocateTests(
  tests: readonly AbTest[],
  visitor: AbVisitor,
  previous: Readonly<Record<string, string>>,
  io: AllocationIO,
): { allocations: Record<string, string>; activated: string[] } {
  const allocations: Record<string, string> = {};
  const activated: string[] = [];
  const now = io.now();
  for (const test of tests) {
    let key = EMPTY_VARIATION;
    if (shouldRunTest(test, visitor, now)) {
      const kept = io.readCookie(abTestCookieName(test.name));
      key = kept !== undefined && test.variations.some((v) => v.key === kept) ? kept : drawVariation(test, io.random());
    }
    allocations[test.name] = key;
    if (key !== EMPTY_VARIATION && previous[test.name] !== key) activated.push(test.name);
  }
  return { allocations, activated };
}

const allocateWith = (io: AllocationIO) =>
  assign<AbTestContext, AbTestEvent, undefined, AbTestEvent, never>(({ context }) => ({
    ...allocateTests(context.tests, context.visitor, context.allocations, io),
    runs: context.runs + 1,
  }));

const executeActivated = (context: AbTestContext, each?: (test: AbTest, key: string) => void) => {
  for (const name of context.activated) {
    const test = context.tests.find((t) => t.name === name);
    const key = context.allocations[name];
    if (!test || key === undefined) continue;
    each?.(test, key);
    test.variations.find((v) => v.key === key)?.execute?.();
  }
};

const abTestLogic = setup({
  types: {
    input: {} as AbTestInput,
    context: {} as AbTestContext,
    events: {} as AbTestEvent,
  },
  delays: {
    /** Promotions and tests are reprocessed 300 ms after a change (personal-cabinet §4). */
    testsReprocess: TESTS_REPROCESS_MS,
  },
  guards: {
    /** One of the five facts the tests depend on changed. */
    visitorChanged: ({ context, event }) => visitorChanged(context.visitor, { ...context.visitor, ...event.visitor }),
  },
  actions: {
    assignVisitor: assign({ visitor: ({ context, event }) => ({ ...context.visitor, ...event.visitor }) }),
    /** Draws with Math.random and no cookies; `provideAbTest` binds the cookie port and a random source. */
    allocate: allocateWith({ now: () => Date.now(), random: Math.random, readCookie: () => undefined }),
    /** Writes the cookies, runs `execute` and reports the GA dimension of each activated variation (provided). */
    applyVariations: ({ context }) => executeActivated(context),
  },
}).createMachine({
  id: 'abTest',
  context: ({ input }) => ({ tests: input.tests, visitor: input.visitor, allocations: {}, activated: [], runs: 0 }),
  initial: 'allocating',
  states: {
    allocating: {
      entry: ['allocate', 'applyVariations'],
      always: 'ready',
    },
    ready: {
      on: {
        'VISITOR.CHANGE': [{ guard: 'visitorChanged', target: 'pending', actions: 'assignVisitor' }, { actions: 'assignVisitor' }],
      },
    },
    /** A fact changed: wait 300 ms (a further change restarts the wait), then re-initialise. */
    pending: {
      after: { testsReprocess: 'allocating' },
      on: {
        'VISITOR.CHANGE': { target: 'pending', reenter: true, actions: 'assignVisitor' },
      },
    },
  },
});

/** The A/B test machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface AbTestMachine extends AbTestLogic {}
type AbTestLogic = typeof abTestLogic;
export const abTestMachine: AbTestMachine = abTestLogic;

export interface AbTestOptions {
  /** Uniform [0, 1) source; `Math.random` by default, a seeded one (`mulberry32`) in tests and stories. */
  random?: () => number;
}

/** Binds the machine to the cookie, clock and analytics ports and a random source. */
export function provideAbTest(deps: MealflowDeps, options: AbTestOptions = {}): AbTestMachine {
  const { ports } = deps;
  return abTestMachine.provide({
    actions: {
      allocate: allocateWith({
        now: () => ports.clock.now(),
        random: options.random ?? Math.random,
        readCookie: (name) => ports.cookies.get(name),
      }),
      applyVariations: ({ context }) =>
        executeActivated(context, (test, key) => {
          ports.cookies.set(abTestCookieName(test.name), key, { days: test.cookieExpirationDays });
          ports.analytics.track('ab_test_variation', { test: test.name, variation: key, gaDimensionIndex: test.gaDimensionIndex });
        }),
    },
  });
}
