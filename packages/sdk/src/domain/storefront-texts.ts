/**
 * The storefront's landing blocks beyond the order form (order-funnel §2 "promo loader, matching,
 * deliveries map, constructor"; personal-cabinet §2.1 city selector, §2.4 mobile-app banner) and
 * the second brand's words. The spec names the blocks, not their words: these are ours, in the
 * product's voice, and every fact in them is the spec's (§9 windows, free delivery up to 20 km
 * beyond the ring road, trial facts, promo days).
 */

import { CITY_ID } from './constants';
import { LANDING_TEXTS } from './landing-texts';
import { MENU_TYPE_TITLES } from './menu';

export type Brand = 'main' | 'wowfood';

export const CITY_TEXTS = {
  label: 'Город доставки',
  question: (city: string) => `Ваш город — ${city}?`,
  confirm: 'Да, верно',
};

/** The brands' names and promises (wowfood is the second storefront: its own name, colours and texts). */
export const BRAND_TEXTS: Readonly<Record<Brand, { name: string; title: string; tagline: string; heroText: string }>> = {
  main: {
    name: 'mealflow',
    title: 'mealflow — здоровое питание с доставкой',
    tagline: 'Здоровое питание с доставкой',
    heroText: 'Свежие рационы от 1000 до 2500\u00a0ккал в день. Привезём утром или вечером, вам остаётся только открыть контейнер.',
  },
  wowfood: {
    name: 'wowfood',
    title: 'wowfood — вкусная еда на каждый день',
    tagline: 'Вкусная еда на каждый день',
    heroText: 'Яркие блюда без скучных диет: завтрак, обед и ужин готовы, вы просто наслаждаетесь. Привезём утром или вечером.',
  },
};

/**
 * The promo loader (order-funnel §2): the landing's current offer by business product. The
 * offers are the spec's (§9: first-order extra 5%, trial facts, 12/24-day abonement discounts,
 * subscription permanent discount); a product without an offer shows no strip.
 */
export const PROMO_TEXTS: Readonly<Record<string, { title: string; text: string }>> = {
  standard: { title: 'Чем дольше, тем выгоднее', text: 'Закажите 12\u00a0дней — скидка 5%, 24\u00a0дня — скидка 10%. Скидка уже в цене.' },
  wowfood: { title: 'Больше дней — ниже цена', text: 'Закажите 12\u00a0дней — скидка 5%, 24\u00a0дня — скидка 10%. Скидка уже в цене.' },
  day: { title: 'Пробный день', text: 'Один день рациона, чтобы попробовать: от 4 до 5\u00a0блюд и доставка завтра.' },
  subscription: { title: 'Подписка выгоднее', text: 'Постоянная скидка 5% на следующие заказы с автоплатежом.' },
  'wowfood-subscription': { title: 'Подписка wowfood', text: 'Постоянная скидка 5% на следующие заказы с автоплатежом.' },
  'one-more': { title: 'Ещё один заказ', text: 'Закажите следующий рацион без перерыва в питании.' },
  'wowfood-one-more': { title: 'Ещё один заказ', text: 'Закажите следующий рацион wowfood без перерыва в питании.' },
};

/** A line of the matching table with its day's calories (the catalogue's `menuTypesData.kcal`). */
const line = (type: string, kcal: number) => ({ type, title: MENU_TYPE_TITLES[type] ?? type, kcal });

/** Matching (order-funnel §2): which lines serve which goal (the goals' menu types, §3); the goals' titles are the target cards'. */
export const MATCHING = {
  title: 'Какой рацион подходит вашей цели',
  rows: [
    { target: 'p1', goal: LANDING_TEXTS.targets.p1.title, lines: [line('super_fit', 1000), line('fit', 1200)] },
    { target: 'p2', goal: LANDING_TEXTS.targets.p2.title, lines: [line('daily', 1400), line('balance', 2000)] },
    { target: 'p3', goal: LANDING_TEXTS.targets.p3.title, lines: [line('balance', 2000), line('power', 2500)] },
  ],
  goalHeader: 'Цель',
  linesHeader: 'Рационы',
  kcalHeader: 'Ккал в день',
} as const;

