import { anchorScrollTop, scrollDecision, urlChangeEvent, type AnalyticsPort, type RouteDef } from '@mealflow/sdk';
import { useEffect, useRef } from 'react';

/** How long an anchor may take to appear (the screen's data loading) before the scroll gives up. */
const ANCHOR_WAIT_MS = 5_000;

/**
 * Every path change sends the URL-change tracking event (personal-cabinet §2.3) through the
 * analytics port; changes before the runtime (and its port) has loaded are sent once it has.
 */
export function useUrlChangeTracking(analytics: AnalyticsPort | undefined, pathname: string, routeName: string | undefined) {
  const previous = useRef<string | undefined>(undefined);
  const pending = useRef<Array<{ event: string; properties: Record<string, unknown> }>>([]);
  useEffect(() => {
    const change = urlChangeEvent(previous.current, pathname, routeName);
    if (!change) return;
    previous.current = pathname;
    pending.current.push(change);
  }, [pathname, routeName]);
  useEffect(() => {
    if (!analytics) return;
    for (const change of pending.current.splice(0)) analytics.track(change.event, change.properties);
  });
}

/**
 * Scroll on entry (personal-cabinet §2.3): a hash link scrolls its anchor below the navbar once the
 * content has loaded (the anchor may arrive with the screen's data); the listed routes scroll to
 * the top.
 */
export function useRouteScroll(route: RouteDef | undefined, pathname: string) {
  useEffect(() => {
    if (!route) return;
    const decision = scrollDecision(route, window.location.hash);
    if (decision.kind === 'top') window.scrollTo(0, 0);
    if (decision.kind !== 'anchor') return;
    const started = Date.now();
    let frame = 0;
    const tryScroll = () => {
      const anchor = document.getElementById(decision.id);
      if (anchor) {
        const navbar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
        window.scrollTo({ top: anchorScrollTop(anchor.getBoundingClientRect().top + window.scrollY, navbar) });
        return;
      }
      if (Date.now() - started < ANCHOR_WAIT_MS) frame = window.requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => window.cancelAnimationFrame(frame);
  }, [route, pathname]);
}
