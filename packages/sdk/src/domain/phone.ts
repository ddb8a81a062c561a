import { BELARUS_CITY_ID } from './constants';
import { PHONE_EMPTY_CREATE_ORDER_COMMA, PHONE_FOREIGN, PHONE_INVALID_BY, PHONE_INVALID_RU, PHONE_PLEASE } from './messages';

/**
 * Phone masks and rules (order-funnel §5, personal-cabinet §5):
 * RU `+7 (XXX) XXX-XX-XX`; BY `+375 (XX) XXX-XX-XX` with operator 29, 25, 44 or 33. The BY
 * mask applies when the Minsk city (20) is active.
 */

// The five empty-phone messages of the spec, re-exported for callers of `validatePhone`.
export {
  PHONE_EMPTY_CREATE_ORDER,
  PHONE_EMPTY_CREATE_ORDER_COMMA,
  PHONE_PLEASE,
  PHONE_EMPTY_EDIT_MENU,
  PHONE_EMPTY_CONTACT,
} from './messages';

export type PhoneCountry = 'ru' | 'by';

/** What the field shows before the first digit (the spec's prefix '+7 ('). */
export const PHONE_PREFIX: Record<PhoneCountry, string> = { ru: '+7 (', by: '+375 (' };
export const PHONE_PLACEHOLDER: Record<PhoneCountry, string> = { ru: '+7 (___) ___-__-__', by: '+375 (__) ___-__-__' };
export const PHONE_COUNTRY_CODE: Record<PhoneCountry, string> = { ru: '7', by: '375' };
/** National digits after the country code: 10 in Russia, 9 in Belarus. */
export const PHONE_NATIONAL_LENGTH: Record<PhoneCountry, number> = { ru: 10, by: 9 };
export const BY_OPERATORS = ['29', '25', '44', '33'] as const;
/**
 * RU home (city) codes that may follow +7 instead of a mobile 9. The spec names the rule, not
 * the list; our reading is the first digit of Russian geographic area codes: 3xx (Urals and
 * Siberia, e.g. 343 Yekaterinburg, 383 Novosibirsk), 4xx (central Russia, e.g. 495/499 Moscow,
 * 473 Voronezh) and 8xx (north-west, south and Volga, e.g. 812 St Petersburg, 815 Murmansk,
 * 831 Nizhny Novgorod, 843 Kazan, 861 Krasnodar — and 800 toll-free). Everything else is refused.
 */
export const RU_HOME_CODE_FIRST_DIGITS: readonly string[] = ['3', '4', '8'];

export const phoneCountryForCity = (cityId: number | undefined): PhoneCountry => (cityId === BELARUS_CITY_ID ? 'by' : 'ru');

/** Every digit of a (masked) value: '+7 (916) 123-45-67' → '79161234567'. */
export const phoneDigits = (masked: string): string => masked.replace(/\D/g, '');

/**
 * The national digits typed or pasted so far, country code and trunk prefix removed, at most the
 * mask's length. Accepted shapes (RU): '+7 916…', '8 916…', '7916…', '916…', and a home code
 * '812…' or '8 812…'. Rules:
 * - with a leading '+', the country code is removed;
 * - without it, an 11-digit number starting with 7 or 8 loses that digit;
 * - a national part starting with 7 loses it (the country code typed again; no RU code starts
 *   with 7), and one starting with 89 or 88 loses the 8 (the domestic trunk prefix: no RU area
 *   code starts with 89 or 88), so typing '8', '9', '1', '6' shows '+7 (8' and then '+7 (91'.
 * BY: '+375 29…', '375 29…', '80 29…' (the domestic trunk prefix 80) and '29…'.
 */
