import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays, formatDate, formatDateWithWeekday } from '../../domain/dates';
import { connectSubscriptionMenu, subscriptionMenuView } from './subscription-menu.connect';
import { cabinetClient, cabinetDay, expectLoadRetry } from '../../testing/cabinet';

/** The subscription menu through the sandbox (personal-cabinet §2.1 subscriptions/menu with fastpay/{hid}, rates/{hid}; §7). */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;

function start() {
  const { mealflow } = cabinetClient(harness);
  return createActor(mealflow.machines.subscriptionMenu, { input: { brand: 'main' } }).start();
}

describe('subscription menu machine (through the sandbox)', () => {
  it('shows each running subscription’s order: coming deliveries, the next day’s dishes, pay and rate links', async () => {
    const actor = start();
    expect(subscriptionMenuView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    const view = subscriptionMenuView(actor.getSnapshot(), { nowMs: nowMs() });
    // The stopped subscription delivers nothing: only 'Подписка 24' and the frozen 'Прайм'.
    expect(view.sections.map((s) => [s.title, s.stateText])).toEqual([
      ['Подписка 24', 'Активна'],
      ['Прайм', 'Заморожена'],
    ]);
    const [paid] = view.sections[0]!.orders;
    const [awaiting] = view.sections[1]!.orders;
    // Each section's order: id, title, status and its words.
    expect([paid, awaiting].map((o) => [o?.id, o?.title, o?.status, o?.statusText])).toEqual([
      ['lk-paid', 'Фит, 6\u00a0дней', 'paid', 'Оплачен'],
      ['lk-awaiting', 'Баланс, 6\u00a0дней', 'awaitingPayment', 'Ожидает оплаты'],
    ]);
    expect(paid).toMatchObject({
      pay: undefined,
      ratePath: '/dashboard/subscriptions/rates/lk-paid',
      detailPath: '/dashboard/orders/lk-paid',
      dishesTitle: `Меню на ${formatDate(addDays(today(), 1))}`,
    });
    expect(paid?.deliveries.map((d) => d.dateText)).toEqual([1, 3, 5].map((n) => formatDateWithWeekday(addDays(today(), n))));
    expect(paid?.deliveries[0]?.windowText).toBe('Вечер, 18:00–23:00');
    expect(paid?.dishes[0]).toMatchObject({ mealText: 'Завтрак', title: 'Сырники с ягодным соусом' });
    expect(awaiting).toMatchObject({
      pay: { text: 'Оплатить 11\u00a0940\u00a0₽', path: '/dashboard/subscriptions/menu/fastpay/lk-awaiting' },
      // Nothing delivered yet: nothing to rate.
      ratePath: undefined,
    });
    expect(view.subscribePath).toBe('/dashboard/subscribe');
  });

  it('is empty when no subscription runs', async () => {
    harness.sandbox.faults.inject('client-subscriptions', {
      kind: 'status',
      status: 200,
      times: 1,
      body: { success: true, subscriptions: [] },
    });
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'empty' }));
    expect(subscriptionMenuView(actor.getSnapshot())).toMatchObject({ status: 'empty', sections: [] });
  });

  it('a failed call shows the server’s message and Повторить loads again; RELOAD keeps the menu on screen', async () => {
    const actor = await expectLoadRetry({
      harness,
      call: 'orders/in-client-subscription',
      start,
      view: (snapshot) => subscriptionMenuView(snapshot, { nowMs: nowMs() }),
      retry: (failed) => {
        const view = connectSubscriptionMenu(failed.getSnapshot(), failed.send, { nowMs: nowMs() });
        expect(view.texts.retry).toBe('Повторить');
        view.retry();
      },
      ready: { ready: 'list' },
    });
    connectSubscriptionMenu(actor.getSnapshot(), actor.send, { nowMs: nowMs() }).reload();
    const reloading = subscriptionMenuView(actor.getSnapshot(), { nowMs: nowMs() });
    expect(reloading).toMatchObject({ status: 'ready', refreshing: true });
    expect(reloading.sections).toHaveLength(2);
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
  });

  it('an order paid meanwhile loses its pay link on RELOAD', async () => {
    const actor = start();
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    const entry = harness.sandbox.store.orders.get('lk-awaiting');
    if (!entry) throw new Error('no seeded order');
    entry.order = { ...entry.order, deb_price: 0 };
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches({ ready: 'list' }));
    expect(subscriptionMenuView(actor.getSnapshot(), { nowMs: nowMs() }).sections[1]?.orders[0]).toMatchObject({
      status: 'paid',
      pay: undefined,
    });
  });
});
