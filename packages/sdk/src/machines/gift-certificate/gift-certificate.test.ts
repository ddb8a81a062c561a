import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData } from '../payment/payment.machine';
import { paymentView } from '../payment/payment.connect';
import { connectGiftCertificate, giftCertificateView } from './gift-certificate.connect';

/** The gift certificate purchase owns its actor system: prices from its catalogue child, the charge by its payment child. */
const harness = useSandbox();

const CARD: CardData = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };

function start(email = '') {
  const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' }, host: 'sandbox.test' });
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.giftCertificate, { input: { email } }).start();
  return { actor, ports };
}

describe('gift certificate (through the sandbox)', () => {
  it('shows every days option with its price and the total before paying', async () => {
    const { actor } = start();
    expect(giftCertificateView(actor.getSnapshot())).toMatchObject({ total: 'Загружаем цену…', payLabel: 'Оплатить сертификат' });
    await waitFor(actor, (s) => Object.keys(s.context.prices).length > 0);
    const gift = connectGiftCertificate(actor.getSnapshot(), actor.send);
    expect(gift.options.map((o) => o.days)).toEqual([2, 6, 18, 24]);
    expect(gift.options.find((o) => o.days === 18)?.label).toBe('18 дней — 27\u00a0190\u00a0₽');
    gift.selectDays(18);
    expect(giftCertificateView(actor.getSnapshot())).toMatchObject({ total: 'К оплате: 27\u00a0190\u00a0₽', payLabel: 'Оплатить 27\u00a0190\u00a0₽' });
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
    gift().selectDelivery('offline');
    gift().pay({ read: () => CARD });
    await waitFor(actor, () => ports.navigation.current().pathname.includes('/onlinecert/'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/0/payment/onlinecert/success');
    const purchase = [...harness.sandbox.store.giftPurchases.values()][0];
    expect(purchase).toMatchObject({ email: 'friend@example.ru', mealDays: 6 });
    // The card's data never enters the purchase's context.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4242');
  });
});
