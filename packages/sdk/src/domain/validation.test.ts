import { describe, expect, it } from 'vitest';
import { CARD_EXPIRED, CARD_EXPIRY_MONTH, NAME_LETTERS_ONLY } from './messages';
import {
  cardDigits,
  emailForSave,
  formatCardholderInput,
  formatCardNumberInput,
  formatCvvInput,
  formatExpiryInput,
  formatFlatInput,
  formatSmsCodeInput,
  isCardFormFilled,
  isFlatValid,
  isSmsCodeComplete,
  isValidEmail,
  luhn,
  validateAddressParts,
  validateCardForm,
  validateCardholder,
  validateCardNumber,
  validateCvv,
  validateEmail,
  validateExpiry,
  validateFirstName,
  validateFlat,
  validateLastName,
  validateSmsCode,
} from './validation';

describe('SMS code', () => {
  it('keeps at most 4 digits and is complete at 4', () => {
    expect(formatSmsCodeInput('12a34 5')).toBe('1234');
    expect(isSmsCodeComplete('123')).toBe(false);
    expect(isSmsCodeComplete('1234')).toBe(true);
  });

  it('is required and has 4 digits', () => {
    expect(validateSmsCode('')).toEqual({ ok: false, message: 'Введите код из СМС' });
    expect(validateSmsCode('12')).toEqual({ ok: false, message: 'Код состоит из 4 цифр' });
    expect(validateSmsCode('12a4').ok).toBe(false);
    expect(validateSmsCode(' 1234 ')).toEqual({ ok: true, value: '1234' });
  });
});

describe('names', () => {
  it('first name: required, min 2, Latin/Cyrillic letters and spaces', () => {
    expect(validateFirstName('')).toEqual({ ok: false, message: 'Введите имя' });
    expect(validateFirstName('   ')).toEqual({ ok: false, message: 'Введите имя' });
    expect(validateFirstName('Я')).toEqual({ ok: false, message: 'Введите имя' });
    expect(validateFirstName('Anna1')).toEqual({ ok: false, message: NAME_LETTERS_ONLY });
    expect(validateFirstName('Анна-Мария').ok).toBe(false);
    expect(validateFirstName('  Пётр  ')).toEqual({ ok: true, value: 'Пётр' });
    expect(validateFirstName('Анна  Мария')).toEqual({ ok: true, value: 'Анна Мария' });
    expect(validateFirstName('John')).toEqual({ ok: true, value: 'John' });
    expect(validateFirstName('Ёж')).toEqual({ ok: true, value: 'Ёж' });
  });

  it('last name: the same rule with its own message; may be optional', () => {
    expect(validateLastName('')).toEqual({ ok: false, message: 'Введите фамилию' });
    expect(validateLastName('', { required: false })).toEqual({ ok: true, value: '' });
    expect(validateLastName('И', { required: false })).toEqual({ ok: false, message: 'Введите фамилию' });
    expect(validateLastName('Иванов')).toEqual({ ok: true, value: 'Иванов' });
  });
});

describe('e-mail', () => {
  it('needs @ and a dotted domain', () => {
    for (const good of ['a@b.ru', 'first.last+tag@mail.example.com', ' x@y.by ']) expect(isValidEmail(good)).toBe(true);
    for (const bad of ['', 'a', 'a@b', 'a@.ru', 'a@b.', '@b.ru', 'a b@c.ru', 'a@b..ru']) expect(isValidEmail(bad)).toBe(false);
  });

  it('is required only when asked; invalid says "Проверьте правильность email"', () => {
    expect(validateEmail('')).toEqual({ ok: true, value: '' });
    expect(validateEmail('', { required: true })).toEqual({ ok: false, message: 'Проверьте правильность email' });
    expect(validateEmail('nope')).toEqual({ ok: false, message: 'Проверьте правильность email' });
    expect(validateEmail(' a@b.ru ')).toEqual({ ok: true, value: 'a@b.ru' });
  });

  it('is saved only when valid; empty is removed', () => {
    expect(emailForSave('')).toBeUndefined();
    expect(emailForSave('   ')).toBeUndefined();
    expect(emailForSave(undefined)).toBeUndefined();
    expect(emailForSave(null)).toBeUndefined();
    expect(emailForSave('bad@')).toBeUndefined();
    expect(emailForSave(' a@b.ru ')).toBe('a@b.ru');
  });
});

