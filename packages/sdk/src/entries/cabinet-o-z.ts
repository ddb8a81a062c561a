/** Half of `@mealflow/sdk/cabinet` (cabinet.ts): the names of orders-list … shared, listed one by one. */
export { connectOrdersList, orderCard, orderLinks, ordersListView } from '../cabinet/orders-list/orders-list.connect';
export type {
  NextDeliveryView,
  OrderCardView,
  OrderLinks,
  OrdersListHandlers,
  OrdersListOptions,
  OrdersListSnapshot,
  OrdersListView,
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
  DishView,
  FilterOptionView,
  PreferencesHandlers,
  PreferencesSnapshot,
  PreferencesView,
} from '../cabinet/preferences/preferences.connect';
export { PREFERENCES_TEXTS, preferencesMachine } from '../cabinet/preferences/preferences.machine';
export type { PreferencesMachine } from '../cabinet/preferences/preferences.machine';
export { providePreferences } from '../cabinet/preferences/preferences.provide';
export {
  LOCAL_KEYS,
  applyPrefChange,
  canToggleFilter,
  favoritesToSend,
  filtersChanged,
  knownFilterIds,
  localLists,
  localPrefs,
  prefChange,
  prefKind,
  proposesFilterChange,
  readList,
  toggleFilter,
} from '../cabinet/preferences/preferences.rules';
export type { PrefChange, PrefKind } from '../cabinet/preferences/preferences.rules';
export type {
  ApplyFiltersInput,
  PreferencesContext,
  PreferencesEvent,
  PreferencesInput,
  PreferencesLoaded,
  SavePrefInput,
} from '../cabinet/preferences/preferences.types';
export { loadMarks, saveMark } from '../cabinet/preferences/prefs-calls';
export { referralMachine } from '../cabinet/referral/referral.machine';
export { referralView } from '../cabinet/referral/referral.connect';
export type { ReferralSnapshot, ReferralView } from '../cabinet/referral/referral.connect';
export type { ReferralMachine } from '../cabinet/referral/referral.machine';
export { provideReferral } from '../cabinet/referral/referral.provide';
export {
  REFERRAL_FLAG_PREFIX,
  appInstallRedirect,
  inviteLink,
  referralFlagKey,
  shouldChargeReferral,
} from '../cabinet/referral/referral.rules';
export type { ReferralFacts } from '../cabinet/referral/referral.rules';
export type { ReferralClient, ReferralContext, ReferralEvent, ReferralInput, ReferralSessionRef } from '../cabinet/referral/referral.types';
export { bmiRequest, bmiText, bodyChanges, bodyErrors, bodyFromProfile, measureText, parseMeasure } from '../cabinet/settings/body.rules';
export type { BodyField, BodyForm } from '../cabinet/settings/body.rules';
export { connectSettings, settingsView } from '../cabinet/settings/settings.connect';
export type {
  GenderOption,
  OfferView,
  SettingsFieldView,
  SettingsHandlers,
  SettingsSnapshot,
  SettingsView,
} from '../cabinet/settings/settings.connect';
export { settingsMachine } from '../cabinet/settings/settings.machine';
export type { SettingsMachine } from '../cabinet/settings/settings.machine';
export { provideSettings } from '../cabinet/settings/settings.provide';
export {
  birthdayError,
  canSave,
  formFromProfile,
  hasChanges,
  hasErrors,
  isGender,
  needsOfferAgreement,
  settingsChanges,
  settingsErrors,
} from '../cabinet/settings/settings.rules';
export type { Gender, SettingsChanges, SettingsErrors, SettingsField, SettingsForm } from '../cabinet/settings/settings.rules';
export type {
  ProfileInbox,
  ProfileUpdatedEvent,
  SettingsContext,
  SettingsEvent,
  SettingsInput,
  SettingsLoaded,
  SettingsSaveInput,
} from '../cabinet/settings/settings.types';
export { connectStopSubscription, stopSubscriptionView } from '../cabinet/stop-subscription/stop-subscription.connect';
export type {
  StopSubscriptionHandlers,
  StopSubscriptionSnapshot,
  StopSubscriptionView,
} from '../cabinet/stop-subscription/stop-subscription.connect';
export { stopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
export type { StopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
export { provideStopSubscription } from '../cabinet/stop-subscription/stop-subscription.provide';
export { isStopReason, reasonNeedsComment, stopCharges, stopFeedbackProblem } from '../cabinet/stop-subscription/stop-subscription.rules';
export type { StopCharges } from '../cabinet/stop-subscription/stop-subscription.rules';
export type {
  StopSubscriptionContext,
  StopSubscriptionEvent,
  StopSubscriptionInput,
  StopSubscriptionOutput,
} from '../cabinet/stop-subscription/stop-subscription.types';
export { FROM_ORDER_CALENDAR_LENGTH, chargedCard, subscriptionFromOrder } from '../cabinet/subscribe/subscribe-from-order.rules';
export type { SubscriptionFromOrder } from '../cabinet/subscribe/subscribe-from-order.rules';
export type { FromOrderConfirmView, FromOrderView } from '../cabinet/subscribe/subscribe-from-order.view';
export { connectSubscribe, planRuleText, subscribeView } from '../cabinet/subscribe/subscribe.connect';
export type {
  SubscribeHandlers,
  SubscribeOfferView,
  SubscribeSnapshot,
  SubscribeSummaryView,
  SubscribeView,
} from '../cabinet/subscribe/subscribe.connect';
export { subscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export type { SubscribeMachine } from '../cabinet/subscribe/subscribe.machine';
export { provideSubscribe, subscribeNextPath } from '../cabinet/subscribe/subscribe.provide';
export {
  PACK_KINDS,
  SUBSCRIPTION_KINDS,
  customAbonementPromocode,
  defaultOffer,
  discountedPrice,
  findOffer,
  firstDeliveryDay,
  isSubscriptionKind,
  offerDebPrice,
  offerMenuTypes,
  offersOf,
  planOfferedBy,
  planRule,
  sameChoice,
} from '../cabinet/subscribe/subscribe.rules';
export type { OfferChoice, OfferEntry } from '../cabinet/subscribe/subscribe.rules';
export type { SubmitInput, SubscribeContext, SubscribeEvent, SubscribeInput, SubscribeLoaded } from '../cabinet/subscribe/subscribe.types';
export { connectSubscriptionMenu, subscriptionMenuView } from '../cabinet/subscription-menu/subscription-menu.connect';
export type {
  SubscriptionMenuDeliveryView,
  SubscriptionMenuDishView,
  SubscriptionMenuHandlers,
  SubscriptionMenuOptions,
  SubscriptionMenuOrderView,
  SubscriptionMenuSectionView,
  SubscriptionMenuSnapshot,
  SubscriptionMenuView,
} from '../cabinet/subscription-menu/subscription-menu.connect';
export { subscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export type { SubscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export { provideSubscriptionMenu } from '../cabinet/subscription-menu/subscription-menu.provide';
export { canRateDelivery, comingDeliveries, deliversMenu, hasDishes, menuDay } from '../cabinet/subscription-menu/subscription-menu.rules';
export type {
  SubscriptionMenuContext,
  SubscriptionMenuEntry,
  SubscriptionMenuEvent,
  SubscriptionMenuInput,
  SubscriptionMenuOrder,
} from '../cabinet/subscription-menu/subscription-menu.types';
export {
  connectSubscriptions,
  subscriptionCard,
  subscriptionsChildren,
  subscriptionsView,
} from '../cabinet/subscriptions/subscriptions.connect';
export type {
  SubscriptionCardView,
  SubscriptionsChildren,
  SubscriptionsHandlers,
  SubscriptionsOptions,
  SubscriptionsSnapshot,
  SubscriptionsView,
} from '../cabinet/subscriptions/subscriptions.connect';
export { subscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export type { SubscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export { provideSubscriptions } from '../cabinet/subscriptions/subscriptions.provide';
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
export { connectWallet, walletView } from '../cabinet/wallet/wallet.connect';
export type { WalletHandlers, WalletSnapshot, WalletView } from '../cabinet/wallet/wallet.connect';
export { WALLET_TEXTS, walletMachine } from '../cabinet/wallet/wallet.machine';
export type { WalletMachine } from '../cabinet/wallet/wallet.machine';
export { provideWallet } from '../cabinet/wallet/wallet.provide';
export { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from '../cabinet/wallet/wallet.rules';
export type { WalletContext, WalletEvent, WalletLoaded, WalletPage } from '../cabinet/wallet/wallet.types';
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
export { provideWeekOverview } from '../cabinet/week-overview/week-overview.provide';
export { serviceNow } from '../shared/service-now';
