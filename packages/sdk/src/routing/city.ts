import { cityByAlias, cityById } from '../domain/cities';
import { DEFAULT_CITY_ID } from '../domain/constants';

export interface CityInput {
  /** The `:city` of a city landing URL or a route's city param. */
  routeCityAlias?: string | undefined;
  /** The `city` query parameter: an alias or an id. */
  queryCity?: string | null | undefined;
  /** The page host; its first label may be a city alias (`spb.example.ru`). */
  host?: string | undefined;
  /** The city cookie: an id (or an alias). */
  cookieCityId?: string | number | undefined;
  /** The IP lookup's answer, when it was made and succeeded. */
  ipCityId?: number | undefined;
}

export type CitySource = 'route' | 'query' | 'host' | 'cookie' | 'ip' | 'default';

/** A known city id from an alias or an id (string or number); `undefined` for anything else. */
export function cityIdFromValue(value: string | number | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return cityById(value)?.id;
  const text = value.trim();
  if (text === '') return undefined;
  const byAlias = cityByAlias(text);
  if (byAlias) return byAlias.id;
  if (!/^\d+$/.test(text)) return undefined;
  return cityById(Number(text))?.id;
}

/** The city alias of a host's first label (`spb.example.ru` → 1); a bare domain has none. */
export function cityIdFromHost(host: string | undefined): number | undefined {
  const labels = (host ?? '').split(':')[0]?.split('.').filter(Boolean) ?? [];
  if (labels.length < 3) return undefined;
  return cityByAlias(labels[0])?.id;
}

/**
 * City resolution (personal-cabinet §2.3): the city landing URL or route param, the `city` query
 * (alias or id), the host sub-label, the cookie, the IP lookup, then Moscow (2). Unknown values
 * are skipped, not errors.
 */
export function resolveCity(input: CityInput): { cityId: number; source: CitySource } {
  const route = cityByAlias(input.routeCityAlias)?.id;
  if (route !== undefined) return { cityId: route, source: 'route' };
  const query = cityIdFromValue(input.queryCity);
  if (query !== undefined) return { cityId: query, source: 'query' };
  const host = cityIdFromHost(input.host);
  if (host !== undefined) return { cityId: host, source: 'host' };
  const cookie = cityIdFromValue(input.cookieCityId);
  if (cookie !== undefined) return { cityId: cookie, source: 'cookie' };
  const ip = cityIdFromValue(input.ipCityId);
  if (ip !== undefined) return { cityId: ip, source: 'ip' };
  return { cityId: DEFAULT_CITY_ID, source: 'default' };
}

/** Just the id of `resolveCity`. */
export const resolveCityId = (input: CityInput): number => resolveCity(input).cityId;

/** Whether the city was confirmed by the URL (city landing or city param) — the 365-day "city confirmed" cookie. */
export const isCityConfirmedByUrl = (input: CityInput): boolean => resolveCity(input).source === 'route';
