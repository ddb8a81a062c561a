import type {
  CityInfo,
  Goal,
  MenuByProductResponse,
  MenuType,
  MenuTypeData,
  Offer,
  OfferConfig,
  Pack,
  SubscriptionPlan,
} from '@mealflow/sdk/api';
import { isLineSoldIn, trialPrice } from '@mealflow/sdk/domain';

/**
 * Seeded catalogue of the sandbox: Moscow (2), St Petersburg (1) and Minsk (20). Prices are
 * believable, trial prices and price-plan ids are the spec's (order-funnel §9). Documented in the
 * sandbox README, section "Funnel".
 */

export const SEED_CITY_IDS = [1, 2, 20] as const;
export type SeedCityId = (typeof SEED_CITY_IDS)[number];

export const SEED_CITIES: readonly CityInfo[] = [
  { id: 1, alias: 'spb', name: 'Санкт-Петербург', minPrice: 3500, phone: '+7 (812) 500-00-01', parentCaseName: 'Санкт-Петербурге', webSearchPlaceholder: 'Невский пр-т, 28' },
  { id: 2, alias: 'msk', name: 'Москва', minPrice: 3500, phone: '+7 (495) 500-00-02', parentCaseName: 'Москве', webSearchPlaceholder: 'ул. Тверская, 7' },
  { id: 20, alias: 'minsk', name: 'Минск', minPrice: 120, phone: '+375 (29) 500-00-20', parentCaseName: 'Минске', webSearchPlaceholder: 'пр-т Независимости, 4' },
];

