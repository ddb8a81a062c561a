import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { DEFAULT_ACTIVE_TESTS, applyVariationAction, setComposition, setFlow } from '../../domain/active-tests';
import { ANALYTICS_INIT_RETRIES, ANALYTICS_INIT_RETRY_MS } from '../../domain/constants';
import { landingBlocks } from '../../domain/storefront';
import { createProxyAnalytics } from '../../ports/analytics-proxy';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { checkoutRoute, offersCustomMenu, tryCustomizationCheckoutIn } from '../funnel/funnel.payload';
import { abTestView, customMenuButtonShown, secondBrandFlagState } from './ab-test.connect';
import { activeTests, testsComposition, testsFlow } from './active-tests.connect';
import { activeTestsState, createAbTest, type AbTest, type AbVisitor } from './ab-test.rules';
import { runningAbTest } from './running-tests';
import { visitorFacts } from './visitor';

/**
 * The active tests state (personal-cabinet §3: variationActionsDomain, flow hard|easy, composition
 * old|new) made by the running variations' actions, what the screens do with it, and the second
 * brand's analytics flag (§4: up to 5 retries every 1500 ms), through the sandbox on fake timers.
 */
const harness = useSandbox();

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An anonymous visitor of the Moscow site, as the runtime makes the facts (visitor.ts). */
const visitor: AbVisitor = visitorFacts({ profile: undefined, siteCityId: 2, inviter: '' });

// The site's running tests, as the app runs them; the flow test here also has an audience, for the audience cases.
const compositionTest = runningAbTest('landing_composition');
const flowTest = createAbTest({ ...runningAbTest('try_customization_flow'), audience: { activityStatuses: ['unauthorized', 'new'] } });

function start(
  tests: readonly AbTest[],
  options: { cookies?: Record<string, string>; brand?: 'main' | 'wowfood'; metrics?: () => { params: string[] } | undefined } = {},
) {
  const { ports, api } = harness.setup({ ...(options.cookies ? { cookies: options.cookies } : {}) });
  const logged: string[] = [];
  const metrics = options.metrics;
  const analytics = metrics
    ? createProxyAnalytics({
        enabled: true,
        api,
        cookies: ports.cookies,
        storage: ports.storage,
        clock: ports.clock,
        customerIds: () => ({}),
        log: (message) => logged.push(message),
        secondBrandMetrics: { find: metrics, flag: (found) => found.params.push('second_brand') },
      })
    : ports.analytics;
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: { ...ports, analytics } });
  const actor = createActor(mealflow.machines.abTest, {
    input: { tests, visitor, ...(options.brand ? { brand: options.brand } : {}) },
  }).start();
  return { actor, ports, logged };
}

describe('active tests state (personal-cabinet §3)', () => {
  it('each forced variation sets its key; the domain names the test and variation that set it', () => {
    const easyNew = start([compositionTest, flowTest], {
      cookies: { ab_landing_composition: 'new', ab_try_customization_flow: 'easy' },
    }).actor;
    expect(activeTests(easyNew.getSnapshot())).toEqual({
      flow: 'easy',
      composition: 'new',
      variationActionsDomain: {
        composition: { test: 'landing_composition', variation: 'new' },
        flow: { test: 'try_customization_flow', variation: 'easy' },
      },
    });
    const hardOld = start([compositionTest, flowTest], {
      cookies: { ab_landing_composition: 'old', ab_try_customization_flow: 'hard' },
    }).actor;
    expect([testsFlow(hardOld.getSnapshot()), testsComposition(hardOld.getSnapshot())]).toEqual(['hard', 'old']);
    expect(abTestView(hardOld.getSnapshot()).active.variationActionsDomain.flow).toEqual({
      test: 'try_customization_flow',
      variation: 'hard',
    });
  });

  it('a test outside its audience sets nothing: its key keeps the default; it returns 300 ms after the visitor comes back in', () => {
    const { actor } = start([flowTest], { cookies: { ab_try_customization_flow: 'easy' } });
    expect(testsFlow(actor.getSnapshot())).toBe('easy');
    actor.send({ type: 'VISITOR.CHANGE', visitor: { activityStatus: 'old' } });
    vi.advanceTimersByTime(300);
    expect(activeTests(actor.getSnapshot())).toEqual(DEFAULT_ACTIVE_TESTS);
    actor.send({ type: 'VISITOR.CHANGE', visitor: { activityStatus: 'new' } });
    vi.advanceTimersByTime(299);
    expect(testsFlow(actor.getSnapshot())).toBe('hard');
    vi.advanceTimersByTime(1);
    expect(testsFlow(actor.getSnapshot())).toBe('easy');
  });

  it('two running tests on one key: the first declared owns it; one variation may run several actions', () => {
    const second = createAbTest({
      name: 'second',
      variations: [{ key: 'x', probability: 1, execute: [setFlow('hard'), setComposition('new')] }],
      cookieExpirationDays: 1,
      gaDimensionIndex: 1,
    });
    const state = activeTestsState([flowTest, second], { try_customization_flow: 'easy', second: 'x' });
    expect(state).toEqual({
      flow: 'easy',
      composition: 'new',
      variationActionsDomain: {
        flow: { test: 'try_customization_flow', variation: 'easy' },
        composition: { test: 'second', variation: 'x' },
      },
    });
    // The same test may set its own key again.
    const owner = { test: 'second', variation: 'x' };
    expect(applyVariationAction(applyVariationAction(DEFAULT_ACTIVE_TESTS, setFlow('easy'), owner), setFlow('hard'), owner).flow).toBe(
      'hard',
    );
    // The empty variation and an unknown key set nothing.
    expect(activeTestsState([flowTest, second], { try_customization_flow: '', second: 'gone' })).toEqual(DEFAULT_ACTIVE_TESTS);
  });

  it("what the screens do with it: the flow decides where TryCustomization's order goes, the composition the landing's blocks", () => {
    expect(checkoutRoute('H1', 'standard', 'newclient', undefined, tryCustomizationCheckoutIn('hard'))).toBe(
      '/try-customization/order-wizard/H1',
    );
    expect(checkoutRoute('H1', 'standard', 'newclient', undefined, tryCustomizationCheckoutIn('easy'))).toBe(
      '/try-customization/single-step-order/H1',
    );
    expect([
      offersCustomMenu('site'),
      offersCustomMenu(undefined),
      offersCustomMenu('tryCustomization'),
      offersCustomMenu('tryCustomizationCheckout'),
    ]).toEqual([true, true, false, false]);
    const customMenuTest = runningAbTest('landing_custom_menu');
    const shown = (key: string) =>
      customMenuButtonShown(start([customMenuTest], { cookies: { ab_landing_custom_menu: key } }).actor.getSnapshot());
    expect([shown('custom_menu_button'), shown('control')]).toEqual([true, false]);
    expect(landingBlocks('old')).toEqual(['targets', 'menu', 'howItWorks', 'matching', 'deliveries', 'faq', 'reviews', 'lastCall']);
    expect(landingBlocks('new')).toEqual(['howItWorks', 'targets', 'menu', 'matching', 'faq', 'reviews', 'deliveries', 'lastCall']);
    expect([...landingBlocks('new')].sort()).toEqual([...landingBlocks('old')].sort());
  });
});

