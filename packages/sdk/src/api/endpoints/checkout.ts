import { call, effect, REPLAY_CREATE } from './declare';
import { orderChangeCalls } from './order-changes';
import { SuccessResponse } from '../schemas/common';
import { OrderResponse } from '../schemas/order';
import {
  AddressChangeResponse,
  ApplyPromoResponse,
  CardPromoCheckResponse,
  CheckAddressResponse,
  DeliveryAddressesResponse,
  FarRegionTariffResponse,
  MaybeOrderResponse,
  SuggestResponse,
  type ApplyPromoRequest,
  type CardPromoCheckRequest,
  type CheckAddressRequest,
  type OrderCheckoutRequest,
  type OrderIdRequest,
  type SafeDeliveryRequest,
  type UpdateFirstDeliveryDateRequest,
  type RecreateFarRegionRequest,
  type SuggestRequest,
} from '../schemas/checkout';
import type { RecallRequest } from '../schemas/cabinet';

/** The calls the cabinet makes too, read with the checkout's `Order` (`orderChangeCalls`). */
const shared = /*#__PURE__*/ orderChangeCalls<OrderResponse, MaybeOrderResponse, AddressChangeResponse>({
  order: OrderResponse,
  maybeOrder: MaybeOrderResponse,
  addressChange: AddressChangeResponse,
});

/** The single-step checkout's calls (order-funnel §7). `orders/get` is `funnel.getOrder`. */
export const checkout = {
  /** 'Перезвоните мне' beside the address (the address step's call request). */
  callMe: call<RecallRequest, SuccessResponse>('POST orders/call-me', SuccessResponse),
  cancel: shared.cancel,
  canAddDrinks: shared.canAddDrinks,
  addDrinks: shared.addDrinks,
  dropDrinks: shared.dropDrinks,
  addAddressAndUpdate: shared.addAddressAndUpdate,
  /** "Change order delivery" (address_id_H, delivery_id_H, setForAllDeliveries, isFromSingleStepOrder) on `deliveries/update-address`. */
  changeDeliveryAddress: shared.updateAddress,
  possibleDates: shared.possibleDates,
  updateDate: shared.updateDate,
  confirmDelivery: shared.confirm,
  forceConfirm: call<OrderIdRequest, OrderResponse>('POST orders/force-confirm', OrderResponse),
  applyPromo: call<ApplyPromoRequest, ApplyPromoResponse>('POST orders/apply-promo', ApplyPromoResponse),
  checkCardForPromo: call<CardPromoCheckRequest, CardPromoCheckResponse>(
    'POST orders/check-card-compatible-with-promo',
    CardPromoCheckResponse,
  ),
  /** Creates the far-region order in place of the old one. Ours: `replay` (the same key answers with the first new order). */
  recreateFarRegion: effect<RecreateFarRegionRequest, OrderResponse>(
    'POST orders/recreate-to-far-moscow-region',
    OrderResponse,
    REPLAY_CREATE,
  ),
  checkAddress: call<CheckAddressRequest, CheckAddressResponse>('POST deliveries/check-address', CheckAddressResponse),
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
