/** `@mealflow/sdk/funnel`: The storefront: landing catalog, order funnel, A/B tests, leave banner. Every name here is also exported by `@mealflow/sdk`. */
export { abTestView, abVariation, isInVariation, secondBrandFlagState } from '../machines/ab-test/ab-test.connect';
export { activeTests, testsComposition, testsFlow } from '../machines/ab-test/active-tests.connect';
export type { AbTestRow, AbTestSnapshot, AbTestView, SecondBrandFlagState } from '../machines/ab-test/ab-test.connect';
export { actionKey, applyVariationAction, DEFAULT_ACTIVE_TESTS, setComposition, setFlow } from '../domain/active-tests';
export type {
  ActiveTestsKey, ActiveTestsState, TestsComposition, TestsFlow, VariationAction, VariationOwner,
} from '../domain/active-tests';
export { abTestMachine, allocateTests, provideAbTest } from '../machines/ab-test/ab-test.machine';
export type {
  AbTestContext, AbTestEvent, AbTestInput, AbTestMachine, AbTestOptions, AllocationIO,
} from '../machines/ab-test/ab-test.machine';
export {
  abTestCookieName, activeTestsState, createAbTest, drawVariation, EMPTY_VARIATION, mulberry32, PROBABILITY_TOLERANCE, shouldRunTest,
  VISITOR_KEYS, visitorChanged,
} from '../machines/ab-test/ab-test.rules';
export type { AbAudience, AbTest, AbTestDefinition, AbVariation, AbVisitor } from '../machines/ab-test/ab-test.rules';
export { visitorFacts } from '../machines/ab-test/visitor';
export type { VisitorSources } from '../machines/ab-test/visitor';
export {
  connectFunnel, funnelButtonLabel, funnelResume, funnelSecondsLeft, funnelView, funnelViewEquals,
} from '../machines/funnel/funnel.connect';
export type { FunnelConnect, FunnelSnapshot, FunnelView } from '../machines/funnel/funnel.connect';
export { readHandoff, readRecentOrder, RECENT_ORDER_MS, recentOrderForm, saveHandoff, saveRecentOrder } from '../machines/funnel/funnel.handoff';
export type { OrderHandoff } from '../machines/funnel/funnel.handoff';
export { creationAttemptFor, creationOutcomeUnknown, newAttemptKey, orderCreationKey } from '../machines/funnel/funnel.rules';
export type { CreationAttempt } from '../machines/funnel/funnel.rules';
export { funnelMachine, selectionKey } from '../machines/funnel/funnel.machine';
export { provideFunnel } from '../machines/funnel/funnel.provide';
export type {
  CreatedOrder, CreateOrderInput, CreateOrderOutput, ForgottenOrderInput, FunnelContext, FunnelEmitted, FunnelEvent,
  FunnelInput, FunnelMachine, FunnelResume,
} from '../machines/funnel/funnel.machine';
export {
  ANALYTICS_COOKIES, buildCreateOrderRequest, checkoutRoute, confirmRoute, firstDeliveryDate, isSubscriptionOffer, offersCustomMenu, orderOriginId,
  readAnalyticalData, REFERRER_COOKIE, selectionFromMenu, subscribeStepRoute, tomorrow, TRIAL_PRODUCTS, tryCustomizationCheckoutIn, TWO_STAGE_PRODUCTS,
  usesTwoStageCreation,
} from '../machines/funnel/funnel.payload';
export type { FunnelCheckoutIn, FunnelFlow, FunnelSelection, OrderFacts } from '../machines/funnel/funnel.payload';
export { catalogSummary, catalogSummaryOf, catalogView, connectCatalog, SOLD_OUT_OPTION } from '../machines/landing/catalog.connect';
export type { CatalogConnect, CatalogSnapshot, CatalogView, DaysOption, PlanOption } from '../machines/landing/catalog.connect';
export { orderBlockView, orderBlockViewEquals } from '../machines/landing/order-block.connect';
export type { OrderBlockCatalog, OrderBlockFunnel, OrderBlockSnapshot, OrderBlockView } from '../machines/landing/order-block.connect';
export { orderBlockMachine } from '../machines/landing/order-block.machine';
export type { OrderBlockContext, OrderBlockEvent, OrderBlockInput, OrderBlockMachine, SessionRef } from '../machines/landing/order-block.machine';
export { provideOrderBlock } from '../machines/landing/order-block.provide';
export { cabinetOrderInput } from '../machines/landing/cabinet-order';
export {
  MOBILE_ORDER_STEPS, MOBILE_ORDER_TEXTS, MOBILE_TA_LOGIN_NEXT, mobileOrderChoiceOf, mobileOrderHid, mobileOrderInput, mobileOrderNav, mobileOrderPath, mobileOrderStepOf,
} from '../machines/landing/mobile-order';
export type { MobileOrderChoice, MobileOrderNav, MobileOrderStep } from '../machines/landing/mobile-order';
export { catalogMachine, menuTypeFacts, provideCatalog, typesOfGoal } from '../machines/landing/catalog.machine';
export type { CatalogContext, CatalogEvent, CatalogInput, CatalogMachine } from '../machines/landing/catalog.machine';
export {
  connectLeaveBanner, formatMinutesSeconds, leaveBannerLogin, leaveBannerSecondsLeft, leaveBannerView,
} from '../machines/leave-banner/leave-banner.connect';
export type { LeaveBannerConnect, LeaveBannerLogin, LeaveBannerSnapshot, LeaveBannerView } from '../machines/leave-banner/leave-banner.connect';
export {
  LEAVE_BANNER_AUDIENCE, LEAVE_BANNER_STORAGE_KEY, leaveBannerMachine, provideLeaveBanner,
} from '../machines/leave-banner/leave-banner.machine';
export type {
  LeaveBannerContext, LeaveBannerEvent, LeaveBannerInput, LeaveBannerMachine, LeaveBannerOutput, LeaveBannerVariant,
} from '../machines/leave-banner/leave-banner.machine';
export { activeCityId, cityView, connectCity } from '../machines/city/city.connect';
export type { CityConnect, CityView } from '../machines/city/city.connect';
export { cityMachine, provideCity } from '../machines/city/city.machine';
export type { CityActor, CityContext, CityEvent, CityMachine, CityMachineInput, CitySnapshot } from '../machines/city/city.machine';
export { cityCookieWrites, confirmsCity, isCityConfirmed, needsIpLookup, pathClearingCity, selectableCities } from '../machines/city/city.rules';
export type { CityOrigin, CookieWrite } from '../machines/city/city.rules';
export { brandOfLanding, brandOfPage, brandTexts, deliveriesFor, landingBlocks, mobileAppBannerVisible, osOfUserAgent, promoFor } from '../domain/storefront';
export type { AppBannerInput, LandingBlock } from '../domain/storefront';
export {
  APP_BANNER_TEXTS, BRAND_TEXTS, CITY_TEXTS, DELIVERIES_BLOCK_TEXTS, DELIVERY_ZONES, LEGAL_DOCUMENTS, MATCHING, PRODUCT_TEXTS, PROMO_TEXTS,
} from '../domain/storefront-texts';
export type { DeliveryZone, LegalDocument } from '../domain/storefront-texts';
