import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { newIntentKey } from '../../api/effects';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { COOKIES } from '../../api/protocol';
import { addDays, formatDate } from '../../domain/dates';
import { connectWeekOverview, weekOverviewView } from './week-overview.connect';
import { provideWeekOverview } from './week-overview.provide';
import { provideOrdersList } from '../orders-list/orders-list.provide';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/** Issue 31: the dashboard opens on the coming deliveries and charges (through the sandbox). */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;
const calls = (name: string) => harness.sandbox.store.log.filter((entry) => entry.call === name).length;

function start(token = 'sandbox-token-returning') {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: token, [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
    now: nowMs(),
  });
  // As on the dashboard: the orders list owns orders/active, the week follows it.
  const orders = createActor(provideOrdersList({ api: mealflow.api, ports })).start();
  const actor = createActor(provideWeekOverview({ api: mealflow.api, ports }), { input: { brand: 'main', orders } }).start();
  return { actor, orders, mealflow, view: () => connectWeekOverview(actor.getSnapshot(), actor.send, { nowMs: nowMs() }) };
}

describe('week overview', () => {
  it('lists the coming week’s deliveries by date with window, address and line, and each subscription’s next charge', async () => {
    const { actor, view } = start();
    expect(view().status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    const week = view();
    expect(week.status).toBe('ready');
    expect(week.deliveries.length).toBeGreaterThan(0);
    const dates = week.deliveries.map((d) => d.dateText.slice(4).split('.').reverse().join('-'));
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= today() && d <= addDays(today(), 7))).toBe(true);
    expect(week.deliveries[0]).toMatchObject({
      lineText: expect.any(String),
      windowText: expect.stringMatching(/^(Утро|Вечер), /),
      path: expect.stringMatching(/^\/dashboard\/orders\//),
    });
    expect(week.deliveries.some((d) => d.addressText?.includes('Тверская'))).toBe(true);
    expect(week.charges[0]).toEqual({
      id: 'cs-24',
      date: addDays(today(), 4),
      dateText: formatDate(addDays(today(), 4)),
      text: '9\u00a0063\u00a0₽ — Подписка 24',
    });
    expect(week.charges.map((c) => c.id)).not.toContain('cs-stopped');
    expect(week.newOrderPath).toBe('/dashboard/new-order');
  });

  it('the week grid: today and the next 6 days, each with its deliveries and the charge made that day', async () => {
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    const { days, deliveries } = view();
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today(), n)));
    expect(days[0]).toMatchObject({ today: true, label: `Сегодня, ${days[0]?.dateText}` });
    expect(days[1]?.label).toMatch(/^(понедельник|вторник|среда|четверг|пятница|суббота|воскресенье), \d{2}\.\d{2}\.\d{4}$/);
    // Every delivery of the week's first 7 days is in its day's cell, none elsewhere.
    for (const day of days) expect(day.deliveries).toEqual(deliveries.filter((d) => d.date === day.date));
    // Seed: 'Подписка 24' is charged in 4 days; a day with nothing says so.
    expect(days[4]?.charges.map((c) => c.text)).toContain('9\u00a0063\u00a0₽ — Подписка 24');
    const idle = days.find((d) => d.deliveries.length === 0 && d.charges.length === 0);
    expect(idle?.emptyText).toBe('Доставки нет');
    expect(days.filter((d) => d.deliveries.length > 0 || d.charges.length > 0).every((d) => d.emptyText === undefined)).toBe(true);
  });

  it('a freeze elsewhere shows on RELOAD: the charge and the deliveries move', async () => {
    const { actor, view, mealflow } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    await mealflow.api.call(
      clientSubscriptions.freeze,
      { clientSubscriptionId_H: 'cs-24', dateFrom: addDays(today(), 1), dateTo: addDays(today(), 4) },
      { idempotencyKey: newIntentKey() },
    );
    actor.send({ type: 'RELOAD' });
    expect(view().refreshing).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(view().charges.find((c) => c.id === 'cs-24')?.dateText).toBe(formatDate(addDays(today(), 8)));
  });

  it('one orders/active for the week and the list (issue 35): the week shows the list’s orders, and their refresh after a change', async () => {
    const { actor, orders, view } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls('orders/active')).toBe(1);
    expect(calls('client-subscriptions')).toBe(1);
    const first = view().deliveries.length;
    expect(first).toBeGreaterThan(0);
    // The list sets fewer orders (§4 set): the week follows without asking.
    orders.send({ type: 'ORDERS.SET', orders: [] });
    expect(view().deliveries).toEqual([]);
    expect(calls('orders/active')).toBe(1);
  });

  it('the subscriptions in before the list’s orders: loading until the list has them', async () => {
    harness.sandbox.faults.inject('orders/active', { kind: 'delay', ms: 300, times: 1 });
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches({ loading: 'awaitingOrders' }));
    expect(view().status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(view().deliveries.length).toBeGreaterThan(0);
  });

  it('the list failed: the week says so, and its retry retries the list too', async () => {
    harness.sandbox.faults.inject('orders/active', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor, orders, view } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    expect(orders.getSnapshot().matches('error')).toBe(true);
    view().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(orders.getSnapshot().matches('ready')).toBe(true);
  });

  it('empty for a client with nothing coming; an error offers a retry', async () => {
    harness.sandbox.store.tokens.set('token-new', '+79161234567');
    const fresh = start('token-new');
    await waitFor(fresh.actor, (s) => s.matches('ready'));
    expect(fresh.view()).toMatchObject({ status: 'empty', deliveries: [], charges: [] });
    harness.sandbox.faults.inject('client-subscriptions', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(weekOverviewView(actor.getSnapshot())).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    view().retry();
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
