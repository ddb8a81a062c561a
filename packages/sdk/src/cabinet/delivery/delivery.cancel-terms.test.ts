import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { formatDate } from '../../domain/dates';
import { deliveryValues, instalmentCharges, orderInstalments } from '../../domain/instalments';
import { orderPayment } from '../../domain/order-status';
import { connectDelivery } from './delivery.connect';
import { cabinetClient, cabinetDay } from '../../testing/cabinet';
import { MINSK_SUBSCRIBER, minskSubscriptionPaidOnce } from '../../testing/subscription';

/**
 * What cancelling a delivery does to the money (`deliveryCancelTerms`, the sandbox's `deliveries/cancel-terms` and
 * `deliveries/cancel`), through the delivery machine and the sandbox. Found by the lead (stop 51): a delivery was
 * valued at the menu price before discounts over the deliveries still live, so each cancellation of the same order
 * refunded more than the one before (9 540 ₽ over 5 deliveries: 1 908, then 2 385, then 3 180 ₽), and a delivery of a
 * subscription paid in stages whose payment was not yet charged was promised to the balance.
 */
const harness = useSandbox();

function cancelling(token: string, hid: string, deliveryId: string) {
  const { mealflow } = cabinetClient(harness, token);
  const actor = createActor(mealflow.machines.delivery, { input: { hid, deliveryId } }).start();
  const model = () => connectDelivery(actor.getSnapshot(), actor.send);
  return {
    /** The dialog's line on the money, before the client confirms. */
    async terms() {
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      model().openCancel();
      await waitFor(actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
      return model().cancel.termsText;
    },
    async confirm() {
      model().confirmCancel();
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.stop();
    },
  };
}

const informed = (phone: string) => {
  const client = harness.sandbox.store.clients.get(phone);
  if (client) client.profile.isInformedAboutDeliveriesCancellation = true;
};
const stored = (hid: string) => {
  const entry = harness.sandbox.store.orders.get(hid);
  if (!entry) throw new Error(`no order ${hid}`);
  return entry.order;
};
const refunds = (ids: readonly string[]) => ids.map((id) => harness.sandbox.store.counters.get(`deliveryRefund:${id}`));

/** The Minsk subscription (24 days, 1 253 руб., 4 payments of 6 days, 12 deliveries), its first payment made. */
async function minskSubscription() {
  informed(MINSK_SUBSCRIBER.phone);
  const { created } = await minskSubscriptionPaidOnce(harness);
  return stored(created.id_H);
}

describe('cancelling a delivery: what it does to the money', () => {
  it('a paid order: each delivery refunds its own value, the same for each, never more than was paid', async () => {
    informed('+79990000001');
    const ids = ['lk-paid-d3', 'lk-paid-d4', 'lk-paid-d5'];
    for (const id of ids) {
      const cancel = cancelling('sandbox-token-returning', 'lk-paid', id);
      expect(await cancel.terms()).toBe('Доставка оплачена: 1\u00a0908\u00a0₽ вернём на баланс, ими можно оплатить следующие заказы');
      await cancel.confirm();
    }
    expect(refunds(ids)).toEqual([1_908, 1_908, 1_908]);
    // The order's 5 deliveries are worth what it cost, every one of them, cancelled or not.
    const values = deliveryValues(stored('lk-paid'));
    expect([...values.values()].reduce((a, b) => a + b, 0)).toBe(orderPayment(stored('lk-paid'), cabinetDay(harness).today).total);
  });

  it('a subscription paid in stages: a paid stage’s delivery goes to the balance at its price after the discount; an unpaid one’s payment drops, nothing refunded', async () => {
    const order = await minskSubscription();
    const { today } = cabinetDay(harness);
    expect(orderInstalments(order).map((p) => p.amount)).toEqual([313, 313, 313, 314]);
    const days = [...order.deliveries].sort((a, b) => (a.date < b.date ? -1 : 1));
    const [first, , , fourth] = days;
    if (!first || !fourth) throw new Error('too few deliveries');
    const second = instalmentCharges(order)[1]?.charge ?? '';

    // The first payment (made) pays for the first 3 deliveries: 313 = 105 + 104 + 104 (1 392 руб. before the 10 %: not 116).
    const paid = cancelling(MINSK_SUBSCRIBER.token, order.id_H, first.id_H);
    expect(await paid.terms()).toBe('Доставка оплачена: 105\u00a0руб. вернём на баланс, ими можно оплатить следующие заказы');
    await paid.confirm();
    expect(refunds([first.id_H])).toEqual([105]);

    // The 4th is paid by the second payment, not charged yet: that payment drops, no money goes to the balance.
    const later = cancelling(MINSK_SUBSCRIBER.token, order.id_H, fourth.id_H);
    expect(await later.terms()).toBe(`Доставка ещё не оплачена: платёж ${formatDate(second)} станет на 105\u00a0руб. меньше`);
    await later.confirm();
    expect(refunds([fourth.id_H])).toEqual([undefined]);
    expect(stored(order.id_H).deb_price).toBe(0);
    expect(orderPayment(stored(order.id_H), today)).toEqual({
      status: 'paidInPart',
      total: 1_253 - 105,
      paid: 313,
      next: { amount: 313 - 105, charge: second },
    });
  });
});
