/**
 * `@mealflow/sdk/api`: the API client, every call (endpoint groups) with its schemas, effects (intent keys), protocol
 * constants, the analytics proxy.
 * Generated once from the flat root (issue 33); names are listed explicitly, no `export *` over a module.
 */
export { API_TIMEOUT_MS, createApiClient, defineEndpoint } from '../api/client';
export type { ApiClient, ApiClientOptions, ApiEvent, CabinetChanged, CallOptions, EffectCallOptions } from '../api/client';
export {
  EffectUnknownError,
  defineEffect,
  derivedIntentKey,
  effectOutcomeUnknown,
  endIntent,
  isEffectEndpoint,
  isEffectUnknown,
  newIntentKey,
  storedIntentKey,
} from '../api/effects';
export type { EffectEndpoint, IntentKey } from '../api/effects';
export type { EffectDeclaration, EffectStatus, Endpoint, HttpMethod, PlainEndpoint } from '../api/endpoint';
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
export { COOKIES, HEADERS, QUERY } from '../api/protocol';
export { endpointGroups, endpointRegistry } from '../api/registry';
export type { AnyEndpoint } from '../api/registry';
export {
  CheckSmsRequest,
  CheckTokenResponse,
  EfstRequest,
  EfstResponse,
  LoginRequest,
  LoginResponse,
  SendSmsRequest,
} from '../api/schemas/auth';
export { CalculateRequest, CalculateResponse, Lifestyle, LifestylesResponse } from '../api/schemas/body';
export {
  BonusPurchase,
  BonusPurchaseRequest,
  BonusPurchaseResponse,
  BonusStoreCategory,
  BonusStoreItem,
  BonusStoreItemKind,
  BonusStoreResponse,
  GiftCertificateStatus,
  GiftCertificatesResponse,
  OwnedGiftCertificate,
} from '../api/schemas/bonus';
export {
  ActiveOrdersResponse,
  AddDeliveryOptionRequest,
  CabinetAddressChangeResponse,
  CabinetDelivery,
  CabinetOrder,
  CabinetOrderResponse,
  CancelReason,
  CancelReasonsResponse,
  ChangeAddressRequest,
  ChangeAutolongateRequest,
  ConfirmTask,
  ConfirmTaskOption,
  ConfirmTaskOptionsResponse,
  ConfirmTaskRequest,
  DeliveryCancelTerms,
  DeliveryCancelTermsResponse,
  DeliveryDatesRequest,
  DeliveryIdRequest,
  DeliveryOption,
  DeliveryState,
  FeedbackForCancelRequest,
  IntervalsRequest,
  IntervalsResponse,
  MaybeCabinetOrderResponse,
  OrderPack,
  OrderPacksDay,
  OrderPacksResponse,
  PricePlanOption,
  RecallRequest,
  SetSessionRequest,
  UpdateDeliveriesRequest,
  UpdatePricePlanRequest,
} from '../api/schemas/cabinet';
export {
  AssistPayRequest,
  AssistPayResponse,
  ClientCardRequest,
  ClientCardResponse,
  TokenBindingRequest,
} from '../api/schemas/card-binding';
export {
  AddAddressRequest,
  AddressChangeResponse,
  AddressInfo,
  ApplyPromoRequest,
  ApplyPromoResponse,
  CardPromoCheckRequest,
  CardPromoCheckResponse,
  ChangeDeliveryAddressRequest,
  CheckAddressRequest,
  CheckAddressResponse,
  DeliveryAddressesResponse,
  DrinksInfo,
  DrinksRequest,
  FarRegionTariffResponse,
  MaybeOrderResponse,
  OrderCheckoutRequest,
  OrderIdRequest,
  PossibleDatesResponse,
  RecreateFarRegionRequest,
  SafeDeliveryRequest,
  SuggestRequest,
  SuggestResponse,
  Suggestion,
  UpdateDateRequest,
  UpdateFirstDeliveryDateRequest,
} from '../api/schemas/checkout';
export { ApiVersion, CommonOptions, ErrorBody, IpLocateResponse, SuccessResponse, envelope, maybe } from '../api/schemas/common';
export { EmailPopup, EmailPopupRequest, EmailPopupResponse, EmailPopupSaveResponse } from '../api/schemas/email-popup';
export {
  AnalyticalData,
  CertificateOrderRequest,
  CompleteOrderRequest,
  CreateOrderClient,
  CreateOrderOrder,
  CreateOrderRequest,
  ForgotToOrderRequest,
  ForgotToOrderResponse,
  OrderOriginId,
  PhoneInputLogRequest,
  TwoStageFakeData,
} from '../api/schemas/funnel';
export { LongateBonus, LongateBonusesRequest, LongateBonusesResponse, LongateOrderResponse, LongateRequest } from '../api/schemas/longate';
export { LoyaltyProgress, LoyaltyProgressResponse, LoyaltyStatus, LoyaltyStatusesResponse } from '../api/schemas/loyalty';
export {
  ConfigNode as ConfigNodeSchema,
  ConfigPreviewResponse,
  ConfigRule as ConfigRuleSchema,
  DatedConfig as DatedConfigSchema,
  DatedTree,
  FaqResponse,
  MarketingActivityResponse,
  PromotionOffer,
  TaroInfoResponse,
  VcpConfig,
  VcpCustomization,
} from '../api/schemas/marketing';
export type { FaqRequest, MarketingActivityRequest, VcpRequest } from '../api/schemas/marketing';
export {
  CityInfo,
  Goal,
  GoalsRequest,
  GoalsResponse,
  MealDaysOption,
  MenuByProductRequest,
  MenuByProductResponse,
  MenuDay,
  MenuType,
  MenuTypeData,
  OFFER_KIND,
  Offer,
  OfferConfig,
  OfferDiscount,
  Pack,
  PricePlan,
  PromoInfo,
  SubscriptionPlan,
  Target,
} from '../api/schemas/menu';
export type { OfferKind } from '../api/schemas/menu';
export {
  AbonementType,
  Address,
  Delivery,
  DeliveryDate,
  DeliveryType,
  IntervalOption,
  Order,
  OrderDraft,
  OrderResponse,
  PromocodeDiscount,
} from '../api/schemas/order';
export {
  ChargeCardRequest,
  ChargeResponse,
  ChargeSbpResponse,
  ChargeTokenRequest,
  ForOrderRequest,
  GiftCourier,
  GiftPurchaseRequest,
  GiftPurchaseResponse,
  GiftPurchaseState,
  PaymentInfo,
  PaymentProcessingResponse,
  SbpBank,
  SbpStatus,
  SbpStatusResponse,
} from '../api/schemas/payments';
export {
  AddPrefRequest,
  DeletePrefRequest,
  FavoriteCandidate,
  FilterGroup,
  FilterOption,
  FiltersRequest,
  FiltersResponse,
  ForFavoritesResponse,
  FullPrefsRequest,
  Pref,
  PrefsResponse,
  SetFilterRequest,
} from '../api/schemas/preferences';
export {
  ActivityStatus,
  ClientDetails,
  ExternalCard,
  Profile,
  ProfileAddress,
  ProfileResponse,
  ProfileSetRequest,
  SavedCard,
} from '../api/schemas/profile';
export {
  Answer,
  CommunicationMethod,
  FinalScreenResponse,
  Question,
  QuestionKind,
  QuestionnaireResponse,
} from '../api/schemas/questionnaire';
export type { SaveAnswerRequest } from '../api/schemas/questionnaire';
export {
  ForTipRequest,
  RateDriverRequest,
  RatingDriver,
  RatingReason,
  RatingTask,
  RatingTasksResponse,
  TipChargeResponse,
  TipChargeTokenRequest,
} from '../api/schemas/rating';
export {
  Partner,
  PartnerConfirmRequest,
  PartnerRequest,
  PartnerResponse,
  ReferralChargeRequest,
  ReferralChargeResponse,
} from '../api/schemas/referral';
export { AgreementRequest, AgreementResponse, CardIdRequest, CardKind, CardsResponse, ClientCard } from '../api/schemas/settings';
export {
  AbonementRequest,
  CustomAbonementRequest,
  DeliveryPlanMode,
  OrderWithoutTariffRequest,
  SubscriptionOrderWithoutTariffRequest,
  UpdateSubscriptionRequest,
} from '../api/schemas/subscribe';
export {
  ClientSubscription,
  ClientSubscriptionResponse,
  ClientSubscriptionsResponse,
  FreezePeriod,
  SubscriptionStatus,
} from '../api/schemas/subscriptions';
export type {
  ClientSubscriptionRequest,
  CreateSubscriptionRequest,
  FeedbackForStopRequest,
  FreezeRequest,
  SubscriptionsListRequest,
} from '../api/schemas/subscriptions';
export { CreateTipTemplateRequest, Tip, TipTemplate, TipTemplateResponse, TipTemplatesResponse } from '../api/schemas/tips';
export {
  BalanceKind,
  SeparatedBalance,
  Wallet,
  WalletHistoryEntry,
  WalletHistoryRequest,
  WalletHistoryResponse,
  WalletRequest,
  WalletResponse,
} from '../api/schemas/wallet';
export { TEXTS as API_TEXTS } from '../api/texts';
export { createProxyAnalytics } from '../ports/analytics-proxy';
export type { ProxyAnalytics, ProxyAnalyticsOptions, SecondBrandMetrics } from '../ports/analytics-proxy';
export { EFFECT_UNKNOWN_TEXT, callEffect, effectFailureText, saysOutcomeUnknown, sendEffect } from '../shared/effect';
export type { EffectResult, EffectRun, EffectState } from '../shared/effect';
