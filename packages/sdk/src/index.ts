/**
 * @mealflow/sdk — the headless domain SDK. Framework-free: no React, no DOM except through ports.
 *
 * The public API, name by name: a name a module exports is public only once it is listed, here or
 * in the entry file of its family (`entries/*.ts`, each also a subpath: `@mealflow/sdk/checkout`,
 * `/funnel`, `/session`, `/domain`). No `export *` over a module: only over those explicit lists, so
 * every name stands in exactly one list (TypeScript refuses two lists exporting the same name).
 */

// The composition root and the ports
export { createMealflow } from './create-mealflow';
export type { Mealflow, MealflowMachines } from './create-mealflow';
export { createMealflowCore } from './mealflow-core';
export type { CreateMealflowOptions, MachineProvider, MealflowCore } from './mealflow-core';
export type { MealflowDeps } from './deps';
export type {
  AnalyticsPort, CaptchaPort, CardCryptogramPort, ClipboardPort, ClockPort, CookieOptions, CookiePort, DevicePort, NavigationPort,
  NotifyPort, PageLifecyclePort, Ports, StoragePort, VkPayPort, VkPayResult,
} from './ports';
export {
  createManualClock, createMemoryAnalytics, createMemoryCaptcha, createMemoryClipboard, createMemoryCookies, createMemoryDevice,
  createMemoryNavigation, createMemoryNotify, createMemoryPageLifecycle, createMemoryPorts, createMemoryStorage, createMemoryVkPay,
  createSandboxCryptogram,
} from './ports/memory';
export type {
  ManualClock, MemoryAnalytics, MemoryCaptcha, MemoryClipboard, MemoryCookies, MemoryNavigation, MemoryNotify, MemoryPageLifecycle, MemoryPorts,
  MemoryPortsOptions, MemoryStorage, MemoryVkPay,
} from './ports/memory';

// API: the client, its errors, every call and its schemas
export { API_TIMEOUT_MS, createApiClient, defineEndpoint } from './api/client';
export type { ApiClient, ApiClientOptions, ApiEvent, CabinetChanged, CallOptions, EffectCallOptions, Endpoint, HttpMethod, PlainEndpoint } from './api/client';
export { defineEffect, derivedIntentKey, effectOutcomeUnknown, EffectUnknownError, endIntent, isEffectEndpoint, isEffectUnknown, newIntentKey, storedIntentKey } from './api/effects';
export type { EffectDeclaration, EffectEndpoint, EffectStatus, IntentKey } from './api/effects';
export { callEffect, effectFailureText, EFFECT_UNKNOWN_TEXT, sendEffect } from './shared/effect';
export type { EffectResult, EffectRun, EffectState } from './shared/effect';
export { auth } from './api/endpoints/auth';
export { checkout } from './api/endpoints/checkout';
export { common } from './api/endpoints/common';
export { funnel } from './api/endpoints/funnel';
export { menu } from './api/endpoints/menu';
export { payments } from './api/endpoints/payments';
export { profile } from './api/endpoints/profile';
export { tips } from './api/endpoints/tips';
export { endpointGroups, endpointRegistry } from './api/registry';
export type { AnyEndpoint } from './api/registry';
export { analyticsCalls } from './api/endpoints/analytics';
export { createProxyAnalytics } from './ports/analytics-proxy';
export type { ProxyAnalytics, ProxyAnalyticsOptions, SecondBrandMetrics } from './ports/analytics-proxy';
export * from './domain/analytics';
export { MOBAPP_PAYMENT_TEXTS, mobappPaymentOutcome, mobappPaymentView } from './domain/mobapp-payment';
export type { MobappPaymentOutcome, MobappPaymentView } from './domain/mobapp-payment';
export * from './entries/home-icon';
export * from './entries/customization';
export * from './entries/menus';
export * from './entries/new-client';
export { ApiError, errorText, isAborted, isApiError } from './api/errors';
export type { ApiErrorInit, ApiErrorKind } from './api/errors';
export { COOKIES, HEADERS, QUERY } from './api/protocol';
export {
  CheckSmsRequest, CheckTokenResponse, EfstRequest, EfstResponse, LoginRequest, LoginResponse, SendSmsRequest,
} from './api/schemas/auth';
export {
  ActiveOrdersResponse, AddDeliveryOptionRequest, CabinetAddressChangeResponse, CabinetDelivery, CabinetOrder,
  CabinetOrderResponse, CancelReason, CancelReasonsResponse, ChangeAddressRequest, ChangeAutolongateRequest, ConfirmTask, ConfirmTaskOption,
  ConfirmTaskOptionsResponse, ConfirmTaskRequest, DeliveryCancelTerms, DeliveryCancelTermsResponse, DeliveryDatesRequest, DeliveryIdRequest, DeliveryOption, DeliveryState,
  FeedbackForCancelRequest, IntervalsRequest, IntervalsResponse, MaybeCabinetOrderResponse, OrderPack, OrderPacksDay,
  OrderPacksResponse, PricePlanOption, RecallRequest, SetSessionRequest, UpdateDeliveriesRequest, UpdatePricePlanRequest,
} from './api/schemas/cabinet';
export {
  ClientSubscription, ClientSubscriptionResponse, ClientSubscriptionsResponse, FreezePeriod, SubscriptionStatus,
} from './api/schemas/subscriptions';
export type {
  ClientSubscriptionRequest, CreateSubscriptionRequest, FeedbackForStopRequest, FreezeRequest, SubscriptionsListRequest,
} from './api/schemas/subscriptions';
export {
  AddAddressRequest, AddressChangeResponse, AddressInfo, ApplyPromoRequest, ApplyPromoResponse,
  CardPromoCheckRequest, CardPromoCheckResponse, ChangeDeliveryAddressRequest, CheckAddressRequest,
  CheckAddressResponse, DeliveryAddressesResponse, DrinksInfo, DrinksRequest, FarRegionTariffResponse,
  MaybeOrderResponse, OrderCheckoutRequest, OrderIdRequest, PossibleDatesResponse, RecreateFarRegionRequest,
  SafeDeliveryRequest, Suggestion, SuggestRequest, SuggestResponse, UpdateDateRequest,
  UpdateFirstDeliveryDateRequest,
} from './api/schemas/checkout';
export {
  ApiVersion, CommonOptions, envelope, ErrorBody, IpLocateResponse, maybe, SuccessResponse,
} from './api/schemas/common';
export {
  AnalyticalData, CertificateOrderRequest, CompleteOrderRequest, CreateOrderClient, CreateOrderOrder,
  CreateOrderRequest, ForgotToOrderRequest, ForgotToOrderResponse, OrderOriginId, PhoneInputLogRequest,
  TwoStageFakeData,
} from './api/schemas/funnel';
export {
  CityInfo, Goal, GoalsRequest, GoalsResponse, MealDaysOption, MenuByProductRequest, MenuByProductResponse, MenuDay,
  MenuType, MenuTypeData, Offer, OFFER_KIND, OfferConfig, OfferDiscount, Pack, PricePlan, PromoInfo,
  SubscriptionPlan, Target,
} from './api/schemas/menu';
export type { OfferKind } from './api/schemas/menu';
export {
  AbonementType, Address, Delivery, DeliveryDate, DeliveryType, IntervalOption, Order, OrderResponse,
  OrderDraft, PromocodeDiscount,
} from './api/schemas/order';
export {
  ChargeCardRequest, ChargeResponse, ChargeSbpResponse, ChargeTokenRequest, ForOrderRequest, GiftCourier, GiftPurchaseRequest,
  GiftPurchaseResponse, GiftPurchaseState, PaymentInfo, PaymentProcessingResponse, SbpBank, SbpStatus,
  SbpStatusResponse,
} from './api/schemas/payments';
export {
  ActivityStatus, ClientDetails, ExternalCard, Profile, ProfileAddress, ProfileResponse, ProfileSetRequest,
  SavedCard,
} from './api/schemas/profile';
export {
  CreateTipTemplateRequest, Tip, TipTemplate, TipTemplateResponse, TipTemplatesResponse,
} from './api/schemas/tips';
export { TEXTS as API_TEXTS } from './api/texts';

