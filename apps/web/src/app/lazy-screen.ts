import { lazy } from 'react';

/** Each screen's chunk loader, by its lazy component (`lazyScreen`). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * `React.lazy` for a route's screen whose chunk `preloadScreen` can request before the screen
 * renders (the browser's module map loads it once).
 */
export const lazyScreen: typeof lazy = (load) => {
  const screen = lazy(load);
  loaders.set(screen, load);
  return screen;
};

/**
 * Requests a screen's chunk now (a `lazyScreen`; anything else is left alone). Issue 35: a cabinet
 * page's screen renders once the session has the client's profile, so its chunk was requested only
 * then, one round trip after the runtime had started; `prefetchScreenData` asks for it beside the
 * profile and the page's first reads. A failed download is the screen's to show when it renders.
 */
export function preloadScreen(screen: object | undefined): void {
  const load = screen === undefined ? undefined : loaders.get(screen);
  if (load) void load().catch(() => undefined);
}

/** A screen's chunk loader (a `lazyScreen`), for the route-module manifest's test. */
export const screenLoader = (screen: object): (() => Promise<unknown>) | undefined => loaders.get(screen);
