import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPortsOptions } from '../../ports/memory';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { DEFAULT_ACTIVE_TESTS, setFlow } from '../../domain/active-tests';
import { abTestView, abVariation, isInVariation } from './ab-test.connect';
import { activeTests, testsFlow } from './active-tests.connect';
import { abTestMachine, provideAbTest, type AbTestEvent } from './ab-test.machine';
import { visitorFacts } from './visitor';
import { createAbTest, drawVariation, mulberry32, type AbTest, type AbTestDefinition, type AbVisitor } from './ab-test.rules';

const harness = useSandbox();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An anonymous visitor of the Moscow site, as the runtime makes the facts (visitor.ts). */
const visitor: AbVisitor = visitorFacts({ profile: undefined, siteCityId: 2, inviter: '' });

/** A definition from its variations' [key, probability] pairs: kept a day, GA dimension 1, unless told. */
const definition = (name: string, pairs: ReadonlyArray<readonly [string, number]>, more: Partial<AbTestDefinition> = {}) => ({
  name,
  variations: pairs.map(([key, probability]) => ({ key, probability })),
  cookieExpirationDays: 1,
  gaDimensionIndex: 1,
  ...more,
});

const flowTest = () =>
  createAbTest(
    definition(
      'checkout_flow',
      [
        ['hard', 0.5],
        ['easy', 0.3],
        ['control', 0.2],
      ],
      { cookieExpirationDays: 30, gaDimensionIndex: 7 },
    ),
  );

function setup(tests: AbTest[], options: { random?: () => number; ports?: MemoryPortsOptions; visitor?: AbVisitor } = {}) {
  const { ports } = harness.setup(options.ports);
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports });
  const machine = options.random ? provideAbTest(mealflow.deps, { random: options.random }) : mealflow.machines.abTest;
  const actor = createActor(machine, { input: { tests, visitor: options.visitor ?? visitor } }).start();
  return { actor, ports, machine };
}

describe('createAbTest (personal-cabinet §5)', () => {
  it.each([
    {
      why: 'probabilities that do not sum to 1',
      pairs: [
        ['a', 0.5],
        ['b', 0.4],
      ] as const,
      error: 'A/B-тест «x»: сумма вероятностей вариантов должна быть равна 1, сейчас 0.9',
    },
    {
      why: 'duplicate keys',
      pairs: [
        ['a', 0.5],
        ['a', 0.5],
      ] as const,
      error: 'A/B-тест «x»: ключ варианта «a» повторяется, ключи должны быть уникальными',
    },
    { why: 'no variation', pairs: [] as const, error: 'нужен хотя бы один вариант' },
    {
      why: 'a negative probability',
      pairs: [
        ['a', -0.5],
        ['b', 1.5],
      ] as const,
      error: 'вероятность варианта «a»',
    },
  ])('throws a Russian error for $why', ({ pairs, error }) => {
    expect(() => createAbTest(definition('x', pairs))).toThrow(error);
  });

  it('accepts float sums within tolerance (0.1 + 0.2 + 0.7)', () => {
    const test = createAbTest(
      definition('floats', [
        ['a', 0.1],
        ['b', 0.2],
        ['c', 0.7],
      ]),
    );
    expect(drawVariation(test, 0.0999)).toBe('a');
    expect(drawVariation(test, 0.1)).toBe('b');
    expect(drawVariation(test, 0.9999999999)).toBe('c');
  });
});

