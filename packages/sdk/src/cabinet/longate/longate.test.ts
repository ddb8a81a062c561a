import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { LONGATION_STATUS_TEXT } from '../../domain/server-texts';
import type { CardData } from '../../checkout/payment/payment.machine';
import { longateChildren, longateView } from './longate.connect';
import type { LongateInput } from './longate.types';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

const charges = (hid: string) => harness.sandbox.store.counters.get(`charges:${hid}`) ?? 0;
const card = (cardNumber: string) => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  return { read: () => data };
};

function start(input: LongateInput = { hid: 'lk-longate' }) {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
  const warnings: string[] = [];
  mealflow.api.subscribe((event) => {
    if (event.type === 'untranslated') warnings.push(event.message);
  });
  const actor = createActor(mealflow.machines.longate, { input }).start();
  return { actor, ports, warnings };
}
type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches('ready'));

describe('longate machine (through the sandbox)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the unformed longation: line, days, period, amount, deliveries; the saved card and SBP are offered', async () => {
    const { actor } = start();
    expect(longateView(actor.getSnapshot()).status).toBe('loading');
    const view = longateView(await ready(actor));
    expect(view.status).toBe('ready');
    expect(view.summary).toMatchObject({ daysText: '6\u00a0дней', amountText: '9\u00a0540\u00a0₽' });
    expect(view.summary?.periodText).toMatch(/^\d{1,2}\s[а-я]+ – \d{1,2}\s[а-я]+$/);
    expect(view.deliveries).toHaveLength(3);
    expect(view.payment.methods.map((m) => m.method)).toEqual(['creditCard', 'card', 'sbp']);
    expect(view.payment.savedCardText).toBe('•••• 4242');
    expect(view.links).toMatchObject({
      creditcard: '/dashboard/order/lk-longate/longate/creditcard',
      longatedOrder: '/dashboard/orders/lk-paid',
    });
  });

  it('a formed longation is refused in words; the raw server text is only logged', async () => {
    const { actor, warnings } = start({ hid: 'lk-longate-formed' });
    const refused = await waitFor(actor, (s) => s.matches('refused'));
    const view = longateView(refused);
    expect(view.refusal).toBe(LONGATION_STATUS_TEXT);
    expect(JSON.stringify(view)).not.toContain('status 1');
    expect(warnings).toContain('order for longation should be in status 1');
  });

  it('a load failure says so in Russian and RETRY loads again', async () => {
    harness.sandbox.faults.inject('orders/show-for-longate', { kind: 'status', status: 500, times: 1 });
    const { actor } = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(longateView(failed).error).toMatch(/[а-я]/i);
    actor.send({ type: 'RETRY' });
    await ready(actor);
  });

  it('changes the plan (orders/update-price-plan), shows the new price and goes back to the overview', async () => {
    const { actor, ports } = start({ hid: 'lk-longate', page: 'change' });
    await waitFor(actor, (s) => s.matches({ ready: { change: 'idle' } }));
    actor.send({ type: 'PLAN.SELECT', planId: 306 });
    expect(actor.getSnapshot().matches({ ready: { change: 'idle' } })).toBe(true);
    actor.send({ type: 'PLAN.SELECT', planId: 312 });
    const done = await waitFor(actor, (s) => s.matches({ ready: 'view' }));
    expect(longateView(done).summary).toMatchObject({ daysText: '12\u00a0дней', amountText: '18\u00a0126\u00a0₽' });
    expect(ports.navigation.current().pathname).toBe('/longate/lk-longate');
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Рацион изменён' });
  });

  it('pays by new card: confirms the longation, one charge, the longate success page; a second PAY does nothing', async () => {
    const { actor, ports } = start({ hid: 'lk-longate', page: 'creditcard' });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'idle' } }));
    actor.send({ type: 'METHOD.CHANGE', method: 'creditCard' });
    actor.send({ type: 'PAY' });
    expect(actor.getSnapshot().matches({ ready: { pay: 'idle' } })).toBe(true);
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'finished' } }));
    expect(charges('lk-longate')).toBe(1);
    expect(harness.sandbox.store.counters.get('longated:lk-longate')).toBe(1);
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/lk-longate/longate/success');
  });

  it('a 3-D Secure card returns through the /longate suffix', async () => {
    const { actor } = start({ hid: 'lk-longate', page: 'creditcard' });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'idle' } }));
    actor.send({ type: 'METHOD.CHANGE', method: 'creditCard' });
    actor.send({ type: 'PAY', card: card('4000 0000 0000 3220') });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'finished' } }));
    const charge = harness.sandbox.store.log.find((l) => l.call === 'payments/charge-card');
    expect((charge?.body as { redirect_after_3ds_to?: string }).redirect_after_3ds_to).toBe(
      '/dashboard/order/lk-longate/payment/3Ds/longate',
    );
  });

  it("a declined card returns to the methods with the bank's message; nothing charged twice", async () => {
    const { actor } = start({ hid: 'lk-longate', page: 'creditcard' });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'idle' } }));
    actor.send({ type: 'METHOD.CHANGE', method: 'creditCard' });
    actor.send({ type: 'PAY', card: card('4000 0000 0000 0002') });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'payment' } }));
    const back = await waitFor(actor, (s) => s.matches({ ready: { pay: 'idle' } }) && s.context.payError !== undefined);
    expect(longateView(back).payment.error).toMatch(/[а-я]/i);
    expect(charges('lk-longate')).toBe(1);
  });

  it('pays with the saved card, preselected over a new one (issue 31)', async () => {
    const { actor, ports } = start({ hid: 'lk-longate', page: 'creditcard' });
    const idle = await waitFor(actor, (s) => s.matches({ ready: { pay: 'idle' } }));
    expect(longateView(idle).payment.methods.find((m) => m.selected)?.method).toBe('card');
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'finished' } }));
    expect(charges('lk-longate')).toBe(1);
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/lk-longate/longate/success');
  });

  it('pays by SBP (flow longate): the SBP child polls to the longate success page; DISMISS closes it', async () => {
    const { actor, ports } = start({ hid: 'lk-longate', page: 'creditcard' });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'idle' } }));
    actor.send({ type: 'METHOD.CHANGE', method: 'sbp' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'sbp' } }));
    const sbp = longateChildren(actor.getSnapshot()).sbp;
    expect(sbp).toBeDefined();
    await waitFor(sbp!, (s) => s.matches('choosingBank'));
    sbp!.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(actor, (s) => s.matches({ ready: { pay: 'finished' } }));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/lk-longate/longate/success');
    expect(charges('lk-longate')).toBe(1);
  });

  it('cancels the longation (orders/cancel) and goes to Index; keeping it returns to the overview', async () => {
    const kept = start({ hid: 'lk-longate', page: 'cancel' });
    await waitFor(kept.actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
    kept.actor.send({ type: 'DISMISS' });
    expect(kept.ports.navigation.current().pathname).toBe('/longate/lk-longate');

    const { actor, ports } = start({ hid: 'lk-longate', page: 'cancel' });
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'asking' } }));
    actor.send({ type: 'CANCEL.CONFIRM' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(ports.navigation.current().pathname).toBe('/');
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Ваш заказ успешно отменён' });
    expect(harness.sandbox.store.orders.get('lk-longate')?.order.is_canceled).toBe(true);
  });

  it('follows the route: PAGE moves between the steps without loading again', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'view' }));
    actor.send({ type: 'PAGE', page: 'creditcard' });
    expect(actor.getSnapshot().matches({ ready: { pay: 'idle' } })).toBe(true);
    actor.send({ type: 'PAGE', page: 'deliveries' });
    expect(longateView(actor.getSnapshot()).page).toBe('deliveries');
    expect(actor.getSnapshot().matches({ ready: 'view' })).toBe(true);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'orders/show-for-longate')).toHaveLength(1);
  });
});
