import { useSandbox } from '@mealflow/sandbox/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsEventType, dimensionValues, eventProperties } from '../domain/analytics';
import { createProxyAnalytics, type ProxyAnalyticsOptions } from './analytics-proxy';

/** The analytics port over the sandbox's analytics proxies (personal-cabinet §7 Marketing, §8, §9). */
const harness = useSandbox();
afterEach(() => vi.useRealTimers());

function analytics(overrides: Partial<ProxyAnalyticsOptions> = {}) {
  const { ports, api } = harness.setup();
  const logged: string[] = [];
  const port = createProxyAnalytics({
    enabled: true,
    api,
    cookies: ports.cookies,
    storage: ports.storage,
    clock: ports.clock,
    customerIds: () => ({ registered_H: 'client-1', google_analytics: 'GA1.2.3' }),
    log: (message) => logged.push(message),
    ...overrides,
  });
  const events = () => harness.sandbox.store.log.filter((entry) => entry.call === 'api/analytics/event').map((entry) => entry.body);
  return { port, ports, logged, events };
}

describe('analytics rules', () => {
  it('event_type is the event prefixed SITE_ once, upper snake case', () => {
    expect(analyticsEventType('addToCart')).toBe('SITE_ADD_TO_CART');
    expect(analyticsEventType('session load')).toBe('SITE_SESSION_LOAD');
    expect(analyticsEventType('SITE_PAYMENT')).toBe('SITE_PAYMENT');
  });
  it('properties are flat primitives', () => {
    expect(eventProperties({ a: 1, b: 'x', c: { d: 1 }, e: Number.NaN, f: null, g: true })).toEqual({ a: 1, b: 'x', f: null, g: true });
  });
  it('dimensions fall back to their defaults', () => {
    const attributes = [
      { id: 'a', fallback: 'none' },
      { id: 'b', fallback: 0 },
    ];
    expect(dimensionValues(attributes, undefined)).toEqual({ a: 'none', b: 0 });
    expect(dimensionValues(attributes, [{ value: 'x' }, { value: { nested: 1 } }])).toEqual({ a: 'x', b: 0 });
  });
});

describe('the analytics port over the proxies', () => {
  it('sends the event with customer_ids and SITE_ event_type; nothing when not configured', async () => {
    const { port, events } = analytics();
    port.track('checkout_open', { price: 3500, nested: { x: 1 } });
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(events()[0]).toEqual({
      event_type: 'SITE_CHECKOUT_OPEN',
      customer_ids: { registered_H: 'client-1', google_analytics: 'GA1.2.3' },
      properties: { price: 3500 },
    });

    const off = analytics({ enabled: false });
    off.port.track('x');
    off.port.sessionLoad();
    expect(await off.port.segment('ga')).toBeNull();
    expect(await off.port.pushDataLayer({ event: 'x' })).toBe(false);
    expect(harness.sandbox.store.log.filter((entry) => entry.call.startsWith('api/analytics')).length).toBe(1);
  });

  it('add-to-cart goes 200 ms after the action', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { port, events } = analytics();
    port.trackAddToCart({ packId: 7 });
    await vi.advanceTimersByTimeAsync(199);
    expect(events()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() =>
      expect(events()).toEqual([expect.objectContaining({ event_type: 'SITE_ADD_TO_CART', properties: { packId: 7 } })]),
    );
  });

  it('session load: once per half hour (cookie)', async () => {
    const { port, ports, events } = analytics();
    port.sessionLoad();
    port.sessionLoad();
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    const left = Number(ports.cookies.get('session_load')) - ports.clock.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
    ports.cookies.set('session_load', String(ports.clock.now() - 1));
    port.sessionLoad();
    await vi.waitFor(() => expect(events()).toHaveLength(2));
  });

  it('dimensions: values stored; a failure is logged, defaults stored, the flow continues', async () => {
    const { port, ports, logged } = analytics();
    const attributes = [{ type: 'property', id: 'segment', fallback: 'unknown' }];
    expect(await port.loadDimensions(attributes)).toEqual({ segment: 'dim-segment' });
    harness.sandbox.faults.inject('api/analytics/dimensions', { kind: 'status', status: 500, times: 1 });
    expect(await port.loadDimensions(attributes)).toEqual({ segment: 'unknown' });
    expect(JSON.parse(ports.storage.get('analytics_dimensions') ?? '{}')).toEqual({ segment: 'unknown' });
    expect(logged).toEqual(['dimensions not loaded, defaults stored']);
  });

  it('segmentation: the segment, or null after 1 s', async () => {
    const { port, logged } = analytics();
    expect(await port.segment('GA1.2.3')).toBe('sandbox-segment');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    harness.sandbox.faults.inject('api/analytics/segmentation', { kind: 'delay', ms: 5_000, times: 1 });
    let result: string | null | undefined;
    void port.segment('GA1.2.3').then((segment) => (result = segment));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(result).toBeNull());
    expect(logged).toEqual(['segmentation failed, no segment']);
  });

  it('data layer: polled every 100 ms up to 200 times', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page: { dataLayer?: unknown[] } = {};
    const reads = vi.fn(() => page.dataLayer);
    const { port } = analytics({ dataLayer: reads });
    const pushed = port.pushDataLayer({ event: 'purchase' });
    await vi.advanceTimersByTimeAsync(250);
    expect(reads).toHaveBeenCalledTimes(3);
    page.dataLayer = [];
    await vi.advanceTimersByTimeAsync(100);
    expect(await pushed).toBe(true);
    expect(page.dataLayer).toEqual([{ event: 'purchase' }]);

    const never = analytics({ dataLayer: () => undefined });
    const dropped = never.port.pushDataLayer({ event: 'x' });
    await vi.advanceTimersByTimeAsync(199 * 100);
    expect(await dropped).toBe(false);
    expect(never.logged).toEqual(['data layer never appeared, entry dropped']);
  });

  it('second-brand analytics flag: set once the metrics object exists, retried up to 5 times every 1500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page: { metrics?: { flags: string[] } } = {};
    const reads = vi.fn(() => page.metrics);
    const { port } = analytics();
    const set = port.initSecondBrandFlag(reads, (m) => m.flags.push('wowfood'));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(reads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveBeenCalledTimes(2);
    page.metrics = { flags: [] };
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await set).toBe(true);
    expect(page.metrics.flags).toEqual(['wowfood']);

    const never = analytics();
    const looks = vi.fn(() => undefined);
    const given = never.port.initSecondBrandFlag(looks, () => undefined);
    await vi.advanceTimersByTimeAsync(5 * 1_500);
    expect(await given).toBe(false);
    expect(looks).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(looks).toHaveBeenCalledTimes(6);
    expect(never.logged).toEqual(['second-brand metrics never appeared, flag not set']);
  });
});
