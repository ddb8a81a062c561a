/** Half of `@mealflow/sdk/domain` (domain.ts): the names of mobapp-payment … week-texts, listed one by one. */
export { MOBAPP_PAYMENT_TEXTS, mobappPaymentOutcome, mobappPaymentView } from '../domain/mobapp-payment';
export type { MobappPaymentOutcome, MobappPaymentView } from '../domain/mobapp-payment';
export {
  NBSP,
  currencySymbol,
  formatAmount,
  formatBonuses,
  formatBottles,
  formatDays,
  formatDishes,
  formatMoney,
  formatRoubles,
  formatWeeks,
  plural,
} from '../domain/money';
export type { PluralForms } from '../domain/money';
export {
  ABONEMENT_PROMO_PERCENT,
  ACTIVITY_TYPE,
  ADDRESS_CHECK,
  CALORIE_LINES,
  CERTIFICATE_MEAL_DAYS,
  CUSTOMIZABLE_MENU_TYPES,
  CUSTOM_ABONEMENT_CONFIG_KEYS,
  CUSTOM_ABONEMENT_MEAL_DAYS,
  DELIVERY_CUTOFFS,
  DELIVERY_EVERY_DAYS,
  DELIVERY_HOURS,
  DELIVERY_NOTICE_MIN,
  DELIVERY_WINDOWS,
  DETOX_BOTTLES,
  EATING_PAUSE_OFFSET_DAYS,
  EATING_PAUSE_WHATS_NEW_DAYS,
  EXTRA_MEAL_PRICE,
  FIT21_MAPPING,
  FREE_DELIVERY_BEYOND_MKAD_KM,
  MENU_HELPER_ACTIVITY_GOAL,
  NEW_PACKS_COUNT,
  NO_DRINKS_MENU_TYPES,
  ORDER_ORIGIN,
  PACK_DAYS,
  PRESET_DAYS,
  PROMO_EXTRA_DAYS,
  PROMO_MEAL_DAYS,
  QUESTIONNAIRE_SUB_PLATFORM_ID,
  REFERRAL_GROUP,
  REGIONAL_PROMO_MEAL_DAYS,
  SBP_TYPE_KEYS,
  SPACE_OFFER_DISCOUNT,
  SUBSCRIPTION,
  SUPERDETOX_DAY_MEALS,
  TIP_SUBSCRIPTION_DISCOUNTS,
  TRIAL_ON_INDEX_MEAL_DAYS,
  WALLET_HISTORY_PAGE,
  isMonthlySubscription,
} from '../domain/order-constants';
export {
  canPay,
  deliveryStateText,
  eatingPauseDays,
  isCustomOrder,
  isLongationOrder,
  longateAvailable,
  orderStatus,
  showsWhatsNew,
} from '../domain/order-status';
export type { OrderStatus } from '../domain/order-status';
export {
  BY_OPERATORS,
  PHONE_COUNTRY_CODE,
  PHONE_NATIONAL_LENGTH,
  PHONE_PLACEHOLDER,
  PHONE_PREFIX,
  RU_HOME_CODE_FIRST_DIGITS,
  foreignPhoneCountry,
  formatPhone,
  formatPhoneInput,
  isPhoneComplete,
  isPhoneValid,
  nationalDigits,
  phoneCountryForCity,
  phoneDigits,
  toE164,
  validatePhone,
} from '../domain/phone';
export type { PhoneCountry, PhoneValidation, PhoneValidationOptions } from '../domain/phone';
export { PRESET_PROMOCODE_KEY } from '../domain/preset-promocode';
export {
  LEAVE_BANNER_PROMOCODE,
  TARGET_COOKIE,
  applyPercentDiscount,
  countsAsPaid,
  fixedPlanPrice,
  leaveBannerDiscountPercent,
  isLineSoldIn,
  leaveBannerVariantFor,
  minTrialPrice,
  paidByPromocode,
  trialPrice,
} from '../domain/pricing';
export { matchingRows, rememberTrialTarget, TRIAL_PRODUCT_PATH } from '../domain/landing-offer';
export type { PaidOrderFacts } from '../domain/pricing';
export { LONGATION_STATUS_TEXT, serverTextForPeople } from '../domain/server-texts';
export { CARD_TEXTS, SETTINGS_TEXTS } from '../domain/settings-texts';
export { availableMenuType, isMenuTypeSoldOut, isStockOut } from '../domain/stock';
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
export { brandTexts, deliveriesFor, landingBlocks, mobileAppBannerVisible, osOfUserAgent, promoFor } from '../domain/storefront';
export type { AppBannerInput, LandingBlock } from '../domain/storefront';
export { SUBSCRIBE_FAQ, SUBSCRIBE_TEXTS } from '../domain/subscribe-texts';
export { FITNESS_TEXTS, SUBSCRIPTION_MENU_TEXTS, SUBSCRIPTION_PAGES_TEXTS, formatMonths } from '../domain/subscription-pages-texts';
export { FREEZE_TEXTS, STOP_REASONS, STOP_TEXTS, SUBSCRIPTION_TEXTS, formatFreezeDays } from '../domain/subscription-texts';
export type { StopReasonId } from '../domain/subscription-texts';
export {
  cardDigits,
  emailForSave,
  formatCardNumberInput,
  formatCardholderInput,
  formatCvvInput,
  formatExpiryInput,
  formatFlatInput,
  formatSmsCodeInput,
  isCardFormFilled,
  isFlatValid,
  isSmsCodeComplete,
  isValidEmail,
  luhn,
  validateAddressParts,
  validateCardForm,
  validateCardNumber,
  validateCardholder,
  validateCvv,
  validateEmail,
  validateExpiry,
  validateFirstName,
  validateFlat,
  validateLastName,
  validateSmsCode,
} from '../domain/validation';
export type { AddressParts, CardFormErrors, CardFormValues, Expiry, ValidationResult } from '../domain/validation';
export {
  MENU_TYPE_CODES,
  VISIBLE_TEXT_RULES,
  isoDateIn,
  menuTypeCodeIn,
  rawPhoneIn,
  visibleTextProblems,
  wrappingAmountIn,
} from '../domain/visible-text';
export type { VisibleTextRule } from '../domain/visible-text';
export { WEEK_TEXTS } from '../domain/week-texts';
