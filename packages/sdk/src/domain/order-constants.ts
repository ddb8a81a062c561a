/**
 * Order, subscription and delivery facts (order-funnel §9, personal-cabinet §9), re-exported by
 * `constants.ts`: a module of their own, so that only the runtime's chunk carries them.
 */
import type { Roubles } from './roubles';

/** Two promo codes add this many days. */
export const PROMO_EXTRA_DAYS = 2;

/** Abonement promo: percent off by meal days. */
export const ABONEMENT_PROMO_PERCENT = { 12: 5, 24: 10 } as const;
/**
 * Space offer: roubles off by meal days (order-funnel §9), an offer of the Russian storefront: `Roubles`
 * (1 000 руб. off a Minsk order of 343 руб. would be no price), so `formatMoney` of it does not compile.
 */
export const SPACE_OFFER_DISCOUNT = { 6: { roubles: 1_000 }, 12: { roubles: 2_000 }, 24: { roubles: 3_000 } } as const satisfies Record<
  number,
  Roubles
>;

/**
 * VK Pay is offered from this amount to pay (order-funnel §5, §9): roubles (`Roubles`), VK Pay being
 * a Russian rouble service, so a Belarusian order (руб.) is never offered it (`vkPayOffered`), as it
 * is never offered SBP; an object, so comparing it with a Minsk order's amount does not compile.
 */
export const VK_PAY_MIN = { roubles: 3_300 } as Roubles;

/**
 * Extra price per meal per day (personal-cabinet §9 "Extra price 20 per meal per day"): a price of the
 * menu, so in the order's money (`extraMealPrice(cityId)`). 20 is the spec's, in Russia (₽). Minsk sells
 * in roubles of its own and the spec gives it no figure: ours, 1 руб. (20 ₽ at the catalogue's Minsk
 * price factor, rounded); a Minsk order was priced 20 руб. (about 550 ₽) a dish.
 */
export const EXTRA_MEAL_PRICE = { russia: 20, belarus: 1 } as const;
/** The newest this many packs count as new. */
export const NEW_PACKS_COUNT = 200;
/** Calorie lines. */
export const CALORIE_LINES = [1_000, 1_200, 1_400, 2_000, 2_500] as const;

// ---------------------------------------------------------------------------------------------
// Subscriptions
// ---------------------------------------------------------------------------------------------

export const SUBSCRIPTION = {
  /** Subscription length by tariff, days. */
  days: [21, 25, 27],
  /** Payment every 5 or 6 days. */
  paymentEveryDays: [5, 6],
  /** Reminder this many days before the delivery; charge this many days before. */
  reminderDaysBefore: 4,
  chargeDaysBefore: 3,
  /** Cancellation charge: 990 ₽ whatever the city (`Roubles`: never written as a Minsk client's руб.). */
  cancellationFee: { roubles: 990 } as Roubles,
  /** A plan is a monthly subscription when its days are within this range (else stage payment). */
  monthlyDays: { min: 26, max: 34 },
  /** Subscription 24: discount spread over 4 orders of 6 days; 5% permanent with auto payment. */
  sub24: { orders: 4, daysPerOrder: 6, permanentDiscountPercent: 5 },
} as const;

/** Monthly subscription if days are between 26 and 34, else stage payment. */
export const isMonthlySubscription = (days: number): boolean =>
  days >= SUBSCRIPTION.monthlyDays.min && days <= SUBSCRIPTION.monthlyDays.max;

/** Tip subscription discounts, percent, by id (ids 1..3 are ours: the spec gives the values). */
export const TIP_SUBSCRIPTION_DISCOUNTS = [5, 7, 10] as const;

// ---------------------------------------------------------------------------------------------
// Delivery
// ---------------------------------------------------------------------------------------------

