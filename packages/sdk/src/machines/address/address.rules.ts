import { isApiError } from '../../api/errors';
import type { AddressInfo, CheckAddressResponse, Suggestion } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import { ADDRESS_MESSAGES, ERROR_MESSAGES } from '../../domain/messages';
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

/** order-funnel §8: why a checked address is unavailable. */
export function unavailableText(answer: CheckAddressResponse): string {
  if (answer.outside_zone) return ADDRESS_MESSAGES.outsideZone;
  return answer.unavailableReason ?? ADDRESS_MESSAGES.unavailableForLine;
}

/** Server messages (code 711 and the like) or the client's readable text. */
export function failureText(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.unknown;
  return error.messages.length ? error.messages.join(' ') : error.userMessage;
}


export function stateReport(context: AddressContext): AddressReport {
  return { type: 'address.state', checkState: context.checkState, error: context.error };
}

/** 'far': the address is far-region and the order is not; 'notFar': the other way round. */
export function isFarMismatch(order: Order, addressIsFar: boolean): 'far' | 'notFar' | undefined {
  if (addressIsFar && !order.is_far_moscow_region) return 'far';
  if (!addressIsFar && order.is_far_moscow_region) return 'notFar';
  return undefined;
}

