import type { ComponentType, LazyExoticComponent, lazy } from 'react';
import type { RouteParams } from '@mealflow/sdk/routing';
import { lazyLoaded } from '../shared/lazy-loaded';
import { countedLoad } from '../shared/page-settled';
import type { ScreenProps } from '../shared/screen';
import type { CabinetSkeletonName } from './cabinet-skeletons';

/** A screen's chunk loader: with the route's params, also the part of the screen they show (`preloadFor`). */
type ScreenLoader = (params?: RouteParams) => Promise<unknown>;
/** Each screen's chunk loader, by its lazy component (`lazyScreen`). */
const loaders = new WeakMap<object, ScreenLoader>();

/**
 * A screen module's part chosen by the route's params, in a chunk of its own (`DeliveriesPage`: an
 * order's deliveries or one delivery): the module exports `preloadFor(params)`, and a loader given the
 * params requests that part as soon as the screen's module has come, not when the screen renders and
 * suspends on it (a round trip after the profile, and React's reveal timer: issue 35).
 */
export type PreloadFor = (params: RouteParams) => Promise<unknown>;

/**
 * `React.lazy` for a route's screen whose chunk `preloadScreen` can request before the screen
 * renders, and which renders without suspending once it has come (`lazyLoaded`): a screen whose chunk
 * was loaded before it first renders (the cabinet frame waits for it, `RouteCabinetFrame`) renders at
 * once. Given the route's params, the loader waits for the part of the screen they show too (`PreloadFor`).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType<ScreenProps> }>): LazyExoticComponent<ComponentType<ScreenProps>> {
  // Counted: the page has not settled while its screen's chunk is on its way (`pageSettled`).
  const { Component, request } = lazyLoaded(() => countedLoad(load()));
  const withPart: ScreenLoader = (params) =>
    request().then(async (module) => {
      const preloadFor = (module as { preloadFor?: PreloadFor }).preloadFor;
      if (params && preloadFor) await countedLoad(preloadFor(params)).catch(() => undefined);
      return module;
    });
  loaders.set(Component, withPart);
  return Component;
}

/**
 * Requests a screen's chunk now (a `lazyScreen`; anything else is left alone), with the part of it
 * the route's `params` show. Issue 35: a cabinet page's screen renders once the session has the
 * client's profile, so its chunk was requested only then, one round trip after the runtime had
 * started; `prefetchScreenData` asks for it beside the profile and the page's first reads. A failed
 * download is the screen's to show when it renders.
 */
export function preloadScreen(screen: object | undefined, params?: RouteParams): void {
  const load = screen === undefined ? undefined : loaders.get(screen);
  if (load) void load(params).catch(() => undefined);
}

/** A screen's chunk loader (a `lazyScreen`), for the route-module manifest's test. */
export const screenLoader = (screen: object): ScreenLoader | undefined => loaders.get(screen);

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
