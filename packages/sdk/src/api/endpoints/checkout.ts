import { defineEndpoint } from '../client';
import { ADD_DRINKS_EFFECT, defineEffect } from '../effects';
import { SuccessResponse } from '../schemas/common';
import { OrderResponse } from '../schemas/order';
import {
  AddressChangeResponse,
  ApplyPromoResponse,
  CardPromoCheckResponse,
  CheckAddressResponse,
  DeliveryAddressesResponse,
  DrinksInfo,
  FarRegionTariffResponse,
  MaybeOrderResponse,
  PossibleDatesResponse,
  SuggestResponse,
  type AddAddressRequest,
  type ApplyPromoRequest,
  type CardPromoCheckRequest,
  type ChangeDeliveryAddressRequest,
  type CheckAddressRequest,
  type DrinksRequest,
  type OrderCheckoutRequest,
  type OrderIdRequest,
  type SafeDeliveryRequest,
  type UpdateFirstDeliveryDateRequest,
  type RecreateFarRegionRequest,
  type SuggestRequest,
  type UpdateDateRequest,
} from '../schemas/checkout';

/** The single-step checkout's calls (order-funnel §7). `orders/get` is `funnel.getOrder`. */
export const checkout = {
  cancel: defineEndpoint<OrderIdRequest, MaybeOrderResponse>({
    name: 'orders/cancel',
    method: 'POST',
    path: 'orders/cancel',
    response: MaybeOrderResponse,
  }),
  forceConfirm: defineEndpoint<OrderIdRequest, OrderResponse>({
    name: 'orders/force-confirm',
    method: 'POST',
    path: 'orders/force-confirm',
    response: OrderResponse,
  }),
  applyPromo: defineEndpoint<ApplyPromoRequest, ApplyPromoResponse>({
    name: 'orders/apply-promo',
    method: 'POST',
    path: 'orders/apply-promo',
    response: ApplyPromoResponse,
  }),
  checkCardForPromo: defineEndpoint<CardPromoCheckRequest, CardPromoCheckResponse>({
    name: 'orders/check-card-compatible-with-promo',
    method: 'POST',
    path: 'orders/check-card-compatible-with-promo',
    response: CardPromoCheckResponse,
  }),
  canAddDrinks: defineEndpoint<OrderIdRequest, DrinksInfo>({
    name: 'orders/can-add-drinks',
    method: 'GET',
    path: 'orders/can-add-drinks',
    response: DrinksInfo,
  }),
  /** Adds drinks (their price joins the order's): an effect (`ADD_DRINKS_EFFECT`, key `drinksIntent`). */
  addDrinks: defineEffect<DrinksRequest, OrderResponse>({
    name: 'orders/add-drinks',
    method: 'POST',
    path: 'orders/add-drinks',
    response: OrderResponse,
    effect: ADD_DRINKS_EFFECT,
  }),
  dropDrinks: defineEndpoint<OrderIdRequest, OrderResponse>({
    name: 'orders/drop-drinks',
    method: 'POST',
    path: 'orders/drop-drinks',
    response: OrderResponse,
  }),
  /** Creates the far-region order in place of the old one. Ours: `replay` (the same key answers with the first new order). */
  recreateFarRegion: defineEffect<RecreateFarRegionRequest, OrderResponse>({
    name: 'orders/recreate-to-far-moscow-region',
    method: 'POST',
    path: 'orders/recreate-to-far-moscow-region',
    response: OrderResponse,
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  checkAddress: defineEndpoint<CheckAddressRequest, CheckAddressResponse>({
    name: 'deliveries/check-address',
    method: 'POST',
    path: 'deliveries/check-address',
    response: CheckAddressResponse,
  }),
  addAddressAndUpdate: defineEndpoint<AddAddressRequest, AddressChangeResponse>({
    name: 'deliveries/add-address-and-update',
    method: 'POST',
    path: 'deliveries/add-address-and-update',
    response: AddressChangeResponse,
  }),
  /** "Change order delivery" (address_id_H, delivery_id_H, setForAllDeliveries, isFromSingleStepOrder) on `deliveries/update-address`. */
  changeDeliveryAddress: defineEndpoint<ChangeDeliveryAddressRequest, AddressChangeResponse>({
    name: 'deliveries/update-address',
    method: 'POST',
    path: 'deliveries/update-address',
    response: AddressChangeResponse,
  }),
  possibleDates: defineEndpoint<OrderIdRequest, PossibleDatesResponse>({
    name: 'deliveries/possible-dates',
    method: 'GET',
    path: 'deliveries/possible-dates',
    response: PossibleDatesResponse,
  }),
  updateDate: defineEndpoint<UpdateDateRequest, OrderResponse>({
    name: 'deliveries/update-date',
    method: 'POST',
    path: 'deliveries/update-date',
    response: OrderResponse,
  }),
  confirmDelivery: defineEndpoint<{ deliveryId_H: string }, OrderResponse>({
    name: 'deliveries/confirm',
    method: 'POST',
    path: 'deliveries/confirm',
    response: OrderResponse,
  }),
  saveFlat: defineEndpoint<{ clientAddressId_H: string; flat: string }, SuccessResponse>({
    name: 'clients/addresses/fields',
    method: 'POST',
    path: 'clients/addresses/fields',
    response: SuccessResponse,
  }),
  farRegionTariff: defineEndpoint<OrderIdRequest, FarRegionTariffResponse>({
    name: 'orders/get-far-moscow-region-tariff',
    method: 'GET',
    path: 'orders/get-far-moscow-region-tariff',
    response: FarRegionTariffResponse,
  }),
  updateFirstDeliveryDate: defineEndpoint<UpdateFirstDeliveryDateRequest, OrderResponse>({
    name: 'orders/update-first-delivery-date',
    method: 'POST',
    path: 'orders/update-first-delivery-date',
    response: OrderResponse,
  }),
  /** Leaving the checkout for payment (payload ours; the spec names the call only). */
  orderCheckout: defineEndpoint<OrderCheckoutRequest, OrderResponse>({
    name: 'orders/checkout',
    method: 'POST',
    path: 'orders/checkout',
    response: OrderResponse,
  }),
  /** Safe delivery with a courier comment. The spec names the fields, not the path: ours. */
  safeDelivery: defineEndpoint<SafeDeliveryRequest, SuccessResponse>({
    name: 'deliveries/safe-delivery-info',
    method: 'POST',
    path: 'deliveries/safe-delivery-info',
    response: SuccessResponse,
  }),
  /** The client's addresses for a delivery (also what code 1002 reloads). */
  deliveryAddresses: defineEndpoint<{ deliveryId_H: string }, DeliveryAddressesResponse>({
    name: 'deliveries/address',
    method: 'GET',
    path: 'deliveries/address',
    response: DeliveryAddressesResponse,
  }),
  /**
   * Address suggestions. The spec names the call's fields, not its path or method: ours
   * (`address-suggest/suggest`, POST JSON, since the city's locations and geo areas are lists: query, count 10, type ADDRESS, cityId, locations, locations_geo).
   */
  suggest: defineEndpoint<SuggestRequest, SuggestResponse>({
    name: 'address-suggest/suggest',
    method: 'POST',
    path: 'address-suggest/suggest',
    response: SuggestResponse,
  }),
} as const;
