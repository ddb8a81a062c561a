import { applyVariationAction, DEFAULT_ACTIVE_TESTS, type ActiveTestsState, type VariationAction } from '../../domain/active-tests';
import { AB_TEST_MESSAGES } from '../../domain/messages';

/**
 * A/B tests (personal-cabinet §3 "A/B test", §4, §5): definitions, their validation, the draw and
 * the audience rule. Pure; the machine (`ab-test.machine.ts`) adds cookies, timing and analytics.
 */

export interface AbVariation {
  key: string;
  probability: number;
  /**
   * What the variation does while it runs: actions on the active tests state (`setFlow`,
   * `setComposition`, domain/active-tests.ts), which the screens read. None: the defaults.
   */
  execute?: readonly VariationAction[];
}

/** Who a test runs for; a visitor outside it gets the empty variation (ours: the spec names no fields). */
export interface AbAudience {
  activityStatuses?: readonly string[];
  cityIds?: readonly number[];
  /** Only in (true) or out of (false) the other-city mode. */
  otherCityMode?: boolean;
  /** Only visitors invited by someone (true) or not invited (false). */
  invited?: boolean;
  /** Only visitors whose last delivery is at least this many days ago (or who never had one). */
  minDaysSinceLastDelivery?: number;
}

export interface AbTestDefinition {
  name: string;
  variations: readonly AbVariation[];
  cookieExpirationDays: number;
  gaDimensionIndex: number;
  audience?: AbAudience;
}

/** A definition that passed `createAbTest`. */
export type AbTest = Readonly<AbTestDefinition> & { readonly __validated: true };

/** What a test's audience looks at; a change of any of these re-initialises the tests. */
export interface AbVisitor {
  cityId: number;
  activityStatus: string;
  /** YYYY-MM-DD or undefined. */
  lastDeliveryDate: string | undefined;
  otherCityMode: boolean;
  /** The inviter (the `invite` parameter), if any. */
  inviter: string | undefined;
}

/** The variation of a test that need not run. */
export const EMPTY_VARIATION = '';
/** Float tolerance of the probability sum. */
export const PROBABILITY_TOLERANCE = 1e-9;

export const abTestCookieName = (name: string) => `ab_${name}`;

/** Validates a definition: probabilities in [0, 1] summing to 1, unique keys. Throws an Error in Russian. */
export function createAbTest(definition: AbTestDefinition): AbTest {
  const { name, variations } = definition;
  if (variations.length === 0) throw new Error(AB_TEST_MESSAGES.noVariations(name));
  const seen = new Set<string>();
  for (const variation of variations) {
    if (seen.has(variation.key)) throw new Error(AB_TEST_MESSAGES.duplicateKeys(name, variation.key));
    seen.add(variation.key);
    if (!Number.isFinite(variation.probability) || variation.probability < 0 || variation.probability > 1) {
      throw new Error(AB_TEST_MESSAGES.badProbability(name, variation.key));
    }
  }
  const sum = variations.reduce((total, v) => total + v.probability, 0);
  if (Math.abs(sum - 1) > PROBABILITY_TOLERANCE) throw new Error(AB_TEST_MESSAGES.probabilitiesSum(name, Number(sum.toFixed(6))));
  return Object.freeze({ ...definition, variations: Object.freeze([...variations]), __validated: true as const });
}

/** The variation for a uniform draw `r` in [0, 1): cumulative probabilities in the declared order. */
export function drawVariation(test: AbTestDefinition, r: number): string {
  let cumulative = 0;
  for (const variation of test.variations) {
    cumulative += variation.probability;
    if (r < cumulative) return variation.key;
  }
  // r close to 1 with a float sum a hair below it: the last variation with a chance.
  return [...test.variations].reverse().find((v) => v.probability > 0)?.key ?? EMPTY_VARIATION;
}

const DAY_MS = 86_400_000;

/** Whether the test runs for this visitor (else the empty variation). */
export function shouldRunTest(test: AbTestDefinition, visitor: AbVisitor, now: number): boolean {
  const a = test.audience;
  if (!a) return true;
  if (a.activityStatuses && !a.activityStatuses.includes(visitor.activityStatus)) return false;
  if (a.cityIds && !a.cityIds.includes(visitor.cityId)) return false;
  if (a.otherCityMode !== undefined && a.otherCityMode !== visitor.otherCityMode) return false;
  if (a.invited !== undefined && a.invited !== (visitor.inviter !== undefined && visitor.inviter !== '')) return false;
  if (a.minDaysSinceLastDelivery !== undefined && visitor.lastDeliveryDate) {
    const days = (now - Date.parse(`${visitor.lastDeliveryDate}T00:00:00Z`)) / DAY_MS;
    if (days < a.minDaysSinceLastDelivery) return false;
  }
  return true;
}

export const VISITOR_KEYS = ['cityId', 'activityStatus', 'lastDeliveryDate', 'otherCityMode', 'inviter'] as const;

export const visitorChanged = (a: AbVisitor, b: AbVisitor): boolean => VISITOR_KEYS.some((key) => a[key] !== b[key]);

/**
 * The active tests state (personal-cabinet §3) of an allocation: the defaults, then the actions of
 * each running variation in the tests' declared order (`applyVariationAction`: the first test to set
 * a key owns it). A test on the empty variation sets nothing, so its keys keep their defaults.
 */
export function activeTestsState(tests: readonly AbTestDefinition[], allocations: Readonly<Record<string, string>>): ActiveTestsState {
  let state = DEFAULT_ACTIVE_TESTS;
  for (const test of tests) {
    const key = allocations[test.name] ?? EMPTY_VARIATION;
    if (key === EMPTY_VARIATION) continue;
    const variation = test.variations.find((v) => v.key === key);
    for (const action of variation?.execute ?? []) state = applyVariationAction(state, action, { test: test.name, variation: key });
  }
  return state;
}

/** A small seeded PRNG (mulberry32) for tests and stories: uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
