import { describe, expect, it } from 'vitest';
import { createBrowserPageLifecycle } from './browser-ports';

/** Issue 36: the page-lifecycle port over `pagehide` and `pageshow` (a plain EventTarget stands in for the window). */
describe('createBrowserPageLifecycle', () => {
  const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

  it.each([
    ['a page restored from the back-forward cache', true, 1],
    ['a page loaded anew', false, 0],
  ] as const)('%s: onRestore is called %i time(s)', (_name, persisted, calls) => {
    const target = new EventTarget();
    const lifecycle = createBrowserPageLifecycle(target as unknown as Window);
    let restored = 0;
    lifecycle.onRestore(() => restored++);
    target.dispatchEvent(pageshow(persisted));
    expect(restored).toBe(calls);
  });

  it('onHide follows pagehide until the returned function stops it', () => {
    const target = new EventTarget();
    const lifecycle = createBrowserPageLifecycle(target as unknown as Window);
    let hidden = 0;
    const stop = lifecycle.onHide(() => hidden++);
    target.dispatchEvent(new Event('pagehide'));
    stop();
    target.dispatchEvent(new Event('pagehide'));
    expect(hidden).toBe(1);
  });
});
