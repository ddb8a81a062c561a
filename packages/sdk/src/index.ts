/**
 * @mealflow/sdk — the headless domain SDK. Framework-free: no React, no DOM except through ports.
 *
 * The public API, name by name: a name exported by a module below is public only once it is listed
 * here (no `export *`). The machine families are also subpaths (`@mealflow/sdk/checkout`,
 * `/funnel`, `/session`) and the pure rules `@mealflow/sdk/domain`, for bundlers that tree-shake
 * less well and for readers who want one family's API in one place.
 */

// The composition root and the ports
export { createMealflow } from './create-mealflow';
export type { CreateMealflowOptions, Mealflow, MealflowMachines } from './create-mealflow';
export type { MealflowDeps } from './deps';
export type {
  AnalyticsPort, CaptchaPort, CardCryptogramPort, ClockPort, CookieOptions, CookiePort, DevicePort, NavigationPort,
  NotifyPort, Ports, StoragePort, VkPayPort, VkPayResult,
} from './ports';
export {
  createManualClock, createMemoryAnalytics, createMemoryCaptcha, createMemoryCookies, createMemoryDevice,
  createMemoryNavigation, createMemoryNotify, createMemoryPorts, createMemoryStorage, createMemoryVkPay,
  createSandboxCryptogram,
} from './ports/memory';
export type {
  ManualClock, MemoryAnalytics, MemoryCaptcha, MemoryCookies, MemoryNavigation, MemoryNotify, MemoryPorts,
  MemoryPortsOptions, MemoryStorage, MemoryVkPay,
} from './ports/memory';

