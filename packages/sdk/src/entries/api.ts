/**
 * `@mealflow/sdk/api`: the API client, every call (endpoint groups) with its schemas, effects (intent keys), protocol
 * constants, the analytics proxy.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * from '../api/client';
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
export type * from '../api/endpoint';
export * from '../api/endpoints/analytics';
export * from '../api/endpoints/auth';
export * from '../api/endpoints/body';
export * from '../api/endpoints/bonus';
export * from '../api/endpoints/cabinet';
export * from '../api/endpoints/card-binding';
export * from '../api/endpoints/checkout';
export * from '../api/endpoints/common';
export * from '../api/endpoints/email-popup';
export * from '../api/endpoints/funnel';
export * from '../api/endpoints/longate';
export * from '../api/endpoints/marketing';
export * from '../api/endpoints/menu';
export * from '../api/endpoints/payments';
export * from '../api/endpoints/preferences';
export * from '../api/endpoints/profile';
export * from '../api/endpoints/questionnaire';
export * from '../api/endpoints/rating';
export * from '../api/endpoints/referral';
export * from '../api/endpoints/root';
export * from '../api/endpoints/settings';
export * from '../api/endpoints/subscribe';
export * from '../api/endpoints/subscriptions';
export * from '../api/endpoints/tips';
export * from '../api/endpoints/wallet';
export * from '../api/protocol';
export { endpointGroups, endpointRegistry } from '../api/registry';
export type { AnyEndpoint } from '../api/registry';
export type * from '../api/schemas/auth';
export type { CalculateRequest, CalculateResponse, Lifestyle, LifestylesResponse } from '../api/schemas/body';
export type {
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
export type {
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
export type * from '../api/schemas/card-binding';
export type {
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
export type { ApiVersion, CommonOptions, ErrorBody, IpLocateResponse, SuccessResponse } from '../api/schemas/common';
export type { EmailPopup, EmailPopupRequest, EmailPopupResponse, EmailPopupSaveResponse } from '../api/schemas/email-popup';
export type {
  AnalyticalData,
  CertificateOrderRequest,
  CompleteOrderRequest,
  CreateOrderRequest,
  ForgotToOrderRequest,
  ForgotToOrderResponse,
  OrderOriginId,
  PhoneInputLogRequest,
  TwoStageFakeData,
} from '../api/schemas/funnel';
export type {
  LongateBonus,
  LongateBonusesRequest,
  LongateBonusesResponse,
  LongateOrderResponse,
  LongateRequest,
} from '../api/schemas/longate';
export type { LoyaltyProgress, LoyaltyProgressResponse, LoyaltyStatus, LoyaltyStatusesResponse } from '../api/schemas/loyalty';
export type {
  ConfigPreviewResponse,
  DatedTree,
  FaqResponse,
  MarketingActivityResponse,
  PromotionOffer,
  TaroInfoResponse,
  VcpConfig,
  VcpCustomization,
} from '../api/schemas/marketing';
export type { FaqRequest, MarketingActivityRequest, VcpRequest } from '../api/schemas/marketing';
export type {
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
  Offer,
  OfferConfig,
  Pack,
  PricePlan,
  PromoInfo,
  SubscriptionPlan,
  Target,
} from '../api/schemas/menu';
export { OFFER_KIND } from '../api/schemas/menu';
export { runtimeSchemas } from '../api/schemas/runtime';
export type { OfferKind } from '../api/schemas/menu';
export type {
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
export type {
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
export type {
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
export type {
  ActivityStatus,
  ClientDetails,
  ExternalCard,
  Profile,
  ProfileAddress,
  ProfileResponse,
  ProfileSetRequest,
  SavedCard,
} from '../api/schemas/profile';
export type {
  Answer,
  CommunicationMethod,
  FinalScreenResponse,
  Question,
  QuestionKind,
  QuestionnaireResponse,
} from '../api/schemas/questionnaire';
export type { SaveAnswerRequest } from '../api/schemas/questionnaire';
export type {
  ForTipRequest,
  RateDriverRequest,
  RatingDriver,
  RatingReason,
  RatingTask,
  RatingTasksResponse,
  TipChargeResponse,
  TipChargeTokenRequest,
} from '../api/schemas/rating';
export type {
  Partner,
  PartnerConfirmRequest,
  PartnerRequest,
  PartnerResponse,
  ReferralChargeRequest,
  ReferralChargeResponse,
} from '../api/schemas/referral';
export type { AgreementRequest, AgreementResponse, CardIdRequest, CardKind, CardsResponse, ClientCard } from '../api/schemas/settings';
export type * from '../api/schemas/subscribe';
export type {
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
export type { CreateTipTemplateRequest, Tip, TipTemplate, TipTemplateResponse, TipTemplatesResponse } from '../api/schemas/tips';
export type {
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
export * from '../ports/analytics-proxy';
export * from '../shared/effect';
