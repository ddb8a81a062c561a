import { startTransition, useEffect, useState } from 'react';
import { followDecision } from './follow-redirect';
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
      // The guards' redirect for the address the app opens on, before the first render and the
      // runtime's first calls (issue 35): a phone's /dashboard… is /new-dashboard… from the start. The
      // API version follows the route (v1_1 on the phone's pages), so a phone's first calls went to v1
      // and the session asked for the profile a second time; the frame painted after a redirect's
      // extra render. wouter follows `replaceState` (it patches it), as it does the Router's own.
      followDecision(module.decide(window.location.pathname, window.location.search), (to) => window.history.replaceState(null, '', to));
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
