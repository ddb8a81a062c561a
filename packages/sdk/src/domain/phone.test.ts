import { describe, expect, it } from 'vitest';
import { PHONE_FOREIGN, PHONE_INVALID_RU } from './messages';
import {
  foreignPhoneCountry,
  formatPhone,
  formatPhoneInput,
  isPhoneComplete,
  isPhoneValid,
  nationalDigits,
  PHONE_EMPTY_CONTACT,
  PHONE_EMPTY_CREATE_ORDER,
  PHONE_EMPTY_CREATE_ORDER_COMMA,
  PHONE_EMPTY_EDIT_MENU,
  PHONE_PLEASE,
  phoneCountryForCity,
  phoneDigits,
  validatePhone,
} from './phone';

describe('phone masks', () => {
  it.each([
    ['9', '+7 (9'],
    ['916123', '+7 (916) 123'],
    ['9161234567', '+7 (916) 123-45-67'],
    ['+7 916 123 45 67', '+7 (916) 123-45-67'],
    ['89161234567', '+7 (916) 123-45-67'],
    ['79161234567', '+7 (916) 123-45-67'],
    ['916123456789', '+7 (916) 123-45-67'],
    ['+7 (916) 12', '+7 (916) 12'],
    ['', ''],
    ['+7 (', ''],
    ['+', '+'],
    ['7', ''],
    ['8', '+7 (8'],
    ['89', '+7 (9'],
    ['+7 (89', '+7 (9'],
    ['+7 (88', '+7 (8'],
    ['7916', '+7 (916'],
    ['8 916 123', '+7 (916) 123'],
    ['8 (916) 123-45-67', '+7 (916) 123-45-67'],
    ['+7 916 123-45-67 99', '+7 (916) 123-45-67'],
    ['+7 8 916 123 45 67', '+7 (916) 123-45-67'],
    ['812 123 45 67', '+7 (812) 123-45-67'],
    ['8 812 123 45 67', '+7 (812) 123-45-67'],
    ['8 800 555 35 35', '+7 (800) 555-35-35'],
    ['+7 (916) 123-45-67', '+7 (916) 123-45-67'],
    ['abc', ''],
  ])('RU %s → %s', (input, masked) => {
    expect(formatPhoneInput(input, 'ru')).toBe(masked);
  });

  it.each([
    ['291234567', '+375 (29) 123-45-67'],
    ['+375291234567', '+375 (29) 123-45-67'],
    ['80291234567', '+375 (29) 123-45-67'],
    ['44', '+375 (44'],
    ['+375 (', ''],
    ['375', ''],
    ['8 029 123 45 67', '+375 (29) 123-45-67'],
    ['+375 (33) 123-45-67', '+375 (33) 123-45-67'],
    ['+375 (29) 123-45-6789', '+375 (29) 123-45-67'],
    ['33', '+375 (33'],
  ])('BY %s → %s', (input, masked) => {
    expect(formatPhoneInput(input, 'by')).toBe(masked);
  });

  it('picks the BY mask only for Minsk', () => {
    expect(phoneCountryForCity(20)).toBe('by');
    expect(phoneCountryForCity(2)).toBe('ru');
    expect(phoneCountryForCity(undefined)).toBe('ru');
  });

  it('formats stored numbers', () => {
    expect(formatPhone('+79161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('+375291234567')).toBe('+375 (29) 123-45-67');
  });
});

describe('validatePhone', () => {
  it('requires a number, not only the prefix, with the configurable empty message', () => {
    expect(validatePhone('', 'ru')).toEqual({ ok: false, message: 'Введите телефон, чтобы мы могли создать заказ' });
    expect(validatePhone('+7 (', 'ru', { emptyMessage: 'Введите телефон для связи с вами' })).toEqual({
      ok: false,
      message: 'Введите телефон для связи с вами',
    });
  });

  it('asks for the whole number', () => {
    expect(validatePhone('+7 (916) 12', 'ru')).toEqual({ ok: false, message: 'Пожалуйста, введите телефон' });
    expect(isPhoneComplete('+7 (916) 123-45-67', 'ru')).toBe(true);
  });

  it('requires 9 after +7 unless it is a home code', () => {
    expect(validatePhone('+7 (916) 123-45-67', 'ru')).toEqual({ ok: true, e164: '+79161234567' });
    expect(validatePhone('+7 (495) 123-45-67', 'ru')).toEqual({ ok: true, e164: '+74951234567' });
    expect(validatePhone('+7 (812) 123-45-67', 'ru')).toEqual({ ok: true, e164: '+78121234567' });
    expect(validatePhone('+7 (116) 123-45-67', 'ru').ok).toBe(false);
  });

  it('accepts the four BY operators only', () => {
    for (const op of ['29', '25', '44', '33']) expect(validatePhone(`${op}1234567`, 'by')).toEqual({ ok: true, e164: `+375${op}1234567` });
    expect(validatePhone('171234567', 'by')).toEqual({ ok: false, message: 'Код оператора: 29, 25, 44 или 33' });
  });
});

describe('phone helpers', () => {
  it('reads the digits of a masked value', () => {
    expect(phoneDigits('+7 (916) 123-45-67')).toBe('79161234567');
    expect(phoneDigits('')).toBe('');
    expect(nationalDigits('+7 (916) 123-45-67', 'ru')).toBe('9161234567');
    expect(nationalDigits('+375 (29) 123-45-67', 'by')).toBe('291234567');
  });

  it('exports the five empty-phone messages of the spec, verbatim', () => {
    expect([PHONE_EMPTY_CREATE_ORDER, PHONE_EMPTY_CREATE_ORDER_COMMA, PHONE_PLEASE, PHONE_EMPTY_EDIT_MENU, PHONE_EMPTY_CONTACT]).toEqual([
      'Введите телефон чтобы мы могли создать заказ',
      'Введите телефон, чтобы мы могли создать заказ',
      'Пожалуйста, введите телефон',
      'Введите телефон для начала редактирования меню',
      'Введите телефон для связи с вами',
    ]);
  });

  it('never calls an incomplete or unknown number valid', () => {
    expect(isPhoneComplete('+7 (916) 123-45-6', 'ru')).toBe(false);
    expect(isPhoneComplete('+375 (29) 123-45-67', 'by')).toBe(true);
    expect(isPhoneValid('+7 (916) 123-45-67', 'ru')).toBe(true);
    expect(isPhoneValid('+7 (216) 123-45-67', 'ru')).toBe(false);
    expect(isPhoneValid('+7 (516) 123-45-67', 'ru')).toBe(false);
    expect(validatePhone('+7 (343) 123-45-67', 'ru')).toEqual({ ok: true, e164: '+73431234567' });
    expect(validatePhone('+375 (29) 12', 'by')).toEqual({ ok: false, message: 'Пожалуйста, введите телефон' });
    expect(validatePhone('', 'by', { emptyMessage: PHONE_EMPTY_EDIT_MENU })).toEqual({ ok: false, message: PHONE_EMPTY_EDIT_MENU });
    expect(validatePhone('8 916 123 45 67', 'ru')).toEqual({ ok: true, e164: '+79161234567' });
  });

  it('formats stored numbers with or without a plus', () => {
    expect(formatPhone('79161234567')).toBe('+7 (916) 123-45-67');
    expect(formatPhone('375291234567')).toBe('+375 (29) 123-45-67');
  });
});

describe('the other country pasted into the phone field (issue 12, defect 12)', () => {
  it('a Belarusian number in the Russian form is refused, never masked into a Russian one', () => {
    for (const pasted of ['+375 29 123-45-67', '375291234567', '80291234567']) {
      expect(foreignPhoneCountry(pasted, 'ru')).toBe('by');
      expect(formatPhoneInput(pasted, 'ru')).toBe(pasted);
      expect(validatePhone(pasted, 'ru')).toEqual({ ok: false, message: PHONE_FOREIGN.by });
    }
    expect(validatePhone('+7 916 123-45-67', 'ru')).toMatchObject({ ok: true });
  });
  /** What the field shows after each key, as an input gets it: the shown value plus the key. */
  const typed = (keys: string, country: 'ru' | 'by') => [...keys].reduce((shown, key) => formatPhoneInput(shown + key, country), '');

  it.each([
    ['+375291234567', 'ru', PHONE_FOREIGN.by],
    ['375291234567', 'ru', PHONE_FOREIGN.by],
    ['+79161234567', 'by', PHONE_FOREIGN.ru],
    ['+380501234567', 'ru', PHONE_INVALID_RU],
  ] as const)(
    '%s typed key by key in the %s form is refused with why, never a number the SMS would go to (walk4)',
    (keys, country, message) => {
      const shown = typed(keys, country);
      expect(validatePhone(shown, country)).toEqual({ ok: false, message });
    },
  );

  it.each([
    ['9161234567', 'ru', '+7 (916) 123-45-67'],
    ['+79161234567', 'ru', '+7 (916) 123-45-67'],
    ['89161234567', 'ru', '+7 (916) 123-45-67'],
    ['+375291234567', 'by', '+375 (29) 123-45-67'],
    ['291234567', 'by', '+375 (29) 123-45-67'],
  ] as const)('%s typed key by key in the %s form is %s', (keys, country, shown) => {
    expect(typed(keys, country)).toBe(shown);
    expect(validatePhone(shown, country)).toMatchObject({ ok: true });
  });

  it('a Russian number in the Minsk form is refused', () => {
    for (const pasted of ['+7 916 123-45-67', '89161234567', '79161234567']) {
      expect(validatePhone(pasted, 'by')).toEqual({ ok: false, message: PHONE_FOREIGN.ru });
    }
    expect(validatePhone('+375 29 123-45-67', 'by')).toMatchObject({ ok: true });
    expect(validatePhone('29 123 45 67', 'by')).toMatchObject({ ok: true });
  });
});
