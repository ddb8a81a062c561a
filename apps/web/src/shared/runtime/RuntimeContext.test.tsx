import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyRuntimeProvider, RuntimeProvider, useOptionalRuntime, useRuntime, useRuntimeSoon } from './RuntimeContext';
import type { AppRuntime } from './runtime';
import { renderOutsideAct, until } from '../../test/outside-act';

/**
 * Issue 31: the dev console repeated React's 'This library called use() to suspend in a previous
 * render but did not call use() when it finished': `useRuntime` called `use()` only while the
 * runtime was missing, so the render after the runtime arrived skipped it. Rendered as the browser
 * does (a root outside `act`), where the warning showed.
 */
const fakeRuntime = { name: 'runtime' } as unknown as AppRuntime;
renderOutsideAct();

function Screen() {
  const runtime = useRuntime() as unknown as { name: string };
  return <p>{runtime.name}</p>;
}

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

/**
 * Issue 35: the cabinet frame paints before the runtime and showed its loading line until the
 * runtime came, which it left to the provider's idle callback: under e2e's paused clock
 * (`page.clock`, which holds `requestIdleCallback` too) it never came and the rates page never
 * rendered. Here the idle callback never runs.
 */
describe('useRuntimeSoon', () => {
  const host = window as { requestIdleCallback?: unknown };
  beforeEach(() => {
    host.requestIdleCallback = () => 0;
  });
  afterEach(() => {
    delete host.requestIdleCallback;
  });

  function Frame({ soon }: { soon: boolean }) {
    const runtime = (soon ? useRuntimeSoon : useOptionalRuntime)() as unknown as { name: string } | null;
    return <p>{runtime ? runtime.name : 'frame'}</p>;
  }
  const mount = (soon: boolean, load: () => Promise<AppRuntime>) => {
    const host = document.createElement('div');
    const root = createRoot(host);
    root.render(
      <LazyRuntimeProvider load={load}>
        <Frame soon={soon} />
      </LazyRuntimeProvider>,
    );
    return { host, root };
  };

  it('asks for the runtime as the frame mounts, without waiting for the page to be idle', async () => {
    const load = vi.fn(() => Promise.resolve(fakeRuntime));
    const { host, root } = mount(true, load);
    await until(() => host.textContent === 'runtime');
    expect(host.textContent).toBe('runtime');
    expect(load).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('useOptionalRuntime alone leaves it to the idle callback (the frame stays as it is)', async () => {
    const load = vi.fn(() => Promise.resolve(fakeRuntime));
    const { host, root } = mount(false, load);
    await until(() => host.textContent === 'frame');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.textContent).toBe('frame');
    expect(load).not.toHaveBeenCalled();
    root.unmount();
  });

  it('a runtime that fails to load is thrown in the render, not a loading line for ever', async () => {
    const failed = new Error('chunk failed');
    const thrown: unknown[] = [];
    const host = document.createElement('div');
    const root = createRoot(host, { onUncaughtError: (error) => void thrown.push(error) });
    root.render(
      <LazyRuntimeProvider load={() => Promise.reject(failed)}>
        <Frame soon />
      </LazyRuntimeProvider>,
    );
    await until(() => thrown.length > 0);
    expect(thrown).toEqual([failed]);
    root.unmount();
  });
});
