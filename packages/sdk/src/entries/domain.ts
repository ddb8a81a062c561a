/**
 * `@mealflow/sdk/domain`: pure rules, texts and formats (no XState, no API client).
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * from '../domain/active-tests';
export { formatAddressLine, foundAddressesText, queryHasHouse } from '../domain/address';
export type { AddressLineParts } from '../domain/address';
export * from '../domain/analytics';
export * from '../domain/body-texts';
export * from '../domain/bonus-texts';
export { brandOfLanding, brandOfPage } from '../domain/brand';
export * from '../domain/cabinet-texts';
export * from '../domain/card-mask';
export * from '../domain/checkout-texts';
export * from '../domain/cities';
export * from '../domain/constants';
export * from '../domain/customization-limits';
export * from '../domain/customization';
export {
  SERVICE_TIME_ZONE,
  WEEK_STARTS_ON,
  addDays,
  dayOfMonth,
  daysBetween,
  deliveryWindowLabel,
  deliveryWindowType,
  formatDate,
  formatDateWithWeekday,
  formatDayMonth,
  formatDeliveryWindow,
  formatTime,
  formatTimeRange,
  formatWeekday,
  formatWeekdayLong,
  isPastCutoff,
  isoDateInZone,
  mondayOf,
  todayIso,
  tomorrowIso,
  weekdayIndex,
} from '../domain/dates';
export type { DeliveryWindowType } from '../domain/dates';
export * from '../domain/delivery-windows';
export { currentFreeze, freezeDaysLeft, freezeDaysUsed, freezeLength, isFrozenOn, subscriptionState } from '../domain/freeze';
export type { SubscriptionState } from '../domain/freeze';
export * from '../domain/home-icon';
export * from '../domain/instalments';
export * from '../domain/invite-texts';
export * from '../domain/landing-texts';
export * from '../domain/leave-banner-offers';
export * from '../domain/legal-documents';
export {
  ANY,
  CONFIG_FILTER_KEYS,
  activeEntry,
  applyPreview,
  configText,
  customizationCookieLifetime,
  effectiveActivityStatus,
  isActiveAt,
  overlayConfigs,
  promoApplies,
  promoDiscount,
  resolveConfig,
  resolveTree,
  ruleApplies,
} from '../domain/marketing-config';
export type {
  ConfigFilterKey,
  ConfigNode,
  ConfigParameters,
  ConfigPreview,
  ConfigRule,
  ConfigTrees,
  CustomizationCookieLifetime,
  DatedConfig,
  MarketingContext,
  PromoConditions,
  ResolvedConfig,
} from '../domain/marketing-config';
export * from '../domain/meal-slots';
export * from '../domain/menu-choice';
export * from '../domain/menu-type-priority';
export * from '../domain/menu';
export * from '../domain/menus-texts';
export {
  AB_TEST_MESSAGES,
  ACCEPT_OFFER,
  ADDRESS_CHOOSE_HINT,
  ADDRESS_HOUSE_PROMPT,
  ADDRESS_HOUSE_REQUIRED,
  ADDRESS_MESSAGES,
  ADDRESS_NOTHING_FOUND,
  ADDRESS_NOT_FOUND,
  ADDRESS_OUTSIDE_ZONE,
  ADDRESS_STREET_REQUIRED,
  ADDRESS_TYPE_HINT,
  ADDRESS_UNAVAILABLE,
  ADDRESS_UNAVAILABLE_FOR_DELIVERY,
  ADDRESS_UNAVAILABLE_FOR_LINE,
  ADDRESS_UNAVAILABLE_FOR_ORDER,
  CABINET_TEXTS,
  CANCEL,
  CAPTCHA_REQUIRED,
  CARD_CVV_INVALID,
  CARD_CVV_LABEL,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_EXPIRY_LABEL,
  CARD_EXPIRY_MONTH,
  CARD_MESSAGES,
  CARD_NAME_INVALID,
  CARD_NAME_LABEL,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_LABEL,
  CASH_WITH_DRINKS,
  CHECKOUT_TEXTS,
  CHOOSE_PREFERENCES,
  CLOSE,
  CODE_HEADING,
  CODE_INVALID,
  CODE_LABEL,
  CODE_REQUIRED,
  CONFIRM,
  CUSTOM_MENU_BUTTON,
  DECLINE_OFFER,
  DOWNLOAD_APP,
  EDIT_PHONE,
  EMAIL_CHECK,
  EMAIL_INVALID,
  EMAIL_LABEL,
  ERROR_MESSAGES,
  EVENING,
  FINISH_ORDER,
  FIRST_NAME_LABEL,
  FIRST_NAME_REQUIRED,
  FLAT_INVALID,
  FLAT_LABEL,
  FUNNEL_TEXTS,
  GET_CODE,
  GET_DISCOUNT,
  LAST_NAME_LABEL,
  LAST_NAME_REQUIRED,
  LEAVE_BANNER_TEXTS,
  LEGAL_CONSENT_LINK,
  LEGAL_OFFER_LINK,
  LEGAL_TEXT,
  LOGIN_TEXTS,
  LOGOUT,
  LONGATION_STATUS_ERROR,
  LOSE_MENU_CHANGES,
  MALFORMED_RESPONSE,
  MORNING,
  MOVE_DELIVERY,
  NAME_LETTERS_ONLY,
  NETWORK_ERROR,
  NOT_FOUND_TITLE,
  NOT_NOW,
  ORDER_BUTTON,
  ORDER_GIFT_BUTTON,
  ORDER_NOT_READY,
  ORDER_TRIAL_DAY,
  PAY,
  PAYMENT_CARD_FORM_ERROR,
  PAYMENT_CRYPTOGRAM_ERROR,
  PAYMENT_ERROR,
  PAYMENT_MESSAGES,
  PHONE_EMPTY_CONTACT,
  PHONE_EMPTY_CREATE_ORDER,
  PHONE_EMPTY_CREATE_ORDER_COMMA,
  PHONE_EMPTY_EDIT_MENU,
  PHONE_FOREIGN,
  PHONE_HEADING,
  PHONE_INVALID_BY,
  PHONE_INVALID_RU,
  PHONE_LABEL,
  PHONE_MESSAGES,
  PHONE_PLEASE,
  PROFILE_MESSAGES,
  PROMO_APPLIED,
  PROMO_APPLIED_SHORT,
  PROMO_APPLY,
  PROMO_FAILED,
  PROMO_LABEL,
  PROMO_MESSAGES,
  REFUSE_DISCOUNT,
  RESEND_CODE,
  RETRY,
  SBP_ALLOW_AUTOPAY,
  SBP_CHOOSE_ANOTHER_BANK,
  SBP_CHOOSE_BANK,
  SBP_FAILED_TEXT,
  SBP_OPEN_BANK_APP,
  SBP_SCAN_QR,
  SBP_WAITING,
  SELECT_NOTHING_FOUND,
  SESSION_EXPIRED,
  TIMEOUT_ERROR,
  TIP_PAYMENT_ERROR,
  TOASTS,
  TOAST_ADDRESS_CHANGED,
  TOAST_DELIVERY_CONFIRMED,
  TOAST_DELIVERY_TIME_CHANGED,
  TOAST_NEW_ADDRESS_SAVED,
  TOAST_ORDER_CANCELLED,
  TOAST_SETTINGS_APPLIED,
  TOO_MANY_ATTEMPTS,
  TO_HOME,
  TRY_AGAIN,
  UNKNOWN_ERROR,
  WRONG_CODE,
  XHR_UNDEFINED,
  payAmount,
  resendCodeIn,
  sbpFailedTitle,
} from '../domain/messages';
export * from '../domain/mobapp-payment';
export * from '../domain/money';
export * from '../domain/order-constants';
export { deliveryStateText } from '../domain/delivery-state';
export {
  canPay,
  eatingPauseDays,
  isCustomOrder,
  isLongationOrder,
  longateAvailable,
  orderStatus,
  showsWhatsNew,
} from '../domain/order-status';
export type { OrderStatus } from '../domain/order-status';
export * from '../domain/phone';
export { PRESET_PROMOCODE_KEY } from '../domain/preset-promocode';
export * from '../domain/pricing';
export * from '../domain/landing-offer';
export * from '../domain/server-texts';
export * from '../domain/settings-texts';
export * from '../domain/stock';
export {
  APP_BANNER_TEXTS,
  BRAND_TEXTS,
  CITY_TEXTS,
  DELIVERIES_BLOCK_TEXTS,
  DELIVERY_ZONES,
  MATCHING,
  PRODUCT_TEXTS,
  PROMO_TEXTS,
} from '../domain/storefront-texts';
export type { DeliveryZone } from '../domain/storefront-texts';
export * from '../domain/storefront';
export * from '../domain/subscribe-texts';
export * from '../domain/subscription-pages-texts';
export * from '../domain/subscription-texts';
export * from '../domain/validation';
export * from '../domain/visible-text';
export * from '../domain/week-texts';
