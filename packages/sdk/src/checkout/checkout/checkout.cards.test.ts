import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData } from '../payment/payment.machine';
import { connectCheckout, checkoutView } from './checkout.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { checkout as checkoutCalls } from '../../api/endpoints/checkout';

/** Issue 30, cards: the saved external card is offered and charged; a decline is cleared when a new card is typed. */
const harness = useSandbox();

const card = (cardNumber: string) => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  return { read: () => data };
};

async function ready(hid = 'demo-standard') {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
  const actor = createActor(mealflow.machines.checkout, { input: { hid } }).start();
  await waitFor(actor, (s) => s.matches({ normal: 'idle' }));
  actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
  await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.addressState === 2);
  return { actor, ports, mealflow };
}

describe('checkout cards (through the sandbox)', () => {
  it('offers the saved external card (order-funnel §1) with its mask, after the saved card, and charges it by its id', async () => {
    const { actor, ports } = await ready();
    const view = checkoutView(actor.getSnapshot());
    expect(view.methods.map((m) => m.method)).toEqual(['creditCard', 'card', 'externalCard', 'sbp', 'cash', 'vkpay']);
    expect(view.methods.find((m) => m.method === 'externalCard')?.label).toBe('Сохранённой внешней картой •••• 4444');
    // The saved card stays the one a returning client starts on.
    expect(view.selectedMethod).toBe('card');
    actor.send({ type: 'METHOD.SELECT', method: 'externalCard' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    const charge = harness.sandbox.store.log.find((l) => l.call === 'payments/charge-token');
    expect(charge?.body).toMatchObject({ card: 'card-ext-1' });
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/payment/success');
  });

  it('a decline stays until the customer edits the card form, then it is gone (not beside the new card)', async () => {
    const { actor } = await ready();
    actor.send({ type: 'METHOD.SELECT', method: 'creditCard' });
    actor.send({ type: 'PAY', card: card('4000 0000 0000 0002') });
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.paymentFailures === 1);
    const declined = connectCheckout(actor.getSnapshot(), (e) => actor.send(e));
    expect(declined.paymentError).toBe('Недостаточно средств на карте. Попробуйте другую карту');
    declined.cardEdited();
    const editing = checkoutView(actor.getSnapshot());
    expect(editing.paymentError).toBeUndefined();
    // The failure count (the form clears the CVV once per failure) and the pay button are kept.
    expect(editing).toMatchObject({ paymentFailures: 1, canPay: true, selectedMethod: 'creditCard' });
  });

  it('a card refused for the applied promo code (order-funnel §6) switches the checkout to SBP with the server message', async () => {
    const { actor, mealflow } = await ready();
    await mealflow.api.call(checkoutCalls.applyPromo, { order_id_H: 'demo-standard', promocode: 'MIRPAY15' });
    actor.send({ type: 'METHOD.SELECT', method: 'creditCard' });
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.paymentFailures === 1);
    expect(checkoutView(actor.getSnapshot())).toMatchObject({
      selectedMethod: 'sbp',
      notice: 'Промокод действует только при оплате картой «Мир». Оплатите заказ через СБП',
    });
    expect(harness.sandbox.store.log.filter((l) => l.call.startsWith('payments/charge'))).toEqual([]);
  });
});