/** Standard menu lines: Russian titles, calories, price per day in Moscow (₽). */
const LINES = [
  { type: 'super_fit', id: 11, title: 'Супер фит', subtitle: 'Быстрое снижение веса', kcal: 1000, perDay: 1490, meals: 5, target: 'p1' },
  { type: 'fit', id: 12, title: 'Фит', subtitle: 'Плавное снижение веса', kcal: 1200, perDay: 1590, meals: 5, target: 'p1' },
  { type: 'daily', id: 13, title: 'Дейли', subtitle: 'Полноценное питание без готовки', kcal: 1400, perDay: 1690, meals: 4, target: 'p2' },
  { type: 'balance', id: 14, title: 'Баланс', subtitle: 'Поддержание формы', kcal: 2000, perDay: 1790, meals: 5, target: 'p3' },
  { type: 'power', id: 15, title: 'Пауэр', subtitle: 'Для активных тренировок', kcal: 2500, perDay: 1990, meals: 6, target: 'p3' },
  { type: 'detox', id: 16, title: 'Детокс', subtitle: '16 бутылочек соков и смузи', kcal: 900, perDay: 1490, meals: 8, target: 'p1' },
  { type: 'super_detox_1', id: 17, title: 'Супердетокс', subtitle: 'Шесть дней: 5, 5, 8, 8, 5 и 5 приёмов', kcal: 1100, perDay: 1890, meals: 6, target: 'p1' },
  { type: 'super_detox_2', id: 18, title: 'Супердетокс+', subtitle: 'Семь дней: 5, 5, 8, 8, 5, 5 и ещё день на 5 приёмов', kcal: 1100, perDay: 1850, meals: 6, target: 'p1' },
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
const TRIAL_LINES = [
  { type: 'fit_trial', id: 21, title: 'Фит — пробный день', kcal: 1100, meals: 5, target: 'p1' },
  { type: 'daily_trial', id: 22, title: 'Дейли — пробный день', kcal: 1400, meals: 4, target: 'p2' },
  { type: 'balance_trial', id: 23, title: 'Баланс — пробный день', kcal: 1900, meals: 5, target: 'p3' },
] as const;


/** Per-day price factor against Moscow (St Petersburg a little cheaper; Minsk in BYN). */
const PRICE_FACTOR: Record<SeedCityId, number> = { 2: 1, 1: 0.95, 20: 0.036 };
/** Price-plan id base per city: plan id = base + line id * 10 + option index. */
const PLAN_BASE: Record<SeedCityId, number> = { 2: 4000, 1: 5000, 20: 6000 };
/** Discount by length: 12 days 5%, 24 days 10% (abonement promo). */
const LENGTH_DISCOUNT: Record<number, number> = { 2: 0, 6: 0, 12: 0.05, 24: 0.1 };

const round = (n: number, cityId: SeedCityId) => (cityId === 20 ? Math.round(n) : Math.round(n / 10) * 10);

/** Which days a line is sold for; 24 is part-payable on the lines sold as subscriptions. */
function dayOptions(type: string): Array<{ days: number; payPartly: boolean }> {
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
const pack = (id: number, title: string, mealType: string, mealIndex: number, type: Pack['type'], price: number, kcal: number, proteins: number, fats: number, carbs: number, isRestricted = false): Pack =>
  ({ id, title, mealType, mealIndex, type, price, isRestricted, isFavorite: false, count: 1, properties: { kcal, proteins, fats, carbs } });

export const SEED_PACKS: readonly Pack[] = [
  pack(101, 'Сырники со сметаной и ягодным соусом', 'breakfast', 1, 'major', 390, 320, 18, 12, 34),
  pack(102, 'Овсяноблин с индейкой и шпинатом', 'breakfast', 1, 'major', 360, 290, 22, 10, 26),
  pack(103, 'Греческий йогурт с гранолой', 'snack', 2, 'secondary', 240, 180, 9, 6, 22),
  pack(104, 'Куриная грудка с булгуром и овощами', 'lunch', 3, 'major', 450, 420, 36, 11, 40),
  pack(105, 'Тыквенный крем-суп', 'lunch', 3, 'secondary', 280, 160, 4, 7, 20),
  pack(106, 'Хумус с овощными палочками', 'snack', 4, 'secondary', 220, 170, 6, 9, 15),
  pack(107, 'Треска с киноа и брокколи', 'dinner', 5, 'major', 490, 360, 32, 9, 30),
  pack(108, 'Смузи «Зелёный детокс»', 'drink', 6, 'secondary', 260, 110, 2, 1, 24),
  pack(109, 'Омлет с томатами и зеленью', 'breakfast', 1, 'major', 330, 260, 19, 17, 6),
  pack(110, 'Творожный мусс с манго', 'snack', 2, 'secondary', 230, 150, 12, 4, 16),
  pack(111, 'Говядина с гречкой и грибами', 'lunch', 3, 'major', 480, 450, 34, 15, 38),
  pack(112, 'Паста с индейкой в сливочном соусе', 'lunch', 3, 'major', 470, 480, 30, 16, 52),
  pack(113, 'Лосось на пару со спаржей', 'dinner', 5, 'major', 590, 380, 30, 20, 12, true),
  pack(114, 'Тефтели из индейки с цветной капустой', 'dinner', 5, 'major', 440, 340, 29, 13, 18),
  pack(115, 'Сок «Морковь и яблоко»', 'drink', 6, 'secondary', 240, 120, 1, 0, 28),
  pack(116, 'Смузи «Ягодный»', 'drink', 6, 'secondary', 260, 130, 2, 1, 29),
];
const PACKS = SEED_PACKS;

const MENU_PACKS = [101, 103, 104, 105, 106, 107];

function menuDays(startISO: string): MenuType['menu'] {
  const start = Date.parse(`${startISO}T00:00:00Z`);
  return [0, 1, 2].map((i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    packIds: i % 2 === 0 ? MENU_PACKS : [102, 103, 104, 105, 106, 107],
    packTitles: (i % 2 === 0 ? MENU_PACKS : [102, 103, 104, 105, 106, 107]).map((id) => PACKS.find((p) => p.id === id)?.title ?? ''),
  }));
}

function standardMenuType(line: (typeof LINES)[number], cityId: SeedCityId, menuStart: string): MenuType {
  const perDay = line.perDay * PRICE_FACTOR[cityId];
  const mealDays = dayOptions(line.type).map((option, index) => ({
    days: option.days,
    price: round(perDay * option.days * (1 - (LENGTH_DISCOUNT[option.days] ?? 0)), cityId),
    price_plan_id: PLAN_BASE[cityId] + line.id * 10 + index,
    payPartly: option.payPartly,
    subscriptionDays: option.payPartly ? option.days : null,
  }));
  const first = mealDays[0] as (typeof mealDays)[number];
  return {
    type: line.type,
    id: line.id,
    menu_id: 900 + line.id,
    sortorder: line.id,
    pricePlan: { id: first.price_plan_id, price: first.price, priceType: 'atomized', numberOfMealDays: first.days, deliveryDays: line.type === 'detox' ? 1 : 3, deliveryPrice: 0 },
    menu: menuDays(menuStart),
    mealDays,
    needGroupOnFront: false,
  };
}

function trialMenuType(line: (typeof TRIAL_LINES)[number], cityId: SeedCityId, menuStart: string): MenuType {
  // The SDK's trial table (the spec's spb/msk, ours for Minsk): the landing's cards say the same prices.
  const { price, pricePlanId: plan } = trialPrice(cityId, line.target);
  return {
    type: line.type,
    id: line.id,
    menu_id: 900 + line.id,
    sortorder: line.id,
    pricePlan: { id: plan, price, priceType: 'atomized', numberOfMealDays: 1, deliveryDays: 1, deliveryPrice: 0 },
    menu: menuDays(menuStart).slice(0, 1),
    mealDays: [{ days: 1, price, price_plan_id: plan, payPartly: false, subscriptionDays: null }],
    needGroupOnFront: false,
  };
}

const MENU_TYPES_DATA: Record<string, MenuTypeData> = Object.fromEntries([
  ...LINES.map((l) => [
    l.type,
    {
      title: l.title,
      subtitle: l.subtitle,
      kcal: l.kcal,
      sorter: l.id,
      bonuses: ['Бесплатная доставка', 'Меню можно менять', 'Поддержка 24/7'],
      averageMealsNumber: l.meals,
      target: l.target,
      description: `${l.title}: ${l.kcal} ккал в день, ${l.meals} приёмов пищи.`,
      callToAction: 'Попробовать',
      menuByPackSubtitle: `${l.meals} блюд на день`,
      targets: [l.target],
    } satisfies MenuTypeData,
  ]),
  ...TRIAL_LINES.map((l) => [
    l.type,
    {
      title: l.title,
      subtitle: 'Один день правильного питания',
      kcal: l.kcal,
      sorter: l.id,
      bonuses: ['Бесплатная доставка'],
      averageMealsNumber: l.meals,
      target: l.target,
      description: `${l.meals} блюд, ${l.kcal} ккал.`,
      callToAction: 'Заказать меню на день',
      menuByPackSubtitle: `${l.meals} блюд на день`,
      targets: [l.target],
    } satisfies MenuTypeData,
  ]),
]);

/** Goals per city: p1 lose weight, p2 no cooking, p3 stay in shape. Minsk has no super_fit or power. */
export function seedGoals(cityId: number): Goal[] {
  if (cityId === 20) {
    return [
      { id: 1, code: 'p1', title: 'Похудеть', menuTypes: ['fit', 'detox'], defaultMenuType: 'fit' },
      { id: 2, code: 'p2', title: 'Не готовить', menuTypes: ['daily', 'balance'], defaultMenuType: 'daily' },
      { id: 3, code: 'p3', title: 'Оставаться в форме', menuTypes: ['balance'], defaultMenuType: 'balance' },
    ];
  }
  return [
    { id: 1, code: 'p1', title: 'Похудеть', menuTypes: ['fit', 'super_fit', 'detox'], defaultMenuType: 'fit' },
    { id: 2, code: 'p2', title: 'Не готовить', menuTypes: ['daily', 'balance'], defaultMenuType: 'daily' },
    { id: 3, code: 'p3', title: 'Оставаться в форме', menuTypes: ['balance', 'power'], defaultMenuType: 'balance' },
  ];
}

/**
 * The detox products' goals (`menu/goals/detox`, ours): a gentle cleanse (Детокс on /detox, the
 * six-day Супердетокс on /superdetox) and a full reset (the seven-day Супердетокс+), so the
 * superdetox landing chooses between its two programmes by goal. Codes are targets, as the
 * target cookie and the leave banner read them.
 */
export function seedDetoxGoals(): Goal[] {
  return [
    { id: 21, code: 'p1', title: 'Мягкое очищение', menuTypes: ['detox', 'super_detox_1'], defaultMenuType: 'detox' },
    { id: 23, code: 'p3', title: 'Полная перезагрузка', menuTypes: ['super_detox_2'], defaultMenuType: 'super_detox_2' },
  ];
}

const isSeedCity = (cityId: number): cityId is SeedCityId => (SEED_CITY_IDS as readonly number[]).includes(cityId);

/** All menu types of a city (standard lines and trial lines). Unknown cities get Moscow's. */
export function seedMenuTypes(cityId: number, menuStart: string): MenuType[] {
  const city: SeedCityId = isSeedCity(cityId) ? cityId : 2;
  // The SDK's lines a city does not sell (Minsk: no Супер фит, Пауэр, Супердетокс): the landing's matching table says the same.
  const lines = LINES.filter((l) => isLineSoldIn(city, l.type));
  return [...lines.map((l) => standardMenuType(l, city, menuStart)), ...TRIAL_LINES.map((l) => trialMenuType(l, city, menuStart))];
}

export const SEED_SUBSCRIPTIONS: readonly SubscriptionPlan[] = [
  { id_H: 'sub-24', brandId_H: 'brand-main', meal_days_count: 24, promo_meal_days_count: 0, percentDiscount: 10, absoluteDiscount: 0, freeze_days_limit: 7, penalty_value_rub: 990 },
  { id_H: 'sub-12', brandId_H: 'brand-main', meal_days_count: 12, promo_meal_days_count: 0, percentDiscount: 5, absoluteDiscount: 0, freeze_days_limit: 3, penalty_value_rub: 990 },
];

/** The six-day pack of fit-21 (personal-cabinet §9: fit-21 and the standard pack 6 days). */
const sixDaysOnly = (t: MenuType): MenuType => ({ ...t, mealDays: t.mealDays.filter((d) => d.days === 6) });

/** Which menu types a business product sells. */
function typesForProduct(all: MenuType[], businessProduct: string, cityId: number): MenuType[] {
  const trial = (t: MenuType) => t.type.endsWith('_trial');
  const special = (t: MenuType) => trial(t) || t.type.startsWith('super_detox');
  switch (businessProduct) {
    case 'day':
    case 'hydra':
      return all.filter(trial);
    case 'detox':
      return all.filter((t) => t.type === 'detox');
    case 'superdetox':
      return all.filter((t) => t.type.startsWith('super_detox'));
    case 'activate-gift':
      // The gift product: the Фит line for the certificate days at the certificate prices.
      return all
        .filter((t) => t.type === 'fit')
        .map((t) => ({
          ...t,
          mealDays: [2, 6, 18, 24].map((days) => ({ days, price: certificatePrice(cityId, days), price_plan_id: t.id * 100 + days, payPartly: false, subscriptionDays: null })),
        }));
    case '21':
      return all.filter((t) => !special(t) && t.type !== 'detox').map(sixDaysOnly);
    case 'subscription':
    case 'wowfood-subscription':
      return all.filter((t) => t.mealDays.some((d) => d.payPartly));
    default:
      return all.filter((t) => !special(t));
  }
}

/** Offer config: per menu type, kind 1 regular (every option), 2 pay partly and 3 abonement (part-payable options). */
export function seedOfferConfig(menus: MenuType[]): OfferConfig {
  const config: OfferConfig = {};
  for (const type of menus) {
    const regular: Record<string, Offer> = {};
    const payPartly: Record<string, Offer> = {};
    const abonement: Record<string, Offer> = {};
    type.mealDays.forEach((option, index) => {
      const base: Offer = {
        id: option.price_plan_id * 10 + 1,
        abonementType: null,
        payPartly: false,
        subscriptionDays: null,
        numberOfMealDays: option.days,
        isCustomOffer: false,
        isDefault: index === 0,
        numberOfPersons: 1,
        subscriptionId_H: null,
        deliveryPlanMode: 'only_sunday',
        deliveryDiscount: null,
        price_plan_id: option.price_plan_id,
        fullPrice: option.price,
        promoInfo: option.days >= 12 ? { benefitPercent: option.days === 24 ? 10 : 5, benefitStr: option.days === 24 ? 'Скидка 10%' : 'Скидка 5%', benefitValues: [], discounts: [{ discountType: 'percent', discountValue: option.days === 24 ? 10 : 5 }] } : null,
      };
      regular[String(option.days)] = base;
      if (option.payPartly) {
        payPartly[String(option.days)] = { ...base, id: option.price_plan_id * 10 + 2, payPartly: true, subscriptionDays: option.days, isDefault: true };
        abonement[String(option.days)] = { ...base, id: option.price_plan_id * 10 + 3, payPartly: true, subscriptionDays: option.days, subscriptionId_H: 'sub-24', abonementType: 'fitness_1', isDefault: true };
      }
    });
    config[type.type] = { '1': regular, ...(Object.keys(payPartly).length ? { '2': payPartly, '3': abonement } : {}) };
  }
  return config;
}

/**
 * §3 stockRemains (ours: orders left per line this week): in St Petersburg Пауэр is sold out (0),
 * Супер фит has 7 orders left; other lines and cities are not limited (not listed).
 */
export function seedStockRemains(cityId: SeedCityId, menus: readonly MenuType[]): Record<string, number> {
  const limits: Partial<Record<SeedCityId, Record<string, number>>> = { 1: { power: 0, super_fit: 7 } };
  return Object.fromEntries(Object.entries(limits[cityId] ?? {}).filter(([type]) => menus.some((m) => m.type === type)));
}

export function seedMenuByProduct(businessProduct: string, cityId: number, menuStart: string): MenuByProductResponse {
  const menus = isSoldIn(businessProduct, isSeedCity(cityId) ? cityId : 2) ? typesForProduct(seedMenuTypes(cityId, menuStart), businessProduct, cityId) : [];
  return {
    businessProduct,
    cityId: isSeedCity(cityId) ? cityId : 2,
    subscriptions: [...SEED_SUBSCRIPTIONS],
    packs: [...PACKS],
    menus,
    menuTypesData: Object.fromEntries(menus.map((m) => [m.type, MENU_TYPES_DATA[m.type] as MenuTypeData])),
    cities: [...SEED_CITIES],
    offerConfig: seedOfferConfig(menus),
    stockRemains: seedStockRemains(isSeedCity(cityId) ? cityId : 2, menus),
  };
}

/**
 * Gift certificate prices (ours: the spec has the days 2, 6, 18, 24, not the prices): the Фит
 * line's daily price of the city times the days, 5% off from 18 days. Moscow 2 days 3 180 ₽,
 * 6 days 9 540 ₽, 18 days 27 190 ₽, 24 days 36 250 ₽.
 */
export function certificatePrice(cityId: number, mealDays: number): number {
  const city: SeedCityId = isSeedCity(cityId) ? cityId : 2;
  const fit = LINES.find((l) => l.type === 'fit');
  return round((fit?.perDay ?? 1590) * PRICE_FACTOR[city] * mealDays * (mealDays >= 18 ? 0.95 : 1), city);
}

/** Finds a price plan of a city: the menu type and option it belongs to. */
export function findPricePlan(cityId: number, pricePlanId: number, menuStart: string): { type: MenuType; option: MenuType['mealDays'][number] } | undefined {
  for (const type of seedMenuTypes(cityId, menuStart)) {
    const option = type.mealDays.find((o) => o.price_plan_id === pricePlanId);
    if (option) return { type, option };
  }
  return undefined;
}
