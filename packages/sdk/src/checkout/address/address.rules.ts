import { isApiError } from '../../api/errors';
import type { AddressInfo, CheckAddressResponse, Suggestion, SuggestRequest } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import { formatStreetLine } from '../../domain/address';
import { cityById } from '../../domain/cities';
import { SUGGEST_REQUESTED } from '../../domain/constants';
import { ADDRESS_MESSAGES, ERROR_MESSAGES } from '../../domain/messages';
import { validateFlat } from '../../domain/validation';
import { effectFailureText } from '../../shared/effect';
import type { AddressContext, AddressReport } from './address.types';

/** Pure rules of the address machine (order-funnel §4, §5, §8). */

export const firstDeliveryOf = (order: Order) => order.deliveries.find((d) => d.id_H === order.first_delivery_id_H) ?? order.deliveries[0];

/** The suggestion as `deliveries/check-address` wants it; undefined until street and house are known. */
export function suggestionToAddressInfo(s: Suggestion, cityId: number, flat?: string): AddressInfo | undefined {
  if (!s.data.street || !s.data.house) return undefined;
  return {
    street: s.data.street,
    house: s.data.house,
    ...(s.data.block ? { block: s.data.block } : {}),
    ...(s.data.city ? { city: s.data.city } : {}),
    city_id: s.data.city_id ?? cityId,
    name: s.value,
    ...(s.geo_lat != null ? { latitude: s.geo_lat } : {}),
    ...(s.geo_lon != null ? { longitude: s.geo_lon } : {}),
    ...(flat ? { flat } : {}),
  };
}

/** A suggestion as the list and the field show it: the domain's one house format ('Тверская ул, д. 1'), not the service's 'д 1'. */
export const suggestionText = (s: Suggestion): string => formatStreetLine(s.data) ?? s.value;

/** order-funnel §8: why a checked address is unavailable. */
export function unavailableText(answer: CheckAddressResponse): string {
  if (answer.outside_zone) return ADDRESS_MESSAGES.outsideZone;
  return answer.unavailableReason ?? ADDRESS_MESSAGES.unavailableForLine;
}

/** Server messages (code 711 and the like) or the client's readable text. */
// The far-region recreation's outcome may be unknown (issue 36): said as such; choosing the address again asks with the same key.
export const failureText = (error: unknown): string =>
  effectFailureText(error, (certain) => {
    if (!isApiError(certain)) return ERROR_MESSAGES.unknown;
    certain.shownInPlace();
    return certain.messages.length ? certain.messages.join(' ') : certain.userMessage;
  });

export function stateReport(context: AddressContext): AddressReport {
  return { type: 'address.state', checkState: context.checkState, error: context.error };
}

/** 'far': the address is far-region and the order is not; 'notFar': the other way round. */
export function isFarMismatch(order: Order, addressIsFar: boolean): 'far' | 'notFar' | undefined {
  if (addressIsFar && !order.is_far_moscow_region) return 'far';
  if (!addressIsFar && order.is_far_moscow_region) return 'notFar';
  return undefined;
}

export function changedReport(context: AddressContext, isNew: boolean): AddressReport {
  return { type: 'address.changed', order: context.order, addressId: context.selection, isNew };
}

/** A saved address against the order's far-region flag (order-funnel §4, §8); undefined when they agree or the id is unknown. */
export function savedFarMismatch(context: AddressContext, id: string): 'far' | 'notFar' | undefined {
  const saved = context.saved.find((a) => a.id_H === id);
  return saved ? isFarMismatch(context.order, saved.is_far_moscow_region ?? false) : undefined;
}

/** An address built elsewhere can be checked: street, house and a valid flat. */
export const isCompleteInfo = (address: AddressInfo): boolean =>
  address.street.trim() !== '' && address.house.trim() !== '' && validateFlat(address.flat ?? '').ok;

/** Why the typed address cannot be sent yet (order-funnel §5). */
export function incompleteText(context: AddressContext): string {
  if (context.flatError) return context.flatError;
  if (context.query.trim() === '') return ADDRESS_MESSAGES.streetRequired;
  if (context.chosen && !context.chosen.data.house) return ADDRESS_MESSAGES.houseRequired;
  // Typed by hand, no suggestion matched.
  return ADDRESS_MESSAGES.notFound;
}

/** The order's new first-delivery address as an entry of the client's list. */
export function savedEntryOf(order: Order): ProfileAddress | undefined {
  const address = firstDeliveryOf(order)?.clientAddress;
  if (!address?.id_H) return undefined;
  return {
    id_H: address.id_H,
    city_id: address.city_id ?? order.city_id,
    is_far_moscow_region: address.is_far_moscow_region ?? null,
    flat: address.flat ?? null,
    text: address.text ?? null,
    street: address.street ?? null,
    house: address.house ?? null,
    ...(address.block ? { block: address.block } : {}),
  };
}

/**
 * The suggestion call in the order's city (order-funnel §7: query, count, type ADDRESS, locations or
 * geo areas, cityId): the city's KLADR codes (`kladrLocations`) and its circles (`suggestBoundingCircles`).
 */
export function suggestRequest(query: string, cityId: number): SuggestRequest {
  const city = cityById(cityId);
  return {
    query,
    count: SUGGEST_REQUESTED,
    cityId,
    type: 'ADDRESS',
    ...(city?.kladrLocations.length ? { locations: city.kladrLocations.map((l) => ({ ...l })) } : {}),
    ...(city?.suggestBoundingCircles.length ? { locations_geo: city.suggestBoundingCircles.map((c) => ({ ...c })) } : {}),
  };
}
