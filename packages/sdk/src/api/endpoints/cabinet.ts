import { call, effect, type NoInput } from './declare';
import { defineEndpoint } from '../client';
import { ADD_DRINKS_EFFECT } from '../effects';
import { SuccessResponse } from '../schemas/common';
import {
  DrinksInfo,
  PossibleDatesResponse,
  type AddAddressRequest,
  type DrinksRequest,
  type OrderIdRequest,
  type UpdateDateRequest,
} from '../schemas/checkout';
import {
  ActiveOrdersResponse,
  CabinetAddressChangeResponse,
  CabinetOrderResponse,
  CancelReasonsResponse,
  ConfirmTaskOptionsResponse,
  DeliveryCancelTermsResponse,
  IntervalsResponse,
  MaybeCabinetOrderResponse,
  OrderPacksResponse,
  type AddDeliveryOptionRequest,
  type ChangeAddressRequest,
  type ChangeAutolongateRequest,
  type ConfirmTaskRequest,
  type DeliveryDatesRequest,
  type DeliveryIdRequest,
  type FeedbackForCancelRequest,
  type IntervalsRequest,
  type RecallRequest,
  type SetSessionRequest,
  type UpdateDeliveriesRequest,
  type UpdatePricePlanRequest,
} from '../schemas/cabinet';

/**
 * The cabinet's order calls (personal-cabinet §7 "Orders in the cabinet"). Paths as the spec
 * writes them. The calls the checkout also makes (orders/get, cancel, drinks) are declared again
 * here with the cabinet's order schema (`CabinetOrder`): the checkout's `Order` drops the fields
 * only the cabinet shows. `{hid}/packs` is ours: `orders/{hid}/packs`.
 */
export const cabinetOrders = {
  active: call<NoInput, ActiveOrdersResponse>('GET orders/active', ActiveOrdersResponse),
  get: call<OrderIdRequest, CabinetOrderResponse>('GET orders/get', CabinetOrderResponse),
  packs: defineEndpoint<{ hid: string }, OrderPacksResponse>({
    name: 'orders/packs',
    method: 'GET',
    path: (input) => `orders/${encodeURIComponent(input.hid)}/packs`,
    query: () => ({}),
    response: OrderPacksResponse,
  }),
  changeAutolongate: call<ChangeAutolongateRequest, CabinetOrderResponse>('POST orders/change-autolongate', CabinetOrderResponse),
  canAddDrinks: call<OrderIdRequest, DrinksInfo>('GET orders/can-add-drinks', DrinksInfo),
  /** Adds drinks (their price joins the order's): an effect, declared as the checkout's `orders/add-drinks` (`drinksIntent`). */
  addDrinks: effect<DrinksRequest, CabinetOrderResponse>('POST orders/add-drinks', CabinetOrderResponse, ADD_DRINKS_EFFECT),
  dropDrinks: call<OrderIdRequest, CabinetOrderResponse>('POST orders/drop-drinks', CabinetOrderResponse),
  updatePricePlan: call<UpdatePricePlanRequest, CabinetOrderResponse>('POST orders/update-price-plan', CabinetOrderResponse),
  cancelReasons: call<NoInput, CancelReasonsResponse>('GET orders/feedback-reason-order-cancelling', CancelReasonsResponse),
  feedbackForCancel: call<FeedbackForCancelRequest, SuccessResponse>('POST orders/feedback-for-cancel', SuccessResponse),
  cancel: call<OrderIdRequest, MaybeCabinetOrderResponse>('POST orders/cancel', MaybeCabinetOrderResponse),
  recallRequest: call<RecallRequest, SuccessResponse>('POST orders/recall-request', SuccessResponse),
  callMe: call<RecallRequest, SuccessResponse>('POST orders/call-me', SuccessResponse),
  confirmTask: call<ConfirmTaskRequest, CabinetOrderResponse>('POST orders/confirm-task', CabinetOrderResponse),
  cancelConfirmTask: call<OrderIdRequest, CabinetOrderResponse>('POST orders/confirm-task/cancel', CabinetOrderResponse),
  confirmTaskOptions: call<OrderIdRequest, ConfirmTaskOptionsResponse>('GET orders/confirm-task/options', ConfirmTaskOptionsResponse),
  /** The client has read what cancelling a delivery means (the profile's cancellation fields). */
  confirmCancellationInfo: call<NoInput, SuccessResponse>('POST client-details/confirm-cancellation-info', SuccessResponse),
} as const;

/**
 * The cabinet's delivery calls (personal-cabinet §7 "Deliveries"). A delivery list is the order's
 * `deliveries` (`orders/get`): the spec names no call of its own for it.
 */
export const cabinetDeliveries = {
  /** "Change order delivery": address_id_H, delivery_id_H, setForAllDeliveries. */
  updateAddress: call<ChangeAddressRequest, CabinetAddressChangeResponse>('POST deliveries/update-address', CabinetAddressChangeResponse),
  /** "Add and change": addressInfo, delivery_id_H, setForAllDeliveries. */
  addAddressAndUpdate: call<AddAddressRequest, CabinetAddressChangeResponse>(
    'POST deliveries/add-address-and-update',
    CabinetAddressChangeResponse,
  ),
  possibleDates: call<DeliveryDatesRequest, PossibleDatesResponse>('GET deliveries/possible-dates', PossibleDatesResponse),
  intervals: call<IntervalsRequest, IntervalsResponse>('POST deliveries/address/intervals', IntervalsResponse),
  updateDate: call<UpdateDateRequest, CabinetOrderResponse>('POST deliveries/update-date', CabinetOrderResponse),
  confirm: call<DeliveryIdRequest, CabinetOrderResponse>('POST deliveries/confirm', CabinetOrderResponse),
  cancel: call<DeliveryIdRequest, CabinetOrderResponse>('POST deliveries/cancel', CabinetOrderResponse),
  /** Ours (issue 31): what cancelling this delivery does to the payment, asked before the client confirms. */
  cancelTerms: call<DeliveryIdRequest, DeliveryCancelTermsResponse>('GET deliveries/cancel-terms', DeliveryCancelTermsResponse),
  setSession: call<SetSessionRequest, CabinetOrderResponse>('POST deliveries/set-session', CabinetOrderResponse),
  updateDeliveries: call<UpdateDeliveriesRequest, CabinetOrderResponse>('POST deliveries/update-deliveries', CabinetOrderResponse),
  addOption: call<AddDeliveryOptionRequest, CabinetOrderResponse>('POST deliveries/options/orders/add', CabinetOrderResponse),
} as const;
