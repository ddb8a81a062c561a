/**
 * The spec's numbers (order-funnel §9, personal-cabinet §9), named. Machines take their delays
 * from here; nothing else in the SDK writes these numbers again.
 */

/** Order creation is allowed this long after load (the order-ready flag). */
export const ORDER_READY_MS = 10_000;
/** Leave banner on phones: this long without a touch. */
export const LEAVE_DETECTION_MS = 15_000;
/** Phone-form button countdown after an order is created, seconds. */
export const BUTTON_COUNTDOWN_S = 15;
/** Reservation timer and leave-banner countdown, seconds. */
export const RESERVATION_S = 300;
/** A promocode error hides after this long. */
export const PROMO_ERROR_HIDE_MS = 15_000;
/** Order-flow client activity tracking throttle. */
export const ACTIVITY_THROTTLE_MS = 2_000;
/** Promo activation delay. */
export const PROMO_ACTIVATION_DELAY_MS = 500;
/** Tip modal shows this long after rating tasks load. */
export const TIP_MODAL_DELAY_MS = 3_000;
/** Address suggestions: debounce, how many are requested and how many shown. */
export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_REQUESTED = 10;
export const SUGGEST_SHOWN = 8;
/** Toast lifetime by device. */
export const NOTIFICATION_MS = { phone: 2_500, desktop: 3_000 } as const;
/** Router loader wait and promotions/tests reprocessing delay. */
export const ROUTER_LOADER_MS = 300;
export const TESTS_REPROCESS_MS = 300;
/** Delayed forgotten-order record, minutes. */
export const FORGOTTEN_ORDER_DELAY_MIN = 1_440;

/** Cookie and storage lifetimes, days. */
export const COOKIE_DAYS = {
  clientToken: 365,
  redirectPath: 1,
  logoutProfile: 30,
  referrer: 30,
  queryParams: 30,
  utm: 30,
  cmz: 1,
  customisation: 1,
  defaultCity: 30,
  cityConfirmed: 365,
  target: 1,
  /** Front SMS token: 3 minutes. */
  efst: 3 / (24 * 60),
} as const;

export const BELARUS_CITY_ID = 20;
export const MOSCOW_CITY_ID = 2;
export const SPB_CITY_ID = 1;
export const DEFAULT_CITY_ID = MOSCOW_CITY_ID;
/** Minimum order price in the default city. */
export const MIN_PRICE = 3_500;
/** VK Pay is offered from this amount to pay. */
export const VK_PAY_MIN = 3_300;

export const CARD = { maxDigits: 19, minDigits: 16, cvvMin: 3, cvvMax: 4 } as const;
export const FIRST_NAME_MIN = 2;
export const SMS_CODE_LENGTH = 4;

/** Order origin ids of the creation payload. */
export const ORDER_ORIGIN = { anonymous: 1, landingLoggedIn: 12, loggedIn: 13 } as const;

/** Delivery windows and cut-offs. */
export const DELIVERY_WINDOWS = {
  morning: { from: '07:00', to: '12:00', label: 'Утро' },
  evening: { from: '18:00', to: '23:00', label: 'Вечер' },
  eveningLate: { from: '19:00', to: '23:00', label: 'Вечер' },
} as const;
export const DELIVERY_CUTOFFS = ['15:00:00', '19:59:59'] as const;

export const CERTIFICATE_MEAL_DAYS = [2, 6, 18, 24] as const;
export const CUSTOM_ABONEMENT_MEAL_DAYS = 18;
export const TRIAL_ON_INDEX_MEAL_DAYS = 1;
export const PROMO_MEAL_DAYS = [6, 12, 24] as const;
