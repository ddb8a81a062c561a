import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { serverTextForPeople, LONGATION_STATUS_TEXT } from './server-texts';
import { isoDateIn, menuTypeCodeIn, rawPhoneIn, visibleTextProblems, wrappingAmountIn } from './visible-text';

describe('what a person never reads (issue 12 defect 4)', () => {
  it('an ISO date', () => {
    expect(isoDateIn('2026-11-24 · Вечер, 18:00–23:00')).toContain('2026-11-24');
    expect(isoDateIn('вт, 24.11.2026 · Вечер, 18:00–23:00')).toBeUndefined();
  });

  it('a menu-type code as a word of its own, not a title or an e-mail', () => {
    expect(menuTypeCodeIn('Рацион «fit» · 6 дней')).toContain('fit');
    expect(menuTypeCodeIn('Рацион super_fit')).toContain('super_fit');
    expect(menuTypeCodeIn('Пробный день daily_trial')).toContain('daily_trial');
    expect(menuTypeCodeIn('Рацион «Фит» · Детокс · Баланс')).toBeUndefined();
    expect(menuTypeCodeIn('fitness, fitbit, anna.fit@mail.ru, https://x.ru/detox')).toBeUndefined();
  });

  it('a raw phone', () => {
    expect(rawPhoneIn('Здравствуйте, +79163514837')).toContain('+79163514837');
    expect(rawPhoneIn('+375291230003')).toContain('+375291230003');
    expect(rawPhoneIn('+7 (916) 351-48-37')).toBeUndefined();
    expect(rawPhoneIn('Заказ 123456')).toBeUndefined();
  });

  it('an amount an ordinary space can wrap', () => {
    expect(wrappingAmountIn('К оплате: 9 540 ₽')).toContain('9 540');
    expect(wrappingAmountIn('310 руб.')).toContain('310 руб.');
    expect(wrappingAmountIn(`К оплате: ${formatMoney(9540, 2)}, ${formatMoney(310, 20)}, ${formatMoney(1_234_567, 2)}`)).toBeUndefined();
    expect(wrappingAmountIn('6 дней, 5 блюд')).toBeUndefined();
  });

  it('collects every rule', () => {
    expect(visibleTextProblems('Рацион «fit», 2026-11-24, +79163514837, 9 540 ₽').map((p) => p.split(':')[0])).toEqual([
      'isoDate',
      'menuTypeCode',
      'rawPhone',
      'wrappingAmount',
    ]);
    expect(visibleTextProblems(`Рацион «Фит», вт, 24.11.2026, +7 (916) 351-48-37, ${formatMoney(9540, 2)}`)).toEqual([]);
  });
});

describe('server texts for people (issue 12 defect 11)', () => {
  it('a technical English text gets a Russian text; Russian texts pass', () => {
    expect(serverTextForPeople('order for longation should be in status 1')).toBe(LONGATION_STATUS_TEXT);
    expect(serverTextForPeople('Internal failure 17')).toBe('Произошла неизвестная ошибка. Попробуйте позже');
    expect(serverTextForPeople('Этот заказ уже нельзя отменить')).toBe('Этот заказ уже нельзя отменить');
    expect(serverTextForPeople(undefined)).toBeUndefined();
  });
});
