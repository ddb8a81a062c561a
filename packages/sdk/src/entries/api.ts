/**
 * `@mealflow/sdk/api`: the API client (`createApiClient`), every call as an endpoint group (`auth.sendSms`,
 * `checkout.createOrder`…) with `endpointGroups`/`endpointRegistry` over them, the plain types of what the
 * backend returns (`Order`, `CabinetDelivery`, `Wallet`…) and their runtime schemas (`runtimeSchemas`), effects'
 * public side (`EffectUnknownError`, `isEffectUnknown`, `newIntentKey`), cookie names, the analytics proxy.
 * A call's request and response envelopes are its endpoint's types (`PlainEndpoint<I, O>`), not exported by name;
 * the client's protocol constants and the effect plumbing the machines use stay inside (issue 33:
 * `node scripts/sdk-usage.mjs --users api` lists who imports each name).
 */
export { createApiClient } from '../api/client';
export type {
  ApiClient,
  ApiClientOptions,
  ApiEvent,
  CabinetChanged,
  CallOptions,
  EffectCallOptions,
  Endpoint,
  HttpMethod,
  PlainEndpoint,
} from '../api/client';
export { EffectUnknownError, isEffectEndpoint, isEffectUnknown, newIntentKey } from '../api/effects';
export type { EffectEndpoint, IntentKey } from '../api/effects';
export { analyticsCalls } from '../api/endpoints/analytics';
export { auth } from '../api/endpoints/auth';
export { body } from '../api/endpoints/body';
export { bonusStore, loyalty } from '../api/endpoints/bonus';
export { cabinetDeliveries, cabinetOrders } from '../api/endpoints/cabinet';
export { cardBinding } from '../api/endpoints/card-binding';
export { checkout } from '../api/endpoints/checkout';
export { common } from '../api/endpoints/common';
export { emailPopup } from '../api/endpoints/email-popup';
export { funnel } from '../api/endpoints/funnel';
export { longateCalls } from '../api/endpoints/longate';
export { marketing } from '../api/endpoints/marketing';
export { menu } from '../api/endpoints/menu';
export { payments } from '../api/endpoints/payments';
export { preferences } from '../api/endpoints/preferences';
export { profile } from '../api/endpoints/profile';
export { questionnaire } from '../api/endpoints/questionnaire';
export { rating } from '../api/endpoints/rating';
export { partner, referral } from '../api/endpoints/referral';
export { rootCalls } from '../api/endpoints/root';
export { cards, settings } from '../api/endpoints/settings';
export { subscribeOrders } from '../api/endpoints/subscribe';
export { clientSubscriptions } from '../api/endpoints/subscriptions';
export { tips } from '../api/endpoints/tips';
export { wallet } from '../api/endpoints/wallet';
export { COOKIES } from '../api/protocol';
export { endpointGroups, endpointRegistry } from '../api/registry';
export type { AnyEndpoint } from '../api/registry';
export type { Lifestyle } from '../api/schemas/body';
export type {
  BonusPurchase,
  BonusStoreCategory,
  BonusStoreItem,
  BonusStoreItemKind,
  GiftCertificateStatus,
  OwnedGiftCertificate,
} from '../api/schemas/bonus';
export type {
  CabinetDelivery,
  CabinetOrder,
  CancelReason,
  ConfirmTask,
  ConfirmTaskOption,
  DeliveryCancelTerms,
  DeliveryOption,
  DeliveryState,
  OrderPack,
  OrderPacksDay,
  PricePlanOption,
} from '../api/schemas/cabinet';
export type { AddressInfo, DrinksInfo, Suggestion } from '../api/schemas/checkout';
export type { EmailPopup } from '../api/schemas/email-popup';
export type { AnalyticalData, OrderOriginId } from '../api/schemas/funnel';
export type { LongateBonus } from '../api/schemas/longate';
export type { LoyaltyProgress, LoyaltyStatus } from '../api/schemas/loyalty';
export type { PromotionOffer, VcpConfig, VcpCustomization } from '../api/schemas/marketing';
export type {
  CityInfo,
  Goal,
  MealDaysOption,
  MenuByProductResponse,
  MenuDay,
  MenuType,
  MenuTypeData,
  Offer,
  OfferConfig,
  OfferKind,
  Pack,
  PricePlan,
  PromoInfo,
  SubscriptionPlan,
  Target,
} from '../api/schemas/menu';
export { runtimeSchemas } from '../api/schemas/runtime';
export type {
  AbonementType,
  Address,
  Delivery,
  DeliveryDate,
  DeliveryType,
  IntervalOption,
  Order,
  OrderDraft,
  PromocodeDiscount,
} from '../api/schemas/order';
export type { GiftCourier, GiftPurchaseState, PaymentInfo, SbpBank, SbpStatus } from '../api/schemas/payments';
export type { FavoriteCandidate, FilterGroup, FilterOption, Pref } from '../api/schemas/preferences';
export type { ActivityStatus, ClientDetails, ExternalCard, Profile, ProfileAddress, SavedCard } from '../api/schemas/profile';
export type { Answer, CommunicationMethod, Question, QuestionKind } from '../api/schemas/questionnaire';
export type { RatingDriver, RatingReason, RatingTask } from '../api/schemas/rating';
export type { Partner } from '../api/schemas/referral';
export type { CardKind, ClientCard } from '../api/schemas/settings';
export type { ClientSubscription, FreezePeriod, SubscriptionStatus } from '../api/schemas/subscriptions';
export type { Tip, TipTemplate } from '../api/schemas/tips';
export type { BalanceKind, SeparatedBalance, Wallet, WalletHistoryEntry } from '../api/schemas/wallet';
export { createProxyAnalytics } from '../ports/analytics-proxy';
export type { ProxyAnalytics, ProxyAnalyticsOptions, SecondBrandMetrics } from '../ports/analytics-proxy';
