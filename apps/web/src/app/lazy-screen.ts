import { lazy, type ComponentType } from 'react';
import { countedLoad } from '../shared/page-settled';
import type { ScreenProps } from '../shared/screen';
import type { CabinetSkeletonName } from './cabinet-skeletons';

/** Each screen's chunk loader, by its lazy component (`lazyScreen`). */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * `React.lazy` for a route's screen whose chunk `preloadScreen` can request before the screen
 * renders (the browser's module map loads it once). Once the chunk is there, the lazy's loader
 * answers at once (a thenable that calls back synchronously, which `React.lazy` reads in the same
 * render): a screen whose chunk was loaded before it first renders (the cabinet frame waits for it,
 * `RouteCabinetFrame`) renders without suspending. Suspending would show the fallback and reveal the
 * screen on a retry React holds back on a 300 ms timer after a fallback (its reveal throttle): a
 * paint later, and under a paused clock (e2e `page.clock`) never (issue 35).
 */
export const lazyScreen: typeof lazy = (load) => {
  type Module = Awaited<ReturnType<typeof load>>;
  let loaded: Module | undefined;
  // Counted: the page has not settled while its screen's chunk is on its way (`pageSettled`).
  const request = () => countedLoad(load()).then((module) => (loaded = module));
  const now = (module: Module) => ({ then: (resolve: (value: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
  const screen = lazy(() => (loaded ? now(loaded) : request()));
  loaders.set(screen, request);
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

/** The cabinet screens (`cabinetScreen`), each with the name of its skeleton (`null`: the loading line). */
const cabinetFrames = new WeakMap<object, CabinetSkeletonName | null>();

/**
 * A cabinet screen (`lazyScreen` that renders itself in `CabinetLayout` on every route it serves):
 * the router draws the cabinet frame around it (`RouteCabinetFrame`), with its `skeleton`
 * (`cabinet-skeletons.tsx`) in its place until the profile and the screen's chunk are there (issue
 * 35: the frame and the page's heading paint with the route table, not after the profile's round
 * trip and the screen's chunks).
 */
export function cabinetScreen(load: Parameters<typeof lazy<ComponentType<ScreenProps>>>[0], skeleton?: CabinetSkeletonName) {
  const screen = lazyScreen(load);
  cabinetFrames.set(screen, skeleton ?? null);
  return screen;
}

/** A cabinet screen's skeleton name (`null`: the loading line), or undefined for a screen drawn without the router's frame. */
export const cabinetFrameOf = (screen: object): CabinetSkeletonName | null | undefined => cabinetFrames.get(screen);
