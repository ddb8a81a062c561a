import { call, effect, type NoInput, REPLAY_CHANGE } from './declare';
import { defineEndpoint } from '../client';
import { orderChangeCalls } from './order-changes';
import { SuccessResponse } from '../schemas/common';
import type { OrderIdRequest } from '../schemas/checkout';
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
  type ChangeAutolongateRequest,
  type ConfirmTaskRequest,
  type DeliveryIdRequest,
  type FeedbackForCancelRequest,
  type IntervalsRequest,
  type RecallRequest,
  type SetSessionRequest,
  type UpdateDeliveriesRequest,
  type UpdatePricePlanRequest,
} from '../schemas/cabinet';

/** The calls the checkout makes too, read with the cabinet's `CabinetOrder` (`orderChangeCalls`). */
const shared = /*#__PURE__*/ orderChangeCalls<CabinetOrderResponse, MaybeCabinetOrderResponse, CabinetAddressChangeResponse>({
  order: CabinetOrderResponse,
  maybeOrder: MaybeCabinetOrderResponse,
  addressChange: CabinetAddressChangeResponse,
});

/**
 * The cabinet's order calls (personal-cabinet §7 "Orders in the cabinet"). Paths as the spec
 * writes them. The calls the checkout also makes (cancel, drinks, the delivery's address, date and
 * confirm) are declared once, in `order-changes.ts`, and read here with the cabinet's order schema
 * (`CabinetOrder`): the checkout's `Order` drops the fields only the cabinet shows.
 * `{hid}/packs` is ours: `orders/{hid}/packs`.
 */
export const cabinetOrders = {
  cancel: shared.cancel,
  canAddDrinks: shared.canAddDrinks,
  addDrinks: shared.addDrinks,
  dropDrinks: shared.dropDrinks,
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
  updatePricePlan: call<UpdatePricePlanRequest, CabinetOrderResponse>('POST orders/update-price-plan', CabinetOrderResponse),
  cancelReasons: call<NoInput, CancelReasonsResponse>('GET orders/feedback-reason-order-cancelling', CancelReasonsResponse),
  feedbackForCancel: call<FeedbackForCancelRequest, SuccessResponse>('POST orders/feedback-for-cancel', SuccessResponse),
  recallRequest: call<RecallRequest, SuccessResponse>('POST orders/recall-request', SuccessResponse),
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
  updateAddress: shared.updateAddress,
  addAddressAndUpdate: shared.addAddressAndUpdate,
  possibleDates: shared.possibleDates,
  updateDate: shared.updateDate,
  confirm: shared.confirm,
  intervals: call<IntervalsRequest, IntervalsResponse>('POST deliveries/address/intervals', IntervalsResponse),
  /** Cancels the delivery (a paid one's share goes to the balance): made once (`REPLAY_CHANGE`, key `derivedIntentKey('deliveryCancel', id)`). */
  cancel: effect<DeliveryIdRequest, CabinetOrderResponse>('POST deliveries/cancel', CabinetOrderResponse, REPLAY_CHANGE),
  /** Ours (issue 31): what cancelling this delivery does to the payment, asked before the client confirms. */
  cancelTerms: call<DeliveryIdRequest, DeliveryCancelTermsResponse>('GET deliveries/cancel-terms', DeliveryCancelTermsResponse),
  setSession: call<SetSessionRequest, CabinetOrderResponse>('POST deliveries/set-session', CabinetOrderResponse),
  updateDeliveries: call<UpdateDeliveriesRequest, CabinetOrderResponse>('POST deliveries/update-deliveries', CabinetOrderResponse),
  /**
   * Adds a delivery option to the order (a paid one adds its price): made once, a second run is
   * refused ('Опция уже добавлена'), so an effect (`REPLAY_CHANGE`, key `derivedIntentKey('option', hid, option)`).
   */
  addOption: effect<AddDeliveryOptionRequest, CabinetOrderResponse>(
    'POST deliveries/options/orders/add',
    CabinetOrderResponse,
    REPLAY_CHANGE,
  ),
} as const;
