import { isBelarus } from './cities';

const integer = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/**
 * A rounded amount grouped by thousands with a plain space (`Intl` uses a no-break or narrow
 * no-break space in ru-RU; we replace both so the text is the same everywhere): 11990 → '11 990'.
 */
export function formatAmount(amount: number): string {
  const rounded = Math.round(amount);
  // Math.round(-0.4) is -0: show '0', not '-0'.
  return integer.format(Object.is(rounded, -0) ? 0 : rounded).replace(/[\u00a0\u202f]/g, ' ');
}

/** The currency suffix of a city: 'руб.' in Belarus (city 20), '₽' elsewhere. */
export const currencySymbol = (cityId?: number): string => (isBelarus(cityId) ? 'руб.' : '₽');

/** Rounded, space as the thousands separator, ₽ (руб. in Belarus, city 20): '11 990 ₽'. */
export function formatMoney(amount: number, cityId?: number): string {
  return `${formatAmount(amount)} ${currencySymbol(cityId)}`;
}

export type PluralForms = readonly [one: string, few: string, many: string];

/** Russian plural: plural(5, ['день', 'дня', 'дней']) → 'дней'. Fractions use the integer part. */
export function plural(n: number, forms: PluralForms): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** '1 день', '2 дня', '5 дней'. */
export const formatDays = (n: number): string => `${n} ${plural(n, ['день', 'дня', 'дней'])}`;
/** '1 блюдо', '3 блюда', '5 блюд'. */
export const formatDishes = (n: number): string => `${n} ${plural(n, ['блюдо', 'блюда', 'блюд'])}`;
/** '1 бутылка', '16 бутылок'. */
export const formatBottles = (n: number): string => `${n} ${plural(n, ['бутылка', 'бутылки', 'бутылок'])}`;
/** '1 неделя', '3 недели', '5 недель'. */
export const formatWeeks = (n: number): string => `${n} ${plural(n, ['неделя', 'недели', 'недель'])}`;
