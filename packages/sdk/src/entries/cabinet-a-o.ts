/** Half of `@mealflow/sdk/cabinet` (cabinet.ts): the names of bonus-shop … order-detail, listed one by one. */
export { prefetchCabinet } from '../cabinet/cabinet.prefetch';
export { loadSettled } from '../shared/loadable';
export type { CabinetPrefetchTarget } from '../cabinet/cabinet.prefetch';
export { bonusShopView, bonusShopWallet, connectBonusShop, ownedCertificateView } from '../cabinet/bonus-shop/bonus-shop.connect';
export type {
  BonusShopCategoryLink,
  BonusShopConfirmView,
  BonusShopHandlers,
  BonusShopItemView,
  BonusShopOptions,
  BonusShopSnapshot,
  BonusShopView,
  OwnedCertificateView,
} from '../cabinet/bonus-shop/bonus-shop.connect';
export { bonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export type { BonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export { provideBonusShop } from '../cabinet/bonus-shop/bonus-shop.provide';
export {
  balanceAfter,
  canAfford,
  itemsOfCategory,
  newPurchaseKey,
  purchaseOutcomeUnknown,
  shortage,
} from '../cabinet/bonus-shop/bonus-shop.rules';
export type {
  BonusPurchaseInput,
  BonusPurchaseOutput,
  BonusShopContext,
  BonusShopEvent,
  BonusShopLoaded,
} from '../cabinet/bonus-shop/bonus-shop.types';
export { CABINET_ROOT_TEXTS, cabinetRootChildren, cabinetRootView, connectCabinetRoot } from '../cabinet/cabinet-root/cabinet-root.connect';
export type {
  CabinetRootChildren,
  CabinetRootHandlers,
  CabinetRootSnapshot,
  CabinetRootView,
} from '../cabinet/cabinet-root/cabinet-root.connect';
export { cabinetRootMachine } from '../cabinet/cabinet-root/cabinet-root.machine';
export type {
  CabinetRootContext,
  CabinetRootEvent,
  CabinetRootInput,
  CabinetRootMachine,
} from '../cabinet/cabinet-root/cabinet-root.machine';
export { provideCabinetRoot } from '../cabinet/cabinet-root/cabinet-root.provide';
export {
  FILTERS_PANEL_PRODUCTS,
  cabinetRootInput,
  filtersPanelAllowed,
  filtersPanelShown,
  offersAutoTips,
} from '../cabinet/cabinet-root/cabinet-root.rules';
export type { CabinetRootFacts, FiltersPanelFacts } from '../cabinet/cabinet-root/cabinet-root.rules';
export { cardsChildren, cardsView, connectCards } from '../cabinet/cards/cards.connect';
export type { CardView, CardsConfirmView, CardsHandlers, CardsSnapshot, CardsView } from '../cabinet/cards/cards.connect';
export { cardsMachine } from '../cabinet/cards/cards.machine';
export type { CardsMachine } from '../cabinet/cards/cards.machine';
export { provideCards } from '../cabinet/cards/cards.provide';
export { canActivate, cardBrand, cardById, cardKindText, cardMask } from '../cabinet/cards/cards.rules';
export type { CardsContext, CardsEvent } from '../cabinet/cards/cards.types';
export { connectCourierRating, courierRatingView } from '../cabinet/courier-rating/courier-rating.connect';
export type {
  CourierRatingHandlers,
  CourierRatingSnapshot,
  CourierRatingView,
  DriverView,
  TipDialogView,
} from '../cabinet/courier-rating/courier-rating.connect';
export { COURIER_RATING_TEXTS, courierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export type { CourierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export { provideCourierRating } from '../cabinet/courier-rating/courier-rating.provide';
export {
  NEGATIVE_STARS_MAX,
  TipDeclined,
  canTip,
  draftWithStars,
  isNegativeRating,
  reasonsFor,
  starsOf,
  tipFailureText,
  toggleReason,
} from '../cabinet/courier-rating/courier-rating.rules';
export type { RatingDraft } from '../cabinet/courier-rating/courier-rating.rules';
export type {
  CourierRatingContext,
  CourierRatingEvent,
  CourierRatingInput,
  CourierRatingLoaded,
  PayTipInput,
  PayTipOutput,
} from '../cabinet/courier-rating/courier-rating.types';
export { connectCustomization, customizationPayment, customizationView } from '../cabinet/customization/customization.connect';
export type {
  CustomDayView,
  CustomMealOption,
  CustomMealView,
  CustomizationHandlers,
  CustomizationSnapshot,
  CustomizationStatus,
  CustomizationView,
  SurchargeView,
} from '../cabinet/customization/customization.connect';
export { choicesOf, customizationMachine, surchargeMethods } from '../cabinet/customization/customization.machine';
export type { CustomizationMachine } from '../cabinet/customization/customization.machine';
export { provideCustomization } from '../cabinet/customization/customization.provide';
export { checkoutPathOf, dayLock, packsPathOf, wizardPathOf } from '../cabinet/customization/customization.rules';
export type { DayLock, MenuDayDelivery } from '../cabinet/customization/customization.rules';
export type {
  AcceptOutput,
  CustomDish,
  CustomizationContext,
  CustomizationEvent,
  CustomizationInput,
  CustomizationLoaded,
  CustomizationVariant,
  MealRef,
  SurchargeMethod,
} from '../cabinet/customization/customization.types';
export { connectDelivery, deliveryView } from '../cabinet/delivery/delivery.connect';
export type {
  DeliveryHandlers,
  DeliveryOptions,
  DeliverySnapshot,
  DeliveryView,
  SavedAddressOption,
} from '../cabinet/delivery/delivery.connect';
export { deliveryMachine } from '../cabinet/delivery/delivery.machine';
export type { DeliveryMachine } from '../cabinet/delivery/delivery.machine';
export { provideDelivery } from '../cabinet/delivery/delivery.provide';
export {
  addressFitText,
  asksBeforeMove,
  cutoffFor,
  deliveryCancelTerms,
  deliveryOf,
  firstDeliveryId,
  isBeforeCutoff,
  isChangeable,
  isConfirmable,
  orderForAddressChild,
  savedAddressFit,
  selectableDays,
  skipTarget,
  windowOf,
} from '../cabinet/delivery/delivery.rules';
export type { AddressAvailability, DeliverySlot } from '../cabinet/delivery/delivery.rules';
export { connectSkip, skipView } from '../cabinet/delivery/skip.connect';
export type { SkipActor, SkipHandlers, SkipSnapshot, SkipView } from '../cabinet/delivery/skip.connect';
export type { SkipContext, SkipEvent, SkipInput } from '../cabinet/delivery/skip.machine';
export type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from '../cabinet/delivery/delivery.types';
export { EMAIL_POPUP_VIEW_TEXTS, connectEmailPopup, emailPopupView } from '../cabinet/email-popup/email-popup.connect';
export type { EmailPopupHandlers, EmailPopupSnapshot, EmailPopupView } from '../cabinet/email-popup/email-popup.connect';
export { EMAIL_POPUP_TEXTS, emailPopupMachine } from '../cabinet/email-popup/email-popup.machine';
export type { EmailPopupContext, EmailPopupEvent, EmailPopupInput, EmailPopupMachine } from '../cabinet/email-popup/email-popup.machine';
export { EMAIL_POPUP_CLOSED_KEY, provideEmailPopup } from '../cabinet/email-popup/email-popup.provide';
export { connectFitness, fitnessView } from '../cabinet/fitness/fitness.connect';
export type { FitnessCardView, FitnessHandlers, FitnessOptions, FitnessSnapshot, FitnessView } from '../cabinet/fitness/fitness.connect';
export { fitnessMachine } from '../cabinet/fitness/fitness.machine';
export type { FitnessMachine } from '../cabinet/fitness/fitness.machine';
export { provideFitness } from '../cabinet/fitness/fitness.provide';
export { PromoRequestRefused, canRequestPromo, includesSportsClub, promoRequestFailureText } from '../cabinet/fitness/fitness.rules';
export type { FitnessContext, FitnessEvent, FitnessInput } from '../cabinet/fitness/fitness.types';
export { connectFreeze, freezeView } from '../cabinet/freeze/freeze.connect';
export type { FreezeHandlers, FreezeOption, FreezeOptions, FreezeSnapshot, FreezeView } from '../cabinet/freeze/freeze.connect';
export { freezeMachine } from '../cabinet/freeze/freeze.machine';
export type { FreezeMachine } from '../cabinet/freeze/freeze.machine';
export { provideFreeze } from '../cabinet/freeze/freeze.provide';
export {
  FREEZE_START_OPTIONS,
  cancelFreeze,
  earliestFreezeDate,
  freezeLengths,
  freezeMove,
  freezePeriod,
  freezeRangeProblem,
  freezeStartDates,
  movedDay,
  opensOnUnfreeze,
  periodsOverlap,
  unfreezeMove,
} from '../cabinet/freeze/freeze.rules';
export type { CalendarMove } from '../cabinet/freeze/freeze.rules';
export type { FreezeContext, FreezeEvent, FreezeInput, FreezeOutput } from '../cabinet/freeze/freeze.types';
export { connectHomeIcon } from '../cabinet/home-icon/home-icon.connect';
export type { HomeIconHandlers, HomeIconSnapshot, HomeIconView } from '../cabinet/home-icon/home-icon.connect';
export { homeIconMachine } from '../cabinet/home-icon/home-icon.machine';
export type { HomeIconContext, HomeIconEvent, HomeIconMachine, HomeIconMachineInput } from '../cabinet/home-icon/home-icon.machine';
export { HOME_ICON_SHOWS_KEY, provideHomeIcon } from '../cabinet/home-icon/home-icon.provide';
export { connectInvite, inviteView } from '../cabinet/invite/invite.connect';
export type { InviteHandlers, InviteSnapshot, InviteView } from '../cabinet/invite/invite.connect';
export { inviteMachine } from '../cabinet/invite/invite.machine';
export type { InviteMachine } from '../cabinet/invite/invite.machine';
export { provideInvite } from '../cabinet/invite/invite.provide';
export type { InviteContext, InviteEvent, InviteLoaded } from '../cabinet/invite/invite.types';
export { LONGATE_BONUS_TEXTS, bonusesText, connectLongateBonuses, longateBonusesView } from '../cabinet/longate/longate-bonuses.connect';
export type { LongateBonusRow, LongateBonusesSnapshot, LongateBonusesView } from '../cabinet/longate/longate-bonuses.connect';
export { longateBonusesMachine, provideLongateBonuses } from '../cabinet/longate/longate-bonuses.machine';
export type { LongateBonusesContext, LongateBonusesInput, LongateBonusesMachine } from '../cabinet/longate/longate-bonuses.machine';
export { LONGATE_VIEW_TEXTS, connectLongate, longateChildren, longateView } from '../cabinet/longate/longate.connect';
export type { LongateChildren, LongateHandlers, LongateSnapshot, LongateView } from '../cabinet/longate/longate.connect';
export { LONGATE_TEXTS, longateMachine } from '../cabinet/longate/longate.machine';
export type { LongateMachine } from '../cabinet/longate/longate.machine';
export { provideLongate } from '../cabinet/longate/longate.provide';
export {
  isLongationRefusal,
  isOtherPlan as isOtherLongatePlan,
  longatePageOf,
  payMethodsOf,
  savedCardOf,
} from '../cabinet/longate/longate.rules';
export type {
  LongateConfirmed,
  LongateContext,
  LongateEvent,
  LongateInput,
  LongateLoaded,
  LongatePage,
  LongatePayMethod,
} from '../cabinet/longate/longate.types';
export { connectLoyalty, loyaltyView } from '../cabinet/loyalty/loyalty.connect';
export type {
  LoyaltyHandlers,
  LoyaltyProgressView,
  LoyaltySnapshot,
  LoyaltyStatusView,
  LoyaltyView,
} from '../cabinet/loyalty/loyalty.connect';
export { loyaltyMachine } from '../cabinet/loyalty/loyalty.machine';
export type { LoyaltyMachine } from '../cabinet/loyalty/loyalty.machine';
export { provideLoyalty } from '../cabinet/loyalty/loyalty.provide';
export { isLoyaltyEnabled, nextStatus, orderedStatuses, progressPercent, remainingTo } from '../cabinet/loyalty/loyalty.rules';
export type { LoyaltyContext, LoyaltyEvent, LoyaltyLoaded } from '../cabinet/loyalty/loyalty.types';
export { ONBOARDING_TEXTS, connectOnboarding, onboardingView } from '../cabinet/onboarding/onboarding.connect';
export type { OnboardingHandlers, OnboardingSnapshot, OnboardingView } from '../cabinet/onboarding/onboarding.connect';
export { onboardingMachine } from '../cabinet/onboarding/onboarding.machine';
export type {
  OnboardingContext,
  OnboardingEvent,
  OnboardingHint,
  OnboardingLoaded,
  OnboardingMachine,
  OnboardingOutcome,
} from '../cabinet/onboarding/onboarding.machine';
export { provideOnboarding } from '../cabinet/onboarding/onboarding.provide';
export { ONBOARDING_TOUR, onboardingSegment } from '../cabinet/onboarding/onboarding.rules';
export { connectOrderDetail, deliveryRows, orderDetailView, priceLines } from '../cabinet/order-detail/order-detail.connect';
export type {
  DeliveryRowView,
  OrderDetailHandlers,
  OrderDetailOptions,
  OrderDetailSnapshot,
  OrderDetailView,
  OrderPriceLine,
} from '../cabinet/order-detail/order-detail.connect';
export { orderDetailMachine } from '../cabinet/order-detail/order-detail.machine';
export type { OrderDetailMachine } from '../cabinet/order-detail/order-detail.machine';
export { provideOrderDetail } from '../cabinet/order-detail/order-detail.provide';
export {
  autolongationAvailable,
  autolongationEnabled,
  canAddDrinks,
  canDropDrinks,
  cancelAvailable,
  cancelProblem,
  isOtherPlan,
  optionAddable,
  planChangeAvailable,
} from '../cabinet/order-detail/order-detail.rules';
export type {
  OrderDetailContext,
  OrderDetailEvent,
  OrderDetailInput,
  OrderDetailLoaded,
  OrderDetailReport,
} from '../cabinet/order-detail/order-detail.types';
