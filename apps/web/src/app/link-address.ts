/**
 * The query the page was opened with. A `?t=` / `?ct=` token link has already left the address bar
 * when any module runs: the inline script at the top of every page (deploy/token-link.mjs) took it
 * out before the page asked for anything (so no request carries it in its Referer) and left the
 * query as it came in `window.__mealflowLinkSearch`, for the SDK's `adoptLinkParams` (the rules of
 * what a link carries stay there). Without that script (tests, another host page): the address bar's.
 */
export function openedSearch(): string {
  return window.__mealflowLinkSearch ?? window.location.search;
}

/** The link's query is taken in (the token is a cookie now): the page keeps no copy of it. */
export function forgetOpenedSearch(): void {
  delete window.__mealflowLinkSearch;
}
