import { isBelarus } from './cities';
import type { Roubles } from './roubles';

/** The no-break space between digit groups and before the currency: an amount never wraps. */
export const NBSP = '\u00a0';

/**
 * A rounded amount grouped by thousands with a no-break space, as `Intl.NumberFormat('ru-RU')`
 * groups it (a test holds the two equal; Intl's narrow no-break space is a no-break space here, so
 * every engine prints the same): 11990 → '11 990'. Grouped here rather than through Intl: a page's
 * first `Intl.NumberFormat` loads ICU's number data, one ~20 ms task on a phone (~80 ms at
 * Lighthouse's 4x CPU), and the landing's prices are its first amounts.
 */
export function formatAmount(amount: number): string {
  const rounded = Math.round(amount);
  // Math.round(-0.4) is -0: show '0', not '-0'.
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, NBSP);
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** The currency suffix of a city: 'руб.' in Belarus (city 20), '₽' elsewhere. */
export const currencySymbol = (cityId: number): string => (isBelarus(cityId) ? 'руб.' : '₽');

/**
 * Rounded, a no-break space as the thousands separator and before ₽ (руб. in Belarus, city 20): '11 990 ₽'.
 * The city is required (issue 30: with an optional city ~35 call sites could forget it, and Minsk was
 * shown roubles): every amount says whose money it is — the order's, the client's or the visitor's city.
 */
export function formatMoney(amount: number, cityId: number): string {
  return `${formatAmount(amount)}${NBSP}${currencySymbol(cityId)}`;
}

export { roubles, type Roubles } from './roubles';

/**
 * An amount that is roubles whatever the city: a figure the spec gives in ₽ (`Roubles`: the
 * subscription's cancellation fee 990 ₽) or a Russian-only payment (SBP, Russia's rouble system).
 * Named so, never a `formatMoney` with a forgotten city.
 */
export const formatRoubles = (amount: number | Roubles): string =>
  `${formatAmount(typeof amount === 'number' ? amount : amount.roubles)}${NBSP}₽`;

export type PluralForms = readonly [one: string, few: string, many: string];

const pluralRules = new Intl.PluralRules('ru');

/** Russian plural through `Intl.PluralRules('ru')`: plural(5, ['день', 'дня', 'дней']) → 'дней'. Fractions use the integer part. */
export function plural(n: number, forms: PluralForms): string {
  const category = pluralRules.select(Math.abs(Math.trunc(n)));
  return category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
}

/**
 * The one home of a count and its word: grouped like money, a no-break space before the word in its
 * Russian plural, so a number never ends a line without its word ('Рацион «Фит» · 6 / дней' wrapped on
 * a phone): formatCount(3, ['доставка', 'доставки', 'доставок']) → '3 доставки', '1 850 бонусов'.
 * `domain/counts-nbsp.test` walks the texts tables and the sources for a count made with a plain space.
 */
export const formatCount = (n: number, forms: PluralForms): string => `${formatAmount(n)}${NBSP}${plural(Math.round(n), forms)}`;
/** A measure and its unit, a no-break space between: formatUnit(1200, 'ккал') → '1200 ккал', formatUnit('15–30', 'минут'). */
export const formatUnit = (value: number | string, unit: string): string => `${value}${NBSP}${unit}`;

/** '1 день', '2 дня', '5 дней'. */
export const formatDays = (n: number): string => formatCount(n, ['день', 'дня', 'дней']);
/** '1 блюдо', '3 блюда', '5 блюд'. */
export const formatDishes = (n: number): string => formatCount(n, ['блюдо', 'блюда', 'блюд']);
/** '1 бутылка', '16 бутылок'. */
export const formatBottles = (n: number): string => formatCount(n, ['бутылка', 'бутылки', 'бутылок']);
/** '1 неделя', '3 недели', '5 недель'. */
export const formatWeeks = (n: number): string => formatCount(n, ['неделя', 'недели', 'недель']);
/** Bonuses, grouped like money: '1 бонус', '3 бонуса', '1 850 бонусов'. */
export const formatBonuses = (n: number): string => formatCount(n, ['бонус', 'бонуса', 'бонусов']);
