/**
 * `@mealflow/sdk/storefront`: the visitor's side: landing catalog, order funnel, login and session, menus, A/B tests,
 * leave banner, marketing, new client, questionnaire, city.
 * Generated once from the flat root (issue 33); names are listed explicitly, no `export *` over a module.
 */
export type { LoggedInEvent, SessionInbox } from '../shared/session-inbox';
export { abTestView, abVariation, isInVariation, secondBrandFlagState } from '../storefront/ab-test/ab-test.connect';
export type { AbTestRow, AbTestSnapshot, AbTestView, SecondBrandFlagState } from '../storefront/ab-test/ab-test.connect';
export { abTestMachine, allocateTests, provideAbTest } from '../storefront/ab-test/ab-test.machine';
export type {
  AbTestContext,
  AbTestEvent,
  AbTestInput,
  AbTestMachine,
  AbTestOptions,
  AllocationIO,
} from '../storefront/ab-test/ab-test.machine';
export {
  EMPTY_VARIATION,
  PROBABILITY_TOLERANCE,
  VISITOR_KEYS,
  abTestCookieName,
  activeTestsState,
  createAbTest,
  drawVariation,
  mulberry32,
  shouldRunTest,
  visitorChanged,
} from '../storefront/ab-test/ab-test.rules';
export type { AbAudience, AbTest, AbTestDefinition, AbVariation, AbVisitor } from '../storefront/ab-test/ab-test.rules';
export { activeTests, testsComposition, testsFlow } from '../storefront/ab-test/active-tests.connect';
export { RUNNING_AB_TESTS, runningAbTest } from '../storefront/ab-test/running-tests';
export { visitorFacts } from '../storefront/ab-test/visitor';
export type { VisitorSources } from '../storefront/ab-test/visitor';
export { activeCityId, citySettled, cityView, connectCity } from '../storefront/city/city.connect';
export type { CityConnect, CityView } from '../storefront/city/city.connect';
export { cityMachine, provideCity } from '../storefront/city/city.machine';
export type { CityActor, CityContext, CityEvent, CityMachine, CityMachineInput, CitySnapshot } from '../storefront/city/city.machine';
export {
  cityCookieWrites,
  confirmsCity,
  isCityConfirmed,
  needsIpLookup,
  pathClearingCity,
  selectableCities,
} from '../storefront/city/city.rules';
export type { CityOrigin, CookieWrite } from '../storefront/city/city.rules';
export {
  connectFunnel,
  funnelButtonLabel,
  funnelResume,
  funnelSecondsLeft,
  funnelView,
  funnelViewEquals,
} from '../storefront/funnel/funnel.connect';
export type { FunnelConnect, FunnelSnapshot, FunnelView } from '../storefront/funnel/funnel.connect';
export {
  RECENT_ORDER_MS,
  readHandoff,
  readRecentOrder,
  recentOrderForm,
  saveHandoff,
  saveRecentOrder,
} from '../storefront/funnel/funnel.handoff';
export type { OrderHandoff } from '../storefront/funnel/funnel.handoff';
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
export { provideFunnel } from '../storefront/funnel/funnel.provide';
export { creationAttemptFor, creationOutcomeUnknown, newAttemptKey, orderCreationKey } from '../storefront/funnel/funnel.rules';
export type { CreationAttempt } from '../storefront/funnel/funnel.rules';
export type {
  CreateOrderInput,
  CreateOrderOutput,
  CreatedOrder,
  ForgottenOrderInput,
  FunnelContext,
  FunnelEmitted,
  FunnelEvent,
  FunnelInput,
  FunnelResume,
} from '../storefront/funnel/funnel.types';
export { cabinetOrderInput } from '../storefront/landing/cabinet-order';
export {
  SOLD_OUT_OPTION,
  catalogChosen,
  catalogReady,
  catalogSummary,
  catalogSummaryOf,
  catalogView,
  connectCatalog,
} from '../storefront/landing/catalog.connect';
export type { CatalogConnect, CatalogSnapshot, CatalogView, DaysOption, PlanOption } from '../storefront/landing/catalog.connect';
export { catalogMachine, menuTypeFacts, provideCatalog, typesOfGoal } from '../storefront/landing/catalog.machine';
export type { CatalogContext, CatalogEvent, CatalogInput, CatalogMachine } from '../storefront/landing/catalog.machine';
export {
  MOBILE_ORDER_STEPS,
  MOBILE_ORDER_TEXTS,
  MOBILE_TA_LOGIN_NEXT,
  mobileOrderChoiceOf,
  mobileOrderHid,
  mobileOrderInput,
  mobileOrderNav,
  mobileOrderPath,
  mobileOrderStepOf,
} from '../storefront/landing/mobile-order';
export type { MobileOrderChoice, MobileOrderNav, MobileOrderStep } from '../storefront/landing/mobile-order';
export { orderBlockView, orderBlockViewEquals } from '../storefront/landing/order-block.connect';
export type { OrderBlockCatalog, OrderBlockFunnel, OrderBlockSnapshot, OrderBlockView } from '../storefront/landing/order-block.connect';
export { orderBlockMachine } from '../storefront/landing/order-block.machine';
export type {
  OrderBlockContext,
  OrderBlockEvent,
  OrderBlockInput,
  OrderBlockMachine,
  SessionRef,
} from '../storefront/landing/order-block.machine';
export { provideOrderBlock } from '../storefront/landing/order-block.provide';
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
export { connectLogin, loginView, loginViewEquals } from '../storefront/login/login.connect';
export type { LoginConnect, LoginSnapshot, LoginView } from '../storefront/login/login.connect';
export { isWrongCodeError, loginMachine, provideLogin } from '../storefront/login/login.machine';
export type { LoginContext, LoginEvent, LoginInput, LoginMachine, LoginOutput } from '../storefront/login/login.machine';
export { customizationStripView } from '../storefront/marketing/marketing.connect';
export type { CustomizationStripView, MarketingConfigSnapshot } from '../storefront/marketing/marketing.connect';
export { marketingConfigMachine } from '../storefront/marketing/marketing.machine';
export type { MarketingConfigMachine } from '../storefront/marketing/marketing.machine';
export { CUSTOMIZATION_COOKIE, provideMarketingConfig } from '../storefront/marketing/marketing.provide';
export { VCP_ID, marketingContextOf, treesOf } from '../storefront/marketing/marketing.rules';
export type { MarketingFiles, MarketingVisitor } from '../storefront/marketing/marketing.rules';
export type {
  MarketingConfigContext,
  MarketingConfigEvent,
  MarketingConfigInput,
  MarketingLoaded,
} from '../storefront/marketing/marketing.types';
export { PROMOTION_VIEW_TEXTS, connectPromotion, discountText, periodText, promotionView } from '../storefront/marketing/promotion.connect';
export type { PromotionHandlers, PromotionOfferView, PromotionSnapshot, PromotionView } from '../storefront/marketing/promotion.connect';
export { PROMOTION_TEXTS, activityName, promotionMachine } from '../storefront/marketing/promotion.machine';
export type { PromotionMachine } from '../storefront/marketing/promotion.machine';
export { providePromotion } from '../storefront/marketing/promotion.provide';
export type {
  MarketingActivity,
  PromotionContext,
  PromotionEvent,
  PromotionInput,
  PromotionLoaded,
} from '../storefront/marketing/promotion.types';
export type { MenuDishView } from '../storefront/menus/dish-view';
export { ORDER_FORM_ID, connectMenuPage, menuPageView } from '../storefront/menus/menu-page.connect';
export type {
  MenuDayView,
  MenuLineView,
  MenuPageHandlers,
  MenuPageSnapshot,
  MenuPageView,
  MenuWeekView,
} from '../storefront/menus/menu-page.connect';
export { menuPageMachine } from '../storefront/menus/menu-page.machine';
export type { MenuPageMachine } from '../storefront/menus/menu-page.machine';
export { provideMenuPage } from '../storefront/menus/menu-page.provide';
export {
  canToggleFavorite,
  dayTotals,
  daysOf,
  hasNoDishes,
  isNotSold,
  isSoldOut,
  lineFacts,
  pricePerDay,
  restrictedPackIds,
  weekFileOf,
  weekOfParam,
  weekParamOf,
} from '../storefront/menus/menu-page.rules';
export type {
  FavoriteSaveInput,
  MenuLineFacts,
  MenuOrderDish,
  MenuPageContext,
  MenuPageData,
  MenuPageEvent,
  MenuPageInput,
  MenuPageSource,
  MenuWeek,
} from '../storefront/menus/menu-page.types';
export { connectProductMenu, productMenuView } from '../storefront/menus/product-menu.connect';
export type { ProductMenuChip, ProductMenuHandlers, ProductMenuSnapshot, ProductMenuView } from '../storefront/menus/product-menu.connect';
export { productMenuMachine } from '../storefront/menus/product-menu.machine';
export type { ProductMenuContext, ProductMenuEvent, ProductMenuInput, ProductMenuMachine } from '../storefront/menus/product-menu.machine';
export { provideProductMenu } from '../storefront/menus/product-menu.provide';
export { productMenuDays, productMenuFile, productMenuLines } from '../storefront/menus/product-menu.rules';
export type { ProductMenuFile } from '../storefront/menus/product-menu.rules';
export { connectTargetDetails, targetDetailsView } from '../storefront/menus/target-details.connect';
export type { TargetDetailsSnapshot, TargetDetailsView, TargetLineView } from '../storefront/menus/target-details.connect';
export { targetDetailsMachine } from '../storefront/menus/target-details.machine';
export type {
  TargetDetailsContext,
  TargetDetailsData,
  TargetDetailsEvent,
  TargetDetailsInput,
  TargetDetailsMachine,
} from '../storefront/menus/target-details.machine';
export { provideTargetDetails } from '../storefront/menus/target-details.provide';
export { connectNewClientProfile, newClientProfileView } from '../storefront/new-client/new-client-profile.connect';
export type {
  NewClientProfileHandlers,
  NewClientProfileSnapshot,
  NewClientProfileView,
} from '../storefront/new-client/new-client-profile.connect';
export { newClientProfileMachine } from '../storefront/new-client/new-client-profile.machine';
export type {
  NewClientProfileContext,
  NewClientProfileEvent,
  NewClientProfileInput,
  NewClientProfileLoaded,
  NewClientProfileMachine,
  NewClientSessionRef,
} from '../storefront/new-client/new-client-profile.machine';
export { provideNewClientProfile } from '../storefront/new-client/new-client-profile.provide';
export { newClientLockedFields, newClientProfileErrors, newClientProfileSave } from '../storefront/new-client/new-client-profile.rules';
export type { NewClientProfileErrors, NewClientProfileFields } from '../storefront/new-client/new-client-profile.rules';
export {
  NEW_CLIENT_TARIFF_PATH,
  NEW_CLIENT_TEXTS,
  confirmationQuery,
  newClientCardPath,
  newClientConfirmPath,
  newClientPaymentPath,
  newClientProfilePath,
  newClientTariffInput,
} from '../storefront/new-client/new-client';
export { QUESTIONNAIRE_VIEW_TEXTS, connectQuestionnaire, questionnaireView } from '../storefront/questionnaire/questionnaire.connect';
export type {
  QuestionView,
  QuestionnaireHandlers,
  QuestionnaireSnapshot,
  QuestionnaireView,
} from '../storefront/questionnaire/questionnaire.connect';
export { questionnaireMachine } from '../storefront/questionnaire/questionnaire.machine';
export type { QuestionnaireMachine } from '../storefront/questionnaire/questionnaire.machine';
export { provideQuestionnaire } from '../storefront/questionnaire/questionnaire.provide';
export {
  QUESTIONNAIRE_SESSION_KEY,
  QUESTIONNAIRE_TEXTS,
  answerProblem,
  firstUnanswered,
  newSessionId,
  normaliseAnswer,
} from '../storefront/questionnaire/questionnaire.rules';
export type {
  QuestionnaireContext,
  QuestionnaireEvent,
  QuestionnaireInput,
  QuestionnaireLoaded,
} from '../storefront/questionnaire/questionnaire.types';
export {
  isSignedIn,
  phoneSessionGate,
  sessionGate,
  sessionSettling,
  sessionView,
  signedInWithPhone,
  visitorActivityStatus,
} from '../storefront/session/session.connect';
export type { SessionGate, SessionSnapshot, SessionView } from '../storefront/session/session.connect';
export { SESSION_STORAGE, provideSession, readLogoutProfile, sessionMachine } from '../storefront/session/session.machine';
export type { SessionContext, SessionEvent, SessionMachine } from '../storefront/session/session.machine';
