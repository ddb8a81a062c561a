import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazy part's chunk: requested ahead, and whether it has arrived. */
export interface PreloadablePart {
  preload: () => Promise<unknown>;
  loaded: () => boolean;
}

/** A lazy component whose chunk can be requested before it renders. */
export type Preloadable<P extends object> = FunctionComponent<P> & PreloadablePart;

/**
 * `React.lazy` with `preload()`: a screen starts its lazy parts' downloads while their data (the
 * runtime) is still loading. A part mounted after its chunk has arrived renders the module's
 * component itself, so its Suspense boundary never shows the fallback anew (a plain `lazy` still
 * suspends once on first render, and a new boundary commits its fallback: a second DOM swap).
 * A part mounted before keeps the lazy one for its lifetime (no remount when the chunk lands).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload, loaded: () => loaded !== undefined });
}