export interface DeliveryZone {
  name: string;
  terms: string;
}

/**
 * The deliveries map (order-funnel §2) as an accessible list of the city's zones, no map tiles.
 * §9: free within the city and up to 20 km beyond the Moscow ring road; a far-region address is
 * priced by its own tariff (shown at checkout).
 */
export const DELIVERY_ZONES: Readonly<Record<number, { zones: DeliveryZone[] }>> = {
  [CITY_ID.msk]: {
    zones: [
      { name: 'Москва в пределах МКАД', terms: 'Бесплатно' },
      { name: 'До 20\u00a0км за МКАД', terms: 'Бесплатно' },
      { name: 'Дальнее Подмосковье и Зеленоград', terms: 'По тарифу дальнего региона — покажем при оформлении' },
    ],
  },
  [CITY_ID.spb]: {
    zones: [
      { name: 'Санкт-Петербург в пределах КАД', terms: 'Бесплатно' },
      { name: 'Ближайшие пригороды за КАД', terms: 'Проверим адрес при оформлении' },
    ],
  },
  [CITY_ID.minsk]: {
    zones: [
      { name: 'Минск в пределах МКАД', terms: 'Бесплатно' },
      { name: 'Пригороды Минска', terms: 'Проверим адрес при оформлении' },
    ],
  },
};

export const DELIVERIES_BLOCK_TEXTS = {
  title: (city: string) => `Доставка: ${city}`,
  zonesLabel: 'Зоны доставки',
  windows: 'Интервалы: утром с 07:00 до 12:00 или вечером с 18:00 до 23:00.',
  otherCity: 'Доставляем по городу — точный адрес проверим при оформлении заказа.',
};

/** The mobile-app banner (personal-cabinet §2.4, §2.6 'Скачать приложение' / 'Спасибо, в другой раз'). */
export const APP_BANNER_TEXTS = {
  title: 'Заказывать удобнее в приложении',
  text: 'Меню, доставки и бонусы — в телефоне.',
  download: 'Скачать приложение',
  dismiss: 'Спасибо, в другой раз',
};

/** The landing's own words per business product (hero subtitle; the title is `LANDING_TEXTS.heroTitle`). */
export const PRODUCT_TEXTS: Readonly<Record<string, string>> = {
  day: 'Один день рациона по вашей цели: завтрак, обед, ужин и перекусы. Доставим завтра.',
  hydra: 'Один день рациона по вашей цели, чтобы понять, ваше ли это. Доставим завтра.',
  detox: 'Два дня на соках и смузи: 16\u00a0бутылок, чтобы дать организму отдых.',
  superdetox: 'Несколько дней лёгкого питания по шагам: от 5 до 8\u00a0приёмов пищи в день.',
  '21': 'Три недели по программе Фит-21: рацион на 6\u00a0дней с доставкой через день.',
  subscription: 'Рацион приезжает сам: платите частями, замораживайте доставки, когда уезжаете.',
  poll: 'Ответьте на пару вопросов о цели — и мы предложим подходящий рацион.',
  local: 'Готовим в вашем городе и привозим к двери утром или вечером.',
  longate: 'Продлите текущий рацион без перерыва: те же блюда, новые даты.',
  'one-more': 'Понравилось? Закажите следующий рацион в пару нажатий.',
  transfland: 'Всё то же здоровое питание — в мобильном приложении и на сайте.',
  aviasales: 'Рационы на каждый день: дома, в командировке и после отпуска. Привезём утром или вечером.',
  gift: 'Подарочный сертификат на рацион: получатель выберет удобные даты доставки.',
};

// The legal documents live in their own module: only their page loads them (the landing's entry does not).
export { LEGAL_DOCUMENTS, type LegalDocument } from './legal-documents';
