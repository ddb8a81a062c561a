/** The subscribe flow: calls, schemas, the subscribe machine and its rules (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { subscribeOrders } from '../api/endpoints/subscribe';
export {
  AbonementRequest, CustomAbonementRequest, DeliveryPlanMode, OrderWithoutTariffRequest, SubscriptionOrderWithoutTariffRequest, UpdateSubscriptionRequest,
} from '../api/schemas/subscribe';
export { SUBSCRIBE_FAQ, SUBSCRIBE_TEXTS } from '../domain/subscribe-texts';
export { subscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export { provideSubscribe, subscribeNextPath } from '../cabinet/subscribe/subscribe.provide';
export {
  customAbonementPromocode, defaultOffer, discountedPrice, findOffer, firstDeliveryDay, isSubscriptionKind, offerDebPrice, offerMenuTypes, offersOf,
  PACK_KINDS, planOfferedBy, planRule, sameChoice, SUBSCRIPTION_KINDS,
} from '../cabinet/subscribe/subscribe.rules';
export type { OfferChoice, OfferEntry } from '../cabinet/subscribe/subscribe.rules';
export { chargedCard, FROM_ORDER_CALENDAR_LENGTH, subscriptionFromOrder } from '../cabinet/subscribe/subscribe-from-order.rules';
export type { SubscriptionFromOrder } from '../cabinet/subscribe/subscribe-from-order.rules';
export type { SubmitInput, SubscribeContext, SubscribeEvent, SubscribeInput, SubscribeLoaded } from '../cabinet/subscribe/subscribe.types';
export type { SubscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export { connectSubscribe, planRuleText, subscribeView } from '../cabinet/subscribe/subscribe.connect';
export type {
  FromOrderConfirmView, FromOrderView, SubscribeHandlers, SubscribeOfferView, SubscribeSnapshot, SubscribeSummaryView, SubscribeView,
} from '../cabinet/subscribe/subscribe.connect';
