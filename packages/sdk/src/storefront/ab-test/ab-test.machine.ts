import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { MealflowDeps } from '../../deps';
import { DEFAULT_ACTIVE_TESTS } from '../../domain/active-tests';
import { TESTS_REPROCESS_MS } from '../../domain/constants';

import {
  EMPTY_VARIATION,
  abTestCookieName,
  activeTestsState,
  drawVariation,
  shouldRunTest,
  visitorChanged,
  type AbTest,
  type AbVisitor,
} from './ab-test.rules';
import type { PublicMachine } from '../../shared/public-machine';
import type { AbTestStateValue } from '../../machine-states';
import type { AbTestInput, AbTestContext, AbTestEvent, AllocationIO, AbTestOptions } from './ab-test.types';
export type * from './ab-test.types';

/**
 * A/B test allocation (personal-cabinet §3, §4, §5): one variation per visitor and test, drawn
 * once and kept in a cookie; the empty variation when a test need not run; re-initialised 300 ms
 * after the city, activity status, last delivery date, other-city mode or inviter changes. The
 * running variations' actions make the active tests state (flow, composition); on the second
 * brand's storefront the analytics flag is initialised (§4). See README.md beside this file.
 */

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
  assign<AbTestContext, AbTestEvent, undefined, AbTestEvent, never>(({ context }) => {
    const { allocations, activated } = allocateTests(context.tests, context.visitor, context.allocations, io);
    return { allocations, activated, active: activeTestsState(context.tests, allocations), runs: context.runs + 1 };
  });

/** Each test whose variation became active in the last allocation, with its key. */
const activatedVariations = (context: AbTestContext): Array<{ test: AbTest; key: string }> =>
  context.activated.flatMap((name) => {
    const test = context.tests.find((t) => t.name === name);
    const key = context.allocations[name];
    return test && key !== undefined ? [{ test, key }] : [];
  });

export const abTestLogic = /*#__PURE__*/ setup({
  types: {
    input: {} as AbTestInput,
    context: {} as AbTestContext,
    events: {} as AbTestEvent,
  },
  actors: {
    /** Sets the second brand's analytics flag; `true` once set, `false` when the metrics object never came (provided: the analytics port). */
    initSecondBrandFlag: fromPromise<boolean>(() => Promise.resolve(false)),
  },
  delays: {
    /** Promotions and tests are reprocessed 300 ms after a change (personal-cabinet §4). */
    testsReprocess: TESTS_REPROCESS_MS,
  },
  guards: {
    /** One of the five facts the tests depend on changed. */
    visitorChanged: ({ context, event }) => visitorChanged(context.visitor, { ...context.visitor, ...event.visitor }),
    /** The storefront is the second brand's (personal-cabinet §4: its analytics flag). */
    isSecondBrand: ({ context }) => context.brand === 'wowfood',
    /** The port found the metrics object and set the flag. */
    flagWasSet: (_, params: { set: boolean }) => params.set,
  },
  actions: {
    assignVisitor: assign({ visitor: ({ context, event }) => ({ ...context.visitor, ...event.visitor }) }),
    /** Draws with Math.random and no cookies; `provideAbTest` binds the cookie port and a random source. */
    allocate: allocateWith({ now: () => Date.now(), random: Math.random, readCookie: () => undefined }),
    /** Writes the cookie and reports the GA dimension of each activated variation (provided). */
    applyVariations: () => undefined,
  },
}).createMachine({
  id: 'abTest',
  context: ({ input }) => ({
    tests: input.tests,
    visitor: input.visitor,
    brand: input.brand ?? 'main',
    allocations: {},
    active: DEFAULT_ACTIVE_TESTS,
    activated: [],
    runs: 0,
  }),
  type: 'parallel',
  states: {
    allocation: {
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
    },
    /** The second brand's analytics flag (personal-cabinet §4): once per page load on its storefront. */
    secondBrandFlag: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'isSecondBrand', target: 'initialising' }, { target: 'off' }] },
        /** The first brand: no flag. */
        off: {},
        /** The port looks for the metrics object now, then up to 5 times every 1500 ms. */
        initialising: {
          invoke: {
            src: 'initSecondBrandFlag',
            onDone: [
              { guard: { type: 'flagWasSet', params: ({ event }) => ({ set: event.output }) }, target: 'set' },
              { target: 'missing' },
            ],
            onError: 'missing',
          },
        },
        set: {},
        /** The metrics object never came (or the analytics port has none): logged by the port, nothing blocks. */
        missing: {},
      },
    },
  },
});

/** The abTest machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface AbTestMachine extends PublicMachine<AbTestContext, AbTestEvent, AbTestStateValue, { input: AbTestInput }> {}
export const abTestMachine: AbTestMachine = abTestLogic;

/** Binds the machine to the cookie, clock and analytics ports (events, the second brand's flag) and a random source. */
export function provideAbTest(deps: MealflowDeps, options: AbTestOptions = {}): AbTestMachine {
  const { ports } = deps;
  return abTestLogic.provide({
    actions: {
      allocate: allocateWith({
        now: () => ports.clock.now(),
        random: options.random ?? Math.random,
        readCookie: (name) => ports.cookies.get(name),
      }),
      applyVariations: ({ context }) => {
        for (const { test, key } of activatedVariations(context)) {
          ports.cookies.set(abTestCookieName(test.name), key, { days: test.cookieExpirationDays });
          ports.analytics.track('ab_test_variation', { test: test.name, variation: key, gaDimensionIndex: test.gaDimensionIndex });
        }
      },
    },
    actors: {
      initSecondBrandFlag: fromPromise<boolean>(() => ports.analytics.secondBrandFlag?.() ?? Promise.resolve(false)),
    },
  });
}
