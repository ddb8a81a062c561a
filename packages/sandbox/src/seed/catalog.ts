import type { CityInfo, Pack } from '@mealflow/sdk/api';
import { num, oneOf, tableRows } from './table';

/**
 * The seeded catalogue's cities, lines, prices and dishes (menu.ts builds the menus from it). Seeded catalogue of the sandbox: Moscow (2), St Petersburg (1) and Minsk (20). Prices are
 * believable, trial prices and price-plan ids are the spec's (order-funnel §9). Documented in the
 * sandbox README, section "Funnel".
 */

export const SEED_CITY_IDS = [1, 2, 20] as const;
export type SeedCityId = (typeof SEED_CITY_IDS)[number];

export const SEED_CITIES: readonly CityInfo[] = [
  {
    id: 1,
    alias: 'spb',
    name: 'Санкт-Петербург',
    minPrice: 3500,
    phone: '+7 (812) 500-00-01',
    parentCaseName: 'Санкт-Петербурге',
    webSearchPlaceholder: 'Невский пр-т, 28',
  },
  {
    id: 2,
    alias: 'msk',
    name: 'Москва',
    minPrice: 3500,
    phone: '+7 (495) 500-00-02',
    parentCaseName: 'Москве',
    webSearchPlaceholder: 'ул. Тверская, 7',
  },
  {
    id: 20,
    alias: 'minsk',
    name: 'Минск',
    minPrice: 120,
    phone: '+375 (29) 500-00-20',
    parentCaseName: 'Минске',
    webSearchPlaceholder: 'пр-т Независимости, 4',
  },
];

/** Standard menu lines: Russian titles, calories, price per day in Moscow (₽). */
export const LINES = [
  { type: 'super_fit', id: 11, title: 'Супер фит', subtitle: 'Быстрое снижение веса', kcal: 1000, perDay: 1490, meals: 5, target: 'p1' },
  { type: 'fit', id: 12, title: 'Фит', subtitle: 'Плавное снижение веса', kcal: 1200, perDay: 1590, meals: 5, target: 'p1' },
  { type: 'daily', id: 13, title: 'Дейли', subtitle: 'Полноценное питание без готовки', kcal: 1400, perDay: 1690, meals: 4, target: 'p2' },
  { type: 'balance', id: 14, title: 'Баланс', subtitle: 'Поддержание формы', kcal: 2000, perDay: 1790, meals: 5, target: 'p3' },
  { type: 'power', id: 15, title: 'Пауэр', subtitle: 'Для активных тренировок', kcal: 2500, perDay: 1990, meals: 6, target: 'p3' },
  { type: 'detox', id: 16, title: 'Детокс', subtitle: '16 бутылочек соков и смузи', kcal: 900, perDay: 1490, meals: 8, target: 'p1' },
  {
    type: 'super_detox_1',
    id: 17,
    title: 'Супердетокс',
    subtitle: 'Шесть дней: 5, 5, 8, 8, 5 и 5\u00a0приёмов',
    kcal: 1100,
    perDay: 1890,
    meals: 6,
    target: 'p1',
  },
  {
    type: 'super_detox_2',
    id: 18,
    title: 'Супердетокс+',
    subtitle: 'Семь дней: 5, 5, 8, 8, 5, 5 и ещё день на 5\u00a0приёмов',
    kcal: 1100,
    perDay: 1850,
    meals: 6,
    target: 'p1',
  },
] as const;

/**
 * Where each business product is sold (ours; the spec names the products, not their cities):
 * `menu/full` answers an empty menu elsewhere and the landing says the product is not sold there.
 */
export const SEED_PRODUCT_CITIES: Readonly<Record<string, readonly SeedCityId[]>> = {
  standard: [2, 1, 20],
  wowfood: [2, 1, 20],
  day: [2, 1, 20],
  hydra: [2, 1, 20],
  detox: [2, 1, 20],
  superdetox: [2, 1],
  '21': [2, 1],
  subscription: [2, 1, 20],
  poll: [2, 1],
  local: [2, 1, 20],
  longate: [2, 1, 20],
  'one-more': [2, 1, 20],
  'wowfood-subscription': [2, 1],
  'wowfood-longate': [2, 1],
  'wowfood-one-more': [2, 1],
  transfland: [2, 1],
  aviasales: [2, 1],
  'activate-gift': [2, 1, 20],
};

/** Whether a product is sold in a city (unknown products: wherever the standard one is). */
export const isSoldIn = (businessProduct: string, cityId: number): boolean =>
  (SEED_PRODUCT_CITIES[businessProduct] ?? SEED_PRODUCT_CITIES['standard'] ?? []).some((c) => c === cityId);

/** Trial lines of the day product, one per target (order-funnel §3: dishes 5/4/5, kcal 1100/1400/1900). */
export const TRIAL_LINES = [
  { type: 'fit_trial', id: 21, title: 'Фит — пробный день', kcal: 1100, meals: 5, target: 'p1' },
  { type: 'daily_trial', id: 22, title: 'Дейли — пробный день', kcal: 1400, meals: 4, target: 'p2' },
  { type: 'balance_trial', id: 23, title: 'Баланс — пробный день', kcal: 1900, meals: 5, target: 'p3' },
] as const;

/** Per-day price factor against Moscow (St Petersburg a little cheaper; Minsk in BYN). */
export const PRICE_FACTOR: Record<SeedCityId, number> = { 2: 1, 1: 0.95, 20: 0.036 };
/** Price-plan id base per city: plan id = base + line id * 10 + option index. */
export const PLAN_BASE: Record<SeedCityId, number> = { 2: 4000, 1: 5000, 20: 6000 };
/** Discount by length: 12 days 5%, 24 days 10% (abonement promo). */
export const LENGTH_DISCOUNT: Record<number, number> = { 2: 0, 6: 0, 12: 0.05, 24: 0.1 };

