import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { connectOrderDetail, orderDetailView } from './order-detail.connect';
import type { OrderDetailReport } from './order-detail.types';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

const harness = useSandbox();
const today = () => cabinetDay(harness).today;

function start(hid: string, brand: 'main' | 'wowfood' = 'main') {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
  });
  const actor = createActor(mealflow.machines.orderDetail, { input: { hid, brand } });
  const reports: OrderDetailReport[] = [];
  actor.on('*', (e) => reports.push(e));
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  return { actor, ports, mealflow, reports, idle, model: () => connectOrderDetail(actor.getSnapshot(), actor.send) };
}

describe('order detail machine (through the sandbox)', () => {
  it('shows the order: card, price lines, dishes by day, deliveries with their states', async () => {
    const { actor, idle } = start('lk-paid');
    expect(orderDetailView(actor.getSnapshot()).status).toBe('loading');
    await idle();
    const view = orderDetailView(actor.getSnapshot());
    expect(view.card).toMatchObject({ title: 'Фит', statusText: 'Оплачен' });
    expect(view.priceLines).toEqual([
      { label: 'Рацион', value: '9\u00a0540\u00a0₽' },
      { label: 'Доставка', value: 'Бесплатно' },
      { label: 'К оплате', value: '0\u00a0₽' },
    ]);
    expect(view.dishes).toHaveLength(5);
    expect(view.dishes[0]?.items[0]).toEqual({ title: 'Сырники с ягодным соусом', mealType: 'Завтрак', kcalText: '320\u00a0ккал' });
    expect(view.deliveries.map((d) => d.stateText)).toEqual([
      'Доставлена',
      'Доставлена',
      'Запланирована',
      'Запланирована',
      'Запланирована',
    ]);
    expect(view.deliveries[0]?.link).toBeUndefined();
    expect(view.deliveries[2]?.link).toBe('/dashboard/orders/lk-paid/deliveries/lk-paid-d3');
    expect(view.deliveries[2]?.dateText).not.toMatch(/\d{4}-\d{2}/);
    expect(view.autolongation).toMatchObject({ available: true, enabled: true });
    expect(view.plans.options.map((p) => [p.title, p.current])).toEqual([
      ['6\u00a0дней', true],
      ['12\u00a0дней', false],
      ['24\u00a0дня', false],
    ]);
    expect(view.cancel.available).toBe(true);
    expect(view.confirmTaskText).toBe('Не выбрано');
  });

  it('an order without dishes says so; a confirmed delivery says it is confirmed', async () => {
    const unformed = start('lk-unformed');
    await unformed.idle();
    expect(orderDetailView(unformed.actor.getSnapshot())).toMatchObject({
      dishes: [],
      noDishesText: 'Меню этого заказа ещё формируется',
      card: { statusText: 'Формируется' },
    });
    const confirmed = start('lk-confirmed');
    await confirmed.idle();
    expect(orderDetailView(confirmed.actor.getSnapshot()).deliveries[1]?.stateText).toBe('Подтверждена');
  });

  it('auto-longation toggles, kept in the store, with a toast and an order.updated report', async () => {
    const { actor, idle, ports, reports, model } = start('lk-paid');
    await idle();
    model().toggleAutolongation();
    expect(orderDetailView(actor.getSnapshot()).busy).toBe(true);
    await idle();
    expect(orderDetailView(actor.getSnapshot()).autolongation.enabled).toBe(false);
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Автопродление выключено' });
    expect(reports.some((r) => r.type === 'order.updated')).toBe(true);
    const again = start('lk-paid');
    await again.idle();
    expect(orderDetailView(again.actor.getSnapshot()).autolongation.enabled).toBe(false);
  });

  it('drinks: the custom order has two; dropping them lowers the price, adding one brings it back', async () => {
    const { actor, idle, model } = start('lk-custom');
    await idle();
    expect(orderDetailView(actor.getSnapshot()).drinks).toMatchObject({
      canAdd: true,
      canDrop: true,
      countText: '2\u00a0напитка',
      priceText: '130\u00a0₽',
    });
    model().dropDrinks();
    await idle();
    expect(orderDetailView(actor.getSnapshot()).drinks).toMatchObject({ canDrop: false, countText: undefined });
    expect(actor.getSnapshot().context.order?.menu_price).toBe(9800 - 260);
    model().addDrinks(1);
    await idle();
    expect(orderDetailView(actor.getSnapshot()).drinks.countText).toBe('1\u00a0напиток');
  });

  it('plan change: another plan is sent with its meal days; the current one and wowfood offer nothing', async () => {
    const { actor, idle, model, ports } = start('lk-paid');
    await idle();
    model().changePlan(306);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    model().changePlan(312);
    await idle();
    expect(orderDetailView(actor.getSnapshot()).card?.daysText).toBe('12\u00a0дней');
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Срок заказа изменён' });
    expect(harness.sandbox.store.log.filter((l) => l.call === 'orders/update-price-plan').map((l) => l.body)).toEqual([
      { order_id_H: 'lk-paid', price_plan_id: 312, mealDays: 12 },
    ]);
    const wow = start('lk-paid', 'wowfood');
    await wow.idle();
    expect(orderDetailView(wow.actor.getSnapshot()).plans.available).toBe(false);
    wow.model().changePlan(324);
    expect(wow.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  // A lost answer: the paid option was added; the customer presses again.
  it('a paid delivery option whose answer was lost is added once, and the retry is not a failure', async () => {
    const { actor, idle } = start('lk-paid');
    await idle();
    const stored = () => harness.sandbox.store.orders.get('lk-paid')?.order;
    const price = stored()?.deb_price ?? 0;
    harness.sandbox.faults.inject('deliveries/options/orders/add', { kind: 'lost', times: 1 });
    actor.send({ type: 'OPTION.ADD', optionId: 'eco-bag' });
    await idle();
    actor.send({ type: 'OPTION.ADD', optionId: 'eco-bag' });
    await idle();
    expect(actor.getSnapshot().context.actionError).toBeUndefined();
    expect(stored()?.deb_price).toBe(price + 99);
    expect(actor.getSnapshot().context.order?.deliveryOptions.find((o) => o.id_H === 'eco-bag')?.added).toBe(true);
  });

  it('the recall request reaches the service and says so', async () => {
    const { idle, model, ports } = start('lk-awaiting');
    await idle();
    model().recall();
    await idle();
    expect(harness.sandbox.store.counters.get('recall:lk-awaiting')).toBe(1);
    expect(ports.notify.messages.filter((m) => m.message === 'Мы перезвоним вам в ближайшее время')).toHaveLength(1);
  });

  it('cancel: a reason is required, "Другое" asks for words; then feedback, cancel, the spec’s toast and order.cancelled', async () => {
    const { actor, idle, model, ports, reports } = start('lk-awaiting');
    await idle();
    model().openCancel();
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'choosing' } }));
    expect(orderDetailView(actor.getSnapshot()).cancel.reasons.map((r) => r.title)).toEqual([
      'Не понравился вкус',
      'Слишком дорого',
      'Уезжаю',
      'Другое',
    ]);
    model().submitCancel();
    expect(orderDetailView(actor.getSnapshot()).cancel.error).toBe('Почему вы отменяете заказ?');
    model().chooseReason('4');
    expect(orderDetailView(actor.getSnapshot()).cancel.commentVisible).toBe(true);
    model().submitCancel();
    expect(orderDetailView(actor.getSnapshot()).cancel.error).toBe('Напишите, пожалуйста, пару слов');
    model().changeComment('Переезжаю в другой город');
    model().submitCancel();
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Ваш заказ успешно отменён' });
    expect(reports).toContainEqual({ type: 'order.cancelled', hid: 'lk-awaiting' });
    expect(orderDetailView(actor.getSnapshot()).status).toBe('cancelled');
    expect(harness.sandbox.store.counters.get('cancelFeedback:lk-awaiting')).toBe(1);
    expect(harness.sandbox.store.orders.get('lk-awaiting')?.order.is_canceled).toBe(true);
  });

  it('closing the cancel dialog keeps the order; a failed reasons call offers a retry', async () => {
    harness.sandbox.faults.inject('orders/feedback-reason-order-cancelling', { kind: 'network', times: 1 });
    const { actor, idle, model } = start('lk-paid');
    await idle();
    model().openCancel();
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'reasonsFailed' } }));
    expect(orderDetailView(actor.getSnapshot()).cancel).toMatchObject({ open: true, failed: true });
    model().retry();
    await waitFor(actor, (s) => s.matches({ ready: { cancel: 'choosing' } }));
    model().closeCancel();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('a failed load shows the error with retry; another client’s order is not found', async () => {
    harness.sandbox.faults.inject('orders/get', { kind: 'status', status: 502, times: 1 });
    const { actor, model } = start('lk-paid');
    await waitFor(actor, (s) => s.matches('error'));
    expect(orderDetailView(actor.getSnapshot()).status).toBe('error');
    model().retry();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const missing = start('lk-nope');
    await waitFor(missing.actor, (s) => s.matches('error'));
    expect(orderDetailView(missing.actor.getSnapshot()).error).toBe('Заказ не найден');
  });
});
