/**
 * `@mealflow/sdk/domain`: pure rules, texts and formats (no XState, no API client).
 * Generated once from the flat root (issue 33); names are listed explicitly, no `export *` over a module.
 */
export { DEFAULT_ACTIVE_TESTS, actionKey, applyVariationAction, setComposition, setFlow } from '../domain/active-tests';
export type {
  ActiveTestsKey, ActiveTestsState, TestsComposition, TestsFlow, VariationAction, VariationOwner,
} from '../domain/active-tests';
export { formatAddressLine, foundAddressesText, queryHasHouse } from '../domain/address';
export type { AddressLineParts } from '../domain/address';
export {
  DIMENSIONS_STORAGE_KEY, SEGMENTATION_TIMEOUT_MS, SESSION_LOAD_COOKIE, SESSION_LOAD_MINUTES, analyticsEventType, dimensionValues,
  eventProperties, sessionLoadCookieDays,
} from '../domain/analytics';
export type { EventProperty } from '../domain/analytics';
export { BODY_TEXTS } from '../domain/body-texts';
export { BONUS_SHOP_TEXTS, GIFT_CERTIFICATE_TEXTS, LOYALTY_TEXTS } from '../domain/bonus-texts';
export { brandOfLanding, brandOfPage } from '../domain/brand';
export { DELIVERY_TEXTS, ORDER_TEXTS, formatPersons } from '../domain/cabinet-texts';
export { cardMaskText } from '../domain/card-mask';
export { CHECKOUT_VIEW_TEXTS } from '../domain/checkout-texts';
export { CITY_ALIASES, cityByAlias, cityById, currencyForCity, isBelarus, isRegionalCity } from '../domain/cities';
export {
  ACTIVITY_THROTTLE_MS, ADD_TO_CART_EVENT_DELAY_MS, ADVCAKE_ID_LENGTH, ANALYTICS_INIT_RETRIES, ANALYTICS_INIT_RETRY_MS,
  BELARUS_CITY_ID, BUTTON_COUNTDOWN_S, CARD, CITIES, CITY_ID, COOKIE_DAYS, DATA_LAYER_POLL_MAX, DATA_LAYER_POLL_MS,
  DEFAULT_CITY_ID, FIRST_NAME_MIN, FIXED_PLAN_PRICES, FORGOTTEN_ORDER_DELAY_MIN, HOME_ICON_HINT_MAX_SHOWS, LEAVE_BANNER_DISCOUNT,
  LEAVE_DETECTION_MS, MINSK_CITY_ID, MIN_PRICE, MIN_TRIAL_PRICE, MONITORING_SAMPLE_RATE, MOSCOW_CITY_ID, NOTIFICATION_MS,
  ORDER_READY_MS, POPUP_SIZE, PRERENDER_READY_MS, PROMO_ACTIVATION_DELAY_MS, PROMO_ERROR_HIDE_MS, RESERVATION_S, ROUTER_LOADER_MS,
  SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS, SMOOTH_SCROLL_MS, SMS_CODE_LENGTH, SPB_CITY_ID, SUBSCRIPTION_FLOW_STRATEGY,
  SUGGEST_DEBOUNCE_MS, SUGGEST_REQUESTED, SUGGEST_SHOWN, SWIPE_CLOSE_PX, TESTS_REPROCESS_MS, TIP_MODAL_DELAY_MS, TRIAL_FACTS,
  LINES_NOT_SOLD, TRIAL_PRICES, TRIAL_PRODUCTS, VK_PAY_MIN,
} from '../domain/constants';
export type { City, CityAlias, TrialPrice, TrialTarget } from '../domain/constants';
export { customMenuExtra, draftPriceDifference, isPaidDelivery, limitProblem } from '../domain/customization-limits';
export type { DeliveryLimits } from '../domain/customization-limits';
export {
  CUSTOMIZATION_TEXTS, applyCustomChange, applyDraft, canChangeDishes, changeKind, changedMeals, choicesOfDays,
  isCustomizableMenuType, mealAfter, mealTitles, offeredDishes, packsOfDay,
} from '../domain/customization';
export type { CustomChange, CustomChangeKind, DraftDeliveryContent, MealAction, MealChoice, MealChoices } from '../domain/customization';
export {
  SERVICE_TIME_ZONE, WEEK_STARTS_ON, addDays, dayOfMonth, daysBetween, deliveryWindowLabel, deliveryWindowType, formatDate,
  formatDateWithWeekday, formatDayMonth, formatDeliveryWindow, formatTime, formatTimeRange, formatWeekday, formatWeekdayLong,
  isPastCutoff, isoDateInZone, mondayOf, todayIso, tomorrowIso, weekdayIndex,
} from '../domain/dates';
export type { DeliveryWindowType } from '../domain/dates';
export {
  WINDOW_WORDS, cutoffTimeText, isWindowOpen, msUntilNextCutoff, offeredWindows, windowChoiceLabels, windowCutoff, windowLimit,
} from '../domain/delivery-windows';
export type { WindowSlot } from '../domain/delivery-windows';
export { currentFreeze, freezeDaysLeft, freezeDaysUsed, freezeLength, isFrozenOn, subscriptionState } from '../domain/freeze';
export type { SubscriptionState } from '../domain/freeze';
export { HOME_ICON_STEPS, HOME_ICON_TEXTS, homeIconBrowser, homeIconHintVisible } from '../domain/home-icon';
export type { HomeIconBrowser, HomeIconInput } from '../domain/home-icon';
export { INVITE_TEXTS, PARTNER_TEXTS } from '../domain/invite-texts';
export { LANDING_TEXTS } from '../domain/landing-texts';
export { LEAVE_BANNER_OFFERS } from '../domain/leave-banner-offers';
export { LEGAL_DOCUMENTS } from '../domain/legal-documents';
export type { LegalDocument } from '../domain/legal-documents';
export {
  ANY, CONFIG_FILTER_KEYS, activeEntry, applyPreview, configText, customizationCookieLifetime, effectiveActivityStatus,
  isActiveAt, overlayConfigs, promoApplies, promoDiscount, resolveConfig, resolveTree, ruleApplies,
} from '../domain/marketing-config';
export type {
  ConfigFilterKey, ConfigNode, ConfigParameters, ConfigPreview, ConfigRule, ConfigTrees, CustomizationCookieLifetime, DatedConfig,
  MarketingContext, PromoConditions, ResolvedConfig,
} from '../domain/marketing-config';
export { MEAL_SLOT_COUNTS, mealSlotName, mealSlotNames, mealSlotVariant } from '../domain/meal-slots';
export type { MealSlotVariant } from '../domain/meal-slots';
export {
  DEFAULT_GOALS_CONSIDERED, SUBSCRIPTION_PRODUCTS, WOWFOOD_TARGET, activeTarget, chooseDefaultMenuType, goalMenuTypes,
  hasPartPayableDays,
} from '../domain/menu-choice';
export type { DefaultMenuChoice, DefaultMenuInput, DefaultMenuReason, GoalFacts, MenuTypeFacts } from '../domain/menu-choice';
export { DAY_FALLBACK_MENU_TYPE, FALLBACK_MENU_TYPE, fallbackMenuType, priorityMenuType } from '../domain/menu-type-priority';
export type { MenuTypePick, MenuTypeSource, MenuTypeSources } from '../domain/menu-type-priority';
export { MENU_TYPE_TITLES, menuTypeTitle } from '../domain/menu';
export { MEAL_TYPE_TEXTS, MENU_PAGE_TEXTS, PRODUCT_MENU_TEXTS, TARGET_TEXTS } from '../domain/menus-texts';
export {
  AB_TEST_MESSAGES, ACCEPT_OFFER, ADDRESS_CHOOSE_HINT, ADDRESS_HOUSE_PROMPT, ADDRESS_HOUSE_REQUIRED, ADDRESS_MESSAGES,
  ADDRESS_NOTHING_FOUND, ADDRESS_NOT_FOUND, ADDRESS_OUTSIDE_ZONE, ADDRESS_STREET_REQUIRED, ADDRESS_TYPE_HINT, ADDRESS_UNAVAILABLE,
  ADDRESS_UNAVAILABLE_FOR_DELIVERY, ADDRESS_UNAVAILABLE_FOR_LINE, ADDRESS_UNAVAILABLE_FOR_ORDER, CABINET_TEXTS, CANCEL,
  CAPTCHA_REQUIRED, CARD_CVV_INVALID, CARD_CVV_LABEL, CARD_EXPIRED, CARD_EXPIRY_INVALID, CARD_EXPIRY_LABEL, CARD_EXPIRY_MONTH,
  CARD_MESSAGES, CARD_NAME_INVALID, CARD_NAME_LABEL, CARD_NUMBER_INVALID, CARD_NUMBER_LABEL, CASH_WITH_DRINKS, CHECKOUT_TEXTS,
  CHOOSE_PREFERENCES, CLOSE, CODE_HEADING, CODE_INVALID, CODE_LABEL, CODE_REQUIRED, CONFIRM, CUSTOM_MENU_BUTTON, DECLINE_OFFER,
  DOWNLOAD_APP, EDIT_PHONE, EMAIL_CHECK, EMAIL_INVALID, EMAIL_LABEL, ERROR_MESSAGES, EVENING, FINISH_ORDER, FIRST_NAME_LABEL,
  FIRST_NAME_REQUIRED, FLAT_INVALID, FLAT_LABEL, FUNNEL_TEXTS, GET_CODE, GET_DISCOUNT, LAST_NAME_LABEL, LAST_NAME_REQUIRED,
  LEAVE_BANNER_TEXTS, LEGAL_CONSENT_LINK, LEGAL_OFFER_LINK, LEGAL_TEXT, LOGIN_TEXTS, LOGOUT, LONGATION_STATUS_ERROR,
  LOSE_MENU_CHANGES, MALFORMED_RESPONSE, MORNING, MOVE_DELIVERY, NAME_LETTERS_ONLY, NETWORK_ERROR, NOT_FOUND_TITLE, NOT_NOW,
  ORDER_BUTTON, ORDER_GIFT_BUTTON, ORDER_NOT_READY, ORDER_TRIAL_DAY, PAY, PAYMENT_CARD_FORM_ERROR, PAYMENT_CRYPTOGRAM_ERROR,
  PAYMENT_ERROR, PAYMENT_MESSAGES, PHONE_EMPTY_CONTACT, PHONE_EMPTY_CREATE_ORDER, PHONE_EMPTY_CREATE_ORDER_COMMA,
  PHONE_EMPTY_EDIT_MENU, PHONE_FOREIGN, PHONE_HEADING, PHONE_INVALID_BY, PHONE_INVALID_RU, PHONE_LABEL, PHONE_MESSAGES,
  PHONE_PLEASE, PROFILE_MESSAGES, PROMO_APPLIED, PROMO_APPLIED_SHORT, PROMO_APPLY, PROMO_FAILED, PROMO_LABEL, PROMO_MESSAGES,
  REFUSE_DISCOUNT, RESEND_CODE, RETRY, SBP_ALLOW_AUTOPAY, SBP_CHOOSE_ANOTHER_BANK, SBP_CHOOSE_BANK, SBP_FAILED_TEXT,
  SBP_OPEN_BANK_APP, SBP_SCAN_QR, SBP_WAITING, SELECT_NOTHING_FOUND, SESSION_EXPIRED, TIMEOUT_ERROR, TIP_PAYMENT_ERROR, TOASTS,
  TOAST_ADDRESS_CHANGED, TOAST_DELIVERY_CONFIRMED, TOAST_DELIVERY_TIME_CHANGED, TOAST_NEW_ADDRESS_SAVED, TOAST_ORDER_CANCELLED,
  TOAST_SETTINGS_APPLIED, TOO_MANY_ATTEMPTS, TO_HOME, TRY_AGAIN, UNKNOWN_ERROR, WRONG_CODE, XHR_UNDEFINED, payAmount,
  resendCodeIn, sbpFailedTitle,
} from '../domain/messages';
export { MOBAPP_PAYMENT_TEXTS, mobappPaymentOutcome, mobappPaymentView } from '../domain/mobapp-payment';
export type { MobappPaymentOutcome, MobappPaymentView } from '../domain/mobapp-payment';
export {
  NBSP, currencySymbol, formatAmount, formatBonuses, formatBottles, formatDays, formatDishes, formatMoney, formatWeeks, plural,
} from '../domain/money';
export type { PluralForms } from '../domain/money';
export {
  ABONEMENT_PROMO_PERCENT, ACTIVITY_TYPE, ADDRESS_CHECK, CALORIE_LINES, CERTIFICATE_MEAL_DAYS, CUSTOMIZABLE_MENU_TYPES,
  CUSTOM_ABONEMENT_CONFIG_KEYS, CUSTOM_ABONEMENT_MEAL_DAYS, DELIVERY_CUTOFFS, DELIVERY_EVERY_DAYS, DELIVERY_HOURS,
  DELIVERY_NOTICE_MIN, DELIVERY_WINDOWS, DETOX_BOTTLES, EATING_PAUSE_OFFSET_DAYS, EATING_PAUSE_WHATS_NEW_DAYS, EXTRA_MEAL_PRICE,
  FIT21_MAPPING, FREE_DELIVERY_BEYOND_MKAD_KM, MENU_HELPER_ACTIVITY_GOAL, NEW_PACKS_COUNT, NO_DRINKS_MENU_TYPES, ORDER_ORIGIN,
  PACK_DAYS, PRESET_DAYS, PROMO_EXTRA_DAYS, PROMO_MEAL_DAYS, QUESTIONNAIRE_SUB_PLATFORM_ID, REFERRAL_GROUP,
  REGIONAL_PROMO_MEAL_DAYS, SBP_TYPE_KEYS, SPACE_OFFER_DISCOUNT, SUBSCRIPTION, SUPERDETOX_DAY_MEALS, TIP_SUBSCRIPTION_DISCOUNTS,
  TRIAL_ON_INDEX_MEAL_DAYS, WALLET_HISTORY_PAGE, isMonthlySubscription,
} from '../domain/order-constants';
export {
  canPay, deliveryStateText, eatingPauseDays, isCustomOrder, isLongationOrder, longateAvailable, orderStatus, showsWhatsNew,
} from '../domain/order-status';
export type { OrderStatus } from '../domain/order-status';
export {
  BY_OPERATORS, PHONE_COUNTRY_CODE, PHONE_NATIONAL_LENGTH, PHONE_PLACEHOLDER, PHONE_PREFIX, RU_HOME_CODE_FIRST_DIGITS,
  foreignPhoneCountry, formatPhone, formatPhoneInput, isPhoneComplete, isPhoneValid, nationalDigits, phoneCountryForCity,
  phoneDigits, toE164, validatePhone,
} from '../domain/phone';
export type { PhoneCountry, PhoneValidation, PhoneValidationOptions } from '../domain/phone';
export { PRESET_PROMOCODE_KEY } from '../domain/preset-promocode';
export {
  LEAVE_BANNER_PROMOCODE, TARGET_COOKIE, applyPercentDiscount, countsAsPaid, fixedPlanPrice, leaveBannerDiscountPercent,
  isLineSoldIn, leaveBannerVariantFor, minTrialPrice, paidByPromocode, trialPrice,
} from '../domain/pricing';
export { matchingRows, rememberTrialTarget, TRIAL_PRODUCT_PATH } from '../domain/landing-offer';
export type { PaidOrderFacts } from '../domain/pricing';
export { LONGATION_STATUS_TEXT, serverTextForPeople } from '../domain/server-texts';
export { CARD_TEXTS, SETTINGS_TEXTS } from '../domain/settings-texts';
export { availableMenuType, isMenuTypeSoldOut, isStockOut } from '../domain/stock';
export {
  APP_BANNER_TEXTS, BRAND_TEXTS, CITY_TEXTS, DELIVERIES_BLOCK_TEXTS, DELIVERY_ZONES, MATCHING, PRODUCT_TEXTS, PROMO_TEXTS,
} from '../domain/storefront-texts';
export type { DeliveryZone } from '../domain/storefront-texts';
export { brandTexts, deliveriesFor, landingBlocks, mobileAppBannerVisible, osOfUserAgent, promoFor } from '../domain/storefront';
export type { AppBannerInput, LandingBlock } from '../domain/storefront';
export { SUBSCRIBE_FAQ, SUBSCRIBE_TEXTS } from '../domain/subscribe-texts';
export { FITNESS_TEXTS, SUBSCRIPTION_MENU_TEXTS, SUBSCRIPTION_PAGES_TEXTS, formatMonths } from '../domain/subscription-pages-texts';
export { FREEZE_TEXTS, STOP_REASONS, STOP_TEXTS, SUBSCRIPTION_TEXTS, formatFreezeDays } from '../domain/subscription-texts';
export type { StopReasonId } from '../domain/subscription-texts';
export {
  cardDigits, emailForSave, formatCardNumberInput, formatCardholderInput, formatCvvInput, formatExpiryInput, formatFlatInput,
  formatSmsCodeInput, isCardFormFilled, isFlatValid, isSmsCodeComplete, isValidEmail, luhn, validateAddressParts,
  validateCardForm, validateCardNumber, validateCardholder, validateCvv, validateEmail, validateExpiry, validateFirstName,
  validateFlat, validateLastName, validateSmsCode,
} from '../domain/validation';
export type { AddressParts, CardFormErrors, CardFormValues, Expiry, ValidationResult } from '../domain/validation';
export {
  MENU_TYPE_CODES, VISIBLE_TEXT_RULES, isoDateIn, menuTypeCodeIn, rawPhoneIn, visibleTextProblems, wrappingAmountIn,
} from '../domain/visible-text';
export type { VisibleTextRule } from '../domain/visible-text';
export { WEEK_TEXTS } from '../domain/week-texts';
