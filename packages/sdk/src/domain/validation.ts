import { CARD, FIRST_NAME_MIN, SMS_CODE_LENGTH } from './constants';
import {
  ADDRESS_HOUSE_REQUIRED,
  ADDRESS_STREET_REQUIRED,
  CARD_CVV_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_EXPIRY_MONTH,
  CARD_NAME_INVALID,
  CARD_NUMBER_INVALID,
  CODE_INVALID,
  CODE_REQUIRED,
  EMAIL_CHECK,
  FIRST_NAME_REQUIRED,
  FLAT_INVALID,
  LAST_NAME_REQUIRED,
  NAME_LETTERS_ONLY,
} from './messages';

/**
 * Field rules of order-funnel §5 and personal-cabinet §5, as pure functions. A validator returns
 * the normalised value (trimmed, digits only, uppercased...) or the message to show. Formatters
 * (`format*Input`) turn whatever was typed or pasted into what the field shows.
 */
export type ValidationResult<T = string> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });
const digitsOf = (raw: string): string => raw.replace(/\D/g, '');

// ---------------------------------------------------------------------------------------------
// SMS code: 4 digits, mask ####; checked automatically at 4 characters
// ---------------------------------------------------------------------------------------------

/** Digits only, at most 4. */
export const formatSmsCodeInput = (raw: string): string => digitsOf(raw).slice(0, SMS_CODE_LENGTH);

/** Four digits typed: the code is checked automatically at this point (order-funnel §4). */
export const isSmsCodeComplete = (value: string): boolean => /^\d{4}$/.test(value.trim());

export function validateSmsCode(value: string): ValidationResult {
  const code = value.trim();
  if (code === '') return fail(CODE_REQUIRED);
  if (!isSmsCodeComplete(code)) return fail(CODE_INVALID);
  return { ok: true, value: code };
}

// ---------------------------------------------------------------------------------------------
// Names: Latin/Cyrillic letters and spaces, at least 2 characters
// ---------------------------------------------------------------------------------------------

const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё]+(?: [A-Za-zА-Яа-яЁё]+)*$/;

/** Trimmed, inner runs of spaces collapsed to one. */
const normaliseName = (value: string): string => value.trim().replace(/\s+/g, ' ');

function validateName(value: string, message: string, required: boolean): ValidationResult {
  const name = normaliseName(value);
  if (name === '') return required ? fail(message) : { ok: true, value: '' };
  // A hyphen, an apostrophe or a digit: say what the spec allows instead of repeating 'Введите имя'.
  if (!NAME_PATTERN.test(name)) return fail(NAME_LETTERS_ONLY);
  if (name.length < FIRST_NAME_MIN) return fail(message);
  return { ok: true, value: name };
}

/** First name: required, min 2, Latin/Cyrillic letters and spaces ('Введите имя'). */
export const validateFirstName = (value: string): ValidationResult => validateName(value, FIRST_NAME_REQUIRED, true);

/**
 * Last name: the same rule ('Введите фамилию'), required when the field is shown; pass
 * `{ required: false }` to accept an empty one (the spec's "optional last name" of the profile block).
 */
export const validateLastName = (value: string, options: { required?: boolean } = {}): ValidationResult =>
  validateName(value, LAST_NAME_REQUIRED, options.required ?? true);

// ---------------------------------------------------------------------------------------------
// E-mail: contains @ and a dotted domain; required only when asked; sent only when valid
// ---------------------------------------------------------------------------------------------

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/**
 * An empty e-mail is fine unless `required` (requireEmail); anything else must look like an
 * address ('Проверьте правильность email'). The value is the trimmed address ('' when empty).
 */
export function validateEmail(value: string, options: { required?: boolean } = {}): ValidationResult {
  const email = value.trim();
  if (email === '') return options.required ? fail(EMAIL_CHECK) : { ok: true, value: '' };
  return isValidEmail(email) ? { ok: true, value: email } : fail(EMAIL_CHECK);
}

/** What to save or send: the trimmed e-mail when valid, `undefined` when empty or invalid (removed before saving). */
export function emailForSave(email: string | null | undefined): string | undefined {
  const trimmed = email?.trim() ?? '';
  return trimmed !== '' && isValidEmail(trimmed) ? trimmed : undefined;
}

// ---------------------------------------------------------------------------------------------
// Card number: digits only, at most 19 kept, groups of 4, valid from 16 digits with Luhn
// ---------------------------------------------------------------------------------------------

/** Digits only, at most 19 (also what the promo compatibility check sends: spaces stripped). */
export const cardDigits = (raw: string): string => digitsOf(raw).slice(0, CARD.maxDigits);

/** '4242424242424242' → '4242 4242 4242 4242'. */
export const formatCardNumberInput = (raw: string): string => cardDigits(raw).replace(/(\d{4})(?=\d)/g, '$1 ');

/** The Luhn checksum of a digit string (false for an empty or non-digit string). */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Valid from 16 to 19 digits with a correct Luhn checksum; the value is the digits. */
export function validateCardNumber(raw: string): ValidationResult {
  const digits = cardDigits(raw);
  if (digits.length < CARD.minDigits || !luhn(digits)) return fail(CARD_NUMBER_INVALID);
  return { ok: true, value: digits };
}

// ---------------------------------------------------------------------------------------------
// Expiry: MM/YY, month at most 12, year trimmed to 2 digits
// ---------------------------------------------------------------------------------------------

