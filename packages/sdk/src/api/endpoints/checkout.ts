import { call, effect, REPLAY_CREATE } from './declare';
import { ADD_DRINKS_EFFECT } from '../effects';
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
  cancel: call<OrderIdRequest, MaybeOrderResponse>('POST orders/cancel', MaybeOrderResponse),
  forceConfirm: call<OrderIdRequest, OrderResponse>('POST orders/force-confirm', OrderResponse),
  applyPromo: call<ApplyPromoRequest, ApplyPromoResponse>('POST orders/apply-promo', ApplyPromoResponse),
  checkCardForPromo: call<CardPromoCheckRequest, CardPromoCheckResponse>(
    'POST orders/check-card-compatible-with-promo',
    CardPromoCheckResponse,
  ),
  canAddDrinks: call<OrderIdRequest, DrinksInfo>('GET orders/can-add-drinks', DrinksInfo),
  /** Adds drinks (their price joins the order's): an effect (`ADD_DRINKS_EFFECT`, key `drinksIntent`). */
  addDrinks: effect<DrinksRequest, OrderResponse>('POST orders/add-drinks', OrderResponse, ADD_DRINKS_EFFECT),
  dropDrinks: call<OrderIdRequest, OrderResponse>('POST orders/drop-drinks', OrderResponse),
  /** Creates the far-region order in place of the old one. Ours: `replay` (the same key answers with the first new order). */
  recreateFarRegion: effect<RecreateFarRegionRequest, OrderResponse>(
    'POST orders/recreate-to-far-moscow-region',
    OrderResponse,
    REPLAY_CREATE,
  ),
  checkAddress: call<CheckAddressRequest, CheckAddressResponse>('POST deliveries/check-address', CheckAddressResponse),
  addAddressAndUpdate: call<AddAddressRequest, AddressChangeResponse>('POST deliveries/add-address-and-update', AddressChangeResponse),
  /** "Change order delivery" (address_id_H, delivery_id_H, setForAllDeliveries, isFromSingleStepOrder) on `deliveries/update-address`. */
  changeDeliveryAddress: call<ChangeDeliveryAddressRequest, AddressChangeResponse>('POST deliveries/update-address', AddressChangeResponse),
  possibleDates: call<OrderIdRequest, PossibleDatesResponse>('GET deliveries/possible-dates', PossibleDatesResponse),
  updateDate: call<UpdateDateRequest, OrderResponse>('POST deliveries/update-date', OrderResponse),
  confirmDelivery: call<{ deliveryId_H: string }, OrderResponse>('POST deliveries/confirm', OrderResponse),
  saveFlat: call<{ clientAddressId_H: string; flat: string }, SuccessResponse>('POST clients/addresses/fields', SuccessResponse),
  farRegionTariff: call<OrderIdRequest, FarRegionTariffResponse>('GET orders/get-far-moscow-region-tariff', FarRegionTariffResponse),
  updateFirstDeliveryDate: call<UpdateFirstDeliveryDateRequest, OrderResponse>('POST orders/update-first-delivery-date', OrderResponse),
  /** Leaving the checkout for payment (payload ours; the spec names the call only). */
  orderCheckout: call<OrderCheckoutRequest, OrderResponse>('POST orders/checkout', OrderResponse),
  /** Safe delivery with a courier comment. The spec names the fields, not the path: ours. */
  safeDelivery: call<SafeDeliveryRequest, SuccessResponse>('POST deliveries/safe-delivery-info', SuccessResponse),
  /** The client's addresses for a delivery (also what code 1002 reloads). */
  deliveryAddresses: call<{ deliveryId_H: string }, DeliveryAddressesResponse>('GET deliveries/address', DeliveryAddressesResponse),
  /**
   * Address suggestions. The spec names the call's fields, not its path or method: ours
   * (`address-suggest/suggest`, POST JSON, since the city's locations and geo areas are lists: query, count 10, type ADDRESS, cityId, locations, locations_geo).
   */
  suggest: call<SuggestRequest, SuggestResponse>('POST address-suggest/suggest', SuggestResponse),
} as const;
