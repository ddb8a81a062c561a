import { startTransition, useEffect, useState } from 'react';
import type * as Navigation from './navigation';

/** The route table, the guards and every other screen (`navigation.tsx`): a chunk of their own. */
export type NavigationModule = typeof Navigation;

let loaded: NavigationModule | undefined;
let loading: Promise<NavigationModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the navigation chunk once. Before it resolves, the link's parameters are taken in
 * (`adoptLocation`: the token cookie, utm, the app-install redirect), so no guard and no runtime
 * (`main.tsx` waits for this before creating it) sees the address before they are.
 */
export function loadNavigation(): Promise<NavigationModule> {
  return (loading ??= import('./navigation').then(
    async (module) => {
      module.adoptLocation();
      // A cabinet address: its frame's skeletons too (preloaded by cabinet.html), so the first render paints the page's heading.
      await module.loadCabinetSkeletons(window.location.pathname)?.catch(() => undefined);
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (offline, a new deploy) is tried again on the next call.
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * The navigation chunk once loaded, else undefined (the entry renders the landing without it). Its
 * arrival re-renders in a transition, as the runtime's does: a screen still loading its own chunk
 * keeps waiting instead of showing its loading line, and React renders in slices.
 */
export function useNavigation(): NavigationModule | undefined {
  const [navigation, setNavigation] = useState(loaded);
  useEffect(() => {
    const update = () => startTransition(() => setNavigation(loaded));
    listeners.add(update);
    if (loaded !== navigation) update();
    return () => void listeners.delete(update);
  }, [navigation]);
  return navigation;
}
