/**
 * Route patterns filled with params, apart from the route table and its matching (match.ts), so a
 * module that builds a few links (orderPath, order-paths.ts) brings neither the table nor every path
 * into a consumer's bundle.
 */
/** A route's params by name (optional ones may be absent). */
export type RouteParams = Record<string, string | undefined>;

export type Segment = { kind: 'static'; value: string } | { kind: 'param'; key: string; optional: boolean };

export function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment): Segment => {
      if (!segment.startsWith(':')) return { kind: 'static', value: segment };
      const optional = segment.endsWith('?');
      return { kind: 'param', key: segment.slice(1, optional ? -1 : undefined), optional };
    });
}

/**
 * Fills a pattern with params: optional params may be left out; a missing required one throws.
 * Values are URI-encoded.
 */
export function fillPattern(pattern: string, params: RouteParams, label = pattern): string {
  const path = parsePattern(pattern)
    .map((segment) => {
      if (segment.kind === 'static') return segment.value;
      const value = params[segment.key];
      if (value === undefined || value === '') {
        if (segment.optional) return null;
        throw new Error(`buildPath(${label}): missing param "${segment.key}"`);
      }
      return encodeURIComponent(value);
    })
    .filter((s): s is string => s !== null)
    .join('/');
  return `/${path}`;
}

/** `?a=1&b=2` from a record (undefined values are left out); '' when empty. */
export function buildQuery(query: Record<string, string | number | boolean | undefined> | undefined): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}
