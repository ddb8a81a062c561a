import { createContext, startTransition, Suspense, use, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { PreloadablePart } from '../preloadable';
import { whenIdle } from '../when-idle';
import type { AppRuntime } from './runtime';

interface RuntimeSlot {
  runtime: AppRuntime | null;
  load: () => Promise<AppRuntime>;
  /** Whether a screen may have to wait for the runtime (LazyRuntimeProvider): its screens call `use()`. */
  lazy: boolean;
}

const RuntimeContext = createContext<RuntimeSlot | null>(null);

/**
 * A promise React's `use()` reads at once: marked fulfilled with its value (React's thenable
 * protocol), so a component that calls `use()` after the runtime has arrived renders without
 * suspending.
 */
function settled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: 'fulfilled', value });
}

/** A runtime that exists already (stories, component tests). */
export function RuntimeProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  const slot = useMemo<RuntimeSlot>(() => {
    const ready = settled(Promise.resolve(runtime), runtime);
    return { runtime, load: () => ready, lazy: false };
  }, [runtime]);
  return <RuntimeContext.Provider value={slot}>{children}</RuntimeContext.Provider>;
}

/**
 * The app's runtime (SDK, API client, schemas, machines) arrives as its own chunk: the landing
 * paints with React and wouter alone, then the runtime is fetched right after first paint
 * (idle), or at once when a screen needs it (`useRuntime` suspends until it is there).
 */
export function LazyRuntimeProvider({ load, children }: { load: () => Promise<AppRuntime>; children: ReactNode }) {
  const [runtime, setRuntime] = useState<AppRuntime | null>(null);
  const slot = useMemo<RuntimeSlot>(() => {
    let promise: Promise<AppRuntime> | undefined;
    return {
      runtime: null,
      lazy: true,
      load: () =>
        (promise ??= load().then((value) => {
          if (promise) settled(promise, value);
          // A transition: the screens that waited for the runtime render in slices, without a long task.
          startTransition(() => setRuntime(value));
          return value;
        })),
    };
  }, [load]);
  useEffect(() => {
    whenIdle(() => void slot.load());
  }, [slot]);
  const value = useMemo(() => ({ ...slot, runtime }), [slot, runtime]);
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}

/**
 * The runtime; suspends until its chunk has loaded.
 *
 * Under the lazy provider `use()` is called on every render, before and after the runtime arrives
 * (its promise is then marked fulfilled and read at once): a component that suspended on it and
 * then rendered without calling it made React warn 'called use() to suspend in a previous render but
 * did not call use() when it finished' (issue 31). A provider whose runtime exists (stories,
 * component tests) never suspends, so its screens never call `use()`: inside `act()` any `use()`,
 * even of a fulfilled promise, makes React stop flushing the act queue (`didUsePromise`), so a
 * component test's keystroke (a transition there: happy-dom has no `window.event`) was not
 * committed before the next one and the typed phone lost characters (the reverted 66d931a).
 */
export function useRuntime(): AppRuntime {
  const slot = useContext(RuntimeContext);
  if (!slot) throw new Error('useRuntime: no RuntimeProvider above this component');
  if (!slot.lazy && slot.runtime) return slot.runtime;
  return use(slot.load());
}

/**
 * The runtime if it has loaded, else null (for chrome that can wait: header, guards). It does not
 * ask for the runtime: under the lazy provider that waits for the page to be idle. A part that
 * paints before the runtime but shows its state (the cabinet frame: the session's profile) takes
 * `useRuntimeSoon`.
 */
export function useOptionalRuntime(): AppRuntime | null {
  return useContext(RuntimeContext)?.runtime ?? null;
}

/**
 * `useOptionalRuntime` that also asks for the runtime as it mounts, as `useRuntime` does, without
 * suspending: the cabinet frame paints before the runtime (issue 35) and then needs it for the
 * session. Waiting for the idle callback instead tied the profile, and the screen that waits for
 * it, to the page's clock: under a paused clock (e2e `page.clock`) the idle callback never came and
 * the page stayed at its loading line. A runtime that fails to load is thrown in the render, as
 * `useRuntime`'s would be.
 */
export function useRuntimeSoon(): AppRuntime | null {
  const slot = useContext(RuntimeContext);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!slot || slot.runtime) return;
    let live = true;
    slot.load().catch((error: unknown) => live && setFailure({ error }));
    return () => {
      live = false;
    };
  }, [slot]);
  if (failure) throw failure.error;
  return slot?.runtime ?? null;
}

/**
 * A part that needs the runtime, and what shows until the runtime has loaded: `fallback` as plain
 * content, the same in the prerendered HTML and in the hydrating first render, so hydration adopts
 * that HTML. (A part that suspended in the prerender would be written as a client-render boundary,
 * which hydration throws away and renders afresh: DOM removed and made again, in a long task.)
 * With `part` (a `preloadable` component) its chunk is requested once the page is idle, beside the
 * runtime, and the fallback also stays until that chunk has arrived, so the fallback gives way
 * once, to the content, whichever of the two comes last. The children then render in a Suspense
 * boundary with the same fallback.
 */
export function WithRuntime({ fallback, part, children }: { fallback: ReactNode; part?: PreloadablePart; children: ReactNode }) {
  const runtime = useOptionalRuntime();
  const [, chunkArrived] = useState(0);
  useEffect(() => {
    if (!part || part.loaded()) return;
    let live = true;
    whenIdle(() => void part.preload().then(() => live && startTransition(() => chunkArrived((count) => count + 1))));
    return () => {
      live = false;
    };
  }, [part]);
  const waiting = part !== undefined && !part.loaded();
  return runtime && !waiting ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
