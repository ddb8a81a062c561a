/**
 * `@mealflow/sdk/domain`: pure rules, texts and formats (no XState, no API client), as a UI and the sandbox use them.
 * What a screen needs: money, plurals and units (`formatMoney`, `plural`, `formatDays`), dates in the service's zone
 * (`formatDate`, `todayIso`), phone (`formatPhone`, `validatePhone`), form validation and input masks (`validate*`,
 * `format*Input`), cities, brand and the spec's texts of the screens the app renders (`*_TEXTS`); and the few rules
 * the sandbox (the backend stand-in) shares with the SDK (pricing, instalments, customization limits).
 * The SDK's internal rules, constants and intermediate types stay inside (issue 33): `node scripts/sdk-usage.mjs --users
 * domain` lists who imports each name; a name no one outside the SDK needs is not exported here.
 */
export { DEFAULT_ACTIVE_TESTS } from '../domain/active-tests';
export type { ActiveTestsKey, TestsComposition, TestsFlow, VariationOwner } from '../domain/active-tests';
export { formatAddressLine, foundAddressesText } from '../domain/address';
export type { AddressLineParts } from '../domain/address';
export { brandOfLanding, brandOfPage } from '../domain/brand';
export { ORDER_TEXTS, formatPersons } from '../domain/cabinet-texts';
export * from '../domain/checkout-texts';
export { cityByAlias, cityById, currencyForCity, isBelarus } from '../domain/cities';
export {
  CITIES,
  CITY_ID,
  CUSTOM_ABONEMENT_CONFIG_KEYS,
  DEFAULT_CITY_ID,
  HOME_ICON_HINT_MAX_SHOWS,
  MINSK_CITY_ID,
  MOSCOW_CITY_ID,
  NOTIFICATION_MS,
  PRERENDER_READY_MS,
  SMOOTH_SCROLL_MS,
  SPB_CITY_ID,
  SWIPE_CLOSE_PX,
  TRIAL_FACTS,
} from '../domain/constants';
export type { City } from '../domain/constants';
export { customMenuExtra, draftPriceDifference, limitProblem } from '../domain/customization-limits';
export type { DeliveryLimits } from '../domain/customization-limits';
export { CUSTOMIZATION_TEXTS, applyCustomChange, choicesOfDays, isCustomizableMenuType } from '../domain/customization';
export type { MealChoices } from '../domain/customization';
export {
  SERVICE_TIME_ZONE,
  addDays,
  daysBetween,
  formatDate,
  formatDateWithWeekday,
  formatDayMonth,
  formatDeliveryWindow,
  formatTime,
  formatTimeRange,
  formatWeekday,
  formatWeekdayLong,
  isoDateInZone,
  mondayOf,
  todayIso,
  tomorrowIso,
} from '../domain/dates';
export { isWindowOpen } from '../domain/delivery-windows';
export { currentFreeze } from '../domain/freeze';
export { HOME_ICON_STEPS, HOME_ICON_TEXTS } from '../domain/home-icon';
export { amountDueNow, firstInstalment, orderInstalments, orderTotal, paidThroughDelivery } from '../domain/instalments';
export { PARTNER_TEXTS } from '../domain/invite-texts';
export { LANDING_TEXTS } from '../domain/landing-texts';
export { LEGAL_DOCUMENTS } from '../domain/legal-documents';
export type { ConfigNode } from '../domain/marketing-config';
export { MENU_PAGE_TEXTS } from '../domain/menus-texts';
export { FLAT_LABEL, LOGIN_TEXTS, LONGATION_STATUS_ERROR, ORDER_BUTTON, PHONE_LABEL, PHONE_MESSAGES } from '../domain/messages';
export { mobappPaymentView } from '../domain/mobapp-payment';
export * from '../domain/money';
export * from '../domain/phone';
export { LEAVE_BANNER_PROMOCODE, countsAsPaid, isLineSoldIn, leaveBannerDiscountPercent, trialPrice } from '../domain/pricing';
export { TRIAL_PRODUCT_PATH, matchingRows, rememberTrialTarget } from '../domain/landing-offer';
export { APP_BANNER_TEXTS, CITY_TEXTS, MATCHING, PRODUCT_TEXTS } from '../domain/storefront-texts';
export { brandTexts, deliveriesFor, landingBlocks, mobileAppBannerVisible, promoFor } from '../domain/storefront';
export type { DeliveryZone } from '../domain/storefront-texts';
export type { LandingBlock } from '../domain/storefront';
export * from '../domain/subscribe-texts';
export { SUBSCRIPTION_MENU_TEXTS, SUBSCRIPTION_PAGES_TEXTS, formatMonths } from '../domain/subscription-pages-texts';
export { FREEZE_TEXTS, STOP_REASONS, STOP_TEXTS, SUBSCRIPTION_TEXTS, formatFreezeDays } from '../domain/subscription-texts';
export * from '../domain/validation';
export { visibleTextProblems } from '../domain/visible-text';
