import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { checkout as checkoutCalls } from '../../api/endpoints/checkout';
import { newIntentKey } from '../../api/effects';
import { formatDateWithWeekday } from '../../domain/dates';
import type { PaymentFlow } from '../../routing/routes';
import type { PaymentMethod } from '../checkout/checkout.rules';
import { paymentResultView } from './payment-result.connect';
import { RETURNING, sandboxClient } from '../../testing/sandbox-client';

/**
 * Issue 30: every result page says what was bought — the order's number, line and days, the amount
 * and how it was paid, the first delivery (date, window, address), the schedule, what happens next
 * and a link to the order in the cabinet. Each row pays a seeded order through the sandbox with the
 * payment (or SBP) machine, then opens the result page the way the app does.
 */
const harness = useSandbox();

interface Row {
  flow: PaymentFlow;
  hid: string;
  method: PaymentMethod;
  result: 'success' | 'cash';
  title: string;
  /** The 'Оплачено' / 'Оплата курьеру' line. */
  payment: [label: string, value: string];
  /** A phrase of the text (what happens next). */
  next: RegExp;
  /** A subscription paid 'частями': the payments still to come (issue 30: the whole sum was charged). */
  later?: string;
}

const PAID = 'Оплачено';
const COURIER = 'Оплата курьеру';
const SUB = 'demo-subscription';
const LATER = '3\u00a0платежа по 7\u00a0450\u00a0₽ за 5\u00a0дней: каждый спишем за 3\u00a0дня до его доставок';

// flow, order, method, title, the payment line (label, value), what happens next, the payments still to come.
type Cells = [Row['flow'], string, Row['method'], string, string, string, RegExp, string?];
const ROWS: Row[] = (
  [
    ['payment', 'demo-standard', 'creditCard', 'Заказ оплачен', PAID, '9\u00a0540\u00a0₽ картой', /приготовят к первой доставке/],
    ['newclient', 'demo-standard', 'sbp', 'Заказ оплачен', PAID, '9\u00a0540\u00a0₽ через СБП', /приготовят к первой доставке/],
    ['newclient', 'demo-campaign', 'card', 'Заказ оплачен', PAID, '8\u00a0586\u00a0₽ картой', /Добро пожаловать/],
    ['longate', 'demo-longate', 'creditCard', 'Продление оплачено', PAID, '9\u00a0540\u00a0₽ картой', /без перерыва/],
    ['subscribe', SUB, 'sbp', 'Подписка оформлена', PAID, '8\u00a0940\u00a0₽ через СБП', /Следующие оплаты спишутся по СБП/, LATER],
    ['subscribe', SUB, 'creditCard', 'Подписка оформлена', PAID, '8\u00a0940\u00a0₽ картой', /Следующие оплаты спишутся с карты/, LATER],
    ['newclient', 'demo-expensive', 'cash', 'Заказ оформлен', COURIER, '34\u00a0340\u00a0₽ наличными', /наличными курьеру при получении/],
    ['payment', 'demo-standard', 'cash', 'Заказ оформлен', COURIER, '9\u00a0540\u00a0₽ наличными', /приготовят к первой доставке/],
  ] satisfies Cells[]
).map(([flow, hid, method, title, label, value, next, later]) => ({
  flow,
  hid,
  method,
  // Cash opens the cash result page, every other method the success page.
  result: method === 'cash' ? 'cash' : 'success',
  title,
  payment: [label, value],
  next,
  ...(later !== undefined ? { later } : {}),
}));

const CARD = { read: () => ({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' }) };

async function payAndOpenResult(row: Row) {
  const { mealflow } = sandboxClient(harness, { token: RETURNING });
  await mealflow.api.call(
    checkoutCalls.addAddressAndUpdate,
    {
      addressInfo: { street: 'ул. Тверская', house: '7', flat: '5', city_id: 2 },
      delivery_id_H: `${row.hid}-d1`,
      setForAllDeliveries: true,
    },
    { idempotencyKey: newIntentKey('new-address') },
  );
  const amount = harness.sandbox.store.orders.get(row.hid)?.order.deb_price ?? 0;
  if (row.method === 'sbp') {
    const sbp = createActor(mealflow.machines.sbp, { input: { hid: row.hid, amount, flow: row.flow } }).start();
    await waitFor(sbp, (s) => s.matches('choosingBank'));
    sbp.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(sbp, (s) => s.matches('success'));
  } else {
    const payment = createActor(mealflow.machines.payment, {
      input: {
        hid: row.hid,
        method: row.method === 'creditCard' || row.method === 'card' ? row.method : 'cash',
        amount,
        flow: row.flow,
        ...(row.method === 'card' ? { savedCardId: 'card-1' } : {}),
      },
    }).start();
    payment.send(row.method === 'creditCard' ? { type: 'PAY', card: CARD } : { type: 'PAY' });
    await waitFor(payment, (s) => s.matches('done'));
  }
  const order = harness.sandbox.store.orders.get(row.hid)?.order;
  const result = createActor(mealflow.machines.paymentResult, { input: { hid: row.hid, flow: row.flow, result: row.result } }).start();
  await waitFor(result, (s) => !s.matches('checking'));
  return { view: paymentResultView(result.getSnapshot()), order };
}

describe('result pages say what was bought (through the sandbox)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each(ROWS)('$flow, $method on $hid: $title with the order, the payment, the first delivery and a link to the order', async (row) => {
    const { view, order } = await payAndOpenResult(row);
    const first = order?.deliveries[0];
    expect(view.title).toBe(row.title);
    expect(view.text).toMatch(row.next);
    expect(view.text).not.toMatch(/начали готовить/);
    const facts = Object.fromEntries(view.facts.map((f) => [f.label, f.value]));
    expect(facts['Следующие платежи']).toBe(row.later);
    expect(facts).toMatchObject({
      'Номер заказа': row.hid,
      Рацион: expect.stringMatching(/^Рацион «.+», \d+\u00a0д(ень|ня|ней)$/),
      [row.payment[0]]: row.payment[1],
      'Первая доставка': `${formatDateWithWeekday(first?.date ?? '')}, Вечер, 18:00–23:00`,
      Адрес: 'Москва, ул. Тверская, д. 7, кв. 5',
      Доставки: expect.stringMatching(/^3\u00a0доставки: \d+\s[а-я]+, \d+\s[а-я]+, \d+\s[а-я]+$/),
    });
    expect(view.links[0]).toEqual({ label: 'Открыть заказ в личном кабинете', href: `/dashboard/orders/${row.hid}` });
  });

  it('a result page opened elsewhere (no payment in this browser) states the amount without guessing how', async () => {
    const { mealflow } = sandboxClient(harness, { token: RETURNING });
    const result = createActor(mealflow.machines.paymentResult, {
      input: { hid: 'demo-paid', flow: 'payment', result: 'success' },
    }).start();
    await waitFor(result, (s) => !s.matches('checking'));
    const view = paymentResultView(result.getSnapshot());
    expect(view.facts).toContainEqual({ label: 'Оплачено', value: '9\u00a0540\u00a0₽' });
    expect(view.facts.some((f) => f.label === 'Адрес')).toBe(false);
  });
});
