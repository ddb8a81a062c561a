/**
 * The Index row of the route table (order-funnel §2: the standard product's landing), in a module
 * of its own: an app's entry can render the landing at `/` without the table, the matcher and the
 * guards (`indexDecision`), and load those after first paint. `routes.ts` lists this row.
 */
export const INDEX_ROW = { name: 'Index', path: '/', placement: 'landing', businessProduct: 'standard', citySelector: true } as const;

/** The Index route as `ROUTES` and `routeByName('Index')` hold it (the same object): a `RouteDef`. */
export type IndexRoute = typeof INDEX_ROW & { readonly apiVersion: 'v1' };
export const INDEX_ROUTE: IndexRoute = { ...INDEX_ROW, apiVersion: 'v1' };

/**
 * `indexDecision`'s answer: a `NavigationDecision` (guards.ts) that renders the Index. This module
 * imports nothing of the routing (it is the table's row, not its reader: no import circle).
 */
export interface IndexDecision {
  kind: 'render';
  route: IndexRoute;
  params: Record<string, never>;
  clearRedirectCookie?: undefined;
}

/**
 * Query parameters something acts on before the Index renders: a token link (`t`, `ct`: the
 * entry stores the token), `success` (a token holder goes to the dashboard) and `invite` (an
 * invited smartphone goes to the app install, personal-cabinet §2.3).
 */
const ACTED_ON = ['t', 'ct', 'success', 'invite'] as const;

/**
 * `resolveNavigation`'s answer where it is known without the route table: `/` on a host that is
 * not `lk.`, with no query parameter of `ACTED_ON`, renders the Index for every visitor (token or
 * not, any saved redirect, device or brand). `undefined`: only `resolveNavigation` can tell.
 */
export function indexDecision(at: { pathname: string; search: string; host: string }): IndexDecision | undefined {
  if (at.pathname !== '/' || at.host.toLowerCase().startsWith('lk.')) return undefined;
  const query = new URLSearchParams(at.search);
  if (ACTED_ON.some((key) => query.has(key))) return undefined;
  return { kind: 'render', route: INDEX_ROUTE, params: {} };
}
