import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData } from '../payment/payment.machine';
import { paymentView } from '../payment/payment.connect';
import { checkoutChildren, connectCheckout } from './checkout.connect';
import { sandboxClient } from '../../testing/sandbox-client';

/** Issue 36 through the checkout: the page-lifecycle port, the pending-charge marker, SBP after Back from the bank's page. */
const harness = useSandbox();
const HID = 'demo-standard';

function session() {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', host: 'sandbox.test' });
  const checkout = () => createActor(mealflow.machines.checkout, { input: { hid: HID } }).start();
  return { ports, mealflow, checkout };
}

describe('checkout: pages left mid-payment (through the sandbox)', () => {
  afterEach(() => vi.useRealTimers());

  it('a page restored from the back-forward cache asks the order again: paid meanwhile → the result route, not the old form', async () => {
    const { ports, mealflow, checkout } = session();
    const page = checkout();
    await waitFor(page, (s) => s.matches({ normal: 'idle' }));
    // Paid elsewhere (this page was frozen in the cache, showing the pay button).
    const other = createActor(mealflow.machines.payment, {
      input: { hid: HID, method: 'card', savedCardId: 'card-1', amount: 9540 },
    }).start();
    other.send({ type: 'PAY' });
    await waitFor(other, (s) => s.matches('done'));
    ports.navigation.go(`/instant-order/${HID}`);
    ports.pageLifecycle.restore();
    await waitFor(page, (s) => s.matches('paid'));
    expect(ports.navigation.current().pathname).toMatch(/\/success$/);
  });

  it("Back from the bank's 3-D Secure page: the checkout waits with the bank's time left, offers SBP, and SBP pays the order once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { ports, mealflow, checkout } = session();
    const first = createActor(mealflow.machines.payment, { input: { hid: HID, method: 'creditCard', amount: 9540 } }).start();
    const data: CardData = { cardNumber: '4000 0000 0000 3220', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
    first.send({ type: 'PAY', card: { read: () => data } });
    await waitFor(first, (s) => s.matches('awaiting3ds'));
    first.stop();
    const back = checkout();
    await waitFor(back, (s) => s.matches({ normal: { paying: { payment: 'resumed' } } }));
    const payment = checkoutChildren(back.getSnapshot()).payment;
    if (!payment) throw new Error('no payment child');
    await waitFor(payment, (s) => s.matches('processing'));
    expect(paymentView(payment.getSnapshot())).toMatchObject({ threeDsOpen: true, notice: { title: 'Оплата ждёт подтверждения банка' } });
    const view = connectCheckout(back.getSnapshot(), back.send);
    expect(view).toMatchObject({ canPay: false, sbpInsteadLabel: 'Оплатить через СБП' });
    view.payBySbpInstead();
    await waitFor(back, (s) => s.matches({ normal: { paying: 'sbp' } }));
    const sbp = checkoutChildren(back.getSnapshot()).sbp;
    if (!sbp) throw new Error('no sbp child');
    await waitFor(sbp, (s) => s.matches('choosingBank'));
    sbp.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(sbp, (s) => s.matches('success'));
    expect(ports.navigation.current().pathname).toMatch(/\/success$/);
    // The card's 3-D Secure payment was dropped when the transfer landed: the order is paid once.
    const statuses = [...harness.sandbox.store.payments.values()].filter((p) => p.orderId === HID).map((p) => p.status);
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(statuses).not.toContain('awaiting3ds');
  });
});