/**
 * A figure the seed gives in Moscow roubles, in a client's or an order's money: as is in Russia,
 * Belarusian roubles in Minsk by the price factor (drinks, tips, the invitation's bonus, the loyalty
 * thresholds: a Minsk client was shown them as '130 руб.', '50 ₽', '500 руб.', '30 000 руб.').
 */
export const moneyIn = (roubles: number, cityId: number | null | undefined): number =>
  cityId === 20 ? Math.round(roubles * PRICE_FACTOR[20]) : roubles;

export const round = (n: number, cityId: SeedCityId) => (cityId === 20 ? Math.round(n) : Math.round(n / 10) * 10);

/** Which days a line is sold for; 24 is part-payable on the lines sold as subscriptions. */
export function dayOptions(type: string): Array<{ days: number; payPartly: boolean }> {
  if (type === 'detox') return [{ days: 2, payPartly: false }];
  if (type === 'super_detox_1') return [{ days: 6, payPartly: false }];
  // §9 'superdetox day lengths 5, 5, 8, 8, 5, 5 meals, optional +1': the programme with its extra day.
  if (type === 'super_detox_2') return [{ days: 7, payPartly: false }];
  const partPayable = type === 'super_fit' || type === 'balance';
  return [
    { days: 6, payPartly: false },
    { days: 12, payPartly: false },
    { days: 24, payPartly: partPayable },
  ];
}

/**
 * The catalogue's packs (`menu/full` packs): every dish of the week menus (`seed/week-menus.ts`
 * names them by `packId`) and the soup. The salmon is restricted (Pack.isRestricted): the menu pages
 * show it as unavailable. Favourites and the stop-list mark these ids (`seed/preferences.ts`).
 */
const PACK_TABLE = `
# id | title | meal type | meal index | type | price | kcal | proteins | fats | carbs | restricted
101 | Сырники со сметаной и ягодным соусом  | breakfast | 1 | major     | 390 | 320 | 18 | 12 | 34
102 | Овсяноблин с индейкой и шпинатом      | breakfast | 1 | major     | 360 | 290 | 22 | 10 | 26
103 | Греческий йогурт с гранолой           | snack     | 2 | secondary | 240 | 180 |  9 |  6 | 22
104 | Куриная грудка с булгуром и овощами   | lunch     | 3 | major     | 450 | 420 | 36 | 11 | 40
105 | Тыквенный крем-суп                    | lunch     | 3 | secondary | 280 | 160 |  4 |  7 | 20
106 | Хумус с овощными палочками            | snack     | 4 | secondary | 220 | 170 |  6 |  9 | 15
107 | Треска с киноа и брокколи             | dinner    | 5 | major     | 490 | 360 | 32 |  9 | 30
108 | Смузи «Зелёный детокс»                | drink     | 6 | secondary | 260 | 110 |  2 |  1 | 24
109 | Омлет с томатами и зеленью            | breakfast | 1 | major     | 330 | 260 | 19 | 17 |  6
110 | Творожный мусс с манго                | snack     | 2 | secondary | 230 | 150 | 12 |  4 | 16
111 | Говядина с гречкой и грибами          | lunch     | 3 | major     | 480 | 450 | 34 | 15 | 38
112 | Паста с индейкой в сливочном соусе    | lunch     | 3 | major     | 470 | 480 | 30 | 16 | 52
113 | Лосось на пару со спаржей             | dinner    | 5 | major     | 590 | 380 | 30 | 20 | 12 | restricted
114 | Тефтели из индейки с цветной капустой | dinner    | 5 | major     | 440 | 340 | 29 | 13 | 18
115 | Сок «Морковь и яблоко»                | drink     | 6 | secondary | 240 | 120 |  1 |  0 | 28
116 | Смузи «Ягодный»                       | drink     | 6 | secondary | 260 | 130 |  2 |  1 | 29
`;

export const MEAL_TYPES = ['breakfast', 'snack', 'lunch', 'dinner', 'drink'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** A catalogue dish with its nutrition as numbers (the week menus portion them). */
export interface SeedPackRow {
  id: number;
  title: string;
  mealType: MealType;
  mealIndex: number;
  type: Pack['type'];
  price: number;
  kcal: number;
  proteins: number;
  fats: number;
  carbs: number;
  isRestricted: boolean;
}

export const SEED_PACK_ROWS: readonly SeedPackRow[] = tableRows(PACK_TABLE).map(
  ([id, title = '', mealType, mealIndex, type, price, kcal, proteins, fats, carbs, restricted]) => ({
    id: num(id),
    title,
    mealType: oneOf(mealType, MEAL_TYPES),
    mealIndex: num(mealIndex),
    type: oneOf(type, ['major', 'secondary'] as const),
    price: num(price),
    kcal: num(kcal),
    proteins: num(proteins),
    fats: num(fats),
    carbs: num(carbs),
    isRestricted: restricted === 'restricted',
  }),
);

/** The pumpkin soup: in the catalogue (the returning client's 'not wanted' mark), in no week menu. */
export const SOUP_PACK_ID = 105;

export const SEED_PACKS: readonly Pack[] = SEED_PACK_ROWS.map(({ kcal, proteins, fats, carbs, ...row }) => ({
  ...row,
  isFavorite: false,
  count: 1,
  properties: { kcal, proteins, fats, carbs },
}));