describe('ab-test machine', () => {
  it('draws once per visitor, keeps it in a cookie and reports the GA dimension', () => {
    let draws = 0;
    const rng = mulberry32(42);
    const random = () => {
      draws += 1;
      return rng();
    };
    const { actor, ports, machine } = setup([flowTest()], { random });
    const key = abVariation(actor.getSnapshot(), 'checkout_flow');
    expect(['hard', 'easy', 'control']).toContain(key);
    expect(ports.cookies.jar.get('ab_checkout_flow')).toEqual({ value: key, options: { days: 30 } });
    expect(ports.analytics.events).toEqual([
      { event: 'ab_test_variation', properties: { test: 'checkout_flow', variation: key, gaDimensionIndex: 7 } },
    ]);
    expect(draws).toBe(1);
    // The same visitor again (a new page load): the cookie decides, nothing is drawn.
    const again = createActor(machine, { input: { tests: [flowTest()], visitor } }).start();
    expect(abVariation(again.getSnapshot(), 'checkout_flow')).toBe(key);
    expect(isInVariation(again.getSnapshot(), 'checkout_flow', key)).toBe(true);
    expect(draws).toBe(1);
  });

  it('a cookie with an unknown key is drawn again', () => {
    const { actor, ports } = setup([flowTest()], { random: () => 0.95, ports: { cookies: { ab_checkout_flow: 'removed_variation' } } });
    expect(abVariation(actor.getSnapshot(), 'checkout_flow')).toBe('control');
    expect(ports.cookies.get('ab_checkout_flow')).toBe('control');
  });

  it('the empty variation when the test need not run; re-initialised 300 ms after the activity status changes', () => {
    const test = createAbTest({
      name: 'new_only',
      variations: [
        { key: 'a', probability: 0.5, execute: [setFlow('hard')] },
        { key: 'b', probability: 0.5, execute: [setFlow('easy')] },
      ],
      cookieExpirationDays: 14,
      gaDimensionIndex: 3,
      audience: { activityStatuses: ['new'] },
    });
    const { actor, ports } = setup([test], { random: () => 0.7 });
    expect(abTestView(actor.getSnapshot())).toEqual({
      pending: false,
      runs: 1,
      active: DEFAULT_ACTIVE_TESTS,
      secondBrandFlag: 'off',
      rows: [{ name: 'new_only', variation: '', running: false, gaDimensionIndex: 3, cookieExpirationDays: 14 }],
    });
    expect(ports.cookies.get('ab_new_only')).toBeUndefined();
    expect(testsFlow(actor.getSnapshot())).toBe('hard');

    actor.send({ type: 'VISITOR.CHANGE', visitor: { activityStatus: 'new' } });
    expect(abTestView(actor.getSnapshot()).pending).toBe(true);
    vi.advanceTimersByTime(299);
    expect(abVariation(actor.getSnapshot(), 'new_only')).toBe('');
    vi.advanceTimersByTime(1);
    expect(abVariation(actor.getSnapshot(), 'new_only')).toBe('b');
    // The running variation's actions make the active tests state.
    expect(activeTests(actor.getSnapshot())).toEqual({
      flow: 'easy',
      composition: 'old',
      variationActionsDomain: { flow: { test: 'new_only', variation: 'b' } },
    });
    expect(ports.cookies.jar.get('ab_new_only')).toEqual({ value: 'b', options: { days: 14 } });

    // Out of the audience again: empty, the cookie stays, the flow is the default again; back in: the same variation, reported once.
    actor.send({ type: 'VISITOR.CHANGE', visitor: { activityStatus: 'old' } });
    vi.advanceTimersByTime(300);
    expect(abVariation(actor.getSnapshot(), 'new_only')).toBe('');
    expect(activeTests(actor.getSnapshot())).toEqual(DEFAULT_ACTIVE_TESTS);
    expect(ports.cookies.get('ab_new_only')).toBe('b');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { activityStatus: 'new' } });
    vi.advanceTimersByTime(300);
    expect(abVariation(actor.getSnapshot(), 'new_only')).toBe('b');
    expect(testsFlow(actor.getSnapshot())).toBe('easy');
    expect(abTestView(actor.getSnapshot()).runs).toBe(4);
  });

  it('each of city, last delivery date, other-city mode and inviter re-initialises; a further change restarts the 300 ms', () => {
    const test = createAbTest(
      definition('invited_msk', [['on', 1]], {
        gaDimensionIndex: 2,
        audience: { cityIds: [2], invited: true, otherCityMode: false, minDaysSinceLastDelivery: 10 },
      }),
    );
    const { actor } = setup([test], { random: () => 0.1 });
    const runs = () => abTestView(actor.getSnapshot()).runs;
    expect(abVariation(actor.getSnapshot(), 'invited_msk')).toBe('');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { inviter: 'anna' } });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'VISITOR.CHANGE', visitor: { lastDeliveryDate: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10) } });
    vi.advanceTimersByTime(200);
    expect(runs()).toBe(1);
    vi.advanceTimersByTime(100);
    expect(runs()).toBe(2);
    expect(abVariation(actor.getSnapshot(), 'invited_msk')).toBe('');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { lastDeliveryDate: '2020-01-01' } });
    vi.advanceTimersByTime(300);
    expect(abVariation(actor.getSnapshot(), 'invited_msk')).toBe('on');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { otherCityMode: true } });
    vi.advanceTimersByTime(300);
    expect(abVariation(actor.getSnapshot(), 'invited_msk')).toBe('');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { otherCityMode: false, cityId: 1 } });
    vi.advanceTimersByTime(300);
    expect(abVariation(actor.getSnapshot(), 'invited_msk')).toBe('');
    expect(runs()).toBe(5);
    // The same facts again: nothing to reprocess.
    actor.send({ type: 'VISITOR.CHANGE', visitor: { cityId: 1 } });
    expect(abTestView(actor.getSnapshot()).pending).toBe(false);
  });

  it('10 000 visitors with a seeded random source: observed shares within ±2 percentage points', () => {
    const { ports, machine } = setup([], { random: mulberry32(20240607) });
    const counts: Record<string, number> = { hard: 0, easy: 0, control: 0 };
    const test = flowTest();
    for (let i = 0; i < 10_000; i++) {
      ports.cookies.jar.clear();
      const actor = createActor(machine, { input: { tests: [test], visitor } }).start();
      const key = abVariation(actor.getSnapshot(), 'checkout_flow');
      counts[key] = (counts[key] ?? 0) + 1;
      actor.stop();
    }
    for (const variation of test.variations) {
      expect(Math.abs((counts[variation.key] ?? 0) / 10_000 - variation.probability)).toBeLessThanOrEqual(0.02);
    }
    expect((counts['hard'] ?? 0) + (counts['easy'] ?? 0) + (counts['control'] ?? 0)).toBe(10_000);
  });
});

