import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * `pageSettled` is once per page (a module singleton): each test loads the module anew. jsdom has no
 * Resource Timing, so the quiet spell starts at the first ask; the calls are the client's fetch.
 */
async function freshModule() {
  vi.resetModules();
  return import('./page-settled');
}

describe('pageSettled (issue 35: what the first view does not show waits for the page)', () => {
  let answer: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = () => resolve(new Response('{}'))))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does not settle while an API call is on the wire, however long it takes; then after a quiet spell', async () => {
    const { countedFetch, pageSettled } = await freshModule();
    let settled = false;
    const call = countedFetch('/api/personal-cabinet/v1/orders/active');
    void pageSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    answer?.();
    await call;
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it("does not settle while a counted load (a screen's chunk, the first reads' chunk) is on its way, nor between it and the calls it starts", async () => {
    const { countedFetch, countedLoad, pageSettled } = await freshModule();
    let settled = false;
    let arrive: (() => void) | undefined;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    // The prefetch chunk's module, then the page's first read asked for as it arrives.
    const reads = countedLoad(chunk).then(() => countedFetch('/api/personal-cabinet/v1_1/orders/active'));
    void pageSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    arrive?.();
    await vi.advanceTimersByTimeAsync(1_000);
    // The chunk has come; its read is on the wire.
    expect(settled).toBe(false);
    answer?.();
    await reads;
    await vi.advanceTimersByTimeAsync(300);
    expect(settled).toBe(true);
  });

  it('settles after the quiet spell when nothing is on the wire, and at the latest 4 s after the first ask', async () => {
    const quiet = await freshModule();
    let settled = false;
    void quiet.pageSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(250);
    expect(settled).toBe(true);

    const busy = await freshModule();
    settled = false;
    void busy.countedFetch('/api/personal-cabinet/v1/client-profile');
    void busy.pageSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(3_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });
});