// Domain: pure rules, texts and formats (listed in ./entries/domain.ts, also `@mealflow/sdk/domain`)
export * from './entries/domain';

// Routing: the route table, matching, guards, cities
export { cityIdFromHost, cityIdFromValue, isCityConfirmedByUrl, resolveCity, resolveCityId } from './routing/city';
export type { CityInput, CitySource } from './routing/city';
export {
  isSafeRedirect, resolveNavigation, SESSION_PARAMS, sessionParamsFromQuery, tokenFromQuery, withoutTokenParams,
} from './routing/guards';
export type { NavigationDecision, NavigationInput, SessionParam } from './routing/guards';
export {
  deviceEquivalentPath, disabledRouteMessage, initialCallErrorDecision, initialCallRedirect, isDashboardPath, isRouteDisabledForBrand,
  WOWFOOD_DISABLED_ROUTES,
} from './routing/cabinet';
export type { Brand, InitialErrorDecision } from './routing/cabinet';
export { anchorScrollTop, scrollDecision, smoothScrollOffset, URL_CHANGE_EVENT, urlChangeEvent } from './routing/page-effects';
export type { ScrollDecision, UrlChange } from './routing/page-effects';
export { INDEX_ROUTE, indexDecision } from './routing/index-route';
export { cabinetNav, cabinetSection, compactCabinetNav, isAutoTipsOffered, isSmartphoneCabinet } from './routing/cabinet-nav';
export type { CabinetNavItem } from './routing/cabinet-nav';
export { departmentOf, departmentTransition, sameDepartment } from './routing/department';
export type { Department, DepartmentTransition } from './routing/department';
export { buildPath, buildQuery, fillPattern, matchPath, normalisePath } from './routing/match';
export type { RouteMatch, RouteParams } from './routing/match';
export {
  apiVersionForRoute, BUSINESS_PRODUCTS, isRouteName, MENU_PAGE_PRODUCTS, PAYMENT_FLOWS, PAYMENT_RESULTS,
  longatePath, paymentResultPath, ROUTE_NAMES, routeByName, ROUTES, THREE_DS_FLOWS, threeDsReturnPath,
} from './routing/routes';
export type {
  BusinessProduct, LongateStep, PaymentFlow, PaymentResult, RouteApiVersion, RouteDef, RouteName, RouteSpec,
} from './routing/routes';
export { saveInvite } from './routing/invite';
export { adoptLinkParams, readUtm, saveSessionParams } from './routing/session-params';

// Machines, one family per subpath; each entry file lists its names explicitly
export * from './entries/session';
export * from './entries/funnel';
export * from './entries/checkout';
export * from './entries/cabinet';
