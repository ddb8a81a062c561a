import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { checkoutRoute } from '../funnel/funnel.payload';
import { connectMenuPage, menuPageView } from './menu-page.connect';
import type { MenuPageSource } from './menu-page.types';
import { connectTargetDetails, targetDetailsView } from './target-details.connect';
import { sandboxClient } from '../../testing/sandbox-client';

/** The menu pages and the goal page through the sandbox (personal-cabinet §2.1 Menus, WeekMenu, TargetDetails; §7). */
const harness = useSandbox();
const NOW = '2026-11-25T10:00:00+03:00'; // a Wednesday: this week is 23–29 November

function mealflow() {
  return sandboxClient(harness, { cookies: { [COOKIES.testTime]: NOW } }).mealflow;
}
const startMenu = (source: MenuPageSource) => createActor(mealflow().machines.menuPage, { input: { source } }).start();

describe('menu page machine (through the sandbox)', () => {
  it('shows a line’s week: days with dishes and nutrition, the weeks’ links and the order form', async () => {
    const actor = startMenu({ kind: 'type', cityAlias: 'msk', menuType: 'fit' });
    expect(menuPageView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('shown'));
    const view = menuPageView(actor.getSnapshot());
    expect(view).toMatchObject({
      status: 'ready',
      kind: 'type',
      title: 'Фит',
      subtitle: 'Плавное снижение веса',
      weekText: 'Неделя с 23 по 29\u00a0ноября',
    });
    expect(view.facts).toEqual(['1\u00a0200\u00a0ккал в день', '5\u00a0приёмов пищи в день', 'от 1\u00a0431\u00a0₽ в день']);
    expect(view.days).toHaveLength(7);
    expect(view.days[0]?.title).toBe('понедельник, 23\u00a0ноября');
    expect(view.days[0]?.dishes[0]).toMatchObject({
      mealText: 'Завтрак',
      kcalText: expect.stringMatching(/^\d+\u00a0ккал$/),
      nutrientsText: expect.stringMatching(/^Б \d+\u00a0г · Ж \d+\u00a0г · У \d+\u00a0г$/),
    });
    // Every day at the line's calories (menu type data: Фит 1200), never the dishes' own sum (issue 30).
    expect(view.days.map((d) => d.totalText?.split(' · ')[0])).toEqual(Array(7).fill('1\u00a0200\u00a0ккал'));
    expect(view.weeks).toEqual([
      { id: 'current', text: 'Эта неделя', selected: true, path: '/menu/msk/fit' },
      { id: 'next', text: 'Следующая неделя', selected: false, path: '/menu/msk/fit/2' },
    ]);
    expect(view.order).toEqual({ text: 'Заказать «Фит»', path: '#order-form' });
    expect(view.orderInput).toEqual({
      cityId: 2,
      businessProduct: 'standard',
      placement: 'other',
      queryMenuType: 'fit',
      exactMenuType: true,
    });
  });

  it('the next week (week 2) of a product’s line orders with the product’s order block', async () => {
    const actor = startMenu({ kind: 'type', cityAlias: 'spb', menuType: 'fit_trial', week: '2', businessProduct: 'day' });
    await waitFor(actor, (s) => s.matches('shown'));
    const view = menuPageView(actor.getSnapshot());
    expect(view.weekText).toBe('Неделя с 30\u00a0ноября по 6\u00a0декабря');
    expect(view.weeks.map((w) => [w.path, w.selected])).toEqual([
      ['/day/menu/spb/fit_trial', false],
      ['/day/menu/spb/fit_trial/2', true],
    ]);
    expect(view.order).toEqual({ text: 'Заказать «Фит — пробный день»', path: '#order-form' });
    expect(view.orderInput).toMatchObject({ cityId: 1, businessProduct: 'day', queryMenuType: 'fit_trial' });
  });

  it('a line not sold in the city (or an unknown city) is notSold, with no order link', async () => {
    const actor = startMenu({ kind: 'type', cityAlias: 'minsk', menuType: 'power' });
    await waitFor(actor, (s) => s.matches('notSold'));
    expect(menuPageView(actor.getSnapshot())).toMatchObject({ status: 'notSold', order: undefined, orderInput: undefined, days: [] });
    const unknown = startMenu({ kind: 'type', cityAlias: 'atlantis', menuType: 'fit' });
    await waitFor(unknown, (s) => s.matches('notSold'));
  });

  it('a week without the line’s days is empty', async () => {
    harness.sandbox.faults.inject('menus', { kind: 'status', status: 200, times: 1, body: { days: [], menuTypes: {} } });
    const actor = startMenu({ kind: 'type', cityAlias: 'msk', menuType: 'fit' });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(menuPageView(actor.getSnapshot())).toMatchObject({ status: 'empty', title: 'Фит', order: { text: 'Заказать «Фит»' } });
  });

  it('/week-menu switches lines and weeks by events', async () => {
    const actor = startMenu({ kind: 'week', cityId: 2 });
    await waitFor(actor, (s) => s.matches('shown'));
    const page = connectMenuPage(actor.getSnapshot(), actor.send);
    expect(page.title).toBe('Меню на неделю');
    expect(page.lines[0]).toEqual({ type: 'super_fit', title: 'Супер фит', selected: true });
    page.selectLine('balance');
    expect(menuPageView(actor.getSnapshot())).toMatchObject({
      lines: expect.arrayContaining([{ type: 'balance', title: 'Баланс', selected: true, unavailableText: undefined }]),
      order: { path: '#order-form' },
      orderInput: { queryMenuType: 'balance' },
    });
    connectMenuPage(actor.getSnapshot(), actor.send).selectWeek('next');
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('shown'));
    const next = menuPageView(actor.getSnapshot());
    expect(next).toMatchObject({
      weekText: 'Неделя с 30\u00a0ноября по 6\u00a0декабря',
      weeks: [{ selected: false, path: undefined }, { selected: true }],
    });
    expect(next.lines.find((l) => l.selected)?.type).toBe('balance');
  });

  it('an order’s menu lists its dishes; a failed call says why and Повторить loads again', async () => {
    harness.sandbox.faults.inject('menu/order', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const actor = startMenu({ kind: 'order', orderId: 'lk-paid' });
    await waitFor(actor, (s) => s.matches('error'));
    const failed = connectMenuPage(actor.getSnapshot(), actor.send);
    expect(failed).toMatchObject({ status: 'error', error: 'Сервис временно недоступен', texts: { retry: 'Повторить' } });
    failed.retry();
    await waitFor(actor, (s) => s.matches('shown'));
    const view = menuPageView(actor.getSnapshot());
    expect(view).toMatchObject({ title: 'Меню заказа', order: { text: 'Перейти к заказу', path: '/dashboard/orders/lk-paid' } });
    expect(view.orderDishes[0]).toMatchObject({ title: 'Сырники с ягодным соусом', kcalText: '320\u00a0ккал' });
  });
});