export function nationalDigits(raw: string, country: PhoneCountry): string {
  let digits = phoneDigits(raw);
  const hasPlus = raw.trim().startsWith('+');
  if (country === 'ru') {
    if (hasPlus && digits.startsWith('7')) digits = digits.slice(1);
    else if (!hasPlus && digits.length >= 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
    if (digits.startsWith('7')) digits = digits.slice(1);
    if (/^8[89]/.test(digits)) digits = digits.slice(1);
  } else {
    if (digits.startsWith('375')) digits = digits.slice(3);
    if (digits.startsWith('80')) digits = digits.slice(2);
    if (digits.startsWith('375')) digits = digits.slice(3);
  }
  return digits.slice(0, PHONE_NATIONAL_LENGTH[country]);
}

/**
 * The other country, when a value is plainly that country's number (issue 12, defect 12): a
 * Belarusian '+375 29 …', '375 29 …' or '80 29 …' in the Russian form, a Russian '+7 …',
 * '7 9XX …' or '8 9XX …' in the Belarusian one. Such a value is never masked into a wrong number.
 */
export function foreignPhoneCountry(raw: string, country: PhoneCountry): PhoneCountry | undefined {
  const trimmed = raw.trim();
  const digits = phoneDigits(trimmed);
  if (country === 'ru') {
    if (/^\+\s*3\s*7\s*5/.test(trimmed)) return 'by';
    if (/^375(29|25|44|33)\d{7}$/.test(digits) || /^80(29|25|44|33)\d{7}$/.test(digits)) return 'by';
    // Typed key by key into the mask, '375 29…' became '+7 (375) 29…': no Russian code is 375.
    if (/^375(29|25|44|33)/.test(nationalDigits(trimmed, 'ru'))) return 'by';
    return undefined;
  }
  if (/^\+\s*7/.test(trimmed)) return 'ru';
  if (/^[78]9\d{9}$/.test(digits)) return 'ru';
  return undefined;
}

/** '+' and a code that is not Russia's (+1…+6, +0) in the Russian form: another country's number, never a '+7' one. */
const otherCountryCode = (trimmed: string, country: PhoneCountry): boolean => country === 'ru' && /^\+\s*[0-6]/.test(trimmed);

/**
 * The masked value to show for whatever the user typed or pasted; never more digits than the
 * mask. Input without a national digit (empty, '+', '+7 (', a lone '7') gives '' so the
 * placeholder shows and the field can be cleared.
 */
export function formatPhoneInput(raw: string, country: PhoneCountry): string {
  const trimmed = raw.trim();
  // The other country's number stays as pasted: validation says why it is refused. Typed into the
  // Russian mask ('+7 (375) 29'), it is shown as the digits typed ('+37529').
  if (foreignPhoneCountry(raw, country)) return /^\+7 \(/.test(trimmed) ? `+${phoneDigits(trimmed).slice(1)}` : trimmed;
  // A '+' starts a country code, typed key by key: kept, so '+375…' is never masked into '+7 (375…'.
  if (trimmed === '+' || otherCountryCode(trimmed, country)) return trimmed;
  const d = nationalDigits(raw, country);
  if (!d) return '';
  if (country === 'ru') {
    let out = `+7 (${d.slice(0, 3)}`;
    if (d.length > 3) out += `) ${d.slice(3, 6)}`;
    if (d.length > 6) out += `-${d.slice(6, 8)}`;
    if (d.length > 8) out += `-${d.slice(8, 10)}`;
    return out;
  }
  let out = `+375 (${d.slice(0, 2)}`;
  if (d.length > 2) out += `) ${d.slice(2, 5)}`;
  if (d.length > 5) out += `-${d.slice(5, 7)}`;
  if (d.length > 7) out += `-${d.slice(7, 9)}`;
  return out;
}

/** A stored number for display: `+79161234567` → `+7 (916) 123-45-67`; a BY number gets the BY mask. */
export function formatPhone(e164: string): string {
  const country: PhoneCountry = phoneDigits(e164).startsWith('375') ? 'by' : 'ru';
  return formatPhoneInput(e164.trim().startsWith('+') ? e164 : `+${e164}`, country);
}

/** `+7` or `+375` followed by the national digits. */
export const toE164 = (national: string, country: PhoneCountry): string => `+${PHONE_COUNTRY_CODE[country]}${national}`;

/** All the mask's digits are typed (says nothing about the operator or home-code rule). */
export const isPhoneComplete = (value: string, country: PhoneCountry): boolean =>
  nationalDigits(value, country).length === PHONE_NATIONAL_LENGTH[country];

export type PhoneValidation = { ok: true; e164: string } | { ok: false; message: string };

export interface PhoneValidationOptions {
  /** The message for an empty field (or only the prefix); default 'Введите телефон, чтобы мы могли создать заказ'. */
  emptyMessage?: string;
  /** False where no city can be chosen: a BY number's refusal does not say 'или выберите Минск'. */
  cityChoice?: boolean;
}

/**
 * Required (not only the prefix), complete, and a plausible number: RU needs 9 after +7 unless
 * it is a home (city) code (first digit 3, 4 or 8); BY needs one of the four operator codes.
 */
export function validatePhone(value: string, country: PhoneCountry, options: PhoneValidationOptions = {}): PhoneValidation {
  const foreign = foreignPhoneCountry(value, country);
  if (foreign) {
    const noChoice = foreign === 'by' && options.cityChoice === false;
    return { ok: false, message: noChoice ? PHONE_FOREIGN.byNoCityChoice : PHONE_FOREIGN[foreign] };
  }
  if (otherCountryCode(value.trim(), country)) return { ok: false, message: PHONE_INVALID_RU };
  const d = nationalDigits(value, country);
  if (d.length === 0) return { ok: false, message: options.emptyMessage ?? PHONE_EMPTY_CREATE_ORDER_COMMA };
  if (d.length < PHONE_NATIONAL_LENGTH[country]) return { ok: false, message: PHONE_PLEASE };
  if (country === 'ru' && d[0] !== '9' && !RU_HOME_CODE_FIRST_DIGITS.includes(d[0] ?? '')) {
    return { ok: false, message: PHONE_INVALID_RU };
  }
  if (country === 'by' && !(BY_OPERATORS as readonly string[]).includes(d.slice(0, 2))) {
    return { ok: false, message: PHONE_INVALID_BY };
  }
  return { ok: true, e164: toE164(d, country) };
}

/** `validatePhone(...).ok`. */
export const isPhoneValid = (value: string, country: PhoneCountry): boolean => validatePhone(value, country).ok;
