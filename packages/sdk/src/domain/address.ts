import { cityById } from './cities';
import { ADDRESS_NOTHING_FOUND } from './messages';
import { formatCount, plural } from './money';

/** Texts and facts of a delivery address that do not depend on the address machine (order-funnel §5). */

/** The parts an address line is built from (a saved address, an order's delivery address, a suggestion). */
export interface AddressLineParts {
  street?: string | null | undefined;
  house?: string | null | undefined;
  block?: string | null | undefined;
  flat?: string | null | undefined;
  city_id?: number | null | undefined;
  cityName?: string | null | undefined;
  /** The server's own line, used when street and house are not known. */
  text?: string | null | undefined;
}

const startsWith = (line: string, prefix: string) => line.toLocaleLowerCase('ru').startsWith(prefix.toLocaleLowerCase('ru'));

/**
 * The address as a person reads it: city, street, house, block and flat —
 * 'Санкт-Петербург, Невский пр-т, д. 28, кв. 5'. The city comes from the address (`cityName`,
 * `city_id`) or else the order's city; it is not repeated when the street already names it
 * ('Зеленоград, корп.'). Without street and house, the server's `text` (with the city and flat added).
 */
export function formatAddressLine(parts: AddressLineParts, orderCityId?: number): string {
  const city = parts.cityName ?? cityById(parts.city_id ?? orderCityId)?.name;
  const flat = parts.flat?.trim() ? `кв. ${parts.flat.trim()}` : undefined;
  const place = formatStreetLine(parts) ?? parts.text?.trim() ?? '';
  if (!place) return '';
  const withCity = city && !startsWith(place, city) ? `${city}, ${place}` : place;
  return flat && !withCity.includes(flat) ? `${withCity}, ${flat}` : withCity;
}

/**
 * Street, house and block alone — 'Невский пр-т, д. 28, корп. 2' — the one house format of every
 * address line (a suggestion's own 'д 28' is never shown); `undefined` without a street.
 */
export function formatStreetLine(parts: Pick<AddressLineParts, 'street' | 'house' | 'block'>): string | undefined {
  const street = parts.street?.trim();
  if (!street) return undefined;
  const house = parts.house?.trim();
  const block = parts.block?.trim();
  return [street, house ? `д. ${house}` : undefined, block ? `корп. ${block}` : undefined].filter(Boolean).join(', ');
}

/** A typed query that ends in a house number ('Невский 28', 'ул. Немига, 5а'). */
export const queryHasHouse = (query: string): boolean => /(^|[\s,])\d+[\p{L}]?(\/\d+)?\s*$/u.test(query.trim());

/**
 * What the suggestion list announces to a screen reader (`Intl.PluralRules('ru')`):
 * 'Найден 1 адрес', 'Найдено 3 адреса', 'Найдено 8 адресов'; none: 'Ничего не найдено'.
 */
export function foundAddressesText(count: number): string {
  if (count <= 0) return ADDRESS_NOTHING_FOUND;
  return `${plural(count, ['Найден', 'Найдено', 'Найдено'])} ${formatCount(count, ['адрес', 'адреса', 'адресов'])}`;
}
