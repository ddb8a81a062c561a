import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { type CardData, type PaymentInput } from './payment.machine';
import { paymentView } from './payment.connect';
import { isSafeActionUrl } from './payment.rules';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

const PAN = '4242424242424242';
const card = (over: Partial<CardData> = {}) => {
  const data: CardData = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA', ...over };
  return { read: () => data };
};

function start(input: Partial<PaymentInput> = {}, timeoutMs = 2_000) {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', host: 'sandbox.test', timeoutMs });
  const inspected: string[] = [];
  // Short polls for the tests (the machine's own are seconds).
  const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll: 100, uncertainRetry: 60_000 } });
  const actor = createActor(machine, {
    input: { hid: 'demo-standard', method: 'creditCard', amount: 9540, ...input },
    inspect: (event: InspectionEvent) => inspected.push(JSON.stringify(event, (_k, v: unknown) => (typeof v === 'function' ? '[fn]' : v))),
  }).start();
  return { actor, ports, inspected };
}

const charges = (hid = 'demo-standard') => harness.sandbox.store.counters.get(`charges:${hid}`) ?? 0;

describe('payment machine (through the sandbox)', () => {
  it('a new card without 3-D Secure pays and goes to the success route', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'PAY', card: card() });
    expect(paymentView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches('done'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient/success');
    expect(charges()).toBe(1);
    expect(harness.sandbox.store.orders.get('demo-standard')?.order.deb_price).toBe(0);
  });

  it('a card that needs 3-D Secure posts the form to the ACS page with the return URL', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'PAY', card: card({ cardNumber: '4000 0000 0000 3220' }) });
    await waitFor(actor, (s) => s.matches('awaiting3ds'));
    expect(ports.navigation.forms).toHaveLength(1);
    expect(ports.navigation.forms[0]).toMatchObject({ actionUrl: 'http://sandbox.test/sandbox-acs', method: 'POST' });
    expect(ports.navigation.forms[0]?.params['TermUrl']).toBe('/dashboard/order/demo-standard/payment/3Ds/newclient');
  });

  it('a declined card shows the server message, keeps the order, and a retry with another card pays', async () => {
    const { actor } = start();
    actor.send({ type: 'PAY', card: card({ cardNumber: '4000 0000 0000 0002' }) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(paymentView(actor.getSnapshot())).toMatchObject({
      error: 'Недостаточно средств на карте. Попробуйте другую карту',
      canRetry: true,
    });
    expect(harness.sandbox.store.orders.get('demo-standard')?.order.is_canceled).toBe(false);
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(charges()).toBe(2);
  });

  it('a cryptogram failure shows the spec text', async () => {
    const { actor } = start();
    actor.send({ type: 'PAY', card: card({ cvv: '1' }) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(paymentView(actor.getSnapshot()).error).toBe('Ошибка. Проверьте правильность ввода карты');
    expect(charges()).toBe(0);
  });

  it('pressing pay again while paying makes exactly one charge', async () => {
    const { actor } = start();
    actor.send({ type: 'PAY', card: card() });
    actor.send({ type: 'PAY', card: card() });
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(charges()).toBe(1);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'payments/for-order')).toHaveLength(1);
  });

  it('saved card and cash', async () => {
    const saved = start({ method: 'card', savedCardId: 'card-1' });
    saved.actor.send({ type: 'PAY' });
    await waitFor(saved.actor, (s) => s.matches('done'));
    expect(saved.ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient/success');

    const cash = start({ hid: 'demo-expensive', method: 'cash', amount: 34340 });
    cash.actor.send({ type: 'PAY' });
    await waitFor(cash.actor, (s) => s.matches('done'));
    expect(cash.ports.navigation.current().pathname).toBe('/dashboard/order/demo-expensive/payment/newclient/cash');
    expect(harness.sandbox.store.counters.get('cash:demo-expensive')).toBe(1);
  });

  it('a server failure gives the default payment text', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'status', status: 400, body: { success: false } });
    const { actor } = start();
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(paymentView(actor.getSnapshot()).error).toBe('Извините, произошла ошибка при попытке оплаты');
  });

  it('a card incompatible with the applied promo code is refused with the server message and asks for SBP', async () => {
    const { actor, ports } = start();
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
    await mealflow.api.call((await import('../../api/endpoints/checkout')).checkout.applyPromo, {
      order_id_H: 'demo-standard',
      promocode: 'MIRPAY15',
    });
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(paymentView(actor.getSnapshot())).toMatchObject({
      forceSbp: true,
      error: 'Промокод действует только при оплате картой «Мир». Оплатите заказ через СБП',
    });
    expect(charges()).toBe(0);
    const check = harness.sandbox.store.log.find((l) => l.call === 'orders/check-card-compatible-with-promo');
    expect(check?.body).toEqual({ orderId_H: 'demo-standard', cardNumber: '424242' });
    actor.send({ type: 'PAY', card: card({ cardNumber: '2200 0000 0000 0004' }) });
    await waitFor(actor, (s) => s.matches('done'));
  });

  it('a gift certificate is bought (email, mealDays), paid by card and ends on the onlinecert success route', async () => {
    const { actor, ports } = start({ hid: '0', gift: { email: 'gift@example.ru', mealDays: 6 }, amount: 3990 });
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/0/payment/onlinecert/success');
    const calls = harness.sandbox.store.log.map((l) => l.call);
    expect(calls).toEqual(
      expect.arrayContaining(['gift-certificate-purchases', 'payments/for-gift-certificate-purchases', 'payments/charge-card']),
    );
    expect(harness.sandbox.store.counters.get('giftPurchases')).toBe(1);
  });

  it('on a smartphone a paid custom-menu order goes to SingleOrder', async () => {
    const { ports, mealflow } = sandboxClient(harness, {
      token: 'sandbox-token-returning',
      host: 'sandbox.test',
      smartphone: true,
    });
    // Short polls for the tests (the machine's own are seconds).
    const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll: 100, uncertainRetry: 60_000 } });
    const actor = createActor(machine, { input: { hid: 'demo-custom', method: 'creditCard', amount: 9540, customOrder: true } }).start();
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/orders/demo-custom');
  });

  it('card number, CVV and expiry never reach the context, the inspector, storage or cookies', async () => {
    const { actor, inspected, ports } = start();
    actor.send({ type: 'PAY', card: card({ cvv: '987', expiry: '11/29' }) });
    await waitFor(actor, (s) => s.matches('done'));
    const everything = [
      JSON.stringify(actor.getSnapshot()),
      ...inspected,
      JSON.stringify([...ports.storage.data]),
      JSON.stringify([...ports.cookies.jar]),
    ].join('\n');
    for (const secret of [PAN, '4242 4242 4242 4242', '987', '11/29']) expect(everything).not.toContain(secret);
    expect(actor.getSnapshot().context.last4).toBe('4242');
  });
});

