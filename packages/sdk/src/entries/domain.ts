/** `@mealflow/sdk/domain`: Pure rules without XState or the API client: phone masks, validation, money, dates, plurals, texts. Every name here is also exported by `@mealflow/sdk`. */
export { formatAddressLine, foundAddressesText, queryHasHouse } from '../domain/address';
export type { AddressLineParts } from '../domain/address';
export { CHECKOUT_VIEW_TEXTS } from '../domain/checkout-texts';
export { CITY_ALIASES, cityByAlias, cityById, currencyForCity, isBelarus, isRegionalCity } from '../domain/cities';
export {
  ABONEMENT_PROMO_PERCENT, ACTIVITY_THROTTLE_MS, ACTIVITY_TYPE, ADD_TO_CART_EVENT_DELAY_MS, ADDRESS_CHECK,
  ADVCAKE_ID_LENGTH, ANALYTICS_INIT_RETRIES, ANALYTICS_INIT_RETRY_MS, BELARUS_CITY_ID, BUTTON_COUNTDOWN_S,
  CALORIE_LINES, CARD, CERTIFICATE_MEAL_DAYS, CITIES, CITY_ID, COOKIE_DAYS, CUSTOM_ABONEMENT_CONFIG_KEYS,
  CUSTOM_ABONEMENT_MEAL_DAYS, CUSTOMIZABLE_MENU_TYPES, DATA_LAYER_POLL_MAX, DATA_LAYER_POLL_MS, DEFAULT_CITY_ID,
  DELIVERY_CUTOFFS, DELIVERY_EVERY_DAYS, DELIVERY_HOURS, DELIVERY_NOTICE_MIN, DELIVERY_WINDOWS, DETOX_BOTTLES,
  EATING_PAUSE_OFFSET_DAYS, EATING_PAUSE_WHATS_NEW_DAYS, EXTRA_MEAL_PRICE, FIRST_NAME_MIN, FIT21_MAPPING,
  FIXED_PLAN_PRICES, FORGOTTEN_ORDER_DELAY_MIN, FREE_DELIVERY_BEYOND_MKAD_KM, HOME_ICON_HINT_MAX_SHOWS,
  isMonthlySubscription, LEAVE_BANNER_DISCOUNT, LEAVE_DETECTION_MS, MENU_HELPER_ACTIVITY_GOAL, MIN_PRICE,
  MIN_TRIAL_PRICE, MINSK_CITY_ID, MONITORING_SAMPLE_RATE, MOSCOW_CITY_ID, NEW_PACKS_COUNT, NO_DRINKS_MENU_TYPES,
  NOTIFICATION_MS, ORDER_ORIGIN, ORDER_READY_MS, PACK_DAYS, POPUP_SIZE, PRERENDER_READY_MS, PRESET_DAYS,
  PROMO_ACTIVATION_DELAY_MS, PROMO_ERROR_HIDE_MS, PROMO_EXTRA_DAYS, PROMO_MEAL_DAYS, QUESTIONNAIRE_SUB_PLATFORM_ID,
  REFERRAL_GROUP, REGIONAL_PROMO_MEAL_DAYS, RESERVATION_S, ROUTER_LOADER_MS, SBP_TYPE_KEYS, SLIDER_AUTOPLAY_MS,
  SLIDER_SPEED_MS, SMOOTH_SCROLL_MS, SMS_CODE_LENGTH, SPACE_OFFER_DISCOUNT, SPB_CITY_ID, SUBSCRIPTION,
  SUBSCRIPTION_FLOW_STRATEGY, SUGGEST_DEBOUNCE_MS, SUGGEST_REQUESTED, SUGGEST_SHOWN, SUPERDETOX_DAY_MEALS,
  SWIPE_CLOSE_PX, TESTS_REPROCESS_MS, TIP_MODAL_DELAY_MS, TIP_SUBSCRIPTION_DISCOUNTS, TRIAL_FACTS,
  TRIAL_ON_INDEX_MEAL_DAYS, TRIAL_PRICES, LINES_NOT_SOLD, VK_PAY_MIN, WALLET_HISTORY_PAGE,
} from '../domain/constants';
export type { City, CityAlias, TrialPrice, TrialTarget } from '../domain/constants';
export {
  addDays, dayOfMonth, deliveryWindowLabel, deliveryWindowType, formatDate, formatDateWithWeekday, formatDayMonth,
  formatDeliveryWindow, formatTime, formatTimeRange, formatWeekday, formatWeekdayLong, isoDateInZone, isPastCutoff, mondayOf,
  SERVICE_TIME_ZONE, todayIso, tomorrowIso, WEEK_STARTS_ON, weekdayIndex,
} from '../domain/dates';
export type { DeliveryWindowType } from '../domain/dates';
export {
  cutoffTimeText, isWindowOpen, msUntilNextCutoff, offeredWindows, WINDOW_WORDS, windowChoiceLabels, windowCutoff, windowLimit,
} from '../domain/delivery-windows';
export type { WindowSlot } from '../domain/delivery-windows';
export {
  activeTarget, chooseDefaultMenuType, DEFAULT_GOALS_CONSIDERED, WOWFOOD_TARGET, goalMenuTypes, hasPartPayableDays, MENU_TYPE_TITLES,
  menuTypeTitle, SUBSCRIPTION_PRODUCTS,
} from '../domain/menu';
export type { DefaultMenuChoice, DefaultMenuInput, DefaultMenuReason, GoalFacts, MenuTypeFacts } from '../domain/menu';
export { DAY_FALLBACK_MENU_TYPE, FALLBACK_MENU_TYPE, fallbackMenuType, priorityMenuType } from '../domain/menu-type-priority';
export type { MenuTypePick, MenuTypeSource, MenuTypeSources } from '../domain/menu-type-priority';
export { availableMenuType, isMenuTypeSoldOut, isStockOut } from '../domain/stock';
export {
  AB_TEST_MESSAGES, ACCEPT_OFFER, ADDRESS_CHOOSE_HINT, ADDRESS_HOUSE_PROMPT, ADDRESS_HOUSE_REQUIRED, ADDRESS_MESSAGES, ADDRESS_NOT_FOUND,
  ADDRESS_NOTHING_FOUND, ADDRESS_OUTSIDE_ZONE, ADDRESS_STREET_REQUIRED, ADDRESS_TYPE_HINT, ADDRESS_UNAVAILABLE,
  ADDRESS_UNAVAILABLE_FOR_DELIVERY, ADDRESS_UNAVAILABLE_FOR_LINE, ADDRESS_UNAVAILABLE_FOR_ORDER, CABINET_TEXTS,
  CANCEL, CAPTCHA_REQUIRED, CARD_CVV_INVALID, CARD_CVV_LABEL, CARD_EXPIRY_INVALID, CARD_EXPIRY_LABEL, CARD_MESSAGES,
  CARD_NAME_INVALID, CARD_NAME_LABEL, CARD_NUMBER_INVALID, CARD_NUMBER_LABEL, CASH_WITH_DRINKS, CHECKOUT_TEXTS,
  CHOOSE_PREFERENCES, CLOSE, CODE_HEADING, CODE_INVALID, CODE_LABEL, CODE_REQUIRED, CONFIRM, CUSTOM_MENU_BUTTON,
  DECLINE_OFFER, DOWNLOAD_APP, EDIT_PHONE, EMAIL_CHECK, EMAIL_INVALID, EMAIL_LABEL, ERROR_MESSAGES, EVENING,
  FINISH_ORDER, FIRST_NAME_LABEL, FIRST_NAME_REQUIRED, FLAT_INVALID, FLAT_LABEL, FUNNEL_TEXTS, GET_CODE,
  GET_DISCOUNT, LANDING_TEXTS, LAST_NAME_LABEL, LAST_NAME_REQUIRED, LEAVE_BANNER_OFFERS, LEAVE_BANNER_TEXTS,
  LEGAL_CONSENT_LINK, LEGAL_OFFER_LINK, LEGAL_TEXT, LOGIN_TEXTS, LOGOUT, LONGATION_STATUS_ERROR, LOSE_MENU_CHANGES,
  MALFORMED_RESPONSE, MORNING, MOVE_DELIVERY, NETWORK_ERROR, NOT_FOUND_TITLE, NOT_NOW, ORDER_BUTTON,
  ORDER_GIFT_BUTTON, ORDER_NOT_READY, ORDER_TRIAL_DAY, PAY, payAmount, PAYMENT_CARD_FORM_ERROR,
  PAYMENT_CRYPTOGRAM_ERROR, PAYMENT_ERROR, PAYMENT_MESSAGES, PHONE_EMPTY_CONTACT, PHONE_EMPTY_CREATE_ORDER,
  PHONE_EMPTY_CREATE_ORDER_COMMA, PHONE_EMPTY_EDIT_MENU, PHONE_HEADING, PHONE_INVALID_BY, PHONE_INVALID_RU,
  PHONE_LABEL, PHONE_MESSAGES, PHONE_PLEASE, PROFILE_MESSAGES, PROMO_APPLIED, PROMO_APPLIED_SHORT, PROMO_APPLY,
  PROMO_FAILED, PROMO_LABEL, PROMO_MESSAGES, REFUSE_DISCOUNT, RESEND_CODE, resendCodeIn, RETRY, SBP_ALLOW_AUTOPAY,
  SBP_CHOOSE_ANOTHER_BANK, SBP_CHOOSE_BANK, SBP_FAILED_TEXT, SBP_OPEN_BANK_APP, SBP_SCAN_QR, SBP_WAITING,
  sbpFailedTitle, SELECT_NOTHING_FOUND, SESSION_EXPIRED, TIMEOUT_ERROR, TIP_PAYMENT_ERROR, TO_HOME,
  TOAST_ADDRESS_CHANGED, TOAST_DELIVERY_CONFIRMED, TOAST_DELIVERY_TIME_CHANGED, TOAST_NEW_ADDRESS_SAVED,
  TOAST_ORDER_CANCELLED, TOAST_SETTINGS_APPLIED, TOASTS, TRY_AGAIN, UNKNOWN_ERROR, WRONG_CODE, XHR_UNDEFINED,
  TOO_MANY_ATTEMPTS, CARD_EXPIRED, CARD_EXPIRY_MONTH, NAME_LETTERS_ONLY, PHONE_FOREIGN,
} from '../domain/messages';
export {
  currencySymbol, formatAmount, formatBonuses, formatBottles, formatDays, formatDishes, formatMoney, formatWeeks, NBSP, plural,
} from '../domain/money';
export type { PluralForms } from '../domain/money';
export {
  BY_OPERATORS, foreignPhoneCountry, formatPhone, formatPhoneInput, isPhoneComplete, isPhoneValid, nationalDigits, PHONE_COUNTRY_CODE,
  PHONE_NATIONAL_LENGTH, PHONE_PLACEHOLDER, PHONE_PREFIX, phoneCountryForCity, phoneDigits,
  RU_HOME_CODE_FIRST_DIGITS, toE164, validatePhone,
} from '../domain/phone';
export type { PhoneCountry, PhoneValidation, PhoneValidationOptions } from '../domain/phone';
export { LONGATION_STATUS_TEXT, serverTextForPeople } from '../domain/server-texts';
export { isoDateIn, MENU_TYPE_CODES, menuTypeCodeIn, rawPhoneIn, VISIBLE_TEXT_RULES, visibleTextProblems, wrappingAmountIn } from '../domain/visible-text';
export type { VisibleTextRule } from '../domain/visible-text';
export {
  applyPercentDiscount, countsAsPaid, fixedPlanPrice, LEAVE_BANNER_PROMOCODE, paidByPromocode, leaveBannerDiscountPercent, leaveBannerVariantFor,
  isLineSoldIn, minTrialPrice, TARGET_COOKIE, trialPrice,
} from '../domain/pricing';
export type { PaidOrderFacts } from '../domain/pricing';
export {
  cardDigits, emailForSave, formatCardholderInput, formatCardNumberInput, formatCvvInput, formatExpiryInput,
  formatFlatInput, formatSmsCodeInput, isCardFormFilled, isFlatValid, isSmsCodeComplete, isValidEmail, luhn,
  validateAddressParts, validateCardForm, validateCardholder, validateCardNumber, validateCvv, validateEmail,
  validateExpiry, validateFirstName, validateFlat, validateLastName, validateSmsCode,
} from '../domain/validation';
export type { AddressParts, CardFormErrors, CardFormValues, Expiry, ValidationResult } from '../domain/validation';
