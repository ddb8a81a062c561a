/**
 * The spec's numbers (order-funnel §9, personal-cabinet §9, plus the few numbers of §3–§5 that
 * rules depend on), named. Machines take their delays from here; nothing else in the SDK writes
 * these numbers again. Pure data: this module imports nothing.
 */

// ---------------------------------------------------------------------------------------------
// Timers (order-funnel §9, personal-cabinet §9)
// ---------------------------------------------------------------------------------------------

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
/** Prerender-ready flags are set this long after load (two flags). */
export const PRERENDER_READY_MS = [3_000, 45_000] as const;
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
/** Router loader wait when the business product or site department changes. */
export const ROUTER_LOADER_MS = 300;
/** Promotions and A/B tests are reprocessed this long after a change. */
export const TESTS_REPROCESS_MS = 300;
/** Delayed forgotten-order record, minutes. */
export const FORGOTTEN_ORDER_DELAY_MIN = 1_440;
/** Second-brand analytics flag initialisation: retries and their interval. */
export const ANALYTICS_INIT_RETRIES = 5;
export const ANALYTICS_INIT_RETRY_MS = 1_500;
/** Data layer polling: interval and maximum number of polls. */
export const DATA_LAYER_POLL_MS = 100;
export const DATA_LAYER_POLL_MAX = 200;
/** The add-to-cart analytics event is sent this long later. */
export const ADD_TO_CART_EVENT_DELAY_MS = 200;
/** Slider speed and autoplay; smooth scroll duration. */
export const SLIDER_SPEED_MS = 300;
export const SLIDER_AUTOPLAY_MS = 5_000;
export const SMOOTH_SCROLL_MS = 500;
/** A bottom sheet closes on a downward swipe longer than this, px. */
export const SWIPE_CLOSE_PX = 70;
/** Monitoring sample rate. */
export const MONITORING_SAMPLE_RATE = 0.2;
/** Subscription flow strategy value. */
export const SUBSCRIPTION_FLOW_STRATEGY = 2;
/** The home-screen icon hint is shown at most this many times. */
export const HOME_ICON_HINT_MAX_SHOWS = 5;
/** Default popup window size (share popups). */
export const POPUP_SIZE = { width: 626, height: 436 } as const;

// ---------------------------------------------------------------------------------------------
// Cookies and storage (personal-cabinet §9)
// ---------------------------------------------------------------------------------------------

/** Cookie and storage lifetimes, days (fractions of a day for the short ones). */
export const COOKIE_DAYS = {
  /** Client token cookie. */
  clientToken: 365,
  /** Saved redirect path of the login guard. */
  redirectPath: 1,
  /** Reduced profile kept after logout. */
  logoutProfile: 30,
  referrer: 30,
  /** Query-parameter cookies, default. */
  queryParams: 30,
  utm: 30,
  cmz: 1,
  autocoupon: 1,
  /** Customisation expiry default (7 days in one place: `customisationLong`). */
  customisation: 1,
  customisationLong: 7,
  defaultCity: 30,
  cityConfirmed: 365,
  target: 1,
  ga: 730,
  admitadUid: 90,
  aud: 1,
  audt: 1,
  invite: 1,
  fdp: 5,
  fdc: 5,
  advcake: 30,
  /** Front SMS token: 3 minutes. */
  efst: 3 / (24 * 60),
  /** Session-load cookie: half an hour. */
  sessionLoad: 1 / 48,
} as const;

/** Length of an advcake cookie id. */
export const ADVCAKE_ID_LENGTH = 32;

// ---------------------------------------------------------------------------------------------
// Cities (order-funnel §9, personal-cabinet §9)
// ---------------------------------------------------------------------------------------------

/** City ids. Aliases beyond spb and msk are ours (the spec names only those two). */
export const CITY_ID = {
  spb: 1,
  msk: 2,
  ekb: 3,
  murmansk: 4,
  nsk: 5,
  krd: 6,
  kzn: 7,
  nnov: 9,
  minsk: 20,
} as const;
export type CityAlias = keyof typeof CITY_ID;

