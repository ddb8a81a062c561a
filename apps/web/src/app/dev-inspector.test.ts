import { afterEach, describe, expect, it, vi } from 'vitest';
import { devInspector } from './runtime';

/**
 * `?inspect` never stops the app (issue 34): the boot awaits `devInspector()` beside the wiring in
 * a `Promise.all`, so a rejection there left the landing a skeleton.
 */
describe('devInspector', () => {
  afterEach(() => void vi.restoreAllMocks());

  const failures = [
    { name: "the module's download fails (Vite's 504 'Outdated Optimize Dep')", load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    {
      name: 'the inspector throws as it starts (a blocked popup)',
      load: async () => ({
        createBrowserInspector: (() => {
          throw new Error('popup blocked');
        }) as never,
      }),
    },
  ];
  it.each(failures)('$name: a warning, and no inspector instead of a rejection', async ({ load }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(devInspector({ dev: true, search: '?inspect', load })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the app runs without it'), expect.any(Error));
  });

  it.each([
    { dev: false, search: '?inspect' },
    { dev: true, search: '?utm_source=x' },
  ])('is not even loaded without both a dev build and ?inspect ($search, dev $dev)', async ({ dev, search }) => {
    const load = vi.fn(() => Promise.reject(new Error('not to be called')));
    await expect(devInspector({ dev, search, load })).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('hands the inspector over when it starts', async () => {
    const inspect = () => undefined;
    const load = async () => ({ createBrowserInspector: (() => ({ inspect })) as never });
    await expect(devInspector({ dev: true, search: '?inspect', load })).resolves.toBe(inspect);
  });
});