describe('card number', () => {
  it('keeps digits only, at most 19, shown in groups of 4', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242')).toBe('4242');
    expect(formatCardNumberInput('')).toBe('');
    expect(formatCardNumberInput('2200 1234 5678 9012 345')).toBe('2200 1234 5678 9012 345');
  });

  it('checks Luhn', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(luhn('79927398713')).toBe(true);
    expect(luhn('')).toBe(false);
    expect(luhn('12a4')).toBe(false);
  });

  it('is valid from 16 digits with Luhn', () => {
    expect(validateCardNumber('4242 4242 4242 4242')).toEqual({ ok: true, value: '4242424242424242' });
    expect(validateCardNumber('4242 4242 4242 4241')).toEqual({ ok: false, message: 'Проверьте номер карты' });
    // 15 digits with a good checksum are still too short.
    expect(validateCardNumber('378282246310005').ok).toBe(false);
    // 19 digits (a Mir card length) with a good checksum.
    expect(validateCardNumber('6759649826438453000').ok).toBe(luhn('6759649826438453000'));
  });
});

describe('expiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1225', '12/25'],
    ['12/25', '12/25'],
    ['122599', '12/25'],
    ['12/2027', '12/27'],
    ['12/202', '12/202'],
    ['4', '04'],
    ['425', '04/25'],
    ['13', '13'],
    ['00', '00'],
    ['ab', ''],
  ])('formats %s as %s', (input, shown) => {
    expect(formatExpiryInput(input)).toBe(shown);
  });

  // Issue 30: typed key by key (each keystroke formats what the field holds plus the new character),
  // a four-digit year ends as MM/YY, never cut to '12/20' (an expired card).
  it.each([
    ['12/2029', '12/29'],
    ['1229', '12/29'],
    ['01/2031', '01/31'],
    ['12/20', '12/20'],
    ['4/2030', '04/30'],
  ])('typed key by key, %s ends as %s', (typed, shown) => {
    let field = '';
    for (const key of typed) field = formatExpiryInput(field + key);
    expect(field).toBe(shown);
    expect(validateExpiry(field, Date.UTC(2026, 10, 28)).ok).toBe(shown !== '12/20');
  });

  it('needs MM/YY with a month up to 12', () => {
    expect(validateExpiry('12/27')).toEqual({ ok: true, value: { month: 12, year: 27 } });
    expect(validateExpiry('01/2030')).toEqual({ ok: true, value: { month: 1, year: 30 } });
    expect(validateExpiry('13/27')).toEqual({ ok: false, message: CARD_EXPIRY_MONTH });
    expect(validateExpiry('00/27').ok).toBe(false);
    expect(validateExpiry('1/27').ok).toBe(false);
    expect(validateExpiry('12/2').ok).toBe(false);
    expect(validateExpiry('').ok).toBe(false);
  });

  it('refuses a passed month when the clock is given', () => {
    const now = Date.UTC(2026, 4, 15); // May 2026
    expect(validateExpiry('05/26', now).ok).toBe(true);
    expect(validateExpiry('04/26', now).ok).toBe(false);
    expect(validateExpiry('12/25', now).ok).toBe(false);
    expect(validateExpiry('01/27', now).ok).toBe(true);
  });
});

