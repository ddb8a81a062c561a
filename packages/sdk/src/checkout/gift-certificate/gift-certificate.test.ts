import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData } from '../payment/payment.machine';
import { paymentView } from '../payment/payment.connect';
import { paymentResultView } from '../payment-result/payment-result.connect';
import { connectGiftCertificate, giftCertificateView } from './gift-certificate.connect';
import { sandboxClient } from '../../testing/sandbox-client';

/** The gift certificate purchase owns its actor system: prices from its catalogue child, the charge by its payment child. */
const harness = useSandbox();

const CARD: CardData = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };

function start(email = '', savedCard?: { id: string; mask: string }) {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', host: 'sandbox.test' });
  const actor = createActor(mealflow.machines.giftCertificate, { input: { email, today: TODAY, savedCard } }).start();
  return { actor, ports, mealflow };
}
const TODAY = '2026-12-03';

describe('gift certificate (through the sandbox)', () => {
  it('shows every days option with its price and the total before paying', async () => {
    const { actor } = start();
    expect(giftCertificateView(actor.getSnapshot())).toMatchObject({ total: 'Загружаем цену…', payLabel: 'Оплатить сертификат' });
    await waitFor(actor, (s) => Object.keys(s.context.prices).length > 0);
    const gift = connectGiftCertificate(actor.getSnapshot(), actor.send);
    expect(gift.options.map((o) => o.days)).toEqual([2, 6, 18, 24]);
    expect(gift.options.find((o) => o.days === 18)?.label).toBe('18\u00a0дней — 27\u00a0190\u00a0₽');
    gift.selectDays(18);
    expect(giftCertificateView(actor.getSnapshot())).toMatchObject({
      total: 'К оплате: 27\u00a0190\u00a0₽',
      payLabel: 'Оплатить 27\u00a0190\u00a0₽',
    });
    gift.selectDays(5);
    expect(actor.getSnapshot().context.mealDays).toBe(18);
  });

  it('a wrong e-mail is said and nothing is bought; a right one buys and pays, onlinecert success', async () => {
    const { actor, ports } = start();
    const gift = () => connectGiftCertificate(actor.getSnapshot(), actor.send);
    gift().changeEmail('friend@');
    gift().pay({ read: () => CARD });
    expect(gift().emailError).toBe('Неверно указан email');
    const payment = gift().payment;
    expect(payment && paymentView(payment.getSnapshot()).step).toBe('form');
    gift().changeEmail('friend@example.ru');
    expect(gift().emailError).toBeUndefined();
    gift().pay({ read: () => CARD });
    await waitFor(actor, () => ports.navigation.current().pathname.includes('/onlinecert/'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/0/payment/onlinecert/success');
    const purchase = [...harness.sandbox.store.giftPurchases.values()][0];
    expect(purchase).toMatchObject({ email: 'friend@example.ru', mealDays: 6 });
    // The card's data never enters the purchase's context.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4242');
  });

  it("'Привезёт курьер' asks for the address and the day, buys with them, and the result page says when the courier comes", async () => {
    const { actor, ports, mealflow } = start('me@example.ru');
    const gift = () => connectGiftCertificate(actor.getSnapshot(), actor.send);
    expect(gift().courier).toBeUndefined();
    gift().selectDelivery('offline');
    expect(gift()).toMatchObject({ emailLabel: 'Ваш e-mail', courier: { address: '', addressError: undefined, dateError: undefined } });
    expect(gift().courier?.dates.map((d) => d.label)).toEqual([
      'пт, 04.12.2026',
      'сб, 05.12.2026',
      'вс, 06.12.2026',
      'пн, 07.12.2026',
      'вт, 08.12.2026',
      'ср, 09.12.2026',
      'чт, 10.12.2026',
    ]);
    expect(gift().courier?.windows).toEqual([
      { window: 'morning', label: 'Утро, 07:00–12:00', selected: false },
      { window: 'evening', label: 'Вечер, 18:00–23:00', selected: true },
    ]);
    // Nothing to bring it to: nothing is bought, and the form says what is missing.
    gift().pay({ read: () => CARD });
    expect(gift().courier).toMatchObject({ addressError: 'Укажите адрес с номером дома', dateError: 'Выберите день доставки' });
    expect(harness.sandbox.store.giftPurchases.size).toBe(0);
    gift().changeCourierAddress('Москва, ул. Тверская');
    gift().selectCourierDate('2026-12-03');
    expect(gift().courier).toMatchObject({ addressError: 'Укажите адрес с номером дома', dateError: 'Выберите день доставки' });
    gift().changeCourierAddress('Москва, ул. Тверская, 7');
    gift().changeCourierFlat('12');
    gift().selectCourierDate('2026-12-05');
    gift().selectCourierWindow('morning');
    expect(gift().courier).toMatchObject({ addressError: undefined, dateError: undefined });
    gift().pay({ read: () => CARD });
    await waitFor(actor, () => ports.navigation.current().pathname.includes('/onlinecert/'));
    const [purchaseId, purchase] = [...harness.sandbox.store.giftPurchases.entries()][0] ?? [];
    expect(purchase).toMatchObject({
      email: 'me@example.ru',
      delivery: 'offline',
      courier: { address: 'Москва, ул. Тверская, 7', flat: '12', date: '2026-12-05', window: 'morning' },
    });
    const result = createActor(mealflow.machines.paymentResult, {
      input: { hid: '0', flow: 'onlinecert', result: 'success', purchaseId },
    }).start();
    await waitFor(result, (s) => !s.matches('checking'));
    const view = paymentResultView(result.getSnapshot());
    expect(view).toMatchObject({
      verdict: 'paid',
      title: 'Сертификат оплачен',
      text: 'Курьер привезёт подарочный сертификат на 6\u00a0дней сб, 05.12.2026, Утро, 07:00–12:00, по адресу Москва, ул. Тверская, 7.',
    });
    expect(view.text).not.toMatch(/e-mail/);
    expect(view.facts).toEqual([
      { label: 'Сертификат', value: 'на 6\u00a0дней' },
      { label: 'Привезёт курьер', value: 'сб, 05.12.2026, Утро, 07:00–12:00' },
      { label: 'Адрес', value: 'Москва, ул. Тверская, 7, кв. 12' },
    ]);
  });

  it('the saved card is offered beside a new card and pays the purchase without the form (charge-token-gift-certificate-purchases)', async () => {
    const plain = start('me@example.ru');
    expect(giftCertificateView(plain.actor.getSnapshot())).toMatchObject({ methods: [], cardFormShown: true });
    plain.actor.send({ type: 'METHOD.SELECT', method: 'card' });
    expect(giftCertificateView(plain.actor.getSnapshot()).cardFormShown).toBe(true);
    plain.actor.stop();
    const { actor, ports, mealflow } = start('me@example.ru', { id: 'card-1', mask: '424242******4242' });
    const gift = () => connectGiftCertificate(actor.getSnapshot(), actor.send);
    expect(gift().methods).toEqual([
      { method: 'creditCard', label: 'Новой картой', selected: true },
      { method: 'card', label: 'Сохранённой картой •••• 4242', selected: false },
    ]);
    gift().selectMethod('card');
    expect(gift()).toMatchObject({ cardFormShown: false });
    gift().pay();
    await waitFor(actor, () => ports.navigation.current().pathname.includes('/onlinecert/'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/0/payment/onlinecert/success');
    const [purchaseId] = [...harness.sandbox.store.giftPurchases.keys()];
    expect(harness.sandbox.store.log.some((l) => l.call === 'payments/charge-token-gift-certificate-purchases')).toBe(true);
    const result = createActor(mealflow.machines.paymentResult, {
      input: { hid: '0', flow: 'onlinecert', result: 'success', purchaseId },
    }).start();
    await waitFor(result, (s) => !s.matches('checking'));
    expect(paymentResultView(result.getSnapshot())).toMatchObject({ verdict: 'paid', title: 'Сертификат оплачен' });
  });
});
