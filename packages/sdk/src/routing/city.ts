import { cityByAlias, cityById } from '../domain/cities';
import { DEFAULT_CITY_ID } from '../domain/constants';

export interface CityInput {
  /** The `:city` of a city landing URL or a route's city param. */
  routeCityAlias?: string | undefined;
  /** The `city` query parameter: an alias or an id. */
  queryCity?: string | undefined;
  /** The page host; its first label may be a city alias (`spb.example.ru`). */
  host?: string | undefined;
  cookieCityId?: string | undefined;
  /** The IP lookup's answer, when it was made and succeeded. */
  ipCityId?: number | undefined;
}

const fromValue = (value: string | undefined): number | undefined => {
  if (!value) return undefined;
  const byAlias = cityByAlias(value);
  if (byAlias) return byAlias.id;
  const id = Number(value);
  return Number.isInteger(id) && cityById(id) ? id : undefined;
};

/** City resolution (personal-cabinet §2.3): URL, query, host sub-label, cookie, IP lookup, Moscow. */
export function resolveCity(input: CityInput): { cityId: number; source: 'route' | 'query' | 'host' | 'cookie' | 'ip' | 'default' } {
  const route = fromValue(input.routeCityAlias);
  if (route) return { cityId: route, source: 'route' };
  const query = fromValue(input.queryCity);
  if (query) return { cityId: query, source: 'query' };
  const label = input.host?.split('.')[0];
  const host = input.host && input.host.split('.').length > 2 ? fromValue(label) : undefined;
  if (host) return { cityId: host, source: 'host' };
  const cookie = fromValue(input.cookieCityId);
  if (cookie) return { cityId: cookie, source: 'cookie' };
  if (input.ipCityId !== undefined && cityById(input.ipCityId)) return { cityId: input.ipCityId, source: 'ip' };
  return { cityId: DEFAULT_CITY_ID, source: 'default' };
}