describe('CVV and cardholder', () => {
  it('CVV: 3 to 4 digits', () => {
    expect(formatCvvInput('12a345')).toBe('1234');
    expect(validateCvv('12')).toEqual({ ok: false, message: 'Проверьте CVV' });
    expect(validateCvv('123')).toEqual({ ok: true, value: '123' });
    expect(validateCvv('1234')).toEqual({ ok: true, value: '1234' });
    expect(validateCvv('12345').ok).toBe(false);
    expect(validateCvv('12a').ok).toBe(false);
  });

  it('cardholder: Latin letters and spaces, uppercased', () => {
    expect(formatCardholderInput('ivan petrov')).toBe('IVAN PETROV');
    expect(formatCardholderInput('Иван ivan1  Petrov.')).toBe('IVAN PETROV');
    expect(formatCardholderInput(' ivan')).toBe('IVAN');
    expect(validateCardholder(' ivan  petrov ')).toEqual({ ok: true, value: 'IVAN PETROV' });
    expect(validateCardholder('Иван')).toEqual({ ok: false, message: 'Введите имя владельца латинскими буквами' });
    expect(validateCardholder('').ok).toBe(false);
  });
});

describe('card form', () => {
  const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'IVAN PETROV' };

  it('the pay button waits for all four fields', () => {
    expect(isCardFormFilled(good)).toBe(true);
    expect(isCardFormFilled({ ...good, name: ' ' })).toBe(false);
    expect(isCardFormFilled({ ...good, cvv: '' })).toBe(false);
  });

  it('collects every field message', () => {
    expect(validateCardForm(good, Date.UTC(2026, 0, 1))).toEqual({});
    expect(validateCardForm({ cardNumber: '1', expiry: '99/99', cvv: '1', name: 'Я' })).toEqual({
      cardNumber: 'Проверьте номер карты',
      expiry: CARD_EXPIRY_MONTH,
      cvv: 'Проверьте CVV',
      name: 'Введите имя владельца латинскими буквами',
    });
  });
});

describe('address', () => {
  it('flat: letters, digits, hyphen and parentheses', () => {
    for (const ok of ['', '12', '12-Б', '12(2)', 'A3', 'кв']) expect(isFlatValid(ok)).toBe(true);
    for (const bad of ['12/3', '12 3', '№5', '12,3']) expect(isFlatValid(bad)).toBe(false);
    expect(formatFlatInput('12 / 3-Б (2)')).toBe('123-Б(2)');
    expect(validateFlat('12/3')).toEqual({ ok: false, message: 'В номере квартиры допустимы буквы, цифры, дефис и скобки' });
    expect(validateFlat(' 7 ')).toEqual({ ok: true, value: '7' });
  });

  it('street and house are required (the form keeps asking for the house)', () => {
    expect(validateAddressParts({})).toEqual({ ok: false, message: 'Укажите улицу' });
    expect(validateAddressParts({ street: 'Тверская', house: ' ' })).toEqual({ ok: false, message: 'Укажите номер дома' });
    expect(validateAddressParts({ street: ' Тверская ', house: '1' })).toEqual({ ok: true, value: { street: 'Тверская', house: '1' } });
  });
});

describe('bad input (issue 12, defect 12)', () => {
  it('a name with a hyphen is refused with the rule in words', () => {
    expect(validateFirstName('Анна-Мария')).toEqual({ ok: false, message: NAME_LETTERS_ONLY });
    expect(NAME_LETTERS_ONLY).toMatch(/только буквы и пробелы/);
    expect(validateFirstName('Анна Мария')).toMatchObject({ ok: true });
    expect(validateFirstName('А')).toEqual({ ok: false, message: 'Введите имя' });
  });
  it('expiry month 13 is kept and refused; a past expiry is refused against the clock', () => {
    expect(formatExpiryInput('1325')).toBe('13/25');
    expect(validateExpiry('13/25')).toEqual({ ok: false, message: CARD_EXPIRY_MONTH });
    const nov2026 = Date.UTC(2026, 10, 23);
    expect(validateExpiry('10/26', nov2026)).toEqual({ ok: false, message: CARD_EXPIRED });
    expect(validateExpiry('11/26', nov2026)).toMatchObject({ ok: true });
  });
  it('a pasted SMS code keeps its digits', () => {
    expect([' 4567', '45 67', 'Код: 4567'].map(formatSmsCodeInput)).toEqual(['4567', '4567', '4567']);
  });
});
