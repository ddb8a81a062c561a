import { defineEndpoint } from '../client';
import { ADD_DRINKS_EFFECT, defineEffect } from '../effects';
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
  active: defineEndpoint<Record<string, never>, ActiveOrdersResponse>({
    name: 'orders/active',
    method: 'GET',
    path: 'orders/active',
    response: ActiveOrdersResponse,
  }),
  get: defineEndpoint<OrderIdRequest, CabinetOrderResponse>({
    name: 'orders/get',
    method: 'GET',
    path: 'orders/get',
    response: CabinetOrderResponse,
  }),
  packs: defineEndpoint<{ hid: string }, OrderPacksResponse>({
    name: 'orders/packs',
    method: 'GET',
    path: (input) => `orders/${encodeURIComponent(input.hid)}/packs`,
    query: () => ({}),
    response: OrderPacksResponse,
  }),
  changeAutolongate: defineEndpoint<ChangeAutolongateRequest, CabinetOrderResponse>({
    name: 'orders/change-autolongate',
    method: 'POST',
    path: 'orders/change-autolongate',
    response: CabinetOrderResponse,
  }),
  canAddDrinks: defineEndpoint<OrderIdRequest, DrinksInfo>({
    name: 'orders/can-add-drinks',
    method: 'GET',
    path: 'orders/can-add-drinks',
    response: DrinksInfo,
  }),
  /** Adds drinks (their price joins the order's): an effect, declared as the checkout's `orders/add-drinks` (`drinksIntent`). */
  addDrinks: defineEffect<DrinksRequest, CabinetOrderResponse>({
    name: 'orders/add-drinks',
    method: 'POST',
    path: 'orders/add-drinks',
    response: CabinetOrderResponse,
    effect: ADD_DRINKS_EFFECT,
  }),
  dropDrinks: defineEndpoint<OrderIdRequest, CabinetOrderResponse>({
    name: 'orders/drop-drinks',
    method: 'POST',
    path: 'orders/drop-drinks',
    response: CabinetOrderResponse,
  }),
  updatePricePlan: defineEndpoint<UpdatePricePlanRequest, CabinetOrderResponse>({
    name: 'orders/update-price-plan',
    method: 'POST',
    path: 'orders/update-price-plan',
    response: CabinetOrderResponse,
  }),
  cancelReasons: defineEndpoint<Record<string, never>, CancelReasonsResponse>({
    name: 'orders/feedback-reason-order-cancelling',
    method: 'GET',
    path: 'orders/feedback-reason-order-cancelling',
    response: CancelReasonsResponse,
  }),
  feedbackForCancel: defineEndpoint<FeedbackForCancelRequest, SuccessResponse>({
    name: 'orders/feedback-for-cancel',
    method: 'POST',
    path: 'orders/feedback-for-cancel',
    response: SuccessResponse,
  }),
  cancel: defineEndpoint<OrderIdRequest, MaybeCabinetOrderResponse>({
    name: 'orders/cancel',
    method: 'POST',
    path: 'orders/cancel',
    response: MaybeCabinetOrderResponse,
  }),
  recallRequest: defineEndpoint<RecallRequest, SuccessResponse>({
    name: 'orders/recall-request',
    method: 'POST',
    path: 'orders/recall-request',
    response: SuccessResponse,
  }),
  callMe: defineEndpoint<RecallRequest, SuccessResponse>({
    name: 'orders/call-me',
    method: 'POST',
    path: 'orders/call-me',
    response: SuccessResponse,
  }),
  confirmTask: defineEndpoint<ConfirmTaskRequest, CabinetOrderResponse>({
    name: 'orders/confirm-task',
    method: 'POST',
    path: 'orders/confirm-task',
    response: CabinetOrderResponse,
  }),
  cancelConfirmTask: defineEndpoint<OrderIdRequest, CabinetOrderResponse>({
    name: 'orders/confirm-task/cancel',
    method: 'POST',
    path: 'orders/confirm-task/cancel',
    response: CabinetOrderResponse,
  }),
  confirmTaskOptions: defineEndpoint<OrderIdRequest, ConfirmTaskOptionsResponse>({
    name: 'orders/confirm-task/options',
    method: 'GET',
    path: 'orders/confirm-task/options',
    response: ConfirmTaskOptionsResponse,
  }),
  /** The client has read what cancelling a delivery means (the profile's cancellation fields). */
  confirmCancellationInfo: defineEndpoint<Record<string, never>, SuccessResponse>({
    name: 'client-details/confirm-cancellation-info',
    method: 'POST',
    path: 'client-details/confirm-cancellation-info',
    response: SuccessResponse,
  }),
} as const;

