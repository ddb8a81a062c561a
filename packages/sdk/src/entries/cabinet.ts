/**
 * `@mealflow/sdk/cabinet`: the personal cabinet: orders and deliveries, subscriptions, settings and cards, wallet,
 * longation, bonuses, preferences, ratings, invites, customization, week overview.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * from '../cabinet/cabinet.prefetch';
export { loadSettled } from '../shared/loadable';
export * from '../cabinet/bonus-shop/bonus-shop.connect';
export { bonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export type { BonusShopContext, BonusShopEvent, BonusShopMachine } from '../cabinet/bonus-shop/bonus-shop.machine';
export * from '../cabinet/bonus-shop/bonus-shop.provide';
export {
  balanceAfter,
  canAfford,
  itemsOfCategory,
  newPurchaseKey,
  purchaseOutcomeUnknown,
  shortage,
} from '../cabinet/bonus-shop/bonus-shop.rules';
export type * from '../cabinet/bonus-shop/bonus-shop.types';
export * from '../cabinet/cabinet-root/cabinet-root.connect';
export { cabinetRootMachine } from '../cabinet/cabinet-root/cabinet-root.machine';
export type {
  CabinetRootContext,
  CabinetRootEvent,
  CabinetRootInput,
  CabinetRootMachine,
} from '../cabinet/cabinet-root/cabinet-root.machine';
export * from '../cabinet/cabinet-root/cabinet-root.provide';
export * from '../cabinet/cabinet-root/cabinet-root.rules';
export * from '../cabinet/cards/cards.connect';
export { cardsMachine } from '../cabinet/cards/cards.machine';
export type { CardsContext, CardsEvent, CardsMachine } from '../cabinet/cards/cards.machine';
export * from '../cabinet/cards/cards.provide';
export * from '../cabinet/cards/cards.rules';
export type * from '../cabinet/cards/cards.types';
export * from '../cabinet/courier-rating/courier-rating.connect';
export { COURIER_RATING_TEXTS, courierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export type { CourierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export * from '../cabinet/courier-rating/courier-rating.provide';
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
export * from '../cabinet/customization/customization.connect';
export { choicesOf, customizationMachine, surchargeMethods } from '../cabinet/customization/customization.machine';
export type {
  CustomizationContext,
  CustomizationEvent,
  CustomizationInput,
  CustomizationMachine,
} from '../cabinet/customization/customization.machine';
export * from '../cabinet/customization/customization.provide';
export { checkoutPathOf, dayLock, packsPathOf, wizardPathOf } from '../cabinet/customization/customization.rules';
export type { DayLock, MenuDayDelivery } from '../cabinet/customization/customization.rules';
export type * from '../cabinet/customization/customization.types';
export * from '../cabinet/delivery/delivery.connect';
export { deliveryMachine } from '../cabinet/delivery/delivery.machine';
export type { DeliveryMachine } from '../cabinet/delivery/delivery.machine';
export * from '../cabinet/delivery/delivery.provide';
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
export * from '../cabinet/delivery/skip.connect';
export type { SkipContext, SkipEvent, SkipInput } from '../cabinet/delivery/skip.machine';
export type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from '../cabinet/delivery/delivery.types';
export * from '../cabinet/email-popup/email-popup.connect';
export { EMAIL_POPUP_TEXTS, emailPopupMachine } from '../cabinet/email-popup/email-popup.machine';
export type { EmailPopupContext, EmailPopupEvent, EmailPopupInput, EmailPopupMachine } from '../cabinet/email-popup/email-popup.machine';
export * from '../cabinet/email-popup/email-popup.provide';
export * from '../cabinet/fitness/fitness.connect';
export { fitnessMachine } from '../cabinet/fitness/fitness.machine';
export type { FitnessContext, FitnessEvent, FitnessInput, FitnessMachine } from '../cabinet/fitness/fitness.machine';
export * from '../cabinet/fitness/fitness.provide';
export * from '../cabinet/fitness/fitness.rules';
export type * from '../cabinet/fitness/fitness.types';
export * from '../cabinet/freeze/freeze.connect';
export { freezeMachine } from '../cabinet/freeze/freeze.machine';
export type { FreezeContext, FreezeEvent, FreezeInput, FreezeMachine, FreezeOutput } from '../cabinet/freeze/freeze.machine';
export * from '../cabinet/freeze/freeze.provide';
export * from '../cabinet/freeze/freeze.rules';
export type * from '../cabinet/freeze/freeze.types';
export * from '../cabinet/home-icon/home-icon.connect';
export { homeIconMachine } from '../cabinet/home-icon/home-icon.machine';
export type { HomeIconContext, HomeIconEvent, HomeIconMachine, HomeIconMachineInput } from '../cabinet/home-icon/home-icon.machine';
export * from '../cabinet/home-icon/home-icon.provide';
export * from '../cabinet/invite/invite.connect';
export { inviteMachine } from '../cabinet/invite/invite.machine';
export type { InviteContext, InviteEvent, InviteMachine } from '../cabinet/invite/invite.machine';
export * from '../cabinet/invite/invite.provide';
export type * from '../cabinet/invite/invite.types';
export * from '../cabinet/longate/longate-bonuses.connect';
export { longateBonusesMachine, provideLongateBonuses } from '../cabinet/longate/longate-bonuses.machine';
export type { LongateBonusesContext, LongateBonusesInput, LongateBonusesMachine } from '../cabinet/longate/longate-bonuses.machine';
export * from '../cabinet/longate/longate.connect';
export { LONGATE_TEXTS, longateMachine } from '../cabinet/longate/longate.machine';
export type {
  LongateContext,
  LongateEvent,
  LongateInput,
  LongateMachine,
  LongatePage,
  LongatePayMethod,
} from '../cabinet/longate/longate.machine';
export * from '../cabinet/longate/longate.provide';
export {
  isLongationRefusal,
  isOtherPlan as isOtherLongatePlan,
  longatePageOf,
  longateResultOf,
  payMethodsOf,
  savedCardOf,
} from '../cabinet/longate/longate.rules';
export type * from '../cabinet/longate/longate.types';
export * from '../cabinet/loyalty/loyalty.connect';
export { loyaltyMachine } from '../cabinet/loyalty/loyalty.machine';
export type { LoyaltyContext, LoyaltyEvent, LoyaltyMachine } from '../cabinet/loyalty/loyalty.machine';
export * from '../cabinet/loyalty/loyalty.provide';
export { isLoyaltyEnabled, nextStatus, orderedStatuses, progressPercent, remainingTo } from '../cabinet/loyalty/loyalty.rules';
export type * from '../cabinet/loyalty/loyalty.types';
export * from '../cabinet/onboarding/onboarding.connect';
export { onboardingMachine } from '../cabinet/onboarding/onboarding.machine';
export type {
  OnboardingContext,
  OnboardingEvent,
  OnboardingHint,
  OnboardingLoaded,
  OnboardingMachine,
  OnboardingOutcome,
} from '../cabinet/onboarding/onboarding.machine';
export * from '../cabinet/onboarding/onboarding.provide';
export * from '../cabinet/onboarding/onboarding.rules';
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
export * from '../cabinet/order-detail/order-detail.provide';
export * from '../cabinet/order-detail/order-detail.rules';
export type {
  OrderDetailContext,
  OrderDetailEvent,
  OrderDetailInput,
  OrderDetailLoaded,
  OrderDetailReport,
} from '../cabinet/order-detail/order-detail.types';
export * from '../cabinet/orders-list/orders-list.connect';
export { ordersListMachine } from '../cabinet/orders-list/orders-list.machine';
export type { OrdersListContext, OrdersListEvent, OrdersListMachine } from '../cabinet/orders-list/orders-list.machine';
export * from '../cabinet/orders-list/orders-list.provide';
export { activeOnly, changeOrder, lastDeliveryDate, nextDelivery, removeOrder } from '../cabinet/orders-list/orders-list.rules';
export type * from '../cabinet/orders-list/orders-list.types';
export * from '../cabinet/partner/partner.connect';
export { partnerMachine } from '../cabinet/partner/partner.machine';
export type { PartnerMachine } from '../cabinet/partner/partner.machine';
export * from '../cabinet/partner/partner.provide';
export * from '../cabinet/partner/partner.rules';
export type { PartnerContext, PartnerEvent, PartnerInput, PartnerPage } from '../cabinet/partner/partner.types';
export * from '../cabinet/preferences/preferences.connect';
export { PREFERENCES_TEXTS, preferencesMachine } from '../cabinet/preferences/preferences.machine';
export type {
  PreferencesContext,
  PreferencesEvent,
  PreferencesInput,
  PreferencesMachine,
} from '../cabinet/preferences/preferences.machine';
export * from '../cabinet/preferences/preferences.provide';
export * from '../cabinet/preferences/preferences.rules';
export * from '../cabinet/preferences/filters-proposal';
export type * from '../cabinet/preferences/preferences.types';
export * from '../cabinet/preferences/prefs-calls';
export { referralMachine } from '../cabinet/referral/referral.machine';
export type { ReferralContext, ReferralEvent, ReferralInput, ReferralMachine } from '../cabinet/referral/referral.machine';
export * from '../cabinet/referral/referral.connect';
export * from '../cabinet/referral/referral.provide';
export * from '../cabinet/referral/referral.rules';
export type * from '../cabinet/referral/referral.types';
export * from '../cabinet/settings/body.rules';
export * from '../cabinet/settings/settings.connect';
export { settingsMachine } from '../cabinet/settings/settings.machine';
export type { SettingsContext, SettingsEvent, SettingsInput, SettingsMachine } from '../cabinet/settings/settings.machine';
export * from '../cabinet/settings/settings.provide';
export * from '../cabinet/settings/settings.rules';
export type * from '../cabinet/settings/settings.types';
export * from '../cabinet/stop-subscription/stop-subscription.connect';
export { stopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
export type {
  StopSubscriptionContext,
  StopSubscriptionEvent,
  StopSubscriptionInput,
  StopSubscriptionMachine,
  StopSubscriptionOutput,
} from '../cabinet/stop-subscription/stop-subscription.machine';
export * from '../cabinet/stop-subscription/stop-subscription.provide';
export * from '../cabinet/stop-subscription/stop-subscription.rules';
export type * from '../cabinet/stop-subscription/stop-subscription.types';
export * from '../cabinet/subscribe/subscribe-from-order.rules';
export type { FromOrderConfirmView, FromOrderView } from '../cabinet/subscribe/subscribe-from-order.view';
export * from '../cabinet/subscribe/subscribe.connect';
export { subscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export type { SubscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export * from '../cabinet/subscribe/subscribe.provide';
export * from '../cabinet/subscribe/subscribe.rules';
export * from '../cabinet/subscribe/subscribe-info';
export type { SubmitInput, SubscribeContext, SubscribeEvent, SubscribeInput, SubscribeLoaded } from '../cabinet/subscribe/subscribe.types';
export * from '../cabinet/subscription-menu/subscription-menu.connect';
export { subscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export type {
  SubscriptionMenuContext,
  SubscriptionMenuEvent,
  SubscriptionMenuInput,
  SubscriptionMenuMachine,
} from '../cabinet/subscription-menu/subscription-menu.machine';
export * from '../cabinet/subscription-menu/subscription-menu.provide';
export * from '../cabinet/subscription-menu/subscription-menu.rules';
export type * from '../cabinet/subscription-menu/subscription-menu.types';
export * from '../cabinet/subscriptions/subscriptions.connect';
export { subscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export type { SubscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export * from '../cabinet/subscriptions/subscriptions.provide';
export {
  canFreeze,
  canStop,
  canUnfreeze,
  nextCharge,
  nextSubscriptionDelivery,
  replaceSubscription,
  subscriptionDiscounts,
  subscriptionPlanKind,
} from '../cabinet/subscriptions/subscriptions.rules';
export type { ChargePlan, SubscriptionDiscount } from '../cabinet/subscriptions/subscriptions.rules';
export type { SubscriptionsContext, SubscriptionsEvent, SubscriptionsInput } from '../cabinet/subscriptions/subscriptions.types';
export * from '../cabinet/wallet/wallet.connect';
export { WALLET_TEXTS, walletMachine } from '../cabinet/wallet/wallet.machine';
export type { WalletContext, WalletEvent, WalletMachine } from '../cabinet/wallet/wallet.machine';
export * from '../cabinet/wallet/wallet.provide';
export { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from '../cabinet/wallet/wallet.rules';
export type * from '../cabinet/wallet/wallet.types';
export { WEEK_OVERVIEW_DAYS, connectWeekOverview, weekOverviewView } from '../cabinet/week-overview/week-overview.connect';
export type {
  WeekChargeView,
  WeekDeliveryView,
  WeekOverviewHandlers,
  WeekOverviewOptions,
  WeekOverviewSnapshot,
  WeekOverviewView,
} from '../cabinet/week-overview/week-overview.connect';
export { weekOverviewMachine } from '../cabinet/week-overview/week-overview.machine';
export type {
  WeekOverviewContext,
  WeekOverviewEvent,
  WeekOverviewInput,
  WeekOverviewLoaded,
  WeekOverviewMachine,
} from '../cabinet/week-overview/week-overview.machine';
export * from '../cabinet/week-overview/week-overview.provide';
export * from '../shared/service-now';