describe('ab-test machine (model)', () => {
  it('reaches every state and transition', () => {
    const test = createAbTest(definition('t', [['a', 1]], { audience: { activityStatuses: ['new'] } }));
    const events = [
      { type: 'VISITOR.CHANGE', visitor: { activityStatus: 'new' } },
      { type: 'VISITOR.CHANGE', visitor: { activityStatus: 'old' } },
      { type: 'xstate.after.testsReprocess.abTest.allocation.pending' },
    ] as unknown as AbTestEvent[];
    const paths = getShortestPaths(abTestMachine, {
      events,
      input: { tests: [test], visitor },
      serializeState: (s) => JSON.stringify([s.value, s.context.visitor.activityStatus, s.context.allocations]),
    });
    const states = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...states].sort()).toEqual([
      JSON.stringify({ allocation: 'pending', secondBrandFlag: 'off' }),
      JSON.stringify({ allocation: 'ready', secondBrandFlag: 'off' }),
    ]);
    const allocated = paths.find((p) => p.state.matches({ allocation: 'ready' }) && p.state.context.allocations['t'] === 'a');
    expect(allocated?.steps.map((s) => s.event.type as string)).toEqual([
      'xstate.init',
      'VISITOR.CHANGE',
      'xstate.after.testsReprocess.abTest.allocation.pending',
    ]);
  });
});