describe("the second brand's analytics flag (personal-cabinet §4)", () => {
  it('on the second brand: looked for now, then every 1500 ms; set once the metrics object exists', async () => {
    const page: { metrics?: { params: string[] } } = {};
    const looks = vi.fn(() => page.metrics);
    const { actor } = start([], { brand: 'wowfood', metrics: looks });
    expect(secondBrandFlagState(actor.getSnapshot())).toBe('initialising');
    expect(looks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ANALYTICS_INIT_RETRY_MS - 1);
    expect(looks).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(looks).toHaveBeenCalledTimes(2);
    page.metrics = { params: [] };
    await vi.advanceTimersByTimeAsync(ANALYTICS_INIT_RETRY_MS);
    expect(secondBrandFlagState(actor.getSnapshot())).toBe('set');
    expect(page.metrics.params).toEqual(['second_brand']);
    await vi.advanceTimersByTimeAsync(10 * ANALYTICS_INIT_RETRY_MS);
    expect(looks).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 retries: logged, nothing set, the tests go on', async () => {
    const looks = vi.fn((): { params: string[] } | undefined => undefined);
    const { actor, logged } = start([compositionTest], { brand: 'wowfood', metrics: looks, cookies: { ab_landing_composition: 'new' } });
    await vi.advanceTimersByTimeAsync(ANALYTICS_INIT_RETRIES * ANALYTICS_INIT_RETRY_MS - 1);
    expect(secondBrandFlagState(actor.getSnapshot())).toBe('initialising');
    await vi.advanceTimersByTimeAsync(1);
    expect(secondBrandFlagState(actor.getSnapshot())).toBe('missing');
    expect(looks).toHaveBeenCalledTimes(1 + ANALYTICS_INIT_RETRIES);
    expect(logged).toEqual(['second-brand metrics never appeared, flag not set']);
    expect(testsComposition(actor.getSnapshot())).toBe('new');
    // The variation's event went to the sandbox's event proxy meanwhile.
    expect(harness.sandbox.store.counters.get('analytics:events')).toBe(1);
  });

  it('not on the first brand; a second-brand port without a metrics object ends at once as missing', async () => {
    const looks = vi.fn(() => ({ params: [] }));
    const main = start([], { metrics: looks }).actor;
    await vi.advanceTimersByTimeAsync(10 * ANALYTICS_INIT_RETRY_MS);
    expect(secondBrandFlagState(main.getSnapshot())).toBe('off');
    expect(looks).not.toHaveBeenCalled();
    const bare = start([], { brand: 'wowfood' }).actor;
    await vi.advanceTimersByTimeAsync(0);
    expect(secondBrandFlagState(bare.getSnapshot())).toBe('missing');
  });
});
