/**
 * `@mealflow/sdk/storefront`: the visitor's side: landing catalog, order funnel, login and session, menus, A/B tests,
 * leave banner, marketing, new client, questionnaire, city.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export type * from '../shared/session-inbox';
export type * from '../shared/visitor-city-ref';
export * from '../storefront/ab-test/ab-test.connect';
export { abTestMachine, allocateTests, provideAbTest } from '../storefront/ab-test/ab-test.machine';
export type {
  AbTestContext,
  AbTestEvent,
  AbTestInput,
  AbTestMachine,
  AbTestOptions,
  AllocationIO,
} from '../storefront/ab-test/ab-test.machine';
export * from '../storefront/ab-test/ab-test.rules';
export * from '../storefront/ab-test/active-tests.connect';
export * from '../storefront/ab-test/running-tests';
export * from '../storefront/ab-test/visitor';
export * from '../storefront/city/city.connect';
export * from '../storefront/city/city.machine';
export * from '../storefront/city/city.rules';
export * from '../storefront/funnel/funnel.connect';
export * from '../storefront/funnel/funnel.handoff';
export { funnelMachine, selectionKey } from '../storefront/funnel/funnel.machine';
export type { FunnelMachine } from '../storefront/funnel/funnel.machine';
export {
  ANALYTICS_COOKIES,
  REFERRER_COOKIE,
  TWO_STAGE_PRODUCTS,
  buildCreateOrderRequest,
  checkoutRoute,
  confirmRoute,
  firstDeliveryDate,
  isSubscriptionOffer,
  offersCustomMenu,
  orderOriginId,
  readAnalyticalData,
  selectionFromMenu,
  subscribeStepRoute,
  tomorrow,
  tryCustomizationCheckoutIn,
  usesTwoStageCreation,
} from '../storefront/funnel/funnel.payload';
export type { FunnelCheckoutIn, FunnelFlow, FunnelSelection, OrderFacts } from '../storefront/funnel/funnel.payload';
export * from '../storefront/funnel/funnel.provide';
export * from '../storefront/funnel/funnel.rules';
export type * from '../storefront/funnel/funnel.types';
export * from '../storefront/landing/cabinet-order';
export * from '../storefront/landing/catalog.connect';
export { catalogMachine, menuTypeFacts, typesOfGoal } from '../storefront/landing/catalog.machine';
export * from '../storefront/landing/catalog.provide';
export type { CatalogContext, CatalogEvent, CatalogInput, CatalogMachine } from '../storefront/landing/catalog.machine';
export * from '../storefront/landing/mobile-order';
export * from '../storefront/landing/order-block.connect';
export { orderBlockMachine } from '../storefront/landing/order-block.machine';
export type {
  OrderBlockContext,
  OrderBlockEvent,
  OrderBlockInput,
  OrderBlockMachine,
  SessionRef,
} from '../storefront/landing/order-block.machine';
export * from '../storefront/landing/order-block.provide';
export {
  connectLeaveBanner,
  formatMinutesSeconds,
  leaveBannerLogin,
  leaveBannerSecondsLeft,
  leaveBannerView,
} from '../storefront/leave-banner/leave-banner.connect';
export type {
  LeaveBannerConnect,
  LeaveBannerLogin,
  LeaveBannerSnapshot,
  LeaveBannerView,
} from '../storefront/leave-banner/leave-banner.connect';
export {
  LEAVE_BANNER_AUDIENCE,
  LEAVE_BANNER_STORAGE_KEY,
  leaveBannerMachine,
  provideLeaveBanner,
} from '../storefront/leave-banner/leave-banner.machine';
export type {
  LeaveBannerContext,
  LeaveBannerEvent,
  LeaveBannerInput,
  LeaveBannerMachine,
  LeaveBannerOutput,
  LeaveBannerVariant,
} from '../storefront/leave-banner/leave-banner.machine';
export * from '../storefront/login/login.connect';
export { isWrongCodeError, loginMachine } from '../storefront/login/login.machine';
export type { LoginContext, LoginEvent, LoginInput, LoginMachine, LoginOutput } from '../storefront/login/login.machine';
export * from '../storefront/login/login.provide';
export * from '../storefront/marketing/marketing.connect';
export { marketingConfigMachine } from '../storefront/marketing/marketing.machine';
export type {
  MarketingConfigContext,
  MarketingConfigEvent,
  MarketingConfigInput,
  MarketingConfigMachine,
} from '../storefront/marketing/marketing.machine';
export * from '../storefront/marketing/marketing.provide';
export { VCP_ID, marketingContextOf, treesOf } from '../storefront/marketing/marketing.rules';
export type { MarketingFiles, MarketingVisitor } from '../storefront/marketing/marketing.rules';
export type * from '../storefront/marketing/marketing.types';
export * from '../storefront/marketing/promotion.connect';
export { PROMOTION_TEXTS, activityName, promotionMachine } from '../storefront/marketing/promotion.machine';
export type { PromotionContext, PromotionEvent, PromotionInput, PromotionMachine } from '../storefront/marketing/promotion.machine';
export * from '../storefront/marketing/promotion.provide';
export type * from '../storefront/marketing/promotion.types';
export type { MenuDishView } from '../storefront/menus/dish-view';
export * from '../storefront/menus/menu-page.connect';
export { menuPageMachine } from '../storefront/menus/menu-page.machine';
export type { MenuPageMachine } from '../storefront/menus/menu-page.machine';
export * from '../storefront/menus/menu-page.provide';
export * from '../storefront/menus/menu-page.rules';
export type * from '../storefront/menus/menu-page.types';
export * from '../storefront/menus/product-menu.connect';
export { productMenuMachine } from '../storefront/menus/product-menu.machine';
export type { ProductMenuContext, ProductMenuEvent, ProductMenuInput, ProductMenuMachine } from '../storefront/menus/product-menu.machine';
export * from '../storefront/menus/product-menu.provide';
export { productMenuDays, productMenuFile, productMenuLines } from '../storefront/menus/product-menu.rules';
export type { ProductMenuFile } from '../storefront/menus/product-menu.rules';
export * from '../storefront/menus/target-details.connect';
export { targetDetailsMachine } from '../storefront/menus/target-details.machine';
export type {
  TargetDetailsContext,
  TargetDetailsData,
  TargetDetailsEvent,
  TargetDetailsInput,
  TargetDetailsMachine,
} from '../storefront/menus/target-details.machine';
export * from '../storefront/menus/target-details.provide';
export * from '../storefront/new-client/new-client-profile.connect';
export { newClientProfileMachine } from '../storefront/new-client/new-client-profile.machine';
export type {
  NewClientProfileContext,
  NewClientProfileEvent,
  NewClientProfileInput,
  NewClientProfileLoaded,
  NewClientProfileMachine,
  NewClientSessionRef,
} from '../storefront/new-client/new-client-profile.machine';
export * from '../storefront/new-client/new-client-profile.provide';
export * from '../storefront/new-client/new-client-profile.rules';
export * from '../storefront/new-client/new-client';
export * from '../storefront/questionnaire/questionnaire.connect';
export { questionnaireMachine } from '../storefront/questionnaire/questionnaire.machine';
export type {
  QuestionnaireContext,
  QuestionnaireEvent,
  QuestionnaireInput,
  QuestionnaireMachine,
} from '../storefront/questionnaire/questionnaire.machine';
export * from '../storefront/questionnaire/questionnaire.provide';
export * from '../storefront/questionnaire/questionnaire.rules';
export type * from '../storefront/questionnaire/questionnaire.types';
export * from '../storefront/session/session.connect';
export { SESSION_STORAGE, provideSession, readLogoutProfile, sessionMachine } from '../storefront/session/session.machine';
export type { SessionContext, SessionEvent, SessionMachine } from '../storefront/session/session.machine';
