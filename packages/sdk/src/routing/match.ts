import { buildQuery, fillPattern, parsePattern, type RouteParams, type Segment } from './fill';
import { ROUTE_PATHS } from './paths';
import { ROUTES, type RouteDef, type RouteName } from './routes';

export { buildQuery, fillPattern, type RouteParams };

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

interface Compiled {
  route: RouteDef;
  segments: Segment[];
  /** Rank of each segment: static 0, required param 1, optional param 2 (lower wins). */
  ranks: number[];
  index: number;
}

/**
 * Static segments before dynamic ones: routes are compared segment by segment (static, then
 * required param, then optional param); at a tie, the table's order decides.
 */
function compare(a: Compiled, b: Compiled): number {
  const length = Math.max(a.ranks.length, b.ranks.length);
  for (let i = 0; i < length; i += 1) {
    // A route that has ended is as specific as a static segment.
    const ra = a.ranks[i] ?? 0;
    const rb = b.ranks[i] ?? 0;
    if (ra !== rb) return ra - rb;
  }
  return a.index - b.index;
}

/** Compiled on the first match, not on import: a module that only builds paths never pays for the table. */
let compiled: Compiled[] | undefined;
const compiledRoutes = (): Compiled[] =>
  (compiled ??= ROUTES.map((route, index) => {
    const segments = parsePattern(route.path);
    return { route, segments, index, ranks: segments.map((s) => (s.kind === 'static' ? 0 : s.optional ? 2 : 1)) };
  }).sort(compare));

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/**
 * Matches path segments against a pattern. Optional params are skipped when a later segment
 * needs the value (backtracking), so `/:businessProduct?/instant-order/:hid?` matches both
 * `/instant-order/H1` and `/day/instant-order/H1`.
 */
function matchSegments(segments: readonly Segment[], parts: readonly string[], route: RouteDef, params: RouteParams): boolean {
  const [head, ...rest] = segments;
  if (!head) return parts.length === 0;
  const [part, ...remaining] = parts;
  if (head.kind === 'static') return part === head.value && matchSegments(rest, remaining, route, params);
  if (part !== undefined) {
    const value = decode(part);
    const allowed = route.params?.[head.key];
    if (value !== undefined && value !== '' && (!allowed || allowed.includes(value))) {
      params[head.key] = value;
      if (matchSegments(rest, remaining, route, params)) return true;
      delete params[head.key];
    }
  }
  if (head.optional) {
    params[head.key] = undefined;
    if (matchSegments(rest, parts, route, params)) return true;
    delete params[head.key];
  }
  return false;
}

/** The path without its trailing slashes ('/' stays '/'). */
export const normalisePath = (pathname: string): string => {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/** The route a path renders, with its params; `undefined` for an unknown path. First match wins. */
export function matchPath(pathname: string): RouteMatch | undefined {
  const parts = normalisePath(pathname).split('/').filter(Boolean);
  for (const { route, segments } of compiledRoutes()) {
    const params: RouteParams = {};
    if (matchSegments(segments, parts, route, params)) return { route, params };
  }
  return undefined;
}

/** Builds a path from a route name and params (optional params may be left out) plus a query. */
export function buildPath(
  name: RouteName,
  params: RouteParams = {},
  query?: Record<string, string | number | boolean | undefined>,
): string {
  return `${fillPattern(ROUTE_PATHS[name], params, name)}${buildQuery(query)}`;
}
