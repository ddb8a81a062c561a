import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { OrderResponse } from '../schemas/order';
import {
  AddressChangeResponse,
  ApplyPromoResponse,
  CardPromoCheckResponse,
  CheckAddressResponse,
  DrinksInfo,
  MaybeOrderResponse,
  PossibleDatesResponse,
  SuggestResponse,
  type AddAddressRequest,
  type ApplyPromoRequest,
  type CardPromoCheckRequest,
  type ChangeDeliveryAddressRequest,
  type CheckAddressRequest,
  type DrinksRequest,
  type OrderIdRequest,
  type RecreateFarRegionRequest,
  type SuggestRequest,
  type UpdateDateRequest,
} from '../schemas/checkout';

/** The single-step checkout's calls (order-funnel §7). `orders/get` is `funnel.getOrder`. */
export const checkout = {
  cancel: defineEndpoint<OrderIdRequest, MaybeOrderResponse>({ name: 'orders/cancel', method: 'POST', path: 'orders/cancel', response: MaybeOrderResponse }),
  forceConfirm: defineEndpoint<OrderIdRequest, OrderResponse>({ name: 'orders/force-confirm', method: 'POST', path: 'orders/force-confirm', response: OrderResponse }),
  applyPromo: defineEndpoint<ApplyPromoRequest, ApplyPromoResponse>({ name: 'orders/apply-promo', method: 'POST', path: 'orders/apply-promo', response: ApplyPromoResponse }),
  checkCardForPromo: defineEndpoint<CardPromoCheckRequest, CardPromoCheckResponse>({
    name: 'orders/check-card-compatible-with-promo',
    method: 'POST',
    path: 'orders/check-card-compatible-with-promo',
    response: CardPromoCheckResponse,
  }),
  canAddDrinks: defineEndpoint<OrderIdRequest, DrinksInfo>({ name: 'orders/can-add-drinks', method: 'GET', path: 'orders/can-add-drinks', response: DrinksInfo }),
  addDrinks: defineEndpoint<DrinksRequest, OrderResponse>({ name: 'orders/add-drinks', method: 'POST', path: 'orders/add-drinks', response: OrderResponse }),
  dropDrinks: defineEndpoint<OrderIdRequest, OrderResponse>({ name: 'orders/drop-drinks', method: 'POST', path: 'orders/drop-drinks', response: OrderResponse }),
  recreateFarRegion: defineEndpoint<RecreateFarRegionRequest, OrderResponse>({
    name: 'orders/recreate-to-far-moscow-region',
    method: 'POST',
    path: 'orders/recreate-to-far-moscow-region',
    response: OrderResponse,
  }),
  checkAddress: defineEndpoint<CheckAddressRequest, CheckAddressResponse>({ name: 'deliveries/check-address', method: 'POST', path: 'deliveries/check-address', response: CheckAddressResponse }),
  addAddressAndUpdate: defineEndpoint<AddAddressRequest, AddressChangeResponse>({
    name: 'deliveries/add-address-and-update',
    method: 'POST',
    path: 'deliveries/add-address-and-update',
    response: AddressChangeResponse,
  }),
  changeDeliveryAddress: defineEndpoint<ChangeDeliveryAddressRequest, AddressChangeResponse>({
    name: 'deliveries/update-address',
    method: 'POST',
    path: 'deliveries/update-address',
    response: AddressChangeResponse,
  }),
  possibleDates: defineEndpoint<OrderIdRequest, PossibleDatesResponse>({ name: 'deliveries/possible-dates', method: 'GET', path: 'deliveries/possible-dates', response: PossibleDatesResponse }),
  updateDate: defineEndpoint<UpdateDateRequest, OrderResponse>({ name: 'deliveries/update-date', method: 'POST', path: 'deliveries/update-date', response: OrderResponse }),
  confirmDelivery: defineEndpoint<{ deliveryId_H: string }, OrderResponse>({ name: 'deliveries/confirm', method: 'POST', path: 'deliveries/confirm', response: OrderResponse }),
  saveFlat: defineEndpoint<{ clientAddressId_H: string; flat: string }, SuccessResponse>({ name: 'clients/addresses/fields', method: 'POST', path: 'clients/addresses/fields', response: SuccessResponse }),
  /** Address suggestions. The spec names the call's fields, not its path: ours. */
  suggest: defineEndpoint<SuggestRequest, SuggestResponse>({ name: 'address-suggest/suggest', method: 'GET', path: 'address-suggest/suggest', response: SuggestResponse }),
} as const;