/**
 * What the expiry field shows while typing: 'MM/YY', 5 characters at most.
 * - a first month digit above 1 becomes '0X' ('4' → '04');
 * - a month above 12 becomes 12, and '00' becomes '01';
 * - the slash appears with the first year digit (so deleting it works: '12/' is never forced);
 * - a four-digit year is trimmed to two ('12/2027' → '12/27'), also typed digit by digit: '12/202'
 *   (a year starting '20' with a third digit) waits for the fourth, so '12/2029' becomes '12/29'
 *   and never '12/20' (issue 30: it was cut to '12/20', an expired card).
 */
export function formatExpiryInput(raw: string): string {
  const digits = digitsOf(raw);
  if (digits === '') return '';
  let month = digits.slice(0, 2);
  let rest = digits.slice(2);
  if (Number(month[0]) > 1) {
    month = `0${month[0]}`;
    rest = digits.slice(1);
  }
  // A month above 12 is kept as typed so the form says it is wrong (it used to become 12 silently).
  if (rest === '') return month;
  if (rest.length === 3 && rest.startsWith('20')) return `${month}/${rest}`;
  const year = rest.length >= 4 && rest.startsWith('20') ? rest.slice(2, 4) : rest.slice(0, 2);
  return `${month}/${year}`;
}

export interface Expiry {
  month: number;
  /** Two-digit year. */
  year: number;
}

/**
 * 'MM/YY' (a four-digit year is accepted and trimmed) with a month from 1 to 12. With `nowMs`, a card whose month has passed is refused too
 * (a card is valid to the end of its expiry month, UTC).
 */
export function validateExpiry(value: string, nowMs?: number): ValidationResult<Expiry> {
  const match = /^(\d{2})\s*\/\s*(\d{2}|20\d{2})$/.exec(value.trim());
  if (!match) return fail(CARD_EXPIRY_INVALID);
  const month = Number(match[1]);
  const year = Number(match[2]) % 100;
  if (month < 1 || month > 12) return fail(CARD_EXPIRY_MONTH);
  if (nowMs !== undefined) {
    const now = new Date(nowMs);
    const nowYear = now.getUTCFullYear() % 100;
    const nowMonth = now.getUTCMonth() + 1;
    if (year < nowYear || (year === nowYear && month < nowMonth)) return fail(CARD_EXPIRED);
  }
  return { ok: true, value: { month, year } };
}

// ---------------------------------------------------------------------------------------------
// CVV: 3 to 4 digits
// ---------------------------------------------------------------------------------------------

export const formatCvvInput = (raw: string): string => digitsOf(raw).slice(0, CARD.cvvMax);

export function validateCvv(value: string): ValidationResult {
  const cvv = value.trim();
  if (!/^\d+$/.test(cvv) || cvv.length < CARD.cvvMin || cvv.length > CARD.cvvMax) return fail(CARD_CVV_INVALID);
  return { ok: true, value: cvv };
}

// ---------------------------------------------------------------------------------------------
// Cardholder name: Latin letters and spaces, uppercased
// ---------------------------------------------------------------------------------------------

/** Uppercased, everything but Latin letters and spaces dropped, no leading or double spaces. */
export const formatCardholderInput = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/^ /, '');

export function validateCardholder(value: string): ValidationResult {
  const name = value.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!/^[A-Z]+(?: [A-Z]+)*$/.test(name)) return fail(CARD_NAME_INVALID);
  return { ok: true, value: name };
}

// ---------------------------------------------------------------------------------------------
// The card form as a whole
// ---------------------------------------------------------------------------------------------

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** The pay button stays disabled until number, expiry, cvv and name are all filled. */
export const isCardFormFilled = (card: CardFormValues): boolean =>
  [card.cardNumber, card.expiry, card.cvv, card.name].every((v) => v.trim() !== '');

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** Every field's message; an empty object means the form is valid. */
export function validateCardForm(card: CardFormValues, nowMs?: number): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = validateCardNumber(card.cardNumber);
  if (!number.ok) errors.cardNumber = number.message;
  const expiry = validateExpiry(card.expiry, nowMs);
  if (!expiry.ok) errors.expiry = expiry.message;
  const cvv = validateCvv(card.cvv);
  if (!cvv.ok) errors.cvv = cvv.message;
  const name = validateCardholder(card.name);
  if (!name.ok) errors.name = name.message;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Address: street and house required; flat of letters, digits, hyphen and parentheses
// ---------------------------------------------------------------------------------------------

const FLAT_PATTERN = /^[0-9A-Za-zА-Яа-яЁё\-()]*$/;

/** Drops what a flat may not contain (spaces included). */
export const formatFlatInput = (raw: string): string => raw.replace(/[^0-9A-Za-zА-Яа-яЁё\-()]/g, '');

export const isFlatValid = (value: string): boolean => FLAT_PATTERN.test(value.trim());

/** A flat is optional; when given it has letters, digits, hyphen and parentheses only. */
export function validateFlat(value: string): ValidationResult {
  const flat = value.trim();
  return isFlatValid(flat) ? { ok: true, value: flat } : fail(FLAT_INVALID);
}

export interface AddressParts {
  street?: string | null | undefined;
  house?: string | null | undefined;
}

/**
 * Street and house are required; the form keeps asking for the house. Returns the first
 * missing part's message, or ok.
 */
export function validateAddressParts(address: AddressParts): ValidationResult<{ street: string; house: string }> {
  const street = address.street?.trim() ?? '';
  const house = address.house?.trim() ?? '';
  if (street === '') return fail(ADDRESS_STREET_REQUIRED);
  if (house === '') return fail(ADDRESS_HOUSE_REQUIRED);
  return { ok: true, value: { street, house } };
}
