import { SMOOTH_SCROLL_MS } from '../domain/constants';
import type { RouteDef } from './routes';

/**
 * What a page does after a navigation (personal-cabinet §2.3): its scroll position and the
 * URL-change tracking event. Pure and apart from the route table (`cabinet.ts` re-exports them),
 * so the app's entry can run them before the table has loaded.
 */

/** What the page does with the scroll position after a navigation (§2.3). */
export type ScrollDecision = { kind: 'top' } | { kind: 'anchor'; id: string } | { kind: 'keep' };

/**
 * §2.3: a hash link scrolls to its anchor (the app scrolls it below the navbar once the content has
 * loaded); the listed routes (`scrollToTop` in the table) scroll to the top; other pages keep the
 * browser's position. The same path with another hash only scrolls to the anchor.
 */
export function scrollDecision(route: Pick<RouteDef, 'scrollToTop'>, hash: string): ScrollDecision {
  const id = decodeHash(hash);
  if (id) return { kind: 'anchor', id };
  return route.scrollToTop ? { kind: 'top' } : { kind: 'keep' };
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The page offset of an anchor below a fixed navbar of `navbarHeight` px. */
export const anchorScrollTop = (anchorPageTop: number, navbarHeight: number): number =>
  Math.max(0, Math.round(anchorPageTop - navbarHeight));

/**
 * Smooth scroll (personal-cabinet §9: 500 ms): the page offset `elapsedMs` into a scroll from `from`
 * to `to`, eased in and out; `to` once the duration has passed.
 */
export function smoothScrollOffset(from: number, to: number, elapsedMs: number, durationMs: number = SMOOTH_SCROLL_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  const t = Math.max(0, elapsedMs) / durationMs;
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return Math.round(from + (to - from) * eased);
}

/** The tracking event of a path change (§2.3: every path change sends one). */
export const URL_CHANGE_EVENT = 'url_change';

export interface UrlChange {
  event: typeof URL_CHANGE_EVENT;
  properties: { path: string; previousPath: string | undefined; route: string | undefined };
}

/** The URL-change event when the path differs from the previous one (a query or hash change alone is not a path change). */
export function urlChangeEvent(previousPath: string | undefined, path: string, route: string | undefined): UrlChange | undefined {
  if (previousPath === path) return undefined;
  return { event: URL_CHANGE_EVENT, properties: { path, previousPath, route } };
}