// API: the client, its errors, every call and its schemas
export { API_TIMEOUT_MS, createApiClient, defineEndpoint } from './api/client';
export type { ApiClient, ApiClientOptions, ApiEvent, CallOptions, Endpoint, HttpMethod } from './api/client';
export { auth } from './api/endpoints/auth';
export { checkout } from './api/endpoints/checkout';
export { common } from './api/endpoints/common';
export { funnel } from './api/endpoints/funnel';
export { menu } from './api/endpoints/menu';
export { payments } from './api/endpoints/payments';
export { profile } from './api/endpoints/profile';
export { tips } from './api/endpoints/tips';
export { ApiError, errorText, isAborted, isApiError } from './api/errors';
export type { ApiErrorInit, ApiErrorKind } from './api/errors';
export { COOKIES, HEADERS, QUERY } from './api/protocol';
export {
  CheckSmsRequest, CheckTokenResponse, EfstRequest, EfstResponse, LoginRequest, LoginResponse, SendSmsRequest,
} from './api/schemas/auth';
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
  PromocodeDiscount,
} from './api/schemas/order';
export {
  ChargeCardRequest, ChargeResponse, ChargeSbpResponse, ChargeTokenRequest, ForOrderRequest, GiftPurchaseRequest,
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

// Domain: pure rules, texts and formats
export { CITY_ALIASES, cityByAlias, cityById, currencyForCity, isBelarus } from './domain/cities';
export {
  ABONEMENT_PROMO_PERCENT, ACTIVITY_THROTTLE_MS, ACTIVITY_TYPE, ADD_TO_CART_EVENT_DELAY_MS, ADDRESS_CHECK,
  ADVCAKE_ID_LENGTH, ANALYTICS_INIT_RETRIES, ANALYTICS_INIT_RETRY_MS, BELARUS_CITY_ID, BUTTON_COUNTDOWN_S,
  CALORIE_LINES, CARD, CERTIFICATE_MEAL_DAYS, CITIES, CITY_ID, COOKIE_DAYS, CUSTOM_ABONEMENT_CONFIG_KEYS,
  CUSTOM_ABONEMENT_MEAL_DAYS, CUSTOMIZABLE_MENU_TYPES, DATA_LAYER_POLL_MAX, DATA_LAYER_POLL_MS, DEFAULT_CITY_ID,
  DELIVERY_CUTOFFS, DELIVERY_EVERY_DAYS, DELIVERY_HOURS, DELIVERY_NOTICE_MIN, DELIVERY_WINDOWS, DETOX_BOTTLES,
  EATING_PAUSE_OFFSET_DAYS, EATING_PAUSE_WHATS_NEW_DAYS, EXTRA_MEAL_PRICE, FIRST_NAME_MIN, FIT21_MAPPING,
  FIXED_PLAN_PRICES, FORGOTTEN_ORDER_DELAY_MIN, FREE_DELIVERY_BEYOND_MKAD_KM, HOME_ICON_HINT_MAX_SHOWS,
  isMonthlySubscription, LEAVE_BANNER_DISCOUNT, LEAVE_DETECTION_MS, MENU_HELPER_ACTIVITY_GOAL, MIN_PRICE,
  MIN_TRIAL_PRICE, MINSK_CITY_ID, MONITORING_SAMPLE_RATE, MOSCOW_CITY_ID, NEW_PACKS_COUNT, NO_DRINKS_MENU_TYPES,
  NOTIFICATION_MS, ORDER_ORIGIN, ORDER_READY_MS, PACK_DAYS, POPUP_SIZE, PRERENDER_READY_MS, PRESET_DAYS,
  PROMO_ACTIVATION_DELAY_MS, PROMO_ERROR_HIDE_MS, PROMO_EXTRA_DAYS, PROMO_MEAL_DAYS, QUESTIONNAIRE_SUB_PLATFORM_ID,
  REFERRAL_GROUP, REGIONAL_PROMO_MEAL_DAYS, RESERVATION_S, ROUTER_LOADER_MS, SBP_TYPE_KEYS, SLIDER_AUTOPLAY_MS,
  SLIDER_SPEED_MS, SMOOTH_SCROLL_MS, SMS_CODE_LENGTH, SPACE_OFFER_DISCOUNT, SPB_CITY_ID, SUBSCRIPTION,
  SUBSCRIPTION_FLOW_STRATEGY, SUGGEST_DEBOUNCE_MS, SUGGEST_REQUESTED, SUGGEST_SHOWN, SUPERDETOX_DAY_MEALS,
  SWIPE_CLOSE_PX, TESTS_REPROCESS_MS, TIP_MODAL_DELAY_MS, TIP_SUBSCRIPTION_DISCOUNTS, TRIAL_FACTS,
  TRIAL_ON_INDEX_MEAL_DAYS, TRIAL_PRICES, VK_PAY_MIN, WALLET_HISTORY_PAGE,
} from './domain/constants';
export type { City, CityAlias, TrialPrice, TrialTarget } from './domain/constants';
export {
  addDays, deliveryWindowLabel, deliveryWindowType, formatDate, formatDateWithWeekday, formatDayMonth,
  formatDeliveryWindow, formatTime, formatTimeRange, formatWeekday, isoDateInZone, isPastCutoff, mondayOf,
  SERVICE_TIME_ZONE, todayIso, tomorrowIso, WEEK_STARTS_ON, weekdayIndex,
} from './domain/dates';
export type { DeliveryWindowType } from './domain/dates';
export {
  chooseDefaultMenuType, DEFAULT_GOALS_CONSIDERED, goalMenuTypes, hasPartPayableDays, MENU_TYPE_TITLES,
  menuTypeTitle, SUBSCRIPTION_PRODUCTS,
} from './domain/menu';
export type { DefaultMenuChoice, DefaultMenuInput, DefaultMenuReason, GoalFacts, MenuTypeFacts } from './domain/menu';
export {
  AB_TEST_MESSAGES, ACCEPT_OFFER, ADDRESS_CHOOSE_HINT, ADDRESS_HOUSE_REQUIRED, ADDRESS_MESSAGES, ADDRESS_NOT_FOUND,
  ADDRESS_NOTHING_FOUND, ADDRESS_OUTSIDE_ZONE, ADDRESS_STREET_REQUIRED, ADDRESS_TYPE_HINT, ADDRESS_UNAVAILABLE,
  ADDRESS_UNAVAILABLE_FOR_DELIVERY, ADDRESS_UNAVAILABLE_FOR_LINE, ADDRESS_UNAVAILABLE_FOR_ORDER, CABINET_TEXTS,
  CANCEL, CAPTCHA_REQUIRED, CARD_CVV_INVALID, CARD_CVV_LABEL, CARD_EXPIRY_INVALID, CARD_EXPIRY_LABEL, CARD_MESSAGES,
  CARD_NAME_INVALID, CARD_NAME_LABEL, CARD_NUMBER_INVALID, CARD_NUMBER_LABEL, CASH_WITH_DRINKS, CHECKOUT_TEXTS,
  CHOOSE_PREFERENCES, CLOSE, CODE_HEADING, CODE_INVALID, CODE_LABEL, CODE_REQUIRED, CONFIRM, CUSTOM_MENU_BUTTON,
  DECLINE_OFFER, DOWNLOAD_APP, EDIT_PHONE, EMAIL_CHECK, EMAIL_INVALID, EMAIL_LABEL, ERROR_MESSAGES, EVENING,
  FINISH_ORDER, FIRST_NAME_LABEL, FIRST_NAME_REQUIRED, FLAT_INVALID, FLAT_LABEL, FUNNEL_TEXTS, GET_CODE,
  GET_DISCOUNT, LANDING_TEXTS, LAST_NAME_LABEL, LAST_NAME_REQUIRED, LEAVE_BANNER_OFFERS, LEAVE_BANNER_TEXTS,
  LEGAL_CONSENT_LINK, LEGAL_OFFER_LINK, LEGAL_TEXT, LOGIN_TEXTS, LOGOUT, LONGATION_STATUS_ERROR, LOSE_MENU_CHANGES,
  MALFORMED_RESPONSE, MORNING, MOVE_DELIVERY, NETWORK_ERROR, NOT_FOUND_TITLE, NOT_NOW, ORDER_BUTTON,
  ORDER_GIFT_BUTTON, ORDER_NOT_READY, ORDER_TRIAL_DAY, PAY, payAmount, PAYMENT_CARD_FORM_ERROR,
  PAYMENT_CRYPTOGRAM_ERROR, PAYMENT_ERROR, PAYMENT_MESSAGES, PHONE_EMPTY_CONTACT, PHONE_EMPTY_CREATE_ORDER,
  PHONE_EMPTY_CREATE_ORDER_COMMA, PHONE_EMPTY_EDIT_MENU, PHONE_HEADING, PHONE_INVALID_BY, PHONE_INVALID_RU,
  PHONE_LABEL, PHONE_MESSAGES, PHONE_PLEASE, PROFILE_MESSAGES, PROMO_APPLIED, PROMO_APPLIED_SHORT, PROMO_APPLY,
  PROMO_FAILED, PROMO_LABEL, PROMO_MESSAGES, REFUSE_DISCOUNT, RESEND_CODE, resendCodeIn, RETRY, SBP_ALLOW_AUTOPAY,
  SBP_CHOOSE_ANOTHER_BANK, SBP_CHOOSE_BANK, SBP_FAILED_TEXT, SBP_OPEN_BANK_APP, SBP_SCAN_QR, SBP_WAITING,
  sbpFailedTitle, SELECT_NOTHING_FOUND, SESSION_EXPIRED, TIMEOUT_ERROR, TIP_PAYMENT_ERROR, TO_HOME,
  TOAST_ADDRESS_CHANGED, TOAST_DELIVERY_CONFIRMED, TOAST_DELIVERY_TIME_CHANGED, TOAST_NEW_ADDRESS_SAVED,
  TOAST_ORDER_CANCELLED, TOAST_SETTINGS_APPLIED, TOASTS, TRY_AGAIN, UNKNOWN_ERROR, WRONG_CODE, XHR_UNDEFINED,
  TOO_MANY_ATTEMPTS,
} from './domain/messages';
export {
  currencySymbol, formatAmount, formatBottles, formatDays, formatDishes, formatMoney, formatWeeks, NBSP, plural,
} from './domain/money';
export type { PluralForms } from './domain/money';
export {
  BY_OPERATORS, formatPhone, formatPhoneInput, isPhoneComplete, isPhoneValid, nationalDigits, PHONE_COUNTRY_CODE,
  PHONE_NATIONAL_LENGTH, PHONE_PLACEHOLDER, PHONE_PREFIX, phoneCountryForCity, phoneDigits,
  RU_HOME_CODE_FIRST_DIGITS, toE164, validatePhone,
} from './domain/phone';
export type { PhoneCountry, PhoneValidation, PhoneValidationOptions } from './domain/phone';
export {
  applyPercentDiscount, fixedPlanPrice, LEAVE_BANNER_PROMOCODE, leaveBannerDiscountPercent, minTrialPrice,
  trialPrice,
} from './domain/pricing';
export {
  cardDigits, emailForSave, formatCardholderInput, formatCardNumberInput, formatCvvInput, formatExpiryInput,
  formatFlatInput, formatSmsCodeInput, isCardFormFilled, isFlatValid, isSmsCodeComplete, isValidEmail, luhn,
  validateAddressParts, validateCardForm, validateCardholder, validateCardNumber, validateCvv, validateEmail,
  validateExpiry, validateFirstName, validateFlat, validateLastName, validateSmsCode,
} from './domain/validation';
export type { AddressParts, CardFormErrors, CardFormValues, Expiry, ValidationResult } from './domain/validation';

// Routing: the route table, matching, guards, cities
export { cityIdFromHost, cityIdFromValue, isCityConfirmedByUrl, resolveCity, resolveCityId } from './routing/city';
export type { CityInput, CitySource } from './routing/city';
export {
  isSafeRedirect, resolveNavigation, SESSION_PARAMS, sessionParamsFromQuery, tokenFromQuery, withoutTokenParams,
} from './routing/guards';
export type { NavigationDecision, NavigationInput, SessionParam } from './routing/guards';
export { buildPath, buildQuery, fillPattern, matchPath, normalisePath } from './routing/match';
export type { RouteMatch, RouteParams } from './routing/match';
export {
  apiVersionForRoute, BUSINESS_PRODUCTS, isRouteName, MENU_PAGE_PRODUCTS, PAYMENT_FLOWS, PAYMENT_RESULTS,
  paymentResultPath, ROUTE_NAMES, routeByName, ROUTES, THREE_DS_FLOWS, threeDsReturnPath,
} from './routing/routes';
export type {
  BusinessProduct, PaymentFlow, PaymentResult, RouteApiVersion, RouteDef, RouteName, RouteSpec,
} from './routing/routes';
export { adoptLinkParams, readUtm, saveSessionParams } from './routing/session-params';

// Machines: session and login
export { loginView, loginViewEquals } from './machines/login/login.connect';
export type { LoginSnapshot, LoginView } from './machines/login/login.connect';
export { isWrongCodeError, loginMachine, provideLogin } from './machines/login/login.machine';
export type { LoginContext, LoginEvent, LoginInput, LoginMachine, LoginOutput } from './machines/login/login.machine';
export { sessionView } from './machines/session/session.connect';
export type { SessionSnapshot, SessionView } from './machines/session/session.connect';
export { provideSession, readLogoutProfile, SESSION_STORAGE, sessionMachine } from './machines/session/session.machine';
export type { SessionContext, SessionEvent, SessionMachine } from './machines/session/session.machine';

// Machines: landing, funnel, A/B tests, leave banner
export { abTestView, abVariation, isInVariation } from './machines/ab-test/ab-test.connect';
export type { AbTestRow, AbTestSnapshot, AbTestView } from './machines/ab-test/ab-test.connect';
export { abTestMachine, allocateTests, provideAbTest } from './machines/ab-test/ab-test.machine';
export type {
  AbTestContext, AbTestEvent, AbTestInput, AbTestMachine, AbTestOptions, AllocationIO,
} from './machines/ab-test/ab-test.machine';
export {
  abTestCookieName, createAbTest, drawVariation, EMPTY_VARIATION, mulberry32, PROBABILITY_TOLERANCE, shouldRunTest,
  VISITOR_KEYS, visitorChanged,
} from './machines/ab-test/ab-test.rules';
export type { AbAudience, AbTest, AbTestDefinition, AbVariation, AbVisitor } from './machines/ab-test/ab-test.rules';
export {
  funnelButtonLabel, funnelResume, funnelSecondsLeft, funnelView, funnelViewEquals,
} from './machines/funnel/funnel.connect';
export type { FunnelSnapshot, FunnelView } from './machines/funnel/funnel.connect';
export { funnelMachine, provideFunnel, selectionKey } from './machines/funnel/funnel.machine';
export type {
  CreatedOrder, CreateOrderInput, CreateOrderOutput, ForgottenOrderInput, FunnelContext, FunnelEmitted, FunnelEvent,
  FunnelInput, FunnelMachine, FunnelResume,
} from './machines/funnel/funnel.machine';
export {
  ANALYTICS_COOKIES, buildCreateOrderRequest, checkoutRoute, confirmRoute, isSubscriptionOffer, orderOriginId,
  readAnalyticalData, REFERRER_COOKIE, selectionFromMenu, subscribeStepRoute, tomorrow, TWO_STAGE_PRODUCTS,
  usesTwoStageCreation,
} from './machines/funnel/funnel.payload';
export type { FunnelFlow, FunnelSelection, OrderFacts } from './machines/funnel/funnel.payload';
export { catalogView } from './machines/landing/catalog.connect';
export type { CatalogSnapshot, CatalogView, DaysOption, PlanOption } from './machines/landing/catalog.connect';
export { catalogMachine, menuTypeFacts, provideCatalog, typesOfGoal } from './machines/landing/catalog.machine';
export type { CatalogContext, CatalogEvent, CatalogInput, CatalogMachine } from './machines/landing/catalog.machine';
export {
  formatMinutesSeconds, leaveBannerSecondsLeft, leaveBannerView,
} from './machines/leave-banner/leave-banner.connect';
export type { LeaveBannerSnapshot, LeaveBannerView } from './machines/leave-banner/leave-banner.connect';
export {
  LEAVE_BANNER_AUDIENCE, LEAVE_BANNER_STORAGE_KEY, leaveBannerMachine, provideLeaveBanner,
} from './machines/leave-banner/leave-banner.machine';
export type {
  LeaveBannerContext, LeaveBannerEvent, LeaveBannerInput, LeaveBannerMachine, LeaveBannerOutput, LeaveBannerVariant,
} from './machines/leave-banner/leave-banner.machine';

// Machines: checkout (address, promo code, timer, tips) and payment (card, SBP)
export {
  addressSuggestMachine, addressSuggestView, isValidFlat, provideAddressSuggest,
} from './machines/address-suggest/address-suggest.machine';
export type {
  AddressSuggestContext, AddressSuggestEvent, AddressSuggestInput, AddressSuggestMachine, AddressSuggestView,
} from './machines/address-suggest/address-suggest.machine';
export {
  addressBusy, addressCheckState, addressError, addressHint, addressView,
} from './machines/address/address.connect';
export type { AddressOption, AddressSnapshot, AddressView } from './machines/address/address.connect';
export {
  addressMachine, firstDeliveryOf, NEW_ADDRESS, provideAddress, suggestionToAddressInfo, unavailableText,
} from './machines/address/address.machine';
export type {
  AddressCheckState, AddressContext, AddressEvent, AddressInput, AddressReport,
} from './machines/address/address.machine';
export {
  autoTipsBusy, autoTipsEnabled, autoTipsNeedsCard, autoTipsSelectedTip, autoTipsView,
} from './machines/auto-tips/auto-tips.connect';
export type { AutoTipsSnapshot, AutoTipsView } from './machines/auto-tips/auto-tips.connect';
export { autoTipsMachine, provideAutoTips } from './machines/auto-tips/auto-tips.machine';
export type {
  AutoTipsContext, AutoTipsEvent, AutoTipsInput, AutoTipsMachine,
} from './machines/auto-tips/auto-tips.machine';
export {
  checkoutAddressActor, checkoutAvailableMethods, checkoutBusy, checkoutCanPay, checkoutMode,
  checkoutSelectedMethod, checkoutView, METHOD_LABELS,
} from './machines/checkout/checkout.connect';
export type { CheckoutMode, CheckoutSnapshot, CheckoutView, PriceLine } from './machines/checkout/checkout.connect';
export { checkoutMachine, firstDelivery, payGate, provideCheckout } from './machines/checkout/checkout.machine';
export type {
  CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutLoaded, PayGate, PrepareInput,
} from './machines/checkout/checkout.machine';
export {
  availableMethods, canAddDrinksTo, cashUnavailableReason, closeTarget, defaultMethod, isLongationNotUnformed,
  isPaid, isTrialOrder, NAME_PATTERN, paymentFlowOf, SAFE_DELIVERY_OPTION_ID, validEmail, validFirstName,
  validLastName,
} from './machines/checkout/checkout.rules';
export type { CheckoutQuery, CheckoutVariant, MethodFacts, PaymentMethod } from './machines/checkout/checkout.rules';
export { threeDsReturnTarget } from './machines/payment/payment-result';
export { paymentHandlers, paymentView } from './machines/payment/payment.connect';
export type { PaymentView } from './machines/payment/payment.connect';
export { paymentMachine } from './machines/payment/payment.machine';
export type {
  CardData, CardSource, ChargeOutcome, CreatedPayment, GiftDetails, PaymentContext, PaymentEvent, PaymentInput,
  PaymentOutput, PaymentReport, PaymentState, PayMethod,
} from './machines/payment/payment.machine';
export {
  askPaymentState, paymentSuccessPath, providePayment, PURCHASE_QUERY,
} from './machines/payment/payment.provide';
export {
  chargeFailureNeedsCheck, chargeKey, CryptogramError, isSafeActionUrl, PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_RETRY_MS, PAYMENT_PROCESSING_POLL_MS, PAYMENT_STATUS_TEXTS, PAYMENT_UNCERTAIN_RETRY_MS,
  paymentFailureText, PromoCardError,
} from './machines/payment/payment.rules';
export {
  promoApplied, promoBusy, promocodeView, promoError, promoMessage, showApplyButton,
} from './machines/promocode/promocode.connect';
export type { PromocodeSnapshot, PromocodeView } from './machines/promocode/promocode.connect';
export {
  CAMPAIGN_PROMOCODES, FRIEND_REFERRAL_CODE, isPromoInputHidden, promoCardBin, promocodeMachine, providePromocode,
} from './machines/promocode/promocode.machine';
export type {
  PromocodeContext, PromocodeEmitted, PromocodeEvent, PromocodeInput, PromocodeMachine,
} from './machines/promocode/promocode.machine';
export * as reservationTimerSelectors from './machines/reservation-timer/reservation-timer.connect';
export {
  label as reservationLabel, secondsLeft as reservationSecondsLeftOf, reservationTimerView,
} from './machines/reservation-timer/reservation-timer.connect';
export type {
  ReservationTimerSnapshot, ReservationTimerView,
} from './machines/reservation-timer/reservation-timer.connect';
export {
  provideReservationTimer, reservationSecondsLeft, reservationTimerMachine, TICK_MS,
} from './machines/reservation-timer/reservation-timer.machine';
export type {
  ReservationTimerContext, ReservationTimerEvent, ReservationTimerInput, ReservationTimerMachine,
} from './machines/reservation-timer/reservation-timer.machine';
export {
  provideSbp, SBP_BACKOFF_MS, SBP_POLL_MS, SBP_STORAGE_KEY, sbpMachine, sbpView,
} from './machines/sbp/sbp.machine';
export type { SbpContext, SbpEvent, SbpInput, SbpView } from './machines/sbp/sbp.machine';
