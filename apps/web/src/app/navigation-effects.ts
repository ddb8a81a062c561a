import { type AnalyticsPort } from '@mealflow/sdk';
import { SMOOTH_SCROLL_MS } from '@mealflow/sdk/domain';
import {
  anchorScrollTop,
  departmentTransition,
  sameDepartment,
  scrollDecision,
  smoothScrollOffset,
  urlChangeEvent,
  type Department,
  type RouteDef,
  type RouteParams,
} from '@mealflow/sdk/routing';
import { startTransition, useEffect, useRef, useState } from 'react';

/** How long an anchor may take to appear (the screen's data loading) before the scroll gives up. */
const ANCHOR_WAIT_MS = 5_000;

/**
 * Every path change sends the URL-change tracking event (personal-cabinet §2.3) through the
 * analytics port; changes before the runtime (and its port) has loaded are sent once it has.
 */
export function useUrlChangeTracking(analytics: AnalyticsPort | undefined, pathname: string | undefined, routeName: string | undefined) {
  const previous = useRef<string | undefined>(undefined);
  const pending = useRef<Array<{ event: string; properties: Record<string, unknown> }>>([]);
  useEffect(() => {
    // No path yet: the route table is loading (the event waits for the route's name).
    if (pathname === undefined) return;
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

/** The fixed navbar's height: anchors scroll below it (§2.3). */
const navbarHeight = () => document.querySelector('header')?.getBoundingClientRect().height ?? 0;

/**
 * Scrolls the page to `top` in 500 ms (personal-cabinet §9 smooth scroll), eased; at once when the
 * person asks for reduced motion.
 */
export function smoothScrollTo(top: number) {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    return;
  }
  const from = window.scrollY;
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, smoothScrollOffset(from, top, elapsed));
    if (elapsed < SMOOTH_SCROLL_MS) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}

/** Scrolls to an in-page anchor below the navbar and moves the keyboard's starting point to it. */
function scrollToAnchor(anchor: HTMLElement) {
  smoothScrollTo(anchorScrollTop(anchor.getBoundingClientRect().top + window.scrollY, navbarHeight()));
  if (!anchor.hasAttribute('tabindex')) anchor.setAttribute('tabindex', '-1');
  anchor.focus({ preventScroll: true });
}

/**
 * In-page hash links (`<a href="#order-form">`) scroll smoothly below the navbar (§2.3, §9) instead
 * of jumping under it; the address gains the hash as a native link would.
 */
export function useHashLinkScroll() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const id = link?.getAttribute('href')?.slice(1);
      const anchor = id ? document.getElementById(decodeURIComponent(id)) : null;
      if (!anchor) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', `#${id}`);
      scrollToAnchor(anchor);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
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
        smoothScrollTo(anchorScrollTop(anchor.getBoundingClientRect().top + window.scrollY, navbarHeight()));
        return;
      }
      if (Date.now() - started < ANCHOR_WAIT_MS) frame = window.requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => window.cancelAnimationFrame(frame);
  }, [route, pathname]);
}

/**
 * personal-cabinet §2.3: a change of business product or site department (the SDK's
 * `departmentTransition`) shows the router loader with the view unmounted for 300 ms; the route then
 * renders anew and its machines load the department's data. True while the loader shows.
 */
export function useDepartmentLoader(route: RouteDef | undefined, params: RouteParams | undefined): boolean {
  const [current, setCurrent] = useState<Department | undefined>(undefined);
  const transition = route ? departmentTransition(current, route, params ?? {}) : undefined;
  const kind = transition?.kind;
  const { businessProduct, placement } = transition?.department ?? {};
  useEffect(() => {
    if (kind === undefined) return;
    const next = { businessProduct, placement };
    if (kind === 'same') {
      // Only recorded (nothing on screen changes): in a transition, so the first route's record
      // (right after the landing hydrates) re-renders in slices, not as one blocking task.
      if (!current || !sameDepartment(current, next)) startTransition(() => setCurrent(next));
      return;
    }
    const timer = window.setTimeout(() => setCurrent(next), transition?.kind === 'change' ? transition.waitMs : 0);
    return () => window.clearTimeout(timer);
    // The transition is read by its parts: a new object each render must not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, businessProduct, placement]);
  return kind === 'change';
}