/** Delivery windows and their labels. Evening is 18:00–23:00, 19:00–23:00 in some places. */
export const DELIVERY_WINDOWS = {
  morning: { from: '07:00', to: '12:00', label: 'Утро' },
  evening: { from: '18:00', to: '23:00', label: 'Вечер' },
  eveningLate: { from: '19:00', to: '23:00', label: 'Вечер' },
} as const;
/** Order cut-off times. */
export const DELIVERY_CUTOFFS = ['15:00:00', '19:59:59'] as const;
/** Delivery time range, hours (10 to 22). */
export const DELIVERY_HOURS = { from: 10, to: 22 } as const;
/** Deliveries come every 2 days. */
export const DELIVERY_EVERY_DAYS = 2;
/** The confirmed-delivery notice: the courier calls 15–30 minutes before. */
export const DELIVERY_NOTICE_MIN = { from: 15, to: 30 } as const;
/** Free delivery up to this many km beyond the Moscow ring road. */
export const FREE_DELIVERY_BEYOND_MKAD_KM = 20;

// ---------------------------------------------------------------------------------------------
// Orders, packs, meal days
// ---------------------------------------------------------------------------------------------

/** Order origin ids of the creation payload. */
export const ORDER_ORIGIN = { anonymous: 1, landingLoggedIn: 12, loggedIn: 13 } as const;

export const CERTIFICATE_MEAL_DAYS = [2, 6, 18, 24] as const;
export const CUSTOM_ABONEMENT_MEAL_DAYS = 18;
export const TRIAL_ON_INDEX_MEAL_DAYS = 1;
export const PROMO_MEAL_DAYS = [6, 12, 24] as const;
/** Regional promo meal days (two variants). */
export const REGIONAL_PROMO_MEAL_DAYS = [
  [7, 14],
  [5, 10],
] as const;

/** Pack lengths, days. */
export const PACK_DAYS = { detox: 2, fit21: 6, standard: 6, trial: 1 } as const;
/** The detox pack has 16 bottles. */
export const DETOX_BOTTLES = 16;
/** Superdetox meals per day by day (optionally +1). */
export const SUPERDETOX_DAY_MEALS = [5, 5, 8, 8, 5, 5] as const;

/** Presets and their days. */
export const PRESET_DAYS = { slim_1: 7, slim_2: 7, fitness_1: 5, fitness_2: 5, strong_1: 5, strong_2: 5 } as const;
/** Custom abonement config keys: slim, fitness and strong 2 to 4 (a promocode is sent only for these). */
export const CUSTOM_ABONEMENT_CONFIG_KEYS = ['slim', 'fitness', 'strong'].flatMap((k) => [2, 3, 4].map((n) => `${k}_${n}`));
/** fit-21 mapping 1..4. */
export const FIT21_MAPPING = { 1: 'fff', 2: 'sss', 3: 'ssf', 4: 'sff' } as const;

/** Menu types the drinks add-on is not offered for. */
export const NO_DRINKS_MENU_TYPES = ['power', 'cv_light', 'cv_max'] as const;
/** Customizable menu types. */
export const CUSTOMIZABLE_MENU_TYPES = ['fit', 'super_fit', 'balance', 'daily'] as const;

/** Address check state of the checkout. The order button needs a state below `unavailable`. */
export const ADDRESS_CHECK = { unchecked: 0, checking: 1, available: 2, unavailable: 3 } as const;

/** SBP payment type keys. */
export const SBP_TYPE_KEYS = { sbp: 'sbp_cp', token: 'sbp_token' } as const;

// ---------------------------------------------------------------------------------------------
// Cabinet
// ---------------------------------------------------------------------------------------------

/** Referral group ids. */
export const REFERRAL_GROUP = { default: 1, secondBrand: 2, regions: 3 } as const;
/** Menu helper activity goal (9; otherwise 1000). */
export const MENU_HELPER_ACTIVITY_GOAL = { helper: 9, other: 1_000 } as const;
/** Questionnaire marketing sub-platform id. */
export const QUESTIONNAIRE_SUB_PLATFORM_ID = 7;
/** Wallet history page requested. */
export const WALLET_HISTORY_PAGE = 1;
/** Eating pause = days since the last delivery minus this; a what-is-new block from the threshold. */
export const EATING_PAUSE_OFFSET_DAYS = 2;
export const EATING_PAUSE_WHATS_NEW_DAYS = 10;
/** Marketing config activity type ids. */
export const ACTIVITY_TYPE = { base: 1, promo: 2, customization: 3 } as const;
