import { describe, expect, it } from 'vitest';
import * as M from './messages';

describe('messages', () => {
  it('keeps the spec texts verbatim', () => {
    expect(M.UNKNOWN_ERROR).toBe('Произошла неизвестная ошибка. Попробуйте позже');
    expect(M.ORDER_NOT_READY).toBe('станет доступно через 10\u00a0секунд');
    expect(M.WRONG_CODE).toBe('Вы ввели неверный пароль');
    expect(M.PHONE_HEADING).toBe('Введите свой номер телефона');
    expect(M.CODE_HEADING).toBe('Введите проверочный код');
    expect([M.GET_CODE, M.ORDER_BUTTON, M.ORDER_GIFT_BUTTON, M.CUSTOM_MENU_BUTTON]).toEqual([
      'Получить код',
      'Заказать',
      'Заказать подарок',
      'Собрать своё меню',
    ]);
    expect(M.ADDRESS_UNAVAILABLE_FOR_ORDER).toBe('Этот адрес недоступен для выбраннного заказа');
    expect(M.PAYMENT_CARD_FORM_ERROR).toBe('Ошибка, проверьте правильность ввода карты и попробуйте еще раз');
    expect(M.PROMO_APPLIED_SHORT).toBe('Промокод применен');
    expect(M.SELECT_NOTHING_FOUND).toBe('Ничего не найдено :(');
    expect(M.TIP_PAYMENT_ERROR).toBe('Произошла ошибка. Обратитесь к администратору');
    expect(M.FINISH_ORDER).toBe('Завершите оформление заказа');
  });

  it('builds the SBP failure title', () => {
    expect(M.sbpFailedTitle(12990)).toBe('Не прошла оплата 12\u00a0990\u00a0₽');
    expect(M.sbpFailedTitle('1\u00a0000')).toBe('Не прошла оплата 1\u00a0000\u00a0₽');
    expect(M.PAYMENT_MESSAGES.qrFailedTitle('890')).toBe('Не прошла оплата 890\u00a0₽');
    expect(M.SBP_FAILED_TEXT).toBe('Вы отменили оплату в приложении банка или что-то пошло не так.');
  });

  it('groups hold the same strings as the named constants', () => {
    expect(M.ERROR_MESSAGES.unknown).toBe(M.UNKNOWN_ERROR);
    expect(M.LOGIN_TEXTS.wrongCode).toBe(M.WRONG_CODE);
    expect(M.LOGIN_TEXTS.legal).toBe(`${M.LEGAL_TEXT}:`);
    expect(M.PHONE_MESSAGES.createOrderComma).toBe(M.PHONE_EMPTY_CREATE_ORDER_COMMA);
    expect(M.TOASTS.orderCancelled).toBe('Ваш заказ успешно отменён');
    expect(M.resendCodeIn(42)).toBe('Отправить код ещё раз через 42 с');
  });

  it('has no empty text and no stray spaces', () => {
    const strings = Object.values(M).flatMap((v) =>
      typeof v === 'string'
        ? [v]
        : typeof v === 'object' && v !== null
          ? Object.values(v).filter((x): x is string => typeof x === 'string')
          : [],
    );
    expect(strings.length).toBeGreaterThan(100);
    for (const s of strings) {
      expect(s.trim()).toBe(s);
      expect(s).not.toBe('');
      expect(s).not.toMatch(/ {2}/);
    }
  });
});
