/** `@mealflow/sdk/cabinet`: The personal cabinet's orders and deliveries: the calls, the orders list, an order's detail, a delivery and its change flows, their texts. Every name here is also exported by `@mealflow/sdk`. */
export { cabinetDeliveries, cabinetOrders } from '../api/endpoints/cabinet';
export { DELIVERY_TEXTS, formatPersons, ORDER_TEXTS } from '../domain/cabinet-texts';
export { connectDelivery, deliveryView } from '../cabinet/delivery/delivery.connect';
export type { DeliveryHandlers, DeliveryOptions, DeliverySnapshot, DeliveryView, SavedAddressOption } from '../cabinet/delivery/delivery.connect';
export { deliveryMachine } from '../cabinet/delivery/delivery.machine';
export { connectSkip, skipView } from '../cabinet/delivery/skip.connect';
export type { SkipActor, SkipHandlers, SkipSnapshot, SkipView } from '../cabinet/delivery/skip.connect';
export type { SkipContext, SkipEvent, SkipInput } from '../cabinet/delivery/skip.machine';
export { provideDelivery, serviceNow } from '../cabinet/delivery/delivery.provide';
export {
  addressFitText, asksBeforeMove, cutoffFor, daysBetween, deliveryCancelTerms, deliveryOf, eatingPauseDays, firstDeliveryId, isBeforeCutoff, isChangeable,
  isConfirmable, orderForAddressChild, savedAddressFit, selectableDays, showsWhatsNew, skipTarget, windowOf,
} from '../cabinet/delivery/delivery.rules';
export type { AddressAvailability, DeliverySlot } from '../cabinet/delivery/delivery.rules';
export type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from '../cabinet/delivery/delivery.types';
export type { DeliveryMachine } from '../cabinet/delivery/delivery.machine';
export { connectOrdersList, orderCard, orderLinks, ordersListView } from '../cabinet/orders-list/orders-list.connect';
export type {
  NextDeliveryView, OrderCardView, OrderLinks, OrdersListHandlers, OrdersListOptions, OrdersListSnapshot, OrdersListView,
} from '../cabinet/orders-list/orders-list.connect';
export { ordersListMachine } from '../cabinet/orders-list/orders-list.machine';
export { provideOrdersList } from '../cabinet/orders-list/orders-list.provide';
export { activeOnly, canPay, changeOrder, lastDeliveryDate, nextDelivery, orderStatus, removeOrder } from '../cabinet/orders-list/orders-list.rules';
export type { OrderStatus } from '../cabinet/orders-list/orders-list.rules';
export type { OrdersListContext, OrdersListEvent } from '../cabinet/orders-list/orders-list.types';
export type { OrdersListMachine } from '../cabinet/orders-list/orders-list.machine';
export {
  connectOrderDetail, deliveryRows, deliveryStateText, orderDetailView, priceLines,
} from '../cabinet/order-detail/order-detail.connect';
export type {
  DeliveryRowView, OrderDetailHandlers, OrderDetailOptions, OrderDetailSnapshot, OrderDetailView, OrderPriceLine,
} from '../cabinet/order-detail/order-detail.connect';
export { orderDetailMachine } from '../cabinet/order-detail/order-detail.machine';
export { provideOrderDetail } from '../cabinet/order-detail/order-detail.provide';
export {
  autolongationAvailable, autolongationEnabled, cancelAvailable, cancelProblem, canAddDrinks, canDropDrinks, isOtherPlan,
  optionAddable, planChangeAvailable,
} from '../cabinet/order-detail/order-detail.rules';
export type { OrderDetailContext, OrderDetailEvent, OrderDetailInput, OrderDetailLoaded, OrderDetailReport } from '../cabinet/order-detail/order-detail.types';
export type { OrderDetailMachine } from '../cabinet/order-detail/order-detail.machine';
export * from './subscriptions';
export * from './subscription-pages';
export * from './settings';
export * from './wallet';
export * from './subscribe';
export * from './longate';
export * from './bonus';
export * from './preferences';
export * from './rating';
export * from './invite';
export * from './marketing';
export * from './questionnaire';
export * from './email-popup';
export * from './root-view';
export { weekOverviewMachine } from '../cabinet/week-overview/week-overview.machine';
export type { WeekOverviewContext, WeekOverviewEvent, WeekOverviewInput, WeekOverviewLoaded, WeekOverviewMachine } from '../cabinet/week-overview/week-overview.machine';
export { provideWeekOverview } from '../cabinet/week-overview/week-overview.provide';
export { connectWeekOverview, WEEK_OVERVIEW_DAYS, weekOverviewView } from '../cabinet/week-overview/week-overview.connect';
export type {
  WeekChargeView, WeekDeliveryView, WeekOverviewHandlers, WeekOverviewOptions, WeekOverviewSnapshot, WeekOverviewView,
} from '../cabinet/week-overview/week-overview.connect';
export { WEEK_TEXTS } from '../domain/week-texts';