/**
 * The cabinet's delivery calls (personal-cabinet §7 "Deliveries"). A delivery list is the order's
 * `deliveries` (`orders/get`): the spec names no call of its own for it.
 */
export const cabinetDeliveries = {
  /** "Change order delivery": address_id_H, delivery_id_H, setForAllDeliveries. */
  updateAddress: defineEndpoint<ChangeAddressRequest, CabinetAddressChangeResponse>({
    name: 'deliveries/update-address',
    method: 'POST',
    path: 'deliveries/update-address',
    response: CabinetAddressChangeResponse,
  }),
  /** "Add and change": addressInfo, delivery_id_H, setForAllDeliveries. */
  addAddressAndUpdate: defineEndpoint<AddAddressRequest, CabinetAddressChangeResponse>({
    name: 'deliveries/add-address-and-update',
    method: 'POST',
    path: 'deliveries/add-address-and-update',
    response: CabinetAddressChangeResponse,
  }),
  possibleDates: defineEndpoint<DeliveryDatesRequest, PossibleDatesResponse>({
    name: 'deliveries/possible-dates',
    method: 'GET',
    path: 'deliveries/possible-dates',
    response: PossibleDatesResponse,
  }),
  intervals: defineEndpoint<IntervalsRequest, IntervalsResponse>({
    name: 'deliveries/address/intervals',
    method: 'POST',
    path: 'deliveries/address/intervals',
    response: IntervalsResponse,
  }),
  updateDate: defineEndpoint<UpdateDateRequest, CabinetOrderResponse>({
    name: 'deliveries/update-date',
    method: 'POST',
    path: 'deliveries/update-date',
    response: CabinetOrderResponse,
  }),
  confirm: defineEndpoint<DeliveryIdRequest, CabinetOrderResponse>({
    name: 'deliveries/confirm',
    method: 'POST',
    path: 'deliveries/confirm',
    response: CabinetOrderResponse,
  }),
  cancel: defineEndpoint<DeliveryIdRequest, CabinetOrderResponse>({
    name: 'deliveries/cancel',
    method: 'POST',
    path: 'deliveries/cancel',
    response: CabinetOrderResponse,
  }),
  /** Ours (issue 31): what cancelling this delivery does to the payment, asked before the client confirms. */
  cancelTerms: defineEndpoint<DeliveryIdRequest, DeliveryCancelTermsResponse>({
    name: 'deliveries/cancel-terms',
    method: 'GET',
    path: 'deliveries/cancel-terms',
    response: DeliveryCancelTermsResponse,
  }),
  setSession: defineEndpoint<SetSessionRequest, CabinetOrderResponse>({
    name: 'deliveries/set-session',
    method: 'POST',
    path: 'deliveries/set-session',
    response: CabinetOrderResponse,
  }),
  updateDeliveries: defineEndpoint<UpdateDeliveriesRequest, CabinetOrderResponse>({
    name: 'deliveries/update-deliveries',
    method: 'POST',
    path: 'deliveries/update-deliveries',
    response: CabinetOrderResponse,
  }),
  addOption: defineEndpoint<AddDeliveryOptionRequest, CabinetOrderResponse>({
    name: 'deliveries/options/orders/add',
    method: 'POST',
    path: 'deliveries/options/orders/add',
    response: CabinetOrderResponse,
  }),
} as const;
