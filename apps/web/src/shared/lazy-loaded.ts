import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` that can be requested before it renders (`request`: the browser's module map loads the
 * chunk once) and, once its module has come, renders without suspending: the loader then answers with
 * a thenable that calls back synchronously, which `React.lazy` reads in the same render. Suspending
 * shows the fallback and reveals the component on a retry React holds back by a timer after a
 * fallback (300 ms, its reveal throttle): a paint later, and under a paused clock (e2e `page.clock`)
 * never (issue 35). `lazyScreen` (a route's screen) and a screen's own parts chosen by its params
 * (`DeliveriesPage`: an order's or a delivery's) are made with it.
 */
export function lazyLoaded<P>(load: () => Promise<{ default: ComponentType<P> }>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  request: () => Promise<{ default: ComponentType<P> }>;
} {
  type M = { default: ComponentType<P> };
  let loaded: M | undefined;
  const request = () => load().then((module) => (loaded = module));
  const now = (module: M) => ({ then: (resolve: (value: M) => void) => resolve(module) }) as unknown as Promise<M>;
  return { Component: lazy(() => (loaded ? now(loaded) : request())), request };
}