describe('target details machine (through the sandbox)', () => {
  const startTarget = (target: string) => createActor(mealflow().machines.targetDetails, { input: { target, cityId: 2 } }).start();

  it('shows the goal’s lines with their menus and orders with the targets checkout', async () => {
    const actor = startTarget('p1');
    await waitFor(actor, (s) => s.matches('shown'));
    const view = targetDetailsView(actor.getSnapshot());
    expect(view.title).toBe('Похудеть');
    expect(view.lines.map((l) => [l.title, l.menuPath])).toEqual([
      ['Фит', '/menu/msk/fit'],
      ['Супер фит', '/menu/msk/super_fit'],
      ['Детокс', '/menu/msk/detox'],
    ]);
    expect(view.orderInput).toEqual({
      cityId: 2,
      businessProduct: 'standard',
      placement: 'other',
      checkoutIn: 'targets',
      queryMenuType: 'fit',
    });
    expect(checkoutRoute('H1', 'standard', 'newclient', undefined, 'targets')).toBe('/targets/instant-order/H1');
  });

  it('an unknown goal is notFound; a failed call retries', async () => {
    const unknown = startTarget('p9');
    await waitFor(unknown, (s) => s.matches('notFound'));
    harness.sandbox.faults.inject('menu/goals', { kind: 'network', times: 1 });
    const actor = startTarget('p2');
    await waitFor(actor, (s) => s.matches('error'));
    const failed = connectTargetDetails(actor.getSnapshot(), actor.send);
    expect(failed.status).toBe('error');
    failed.retry();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(targetDetailsView(actor.getSnapshot()).title).toBe('Не готовить');
  });
});