describe('isSafeActionUrl', () => {
  it('follows https, and plain http only when the card port vouches for it (the sandbox ACS page)', () => {
    const sandboxAcs = (url: URL) => url.host === 'localhost:5173' && url.pathname === '/sandbox-acs';
    expect(isSafeActionUrl('https://acs.bank.ru/3ds')).toBe(true);
    expect(isSafeActionUrl('http://localhost:5173/sandbox-acs')).toBe(false);
    expect(isSafeActionUrl('http://localhost:5173/sandbox-acs', sandboxAcs)).toBe(true);
    expect(isSafeActionUrl('http://evil.example/sandbox-acs', sandboxAcs)).toBe(false);
    expect(isSafeActionUrl('javascript:alert(1)', sandboxAcs)).toBe(false);
    expect(isSafeActionUrl('data:text/html,x', sandboxAcs)).toBe(false);
  });
});

describe('payment machine (model)', () => {
  it('every state is reachable', async () => {
    const { getShortestPaths } = await import('@xstate/graph');
    const { paymentMachine } = await import('./payment.machine');
    const state = (paid: boolean, processing: boolean) => ({ paid, processing });
    const events = [
      { type: 'PAY', card: card() },
      { type: 'xstate.done.actor.createPayment', output: { payment: 'p', publicId: 'pk' } },
      { type: 'xstate.error.actor.createPayment', error: new Error('x') },
      { type: 'CARD.ENCRYPTED', cryptogram: 'c', bin: '424242', last4: '4242', cardholder: 'A' },
      { type: 'CARD.FAILED' },
      { type: 'xstate.done.actor.checkPromo', output: { compatible: true, message: undefined } },
      { type: 'xstate.done.actor.checkPromo', output: { compatible: false, message: 'm' } },
      { type: 'xstate.done.actor.charge', output: { kind: 'done' } },
      { type: 'xstate.done.actor.charge', output: { kind: '3ds', actionUrl: 'https://acs', method: 'POST', params: {} } },
      { type: 'xstate.error.actor.charge', error: new Error('x') },
      { type: 'xstate.done.actor.checkPayment', output: state(true, false) },
      { type: 'xstate.done.actor.checkPayment', output: state(false, true) },
      { type: 'xstate.done.actor.checkPayment', output: state(false, false) },
      { type: 'xstate.error.actor.checkPayment', error: new Error('x') },
      { type: 'xstate.after.checkRetry.payment.verifying.retrying' },
      { type: 'xstate.after.processingPoll.payment.processing.waiting' },
      { type: 'CHECK' },
      { type: 'RETRY' },
      { type: 'METHOD.CHANGE', method: 'cash' },
    ];
    // States are told apart by value, method and failed checks: the attempt counter would make the graph infinite.
    const seen = new Set(
      getShortestPaths(paymentMachine, {
        events: events as never,
        input: { hid: 'h', method: 'creditCard', amount: 1 },
        serializeState: ((s: { value: unknown; context: { method: string; checkFailures: number } }) =>
          JSON.stringify([s.value, s.context.method, s.context.checkFailures])) as never,
      }).map((p) => JSON.stringify(p.state.value)),
    );
    for (const value of [
      '"idle"',
      '{"paying":"creating"}',
      '{"paying":"encrypting"}',
      '{"paying":"checkingPromo"}',
      '{"paying":"charging"}',
      '{"verifying":"asking"}',
      '{"verifying":"retrying"}',
      '{"processing":"waiting"}',
      '{"processing":"asking"}',
      '"uncertain"',
      '"awaiting3ds"',
      '"done"',
      '"failed"',
    ])
      expect(seen).toContain(value);
  });
});
