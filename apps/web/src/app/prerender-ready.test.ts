import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { armPrerenderReady } from './prerender-ready';

describe('prerender-ready flags (order-funnel §9: 3 s and 45 s)', () => {
  let onRequest: () => void = () => {};
  let unsubscribed = false;
  const watch = (callback: () => void) => {
    onRequest = callback;
    return () => {
      unsubscribed = true;
    };
  };
  beforeEach(() => {
    vi.useFakeTimers();
    unsubscribed = false;
  });
  afterEach(() => vi.useRealTimers());

  it('goes down at boot and up after 3 s without a finished request', () => {
    const page: { prerenderReady?: boolean } = {};
    armPrerenderReady(page, watch);
    expect(page.prerenderReady).toBe(false);
    vi.advanceTimersByTime(2_000);
    onRequest(); // the menu arrived: 3 s more from here
    vi.advanceTimersByTime(2_999);
    expect(page.prerenderReady).toBe(false);
    vi.advanceTimersByTime(1);
    expect(page.prerenderReady).toBe(true);
    expect(unsubscribed).toBe(true);
  });

  it('goes up 45 s after boot even while requests keep finishing (polling)', () => {
    const page: { prerenderReady?: boolean } = {};
    armPrerenderReady(page, watch);
    for (let second = 1; second < 45; second++) {
      vi.advanceTimersByTime(1_000);
      onRequest();
      expect(page.prerenderReady).toBe(false);
    }
    vi.advanceTimersByTime(1_000);
    expect(page.prerenderReady).toBe(true);
  });
});
