import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneInput, isPhoneComplete, phoneCountryForCity, validatePhone } from './phone';

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
  ])('RU %s → %s', (input, masked) => {
    expect(formatPhoneInput(input, 'ru')).toBe(masked);
  });

  it.each([
    ['291234567', '+375 (29) 123-45-67'],
    ['+375291234567', '+375 (29) 123-45-67'],
    ['80291234567', '+375 (29) 123-45-67'],
    ['44', '+375 (44'],
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
