import { describe, expect, it } from 'vitest';
import { mobappPaymentOutcome, mobappPaymentView } from './mobapp-payment';

describe('mobile-app payment result', () => {
  it('reads the outcome from the return URL', () => {
    expect(mobappPaymentOutcome('?success=1')).toBe('success');
    expect(mobappPaymentOutcome('?success=false')).toBe('fail');
    expect(mobappPaymentOutcome('?status=Paid')).toBe('success');
    expect(mobappPaymentOutcome('?status=declined')).toBe('fail');
    expect(mobappPaymentOutcome('')).toBe('unknown');
  });
  it('has a title and a text for each outcome', () => {
    expect(mobappPaymentView('?success=0')).toEqual({
      outcome: 'fail',
      title: 'Оплата не прошла',
      text: 'Деньги не списаны. Вернитесь в приложение и попробуйте ещё раз.',
    });
  });
});
