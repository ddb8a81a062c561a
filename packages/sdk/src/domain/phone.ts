import { BELARUS_CITY_ID } from './constants';
import { PHONE_MESSAGES } from './messages';

/**
 * Phone masks and rules (order-funnel §5):
 * RU `+7 (XXX) XXX-XX-XX`; BY `+375 (XX) XXX-XX-XX` with operator 29, 25, 44 or 33. The BY
 * mask applies when the Minsk city (20) is active.
 */
export type PhoneCountry = 'ru' | 'by';

export const PHONE_PREFIX: Record<PhoneCountry, string> = { ru: '+7 (', by: '+375 (' };
export const PHONE_PLACEHOLDER: Record<PhoneCountry, string> = { ru: '+7 (___) ___-__-__', by: '+375 (__) ___-__-__' };
const COUNTRY_CODE: Record<PhoneCountry, string> = { ru: '7', by: '375' };
const NATIONAL_LENGTH: Record<PhoneCountry, number> = { ru: 10, by: 9 };
export const BY_OPERATORS = ['29', '25', '44', '33'] as const;
/**
 * RU home (city) codes that may follow +7 instead of a mobile 9: the first digit of geographic
 * area codes (3xx, 4xx, 8xx). The spec names the rule, not the list; this is our reading.
 */
const RU_HOME_CODE_FIRST_DIGITS = ['3', '4', '8'];

export const phoneCountryForCity = (cityId: number | undefined): PhoneCountry => (cityId === BELARUS_CITY_ID ? 'by' : 'ru');

/** The national digits typed so far (country code and trunk prefix removed), at most the mask's length. */
export function nationalDigits(raw: string, country: PhoneCountry): string {
  let digits = raw.replace(/\D/g, '');
  const code = COUNTRY_CODE[country];
  const trimmed = raw.trim();
  if (country === 'ru') {
    if (trimmed.startsWith('+7') || (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8')))) digits = digits.slice(1);
  } else if (trimmed.startsWith('+') || digits.startsWith(code)) {
    if (digits.startsWith(code)) digits = digits.slice(code.length);
  } else if (digits.startsWith('80') && digits.length >= 11) {
    digits = digits.slice(2);
  }
  return digits.slice(0, NATIONAL_LENGTH[country]);
}

/** The masked value to show for whatever the user typed or pasted. Empty input stays empty. */
export function formatPhoneInput(raw: string, country: PhoneCountry): string {
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

/** `+79161234567` → `+7 (916) 123-45-67`; a BY number gets the BY mask. */
export function formatPhone(e164: string): string {
  const country: PhoneCountry = e164.replace(/\D/g, '').startsWith('375') ? 'by' : 'ru';
  return formatPhoneInput(e164, country);
}

export const toE164 = (national: string, country: PhoneCountry) => `+${COUNTRY_CODE[country]}${national}`;

export const isPhoneComplete = (value: string, country: PhoneCountry) => nationalDigits(value, country).length === NATIONAL_LENGTH[country];

export type PhoneValidation = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Required (not only the prefix), complete, and a plausible number: RU needs 9 after +7 unless
 * it is a home (city) code; BY needs one of the four operator codes.
 */
export function validatePhone(value: string, country: PhoneCountry, options: { emptyMessage?: string } = {}): PhoneValidation {
  const d = nationalDigits(value, country);
  if (d.length === 0) return { ok: false, message: options.emptyMessage ?? PHONE_MESSAGES.createOrderComma };
  if (d.length < NATIONAL_LENGTH[country]) return { ok: false, message: PHONE_MESSAGES.please };
  if (country === 'ru' && d[0] !== '9' && !RU_HOME_CODE_FIRST_DIGITS.includes(d[0] ?? '')) {
    return { ok: false, message: PHONE_MESSAGES.invalidRu };
  }
  if (country === 'by' && !(BY_OPERATORS as readonly string[]).includes(d.slice(0, 2))) {
    return { ok: false, message: PHONE_MESSAGES.invalidBy };
  }
  return { ok: true, e164: toE164(d, country) };
}
