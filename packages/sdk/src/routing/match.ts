import { cityByAlias } from '../domain/cities';
import { ROUTES, routeByName, type RouteDef, type RouteName } from './routes';

export type RouteParams = Record<string, string | undefined>;

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  keys: string[];
  /** Static segments first: fewer params wins. */
  weight: number;
}

function compile(route: RouteDef): Compiled {
  const keys: string[] = [];
  let pattern = '';
  let params = 0;
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      keys.push(key);
      params += 1;
      pattern += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      pattern += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    }
  }
  return { route, regex: new RegExp(`^${pattern || '/'}/?$`), keys, weight: params };
}

const compiled = ROUTES.map((r) => compile(r)).sort((a, b) => a.weight - b.weight);

/** The route a path renders, with its params; `undefined` for an unknown path. */
export function matchPath(pathname: string): { route: RouteDef; params: RouteParams } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { route, regex, keys } of compiled) {
    const found = regex.exec(path);
    if (!found) continue;
    const params: RouteParams = {};
    keys.forEach((key, i) => {
      const value = found[i + 1];
      params[key] = value === undefined ? undefined : decodeURIComponent(value);
    });
    // The city landing matches only real city aliases.
    if (route.name === 'IndexCity' && !cityByAlias(params['city'])) continue;
    return { route, params };
  }
  return undefined;
}

/** Builds a path from a route name and params; optional params may be left out. */
export function buildPath(name: RouteName, params: RouteParams = {}, query?: Record<string, string | undefined>): string {
  const route = routeByName(name);
  const path =
    route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const optional = segment.endsWith('?');
        const key = segment.slice(1, optional ? -1 : undefined);
        const value = params[key];
        if (value === undefined || value === '') {
          if (optional) return null;
          throw new Error(`buildPath(${name}): missing param "${key}"`);
        }
        return encodeURIComponent(value);
      })
      .filter((s): s is string => s !== null)
      .join('/') || '/';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, v);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
