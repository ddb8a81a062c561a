/**
 * `@mealflow/sdk/cabinet`: the personal cabinet: orders and deliveries, subscriptions, settings and cards, wallet,
 * longation, bonuses, preferences, ratings, invites, customization, week overview.
 * Generated once from the flat root (issue 33); names are listed explicitly, no `export *` over a module.
 */
export { bonusShopView, bonusShopWallet, connectBonusShop, ownedCertificateView } from '../cabinet/bonus-shop/bonus-shop.connect';
export type {
  BonusShopCategoryLink, BonusShopConfirmView, BonusShopHandlers, BonusShopItemView, BonusShopOptions, BonusShopSnapshot,
  BonusShopView, OwnedCertificateView,
} from '../cabinet/bonus-shop/bonus-shop.connect';
export { bonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export type { BonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export { provideBonusShop } from '../cabinet/bonus-shop/bonus-shop.provide';
export {
  balanceAfter, canAfford, itemsOfCategory, newPurchaseKey, purchaseOutcomeUnknown, shortage,
} from '../cabinet/bonus-shop/bonus-shop.rules';
export type {
  BonusPurchaseInput, BonusPurchaseOutput, BonusShopContext, BonusShopEvent, BonusShopLoaded,
} from '../cabinet/bonus-shop/bonus-shop.types';
export { CABINET_ROOT_TEXTS, cabinetRootChildren, cabinetRootView, connectCabinetRoot } from '../cabinet/cabinet-root/cabinet-root.connect';
export type {
  CabinetRootChildren, CabinetRootHandlers, CabinetRootSnapshot, CabinetRootView,
} from '../cabinet/cabinet-root/cabinet-root.connect';
export { cabinetRootMachine } from '../cabinet/cabinet-root/cabinet-root.machine';
export type {
  CabinetRootContext, CabinetRootEvent, CabinetRootInput, CabinetRootMachine,
} from '../cabinet/cabinet-root/cabinet-root.machine';
export { provideCabinetRoot } from '../cabinet/cabinet-root/cabinet-root.provide';
export { FILTERS_PANEL_PRODUCTS, cabinetRootInput, filtersPanelAllowed, offersAutoTips } from '../cabinet/cabinet-root/cabinet-root.rules';
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
  CourierRatingHandlers, CourierRatingSnapshot, CourierRatingView, DriverView, TipDialogView,
} from '../cabinet/courier-rating/courier-rating.connect';
export { COURIER_RATING_TEXTS, courierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export type { CourierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export { provideCourierRating } from '../cabinet/courier-rating/courier-rating.provide';
export {
  NEGATIVE_STARS_MAX, TipDeclined, canTip, draftWithStars, isNegativeRating, reasonsFor, starsOf, tipFailureText, toggleReason,
} from '../cabinet/courier-rating/courier-rating.rules';
export type { RatingDraft } from '../cabinet/courier-rating/courier-rating.rules';
export type {
  CourierRatingContext, CourierRatingEvent, CourierRatingInput, CourierRatingLoaded, PayTipInput, PayTipOutput,
} from '../cabinet/courier-rating/courier-rating.types';
export { connectCustomization, customizationPayment, customizationView } from '../cabinet/customization/customization.connect';
export type {
  CustomDayView, CustomMealOption, CustomMealView, CustomizationHandlers, CustomizationSnapshot, CustomizationStatus,
  CustomizationView, SurchargeView,
} from '../cabinet/customization/customization.connect';
export { choicesOf, customizationMachine, surchargeMethods } from '../cabinet/customization/customization.machine';
export type { CustomizationMachine } from '../cabinet/customization/customization.machine';
export { provideCustomization } from '../cabinet/customization/customization.provide';
export { checkoutPathOf, dayLock, packsPathOf, wizardPathOf } from '../cabinet/customization/customization.rules';
export type { DayLock, MenuDayDelivery } from '../cabinet/customization/customization.rules';
export type {
  AcceptOutput, CustomDish, CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationLoaded,
  CustomizationVariant, MealRef, SurchargeMethod,
} from '../cabinet/customization/customization.types';
export { connectDelivery, deliveryView } from '../cabinet/delivery/delivery.connect';
export type {
  DeliveryHandlers, DeliveryOptions, DeliverySnapshot, DeliveryView, SavedAddressOption,
} from '../cabinet/delivery/delivery.connect';
export { deliveryMachine } from '../cabinet/delivery/delivery.machine';
export type { DeliveryMachine } from '../cabinet/delivery/delivery.machine';
export { provideDelivery } from '../cabinet/delivery/delivery.provide';
export {
  addressFitText, asksBeforeMove, cutoffFor, deliveryCancelTerms, deliveryOf, firstDeliveryId, isBeforeCutoff, isChangeable,
  isConfirmable, orderForAddressChild, savedAddressFit, selectableDays, skipTarget, windowOf,
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
  FREEZE_START_OPTIONS, cancelFreeze, earliestFreezeDate, freezeLengths, freezeMove, freezePeriod, freezeRangeProblem,
  freezeStartDates, movedDay, opensOnUnfreeze, periodsOverlap, unfreezeMove,
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
export {
  LONGATE_BONUS_TEXTS, bonusesText, connectLongateBonuses, longateBonusesMachine, longateBonusesView, provideLongateBonuses,
} from '../cabinet/longate/longate-bonuses.machine';
export type {
  LongateBonusRow, LongateBonusesContext, LongateBonusesInput, LongateBonusesMachine, LongateBonusesView,
} from '../cabinet/longate/longate-bonuses.machine';
export { LONGATE_VIEW_TEXTS, connectLongate, longateChildren, longateView } from '../cabinet/longate/longate.connect';
export type { LongateChildren, LongateHandlers, LongateSnapshot, LongateView } from '../cabinet/longate/longate.connect';
export { LONGATE_TEXTS, longateMachine } from '../cabinet/longate/longate.machine';
export type { LongateMachine } from '../cabinet/longate/longate.machine';
export { provideLongate } from '../cabinet/longate/longate.provide';
export {
  isLongationRefusal, isOtherPlan as isOtherLongatePlan, longatePageOf, payMethodsOf, savedCardOf,
} from '../cabinet/longate/longate.rules';
export type {
  LongateConfirmed, LongateContext, LongateEvent, LongateInput, LongateLoaded, LongatePage, LongatePayMethod,
} from '../cabinet/longate/longate.types';
export { connectLoyalty, loyaltyView } from '../cabinet/loyalty/loyalty.connect';
export type {
  LoyaltyHandlers, LoyaltyProgressView, LoyaltySnapshot, LoyaltyStatusView, LoyaltyView,
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
  OnboardingContext, OnboardingEvent, OnboardingHint, OnboardingLoaded, OnboardingMachine, OnboardingOutcome,
} from '../cabinet/onboarding/onboarding.machine';
export { provideOnboarding } from '../cabinet/onboarding/onboarding.provide';
export { ONBOARDING_TOUR, onboardingSegment } from '../cabinet/onboarding/onboarding.rules';
export { connectOrderDetail, deliveryRows, orderDetailView, priceLines } from '../cabinet/order-detail/order-detail.connect';
export type {
  DeliveryRowView, OrderDetailHandlers, OrderDetailOptions, OrderDetailSnapshot, OrderDetailView, OrderPriceLine,
} from '../cabinet/order-detail/order-detail.connect';
export { orderDetailMachine } from '../cabinet/order-detail/order-detail.machine';
export type { OrderDetailMachine } from '../cabinet/order-detail/order-detail.machine';
export { provideOrderDetail } from '../cabinet/order-detail/order-detail.provide';
export {
  autolongationAvailable, autolongationEnabled, canAddDrinks, canDropDrinks, cancelAvailable, cancelProblem, isOtherPlan,
  optionAddable, planChangeAvailable,
} from '../cabinet/order-detail/order-detail.rules';
export type {
  OrderDetailContext, OrderDetailEvent, OrderDetailInput, OrderDetailLoaded, OrderDetailReport,
} from '../cabinet/order-detail/order-detail.types';
export { connectOrdersList, orderCard, orderLinks, ordersListView } from '../cabinet/orders-list/orders-list.connect';
export type {
  NextDeliveryView, OrderCardView, OrderLinks, OrdersListHandlers, OrdersListOptions, OrdersListSnapshot, OrdersListView,
} from '../cabinet/orders-list/orders-list.connect';
export { ordersListMachine } from '../cabinet/orders-list/orders-list.machine';
export type { OrdersListMachine } from '../cabinet/orders-list/orders-list.machine';
export { provideOrdersList } from '../cabinet/orders-list/orders-list.provide';
export { activeOnly, changeOrder, lastDeliveryDate, nextDelivery, removeOrder } from '../cabinet/orders-list/orders-list.rules';
export type { OrdersListContext, OrdersListEvent } from '../cabinet/orders-list/orders-list.types';
export { connectPartner, partnerView } from '../cabinet/partner/partner.connect';
export type { PartnerHandlers, PartnerSnapshot, PartnerStatus, PartnerView } from '../cabinet/partner/partner.connect';
export { partnerMachine } from '../cabinet/partner/partner.machine';
export type { PartnerMachine } from '../cabinet/partner/partner.machine';
export { providePartner } from '../cabinet/partner/partner.provide';
export { PARTNER_PATHS, partnerCodeFromQuery, partnerOutcome, partnerPath } from '../cabinet/partner/partner.rules';
export type { PartnerContext, PartnerEvent, PartnerInput, PartnerPage } from '../cabinet/partner/partner.types';
export { connectPreferences, preferencesView } from '../cabinet/preferences/preferences.connect';
export type {
  DishView, FilterOptionView, PreferencesHandlers, PreferencesSnapshot, PreferencesView,
} from '../cabinet/preferences/preferences.connect';
export { PREFERENCES_TEXTS, preferencesMachine } from '../cabinet/preferences/preferences.machine';
export type { PreferencesMachine } from '../cabinet/preferences/preferences.machine';
export { providePreferences } from '../cabinet/preferences/preferences.provide';
export {
  LOCAL_KEYS, applyPrefChange, canToggleFilter, favoritesToSend, filtersChanged, knownFilterIds, localLists, localPrefs,
  prefChange, prefKind, proposesFilterChange, readList, toggleFilter,
} from '../cabinet/preferences/preferences.rules';
export type { PrefChange, PrefKind } from '../cabinet/preferences/preferences.rules';
export type {
  ApplyFiltersInput, PreferencesContext, PreferencesEvent, PreferencesInput, PreferencesLoaded, SavePrefInput,
} from '../cabinet/preferences/preferences.types';
export { loadMarks, saveMark } from '../cabinet/preferences/prefs-calls';
export { referralMachine } from '../cabinet/referral/referral.machine';
export type { ReferralMachine } from '../cabinet/referral/referral.machine';
export { provideReferral } from '../cabinet/referral/referral.provide';
export {
  REFERRAL_FLAG_PREFIX, appInstallRedirect, inviteLink, referralFlagKey, shouldChargeReferral,
} from '../cabinet/referral/referral.rules';
export type { ReferralFacts } from '../cabinet/referral/referral.rules';
export type { ReferralClient, ReferralContext, ReferralEvent, ReferralInput, ReferralSessionRef } from '../cabinet/referral/referral.types';
export { bmiRequest, bmiText, bodyChanges, bodyErrors, bodyFromProfile, measureText, parseMeasure } from '../cabinet/settings/body.rules';
export type { BodyField, BodyForm } from '../cabinet/settings/body.rules';
export { connectSettings, settingsView } from '../cabinet/settings/settings.connect';
export type {
  GenderOption, OfferView, SettingsFieldView, SettingsHandlers, SettingsSnapshot, SettingsView,
} from '../cabinet/settings/settings.connect';
export { settingsMachine } from '../cabinet/settings/settings.machine';
export type { SettingsMachine } from '../cabinet/settings/settings.machine';
export { provideSettings } from '../cabinet/settings/settings.provide';
export {
  birthdayError, canSave, formFromProfile, hasChanges, hasErrors, isGender, needsOfferAgreement, settingsChanges, settingsErrors,
} from '../cabinet/settings/settings.rules';
export type { Gender, SettingsChanges, SettingsErrors, SettingsField, SettingsForm } from '../cabinet/settings/settings.rules';
export type {
  ProfileInbox, ProfileUpdatedEvent, SettingsContext, SettingsEvent, SettingsInput, SettingsLoaded, SettingsSaveInput,
} from '../cabinet/settings/settings.types';
export { connectStopSubscription, stopSubscriptionView } from '../cabinet/stop-subscription/stop-subscription.connect';
export type {
  StopSubscriptionHandlers, StopSubscriptionSnapshot, StopSubscriptionView,
} from '../cabinet/stop-subscription/stop-subscription.connect';
export { stopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
export type { StopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
export { provideStopSubscription } from '../cabinet/stop-subscription/stop-subscription.provide';
export { isStopReason, reasonNeedsComment, stopCharges, stopFeedbackProblem } from '../cabinet/stop-subscription/stop-subscription.rules';
export type { StopCharges } from '../cabinet/stop-subscription/stop-subscription.rules';
export type {
  StopSubscriptionContext, StopSubscriptionEvent, StopSubscriptionInput, StopSubscriptionOutput,
} from '../cabinet/stop-subscription/stop-subscription.types';
export { FROM_ORDER_CALENDAR_LENGTH, chargedCard, subscriptionFromOrder } from '../cabinet/subscribe/subscribe-from-order.rules';
export type { SubscriptionFromOrder } from '../cabinet/subscribe/subscribe-from-order.rules';
export type { FromOrderConfirmView, FromOrderView } from '../cabinet/subscribe/subscribe-from-order.view';
export { connectSubscribe, planRuleText, subscribeView } from '../cabinet/subscribe/subscribe.connect';
export type {
  SubscribeHandlers, SubscribeOfferView, SubscribeSnapshot, SubscribeSummaryView, SubscribeView,
} from '../cabinet/subscribe/subscribe.connect';
export { subscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export type { SubscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export { provideSubscribe, subscribeNextPath } from '../cabinet/subscribe/subscribe.provide';
export {
  PACK_KINDS, SUBSCRIPTION_KINDS, customAbonementPromocode, defaultOffer, discountedPrice, findOffer, firstDeliveryDay,
  isSubscriptionKind, offerDebPrice, offerMenuTypes, offersOf, planOfferedBy, planRule, sameChoice,
} from '../cabinet/subscribe/subscribe.rules';
export type { OfferChoice, OfferEntry } from '../cabinet/subscribe/subscribe.rules';
export type { SubmitInput, SubscribeContext, SubscribeEvent, SubscribeInput, SubscribeLoaded } from '../cabinet/subscribe/subscribe.types';
export { connectSubscriptionMenu, subscriptionMenuView } from '../cabinet/subscription-menu/subscription-menu.connect';
export type {
  SubscriptionMenuDeliveryView, SubscriptionMenuDishView, SubscriptionMenuHandlers, SubscriptionMenuOptions,
  SubscriptionMenuOrderView, SubscriptionMenuSectionView, SubscriptionMenuSnapshot, SubscriptionMenuView,
} from '../cabinet/subscription-menu/subscription-menu.connect';
export { subscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export type { SubscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export { provideSubscriptionMenu } from '../cabinet/subscription-menu/subscription-menu.provide';
export { canRateDelivery, comingDeliveries, deliversMenu, hasDishes, menuDay } from '../cabinet/subscription-menu/subscription-menu.rules';
export type {
  SubscriptionMenuContext, SubscriptionMenuEntry, SubscriptionMenuEvent, SubscriptionMenuInput, SubscriptionMenuOrder,
} from '../cabinet/subscription-menu/subscription-menu.types';
export {
  connectSubscriptions, subscriptionCard, subscriptionsChildren, subscriptionsView,
} from '../cabinet/subscriptions/subscriptions.connect';
export type {
  SubscriptionCardView, SubscriptionsChildren, SubscriptionsHandlers, SubscriptionsOptions, SubscriptionsSnapshot,
  SubscriptionsView,
} from '../cabinet/subscriptions/subscriptions.connect';
export { subscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export type { SubscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export { provideSubscriptions } from '../cabinet/subscriptions/subscriptions.provide';
export {
  canFreeze, canStop, canUnfreeze, nextCharge, nextSubscriptionDelivery, replaceSubscription, subscriptionDiscounts,
  subscriptionPlanKind,
} from '../cabinet/subscriptions/subscriptions.rules';
export type { ChargePlan, SubscriptionDiscount } from '../cabinet/subscriptions/subscriptions.rules';
export type { SubscriptionsContext, SubscriptionsEvent, SubscriptionsInput } from '../cabinet/subscriptions/subscriptions.types';
export { connectWallet, walletView } from '../cabinet/wallet/wallet.connect';
export type { WalletHandlers, WalletSnapshot, WalletView } from '../cabinet/wallet/wallet.connect';
export { WALLET_TEXTS, walletMachine } from '../cabinet/wallet/wallet.machine';
export type { WalletMachine } from '../cabinet/wallet/wallet.machine';
export { provideWallet } from '../cabinet/wallet/wallet.provide';
export { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from '../cabinet/wallet/wallet.rules';
export type { WalletContext, WalletEvent, WalletLoaded, WalletPage } from '../cabinet/wallet/wallet.types';
export { WEEK_OVERVIEW_DAYS, connectWeekOverview, weekOverviewView } from '../cabinet/week-overview/week-overview.connect';
export type {
  WeekChargeView, WeekDeliveryView, WeekOverviewHandlers, WeekOverviewOptions, WeekOverviewSnapshot, WeekOverviewView,
} from '../cabinet/week-overview/week-overview.connect';
export { weekOverviewMachine } from '../cabinet/week-overview/week-overview.machine';
export type {
  WeekOverviewContext, WeekOverviewEvent, WeekOverviewInput, WeekOverviewLoaded, WeekOverviewMachine,
} from '../cabinet/week-overview/week-overview.machine';
export { provideWeekOverview } from '../cabinet/week-overview/week-overview.provide';
export { serviceNow } from '../shared/service-now';
