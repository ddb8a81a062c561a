import { isBelarus } from './cities';

const integer = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** Rounded, space as the thousands separator, ₽ (руб. in Belarus, city 20). */
export function formatMoney(amount: number, cityId?: number): string {
  const digits = integer.format(Math.round(amount)).replace(/[\u00a0\u202f]/g, ' ');
  return `${digits} ${isBelarus(cityId) ? 'руб.' : '₽'}`;
}

/** Russian plural: plural(5, ['день', 'дня', 'дней']) → 'дней'. */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

export const formatDays = (n: number) => `${n} ${plural(n, ['день', 'дня', 'дней'])}`;
