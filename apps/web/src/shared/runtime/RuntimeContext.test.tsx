import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyRuntimeProvider, RuntimeProvider, useRuntime } from './RuntimeContext';
import type { AppRuntime } from './runtime';

/**
 * Issue 31: the dev console repeated React's 'This library called use() to suspend in a previous
 * render but did not call use() when it finished': `useRuntime` called `use()` only while the
 * runtime was missing, so the render after the runtime arrived skipped it. Rendered as the browser
 * does (a root outside `act`), where the warning showed.
 */
const fakeRuntime = { name: 'runtime' } as unknown as AppRuntime;
const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let before: boolean | undefined;
beforeEach(() => {
  before = flag.IS_REACT_ACT_ENVIRONMENT;
  flag.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  flag.IS_REACT_ACT_ENVIRONMENT = before;
});

function Screen() {
  const runtime = useRuntime() as unknown as { name: string };
  return <p>{runtime.name}</p>;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('useRuntime', () => {
  it('suspends until the runtime arrives, then renders with it, calling use() every time under the lazy provider (no React warning)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let arrive: (runtime: AppRuntime) => void = () => undefined;
    const load = () => new Promise<AppRuntime>((resolve) => (arrive = resolve));
    const host = document.createElement('div');
    const root = createRoot(host);
    root.render(
      <LazyRuntimeProvider load={load}>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </LazyRuntimeProvider>,
    );
    await until(() => host.textContent === 'loading');
    expect(host.textContent).toBe('loading');
    arrive(fakeRuntime);
    await until(() => host.textContent === 'runtime');
    expect(host.textContent).toBe('runtime');
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/did not call use\(\)/);
    root.unmount();
    error.mockRestore();
  });

  it('a runtime that exists already renders at once, without a fallback', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    const seen: string[] = [];
    root.render(
      <RuntimeProvider runtime={fakeRuntime}>
        <Suspense fallback={<p ref={() => void seen.push('fallback')}>loading</p>}>
          <Screen />
        </Suspense>
      </RuntimeProvider>,
    );
    await until(() => host.textContent === 'runtime');
    expect(host.textContent).toBe('runtime');
    expect(seen).toEqual([]);
    root.unmount();
  });
});
