import { MENU_TYPE_TITLES } from './menu';
import { MONTHS_GENITIVE } from './dates';

/**
 * What a person never reads on a storefront screen (issue 12 defect 4; README "Russian for
 * people"): an ISO date, a menu-type code, a raw phone, an amount that can wrap. Each rule is one
 * function over the visible text, returning the offending fragment (with some context) or
 * undefined; e2e scans and unit tests call the same functions.
 */

const around = (text: string, index: number, length: number): string =>
  text.slice(Math.max(0, index - 24), index + length + 24).replace(/\s+/g, (s) => (s.includes('\u00a0') ? s : ' '));

function find(text: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(text);
  return match ? around(text, match.index, match[0].length) : undefined;
}

/** '2026-11-24' (a date shown as the API sends it; ours are DD.MM.YYYY). */
export const isoDateIn = (text: string): string | undefined => find(text, /\b\d{4}-\d{2}-\d{2}\b/);

/** The spec's menu-type codes (order-funnel §3) and those the sandbox sells: a person reads the line's title. */
export const MENU_TYPE_CODES: readonly string[] = [...Object.keys(MENU_TYPE_TITLES), 'cv_light', 'cv_max'];

const codePattern = new RegExp(
  `(?<![\\p{L}\\d_-])(${[...MENU_TYPE_CODES].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\d_-])`,
  'u',
);

/** 'fit', 'super_fit', 'daily_trial' … as a word of its own (so 'Фит', 'fitness' or an e-mail do not count). */
export function menuTypeCodeIn(text: string): string | undefined {
  // E-mails and URLs may legitimately hold such letters ('fit@mail.ru'): not visible prose.
  const prose = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  return find(prose, codePattern);
}

/** '+79163514837', '+375291234567' or '79163514837': a phone the mask never touched. */
export const rawPhoneIn = (text: string): string | undefined => find(text, /(?<![\d\w])\+?(?:7|375)\d{9,10}(?!\d)/);

/**
 * An amount an ordinary space can break: '9 540', '9540 ₽', '310 руб.' with a plain (or narrow
 * no-break) space inside; ours use a no-break space everywhere (formatMoney).
 */
export const wrappingAmountIn = (text: string): string | undefined => find(text, /\d[ \u202f]\d{3}(?!\d)|\d[ \u202f](?:₽|руб\.)/);

/**
 * The words a number counts or measures in our texts: '6 дней', '3 доставки', '1 200 ккал', 'Б 30 г',
 * '15–30 минут', 'Напитки, 2 шт.', 'Скидка 5 %', a day's month ('12 мая'). Between the number and its word a no-break space
 * (`formatCount` / `formatUnit`), so a phone never ends a line with '6' and starts the next with 'дней'.
 */
export const COUNTED_WORDS: readonly string[] = [
  ...['день', 'дня', 'дней', 'неделя', 'недели', 'недель', 'месяц', 'месяца', 'месяцев'],
  ...['час', 'часа', 'часов', 'минута', 'минуты', 'минут', 'секунда', 'секунды', 'секунд'],
  ...['блюдо', 'блюда', 'блюд', 'порция', 'порции', 'порций', 'напиток', 'напитка', 'напитков', 'бутылка', 'бутылки', 'бутылок'],
  ...['приём', 'приёма', 'приёмов', 'персона', 'персоны', 'персон', 'доставка', 'доставки', 'доставок'],
  ...['заказ', 'заказа', 'заказов', 'платёж', 'платежа', 'платежей', 'бонус', 'бонуса', 'бонусов'],
  ...['символ', 'символа', 'символов', 'знак', 'знака', 'знаков', 'фильтр', 'фильтра', 'фильтров'],
  ...['ккал', 'кг', 'г', 'см', 'км', 'шт.', '%'],
  // A day and its month ('12 мая', `formatDayMonth`).
  ...MONTHS_GENITIVE,
];

const countPattern = new RegExp(`\\d[ \\u202f](?:${COUNTED_WORDS.map((w) => w.replace(/\./g, '\\.')).join('|')})(?![\\p{L}])`, 'u');

/** A number and its word an ordinary space can break: '6 дней', '1200 ккал', '2 шт.' with a plain space. */
export const wrappingCountIn = (text: string): string | undefined => find(text, countPattern);

export type VisibleTextRule = 'isoDate' | 'menuTypeCode' | 'rawPhone' | 'wrappingAmount';

export const VISIBLE_TEXT_RULES: Readonly<Record<VisibleTextRule, (text: string) => string | undefined>> = {
  isoDate: isoDateIn,
  menuTypeCode: menuTypeCodeIn,
  rawPhone: rawPhoneIn,
  wrappingAmount: wrappingAmountIn,
};

/** Every rule's finding: `['isoDate: …2026-11-24 · Вечер…']`; empty when the text is fit for people. */
export function visibleTextProblems(text: string): string[] {
  return (Object.keys(VISIBLE_TEXT_RULES) as VisibleTextRule[]).flatMap((rule) => {
    const found = VISIBLE_TEXT_RULES[rule](text);
    return found === undefined ? [] : [`${rule}: …${found}…`];
  });
}
