import { COOKIES } from '../../api/protocol';
import { cityByAlias, cityById } from '../../domain/cities';
import { CITIES, COOKIE_DAYS } from '../../domain/constants';
import { resolveCity, type CityInput, type CitySource } from '../../routing/city';

/**
 * City selection on the landing (personal-cabinet §2.1 "city selector enabled", §2.3 city
 * resolution, §9 cookies). Each rule is one pure function; the machine, its connect and the
 * tests call them.
 */

/** Where the active city came from: `resolveCity`'s sources, or the visitor's own choice. */
export type CityOrigin = CitySource | 'choice';

export interface CookieWrite {
  name: string;
  value: string;
  days: number;
}

/** The IP lookup is asked only when nothing else decides (no URL, query, host or cookie city). */
export function needsIpLookup(input: CityInput): boolean {
  return resolveCity({ ...input, ipCityId: undefined }).source === 'default';
}

/**
 * "The city is confirmed from a city landing URL or the city param" (§2.3): the route alias and the
 * `city` query confirm it, and so does the visitor's choice in the selector (or 'Да' to the question).
 */
export const confirmsCity = (origin: CityOrigin): boolean => origin === 'route' || origin === 'query' || origin === 'choice';

/**
 * The cookies to write once the city is known (§9): `city_id` (the default-city cookie, 30 days)
 * whenever the city did not come from that cookie or from the fallback (a failed or absent IP
 * lookup is asked again on the next visit), and `city_confirmed` (365 days, the confirmed city's id)
 * when the origin confirms it.
 */
export function cityCookieWrites(cityId: number, origin: CityOrigin, current: { cityCookie?: string | undefined }): CookieWrite[] {
  const writes: CookieWrite[] = [];
  if (origin !== 'default' && current.cityCookie !== String(cityId)) {
    writes.push({ name: COOKIES.city, value: String(cityId), days: COOKIE_DAYS.defaultCity });
  }
  if (confirmsCity(origin)) writes.push({ name: COOKIES.cityConfirmed, value: String(cityId), days: COOKIE_DAYS.cityConfirmed });
  return writes;
}

/** Whether the visitor has confirmed this city: by the URL now, or earlier (the cookie holds that city's id). */
export function isCityConfirmed(cityId: number, origin: CityOrigin, confirmedCookie: string | undefined): boolean {
  return confirmsCity(origin) || confirmedCookie === String(cityId);
}

/**
 * "A route city parameter is cleared when it differs from the active city" (§2.3): the address to
 * replace the current one with, or `undefined` when it may stay. A city landing (`/spb`) becomes
 * the root, a `city` query that names another city is dropped; the rest of the query and the hash stay.
 */
export function pathClearingCity(
  location: { pathname: string; search: string; hash?: string },
  routeCityAlias: string | undefined,
  activeCityId: number,
): string | undefined {
  const routeCity = cityByAlias(routeCityAlias)?.id;
  const query = new URLSearchParams(location.search);
  const queryValue = query.get('city');
  const queryCity = queryValue === null ? undefined : (cityByAlias(queryValue)?.id ?? cityById(Number(queryValue))?.id);
  const clearRoute = routeCity !== undefined && routeCity !== activeCityId;
  const clearQuery = queryValue !== null && queryCity !== activeCityId;
  if (!clearRoute && !clearQuery) return undefined;
  if (clearQuery) query.delete('city');
  const pathname = clearRoute ? location.pathname.replace(new RegExp(`/${routeCityAlias ?? ''}/?$`, 'i'), '/') : location.pathname;
  const search = query.toString();
  return `${pathname || '/'}${search ? `?${search}` : ''}${location.hash ?? ''}`;
}

/** The cities a visitor can choose on the landing (§9 city ids, Minsk for Belarus), by name. */
export function selectableCities(): Array<{ id: number; name: string }> {
  return [...CITIES].sort((a, b) => a.name.localeCompare(b.name, 'ru')).map((c) => ({ id: c.id, name: c.name }));
}
