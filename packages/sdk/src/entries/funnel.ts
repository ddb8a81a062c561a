/** `@mealflow/sdk/funnel`: The storefront: landing catalog, order funnel, A/B tests, leave banner. Every name here is also exported by `@mealflow/sdk`. */
export { abTestView, abVariation, isInVariation, secondBrandFlagState } from '../storefront/ab-test/ab-test.connect';
export { activeTests, testsComposition, testsFlow } from '../storefront/ab-test/active-tests.connect';
export type { AbTestRow, AbTestSnapshot, AbTestView, SecondBrandFlagState } from '../storefront/ab-test/ab-test.connect';
export { actionKey, applyVariationAction, DEFAULT_ACTIVE_TESTS, setComposition, setFlow } from '../domain/active-tests';
export type {
  ActiveTestsKey, ActiveTestsState, TestsComposition, TestsFlow, VariationAction, VariationOwner,
} from '../domain/active-tests';
export { abTestMachine, allocateTests, provideAbTest } from '../storefront/ab-test/ab-test.machine';
export type {
  AbTestContext, AbTestEvent, AbTestInput, AbTestMachine, AbTestOptions, AllocationIO,
} from '../storefront/ab-test/ab-test.machine';
export {
  abTestCookieName, activeTestsState, createAbTest, drawVariation, EMPTY_VARIATION, mulberry32, PROBABILITY_TOLERANCE, shouldRunTest,
  VISITOR_KEYS, visitorChanged,
} from '../storefront/ab-test/ab-test.rules';
export type { AbAudience, AbTest, AbTestDefinition, AbVariation, AbVisitor } from '../storefront/ab-test/ab-test.rules';
export { visitorFacts } from '../storefront/ab-test/visitor';
export type { VisitorSources } from '../storefront/ab-test/visitor';
export {
  connectFunnel, funnelButtonLabel, funnelResume, funnelSecondsLeft, funnelView, funnelViewEquals,
} from '../storefront/funnel/funnel.connect';
export type { FunnelConnect, FunnelSnapshot, FunnelView } from '../storefront/funnel/funnel.connect';
export { readHandoff, readRecentOrder, RECENT_ORDER_MS, recentOrderForm, saveHandoff, saveRecentOrder } from '../storefront/funnel/funnel.handoff';
export type { OrderHandoff } from '../storefront/funnel/funnel.handoff';
export { creationAttemptFor, creationOutcomeUnknown, newAttemptKey, orderCreationKey } from '../storefront/funnel/funnel.rules';
export type { CreationAttempt } from '../storefront/funnel/funnel.rules';
export { funnelMachine, selectionKey } from '../storefront/funnel/funnel.machine';
export { provideFunnel } from '../storefront/funnel/funnel.provide';
export type {
  CreatedOrder, CreateOrderInput, CreateOrderOutput, ForgottenOrderInput, FunnelContext, FunnelEmitted, FunnelEvent,
  FunnelInput, FunnelMachine, FunnelResume,
} from '../storefront/funnel/funnel.machine';
export {
  ANALYTICS_COOKIES, buildCreateOrderRequest, checkoutRoute, confirmRoute, firstDeliveryDate, isSubscriptionOffer, offersCustomMenu, orderOriginId,
  readAnalyticalData, REFERRER_COOKIE, selectionFromMenu, subscribeStepRoute, tomorrow, TRIAL_PRODUCTS, tryCustomizationCheckoutIn, TWO_STAGE_PRODUCTS,
  usesTwoStageCreation,
} from '../storefront/funnel/funnel.payload';
export type { FunnelCheckoutIn, FunnelFlow, FunnelSelection, OrderFacts } from '../storefront/funnel/funnel.payload';
export { catalogSummary, catalogSummaryOf, catalogView, connectCatalog, SOLD_OUT_OPTION } from '../storefront/landing/catalog.connect';
export type { CatalogConnect, CatalogSnapshot, CatalogView, DaysOption, PlanOption } from '../storefront/landing/catalog.connect';
export { orderBlockView, orderBlockViewEquals } from '../storefront/landing/order-block.connect';
export type { OrderBlockCatalog, OrderBlockFunnel, OrderBlockSnapshot, OrderBlockView } from '../storefront/landing/order-block.connect';
export { orderBlockMachine } from '../storefront/landing/order-block.machine';
export type { OrderBlockContext, OrderBlockEvent, OrderBlockInput, OrderBlockMachine, SessionRef } from '../storefront/landing/order-block.machine';
export { provideOrderBlock } from '../storefront/landing/order-block.provide';
export { matchingRows, rememberTrialTarget, TRIAL_PRODUCT_PATH } from '../domain/landing-offer';
export { cabinetOrderInput } from '../storefront/landing/cabinet-order';
export {
  MOBILE_ORDER_STEPS, MOBILE_ORDER_TEXTS, MOBILE_TA_LOGIN_NEXT, mobileOrderChoiceOf, mobileOrderHid, mobileOrderInput, mobileOrderNav, mobileOrderPath, mobileOrderStepOf,
} from '../storefront/landing/mobile-order';
export type { MobileOrderChoice, MobileOrderNav, MobileOrderStep } from '../storefront/landing/mobile-order';
export { catalogMachine, menuTypeFacts, provideCatalog, typesOfGoal } from '../storefront/landing/catalog.machine';
export type { CatalogContext, CatalogEvent, CatalogInput, CatalogMachine } from '../storefront/landing/catalog.machine';
export {
  connectLeaveBanner, formatMinutesSeconds, leaveBannerLogin, leaveBannerSecondsLeft, leaveBannerView,
} from '../storefront/leave-banner/leave-banner.connect';
export type { LeaveBannerConnect, LeaveBannerLogin, LeaveBannerSnapshot, LeaveBannerView } from '../storefront/leave-banner/leave-banner.connect';
export {
  LEAVE_BANNER_AUDIENCE, LEAVE_BANNER_STORAGE_KEY, leaveBannerMachine, provideLeaveBanner,
} from '../storefront/leave-banner/leave-banner.machine';
export type {
  LeaveBannerContext, LeaveBannerEvent, LeaveBannerInput, LeaveBannerMachine, LeaveBannerOutput, LeaveBannerVariant,
} from '../storefront/leave-banner/leave-banner.machine';
export { activeCityId, cityView, connectCity } from '../storefront/city/city.connect';
export type { CityConnect, CityView } from '../storefront/city/city.connect';
export { cityMachine, provideCity } from '../storefront/city/city.machine';
export type { CityActor, CityContext, CityEvent, CityMachine, CityMachineInput, CitySnapshot } from '../storefront/city/city.machine';
export { cityCookieWrites, confirmsCity, isCityConfirmed, needsIpLookup, pathClearingCity, selectableCities } from '../storefront/city/city.rules';
export type { CityOrigin, CookieWrite } from '../storefront/city/city.rules';
export { brandOfLanding, brandOfPage, brandTexts, deliveriesFor, landingBlocks, mobileAppBannerVisible, osOfUserAgent, promoFor } from '../domain/storefront';
export type { AppBannerInput, LandingBlock } from '../domain/storefront';
export {
  APP_BANNER_TEXTS, BRAND_TEXTS, CITY_TEXTS, DELIVERIES_BLOCK_TEXTS, DELIVERY_ZONES, LEGAL_DOCUMENTS, MATCHING, PRODUCT_TEXTS, PROMO_TEXTS,
} from '../domain/storefront-texts';
export type { DeliveryZone, LegalDocument } from '../domain/storefront-texts';
