import type { Goal, MenuByProductResponse, MenuType, MenuTypeData, Offer, OfferConfig, SubscriptionPlan } from '@mealflow/sdk/api';
import { formatCount, formatDishes, formatUnit, isLineSoldIn, trialPrice } from '@mealflow/sdk/domain';

import type { SeedCityId } from './catalog';
import {
  SEED_CITY_IDS,
  SEED_CITIES,
  LINES,
  isSoldIn,
  TRIAL_LINES,
  PRICE_FACTOR,
  PLAN_BASE,
  LENGTH_DISCOUNT,
  round,
  dayOptions,
  SEED_PACKS,
} from './catalog';
import { dishesOfDay, slotsOf } from './week-menus';

export { SEED_CITY_IDS, SEED_CITIES, SEED_PRODUCT_CITIES, isSoldIn, SEED_PACKS } from './catalog';
export type { SeedCityId } from './catalog';

const PACKS = SEED_PACKS;

/** A line's menu days (`menu/full`): its own dishes, as its week menu serves them (issue 30: every line listed the same packs). */
function menuDays(type: string, startISO: string): MenuType['menu'] {
  const start = Date.parse(`${startISO}T00:00:00Z`);
  return [0, 1, 2].map((i) => {
    const dishes = dishesOfDay(slotsOf(type), i, 0, type);
    return {
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      packIds: dishes.map((d) => d.packId),
      packTitles: dishes.map((d) => d.title),
    };
  });
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
    pricePlan: {
      id: first.price_plan_id,
      price: first.price,
      priceType: 'atomized',
      numberOfMealDays: first.days,
      deliveryDays: line.type === 'detox' ? 1 : 3,
      deliveryPrice: 0,
    },
    menu: menuDays(line.type, menuStart),
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
    menu: menuDays(line.type, menuStart).slice(0, 1),
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
      description: `${l.title}: ${formatUnit(l.kcal, 'ккал')} в день, ${formatCount(l.meals, ['приём пищи', 'приёма пищи', 'приёмов пищи'])}.`,
      callToAction: 'Попробовать',
      menuByPackSubtitle: `${formatDishes(l.meals)} на день`,
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
      description: `${formatDishes(l.meals)}, ${formatUnit(l.kcal, 'ккал')}.`,
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
  {
    id_H: 'sub-24',
    brandId_H: 'brand-main',
    meal_days_count: 24,
    promo_meal_days_count: 0,
    percentDiscount: 10,
    absoluteDiscount: 0,
    freeze_days_limit: 7,
    penalty_value_rub: 990,
  },
  {
    id_H: 'sub-12',
    brandId_H: 'brand-main',
    meal_days_count: 12,
    promo_meal_days_count: 0,
    percentDiscount: 5,
    absoluteDiscount: 0,
    freeze_days_limit: 3,
    penalty_value_rub: 990,
  },
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
          mealDays: [2, 6, 18, 24].map((days) => ({
            days,
            price: certificatePrice(cityId, days),
            price_plan_id: t.id * 100 + days,
            payPartly: false,
            subscriptionDays: null,
          })),
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
        promoInfo:
          option.days >= 12
            ? {
                benefitPercent: option.days === 24 ? 10 : 5,
                benefitStr: option.days === 24 ? 'Скидка 10%' : 'Скидка 5%',
                benefitValues: [],
                discounts: [{ discountType: 'percent', discountValue: option.days === 24 ? 10 : 5 }],
              }
            : null,
      };
      regular[String(option.days)] = base;
      if (option.payPartly) {
        payPartly[String(option.days)] = {
          ...base,
          id: option.price_plan_id * 10 + 2,
          payPartly: true,
          subscriptionDays: option.days,
          isDefault: true,
        };
        abonement[String(option.days)] = {
          ...base,
          id: option.price_plan_id * 10 + 3,
          payPartly: true,
          subscriptionDays: option.days,
          subscriptionId_H: 'sub-24',
          abonementType: 'fitness_1',
          isDefault: true,
        };
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
  const menus = isSoldIn(businessProduct, isSeedCity(cityId) ? cityId : 2)
    ? typesForProduct(seedMenuTypes(cityId, menuStart), businessProduct, cityId)
    : [];
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
export function findPricePlan(
  cityId: number,
  pricePlanId: number,
  menuStart: string,
): { type: MenuType; option: MenuType['mealDays'][number] } | undefined {
  for (const type of seedMenuTypes(cityId, menuStart)) {
    const option = type.mealDays.find((o) => o.price_plan_id === pricePlanId);
    if (option) return { type, option };
  }
  return undefined;
}
