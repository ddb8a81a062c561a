import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays, formatDate } from '../../domain/dates';
import { orderDetailView } from '../order-detail/order-detail.connect';
import { connectOrdersList, ordersListView } from './orders-list.connect';
import { cabinetClient, cabinetDay, expectLoadRetry } from '../../testing/cabinet';
import { minskSubscriptionPaidOnce } from '../../testing/subscription';

const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;

function start(token?: string) {
  const { mealflow } = cabinetClient(harness, token);
  const actor = createActor(mealflow.machines.ordersList).start();
  return { actor, mealflow };
}

describe('orders list machine (through the sandbox)', () => {
  it('loads the returning client’s active orders into cards with Russian titles, money and the next delivery', async () => {
    const { actor } = start();
    expect(ordersListView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    const view = ordersListView(actor.getSnapshot(), { nowMs: nowMs() });
    expect(view.status).toBe('ready');
    expect(view.cards).toHaveLength(10);
    const [paid, awaiting] = view.cards;
    expect(paid).toMatchObject({
      title: 'Фит',
      daysText: '6\u00a0дней',
      personsText: '1\u00a0персона',
      priceText: '9\u00a0540\u00a0₽',
      status: 'paid',
      statusText: 'Оплачен',
      canPay: false,
      toPayText: undefined,
    });
    // Issue 31: a running order of a customisable line changes its dishes in the cabinet.
    expect(paid?.links).toEqual({
      detail: '/dashboard/orders/lk-paid',
      deliveries: '/dashboard/orders/lk-paid/deliveries',
      pay: undefined,
      dishes: '/dashboard/order/lk-paid/packs',
    });
    expect(view.cards.find((c) => c.id === 'lk-unformed')?.links.dishes).toBeUndefined();
    expect(ordersListView(actor.getSnapshot(), { nowMs: nowMs(), brand: 'wowfood' }).cards[0]?.links.dishes).toBeUndefined();
    expect(paid?.next?.windowText).toBe('Вечер, 18:00–23:00');
    expect(paid?.next?.dateText).toMatch(new RegExp(`^[а-я]{2}, ${addDays(today(), 1).split('-').reverse().join('\\.')}$`));
    expect(paid?.next?.addressText).toContain('Тверская');
    expect(awaiting).toMatchObject({ title: 'Баланс', statusText: 'Ожидает оплаты', canPay: true, toPayText: '11\u00a0940\u00a0₽' });
    expect(awaiting?.links.pay).toBe('/dashboard/orders/fastpay/lk-awaiting');
    expect(view.cards.find((c) => c.id === 'lk-unformed')).toMatchObject({ status: 'unformed', statusText: 'Формируется', canPay: false });
    expect(view.cards.find((c) => c.id === 'lk-spb')?.next?.addressText).toContain('Санкт-Петербург');
    expect(ordersListView(actor.getSnapshot(), { smartphone: true, nowMs: nowMs() }).cards[0]?.links.detail).toBe('/new-dashboard/lk-paid');
    // §4 eating pause: the last delivery was yesterday → 0; twelve days ago → 10, the what-is-new block.
    expect(view).toMatchObject({ eatingPauseDays: 0, whatsNew: undefined });
    expect(ordersListView(actor.getSnapshot(), { nowMs: nowMs(), lastDeliveryDate: addDays(today(), -12) })).toMatchObject({
      eatingPauseDays: 10,
      whatsNew: 'Пока вас не было, в меню появились новые блюда',
    });
  });

  it('changes one order and removes one by id_H without a reload; the last removal shows the empty state', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    const model = connectOrdersList(actor.getSnapshot(), actor.send, { nowMs: nowMs() });
    const first = actor.getSnapshot().context.orders[0];
    if (!first) throw new Error('no order');
    model.changeOrder({ ...first, number_of_days: 12 });
    expect(ordersListView(actor.getSnapshot(), { nowMs: nowMs() }).cards[0]?.daysText).toBe('12\u00a0дней');
    // A cancelled order leaves the list.
    model.changeOrder({ ...first, is_canceled: true });
    expect(actor.getSnapshot().context.orders.map((o) => o.id_H)).not.toContain('lk-paid');
    for (const order of actor.getSnapshot().context.orders) actor.send({ type: 'ORDER.REMOVE', id_H: order.id_H });
    expect(ordersListView(actor.getSnapshot()).status).toBe('empty');
    actor.send({ type: 'ORDERS.SET', orders: [first] });
    expect(ordersListView(actor.getSnapshot()).status).toBe('ready');
  });

  it('a client without orders sees the empty state', async () => {
    // A new client (a token of a phone the sandbox has not seen): no orders.
    harness.sandbox.store.tokens.set('token-new', '+79161234567');
    const { actor } = start('token-new');
    await waitFor(actor, (s) => s.matches({ ready: 'empty' }));
    expect(ordersListView(actor.getSnapshot())).toMatchObject({
      status: 'empty',
      cards: [],
      texts: { empty: 'У вас пока нет активных заказов' },
    });
  });

  it('a failure shows the error with retry; the retry loads the list', async () => {
    await expectLoadRetry({
      harness,
      call: 'orders/active',
      start: () => start().actor,
      view: ordersListView,
      retry: (actor) => connectOrdersList(actor.getSnapshot(), actor.send).retry(),
      ready: { ready: 'list' },
    });
  });

  it('a Minsk subscription paid in stages, after its first payment: paid in part, at its total after the discount (walk6)', async () => {
    // walk5: 'Мои заказы' said 'Оплачен' at 1 392 руб. (the menu price before the subscription's 10 %)
    // after the first of four payments of 1 253 руб.
    const { mealflow, created: order } = await minskSubscriptionPaidOnce(harness, { now: nowMs() });
    expect(order).toMatchObject({ city_id: 20, menu_price: 1392, number_of_days: 24, is_client_subscription: true, deb_price: 313 });

    const list = createActor(mealflow.machines.ordersList).start();
    await waitFor(list, (s) => s.matches({ ready: 'list' }));
    // The second payment pays from the 4th delivery (6 of 24 days over 12 deliveries), charged 3 days before it.
    const fourth = [...new Set(order.deliveries.map((d) => d.date))].sort()[3] ?? '';
    expect(ordersListView(list.getSnapshot(), { nowMs: nowMs() }).cards.find((c) => c.id === order.id_H)).toMatchObject({
      status: 'paidInPart',
      statusText: 'Оплачен частично',
      priceText: '1\u00a0253\u00a0руб.',
      paidText: 'Оплачено 313\u00a0руб. из 1\u00a0253\u00a0руб.',
      nextPaymentText: `Следующий платёж — 313\u00a0руб., спишем ${formatDate(addDays(fourth, -3))}`,
      canPay: false,
      toPayText: undefined,
    });

    const detail = createActor(mealflow.machines.orderDetail, { input: { hid: order.id_H, brand: 'main' } }).start();
    await waitFor(detail, (s) => s.matches({ ready: 'idle' }));
    const page = orderDetailView(detail.getSnapshot(), { nowMs: nowMs() });
    expect(page.card?.statusText).toBe('Оплачен частично');
    expect(page.priceLines).toEqual([
      { label: 'Рацион', value: '1\u00a0392\u00a0руб.' },
      { label: 'Доставка', value: 'Бесплатно' },
      { label: 'Скидка', value: '−139\u00a0руб.' },
      { label: 'Итого', value: '1\u00a0253\u00a0руб.' },
      { label: 'Оплачено', value: '313\u00a0руб.' },
      { label: 'Осталось оплатить', value: '940\u00a0руб.' },
    ]);
  });
});