export const SPB_CITY_ID = CITY_ID.spb;
export const MOSCOW_CITY_ID = CITY_ID.msk;
/** Belarus (Minsk): BY phone mask and roubles shown as 'руб.'. */
export const BELARUS_CITY_ID = CITY_ID.minsk;
export const MINSK_CITY_ID = BELARUS_CITY_ID;
/** Default city: Moscow. */
export const DEFAULT_CITY_ID = MOSCOW_CITY_ID;

export interface City {
  id: number;
  alias: CityAlias;
  /** Russian name. */
  name: string;
  /** The phone field's placeholder in this city (the BY mask in Minsk). */
  phonePlaceholder: string;
  currency: 'RUB' | 'BYN';
  /** KLADR codes the address suggestions are restricted to (the spec's `kladrLocations`; none in Belarus). */
  kladrLocations: readonly { kladr_id: string }[];
  /** Circles the address suggestions are restricted to (the spec's `suggestBoundingCircles`): centre and radius. */
  suggestBoundingCircles: readonly { lat: number; lon: number; radius_meters: number }[];
  /** The address field's placeholder in this city (the spec's `webSearchPlaceholder`). */
  webSearchPlaceholder: string;
}

const RU_PLACEHOLDER = '+7 (___) ___-__-__';
const BY_PLACEHOLDER = '+375 (__) ___-__-__';

/** A city's address-suggestion facts: its KLADR code (none in Belarus), a 30 km circle around its centre, the field's example. */
function addressFacts(
  kladrId: string | undefined,
  lat: number,
  lon: number,
  webSearchPlaceholder: string,
): Pick<City, 'kladrLocations' | 'suggestBoundingCircles' | 'webSearchPlaceholder'> {
  return {
    kladrLocations: kladrId ? [{ kladr_id: kladrId }] : [],
    suggestBoundingCircles: [{ lat, lon, radius_meters: 30_000 }],
    webSearchPlaceholder,
  };
}

/** The cities of the spec, in id order. */
export const CITIES: readonly City[] = [
  {
    id: CITY_ID.spb,
    alias: 'spb',
    name: 'Санкт-Петербург',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('7800000000000', 59.9386, 30.3141, 'Например, Невский пр-т, 28'),
  },
  {
    id: CITY_ID.msk,
    alias: 'msk',
    name: 'Москва',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('7700000000000', 55.7558, 37.6173, 'Например, ул. Тверская, 7'),
  },
  {
    id: CITY_ID.ekb,
    alias: 'ekb',
    name: 'Екатеринбург',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('6600000100000', 56.8389, 60.6057, 'Например, ул. Малышева, 51'),
  },
  {
    id: CITY_ID.murmansk,
    alias: 'murmansk',
    name: 'Мурманск',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('5100000100000', 68.9585, 33.0827, 'Например, пр-т Ленина, 82'),
  },
  {
    id: CITY_ID.nsk,
    alias: 'nsk',
    name: 'Новосибирск',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('5400000100000', 55.0084, 82.9357, 'Например, Красный пр-т, 25'),
  },
  {
    id: CITY_ID.krd,
    alias: 'krd',
    name: 'Краснодар',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('2300000100000', 45.0355, 38.9753, 'Например, ул. Красная, 122'),
  },
  {
    id: CITY_ID.kzn,
    alias: 'kzn',
    name: 'Казань',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('1600000100000', 55.7961, 49.1064, 'Например, ул. Баумана, 44'),
  },
  {
    id: CITY_ID.nnov,
    alias: 'nnov',
    name: 'Нижний Новгород',
    phonePlaceholder: RU_PLACEHOLDER,
    currency: 'RUB',
    ...addressFacts('5200000100000', 56.3269, 44.0059, 'Например, ул. Большая Покровская, 9'),
  },
  // Belarus has no KLADR codes: Minsk suggestions are restricted by the circle alone.
  {
    id: CITY_ID.minsk,
    alias: 'minsk',
    name: 'Минск',
    phonePlaceholder: BY_PLACEHOLDER,
    currency: 'BYN',
    ...addressFacts(undefined, 53.9023, 27.5619, 'Например, пр-т Независимости, 4'),
  },
];

// ---------------------------------------------------------------------------------------------
// Prices and limits
// ---------------------------------------------------------------------------------------------

/**
 * Minimum order price in the default city (Moscow): a city's own is its `minPrice` (§3 City; the
 * catalogue's Minsk one is in руб.), so this is never shown as another city's.
 */
export const MIN_PRICE = 3_500;
// VK Pay's minimum (3300, roubles) is `VK_PAY_MIN` in order-constants.ts.

/** Card form limits: number kept up to 19 digits, valid from 16; CVV 3 to 4 digits. */
export const CARD = { maxDigits: 19, minDigits: 16, cvvMin: 3, cvvMax: 4, groupSize: 4, expiryLength: 5 } as const;
export const FIRST_NAME_MIN = 2;
export const SMS_CODE_LENGTH = 4;

export type TrialTarget = 'p1' | 'p2' | 'p3';

export interface TrialPrice {
  price: number;
  pricePlanId: number;
}

/** Trial (day product) prices and price-plan ids by city alias and target. */
/** Trial business products (personal-cabinet §4: 'Trial products (day, hydra) set the first delivery day after today'). */
export const TRIAL_PRODUCTS: readonly string[] = ['day', 'hydra'];

/**
 * spb and msk are the spec's (order-funnel §9). Minsk sells in roubles of its own and the spec gives it
 * no table: ours (BYN, its own price plans), which the sandbox's catalogue serves too (issue 30: the
 * Minsk landing showed no trial price).
 */
export const TRIAL_PRICES: Readonly<Record<'spb' | 'msk' | 'minsk', Readonly<Record<TrialTarget, TrialPrice>>>> = {
  spb: { p1: { price: 840, pricePlanId: 298 }, p2: { price: 690, pricePlanId: 299 }, p3: { price: 890, pricePlanId: 297 } },
  msk: { p1: { price: 890, pricePlanId: 301 }, p2: { price: 790, pricePlanId: 302 }, p3: { price: 950, pricePlanId: 300 } },
  minsk: { p1: { price: 32, pricePlanId: 2001 }, p2: { price: 28, pricePlanId: 2002 }, p3: { price: 34, pricePlanId: 2003 } },
};

/**
 * The lines a city does not sell (ours: the spec names the lines, not their cities): Minsk has no
 * Супер фит, Пауэр or Супердетокс. The landing's matching table and the sandbox's catalogue read it.
 */
export const LINES_NOT_SOLD: Readonly<Record<number, readonly string[]>> = {
  20: ['super_fit', 'power', 'super_detox_1', 'super_detox_2'],
};

/** Trial dishes and calories per target (order-funnel §3). */
export const TRIAL_FACTS: Readonly<Record<TrialTarget, { dishes: number; kcal: number }>> = {
  p1: { dishes: 5, kcal: 1100 },
  p2: { dishes: 4, kcal: 1400 },
  p3: { dishes: 5, kcal: 1900 },
};

/** Minimum trial price: 690 in St Petersburg, otherwise 790. */
export const MIN_TRIAL_PRICE = { spb: 690, other: 790 } as const;

/** Fixed plan prices by the plan key's suffix: `{product}_3` 11990, `{product}_2` 9490. */
export const FIXED_PLAN_PRICES = { 3: 11_990, 2: 9_490 } as const;

/** Leave banner: the trial offer is 10% off; otherwise an extra 5% on the first order. */
export const LEAVE_BANNER_DISCOUNT = { trialPercent: 10, firstOrderExtraPercent: 5 } as const;

// The order, subscription and delivery facts the machines use live in `order-constants.ts` (same
// names from here): the entry chunk carries only the constants the first paint reads.
export * from './order-constants';
