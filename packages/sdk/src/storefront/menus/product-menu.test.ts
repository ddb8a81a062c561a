import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { createMealflow } from '../../create-mealflow';
import { connectProductMenu, productMenuView } from './product-menu.connect';
import type { ProductMenuInput } from './product-menu.machine';
import { productMenuFile } from './product-menu.rules';
import { menu } from '../../api/endpoints/menu';
import { formatAmount } from '../../domain/money';
import { sandboxClient } from '../../testing/sandbox-client';

/** A landing's menu block through the sandbox (personal-cabinet §7 static menu files; README "Which file serves which screen"). */
const harness = useSandbox();

function start(input: ProductMenuInput) {
  const { mealflow } = sandboxClient(harness);
  return createActor(mealflow.machines.productMenu, { input }).start();
}
const settled = (s: { matches: (state: 'shown' | 'empty' | 'none' | 'error') => boolean }) =>
  ['shown', 'empty', 'none', 'error'].some((state) => s.matches(state as 'shown'));
const menuCalls = () => harness.sandbox.store.log.filter((c) => c.call.startsWith('menus/'));

describe('productMenuFile: which file a landing shows', () => {
  it('standard, region_standard in a regional city, trial for day and hydra, superdetox, wowfood/standard for the second brand, none for detox', () => {
    const file = (businessProduct: string, cityId = 2, brand: 'main' | 'wowfood' = 'main') =>
      productMenuFile({ businessProduct, cityId, brand });
    expect(file('standard')).toBe('standard');
    expect(file('standard', 1)).toBe('standard');
    expect(file('standard', 3)).toBe('region_standard');
    expect(file('local', 5)).toBe('region_standard');
    expect(file('standard', 20)).toBe('standard');
    expect(file('day')).toBe('trial');
    expect(file('hydra', 3)).toBe('trial');
    expect(file('superdetox')).toBe('superdetox');
    expect(file('detox')).toBeUndefined();
    expect(file('wowfood')).toBe('wowfood/standard');
    expect(file('wowfood-one-more', 3)).toBe('wowfood/standard');
    expect(file('standard', 2, 'wowfood')).toBe('wowfood/standard');
  });
});

describe('product menu machine (through the sandbox)', () => {
  it('the standard landing: the standard lines, a day at a time, meal slots and totals, the line’s week page', async () => {
    const actor = start({ businessProduct: 'standard', cityId: 2, brand: 'main' });
    expect(productMenuView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, settled);
    const view = connectProductMenu(actor.getSnapshot(), actor.send);
    expect(view.lines.map((l) => l.text)).toEqual(['Супер фит', 'Фит', 'Дейли', 'Баланс', 'Пауэр', 'Детокс']);
    expect(view.lines[0]?.selected).toBe(true);
    expect(view.days.map((d) => d.text)).toEqual(['День 1', 'День 2', 'День 3', 'День 4', 'День 5', 'День 6', 'День 7']);
    expect(view).toMatchObject({
      status: 'ready',
      title: 'Что в меню',
      dayTitle: 'День 1',
      mealsText: '5\u00a0приёмов пищи',
      weekLink: { text: 'Меню «Супер фит» на неделю', path: '/menu/msk/super_fit' },
    });
    expect(view.dishes.map((d) => d.mealText)).toEqual(['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин']);
    expect(view.dishes[0]).toMatchObject({
      kcalText: expect.stringMatching(/^\d+\u00a0ккал$/),
      favorite: undefined,
      unavailableText: undefined,
    });
    // The line's calories (menu type data: Супер фит 1000; issue 30: the day said 1 530): the sandbox's
    // portions now add up to it, so the day shows the sum with its macros.
    expect(view.totalText).toMatch(/^1\u00a0000\u00a0ккал · Б \d+\u00a0г · Ж \d+\u00a0г · У \d+\u00a0г$/);

    const first = view.dishes.map((d) => d.title);
    view.selectDay(2);
    expect(productMenuView(actor.getSnapshot())).toMatchObject({ dayTitle: 'День 3' });
    expect(productMenuView(actor.getSnapshot()).dishes.map((d) => d.title)).not.toEqual(first);
    view.selectDay(9);
    expect(actor.getSnapshot().context.day).toBe(2);
    view.selectLine('daily');
    expect(productMenuView(actor.getSnapshot())).toMatchObject({
      dayTitle: 'День 1',
      mealsText: '4\u00a0приёма пищи',
      weekLink: { path: '/menu/msk/daily' },
    });
    view.selectLine('fit_trial');
    expect(actor.getSnapshot().context.menuType).toBe('daily');
  });

  it('a regional city reads region_standard: three lines', async () => {
    const actor = start({ businessProduct: 'standard', cityId: 3, brand: 'main' });
    await waitFor(actor, settled);
    const view = productMenuView(actor.getSnapshot());
    expect(view.lines.map((l) => l.text)).toEqual(['Фит', 'Дейли', 'Баланс']);
    expect(view.weekLink).toEqual({ text: 'Меню «Фит» на неделю', path: '/menu/ekb/fit' });
  });

  it('/day reads trial: the trial lines, one day each (no day switch), the day product’s week page', async () => {
    const actor = start({ businessProduct: 'day', cityId: 1, brand: 'main' });
    await waitFor(actor, settled);
    const view = productMenuView(actor.getSnapshot());
    expect(view.lines.map((l) => l.id)).toEqual(['fit_trial', 'daily_trial', 'balance_trial']);
    expect(view.days).toEqual([]);
    expect(view).toMatchObject({ dayTitle: 'День 1', mealsText: '5\u00a0приёмов пищи', weekLink: { path: '/day/menu/spb/fit_trial' } });
  });

  it('/superdetox reads superdetox: six days of 5, 5, 8, 8, 5, 5 meals (§9), Супердетокс+ one day more, no week page', async () => {
    const actor = start({ businessProduct: 'superdetox', cityId: 2, brand: 'main' });
    await waitFor(actor, settled);
    const counts: number[] = [];
    for (let day = 0; day < 6; day += 1) {
      actor.send({ type: 'DAY.SELECT', day });
      counts.push(productMenuView(actor.getSnapshot()).dishes.length);
    }
    expect(counts).toEqual([5, 5, 8, 8, 5, 5]);
    const view = productMenuView(actor.getSnapshot());
    expect(view).toMatchObject({ weekLink: undefined, mealsText: '5\u00a0приёмов пищи' });
    expect(view.lines.map((l) => l.text)).toEqual(['Супердетокс', 'Супердетокс+']);
    actor.send({ type: 'DAY.SELECT', day: 2 });
    expect(productMenuView(actor.getSnapshot()).dishes.map((d) => d.mealText)).toEqual([
      'Первый завтрак',
      'Второй завтрак',
      'Перекус',
      'Обед',
      'Полдник',
      'Второй полдник',
      'Ужин',
      'Перед сном',
    ]);
    actor.send({ type: 'TYPE.SELECT', menuType: 'super_detox_2' });
    expect(productMenuView(actor.getSnapshot()).days.map((d) => d.text)).toHaveLength(7);
  });

  it('the wowfood storefront reads wowfood/standard: its lines, Дейли first, the wowfood week page', async () => {
    const actor = start({ businessProduct: 'wowfood', cityId: 2, brand: 'wowfood' });
    await waitFor(actor, settled);
    const view = productMenuView(actor.getSnapshot());
    expect(view.lines.map((l) => l.text)).toEqual(['Дейли', 'Баланс', 'Фит']);
    expect(view.weekLink?.path).toBe('/wowfood/menu/msk/daily');
  });

  // issue 30: Minsk listed Супер фит and Пауэр (not sold there), and a line's day said more calories
  // than the line. Every city × product with a file: the lines shown are the ones the city's
  // catalogue sells, and every day's calorie figure is its line's (menu type data `kcal`).
  const CITY_PRODUCTS = [1, 2, 20].flatMap((cityId) =>
    ['standard', 'day', 'superdetox'].map((businessProduct) => ({ cityId, businessProduct })),
  );
  it.each(CITY_PRODUCTS)(
    'city $cityId, $businessProduct: only the lines sold in the city, each day at its line’s calories',
    async ({ cityId, businessProduct }) => {
      const actor = start({ businessProduct, cityId, brand: 'main' });
      await waitFor(actor, settled);
      const api = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: harness.setup().ports, timeoutMs: 2_000 }).api;
      const full = await api.call(menu.byBusinessProduct, { businessProduct, cityId, brand: 'main' });
      const sold = full.menus.map((m) => m.type);
      const view = productMenuView(actor.getSnapshot());
      // A product the city does not sell has no line to show: the block is hidden.
      if (sold.length === 0) return expect(view.status).toBe('hidden');
      expect(view.status).toBe('ready');
      const shown = view.lines.length > 0 ? view.lines.map((l) => l.id) : [actor.getSnapshot().context.menuType ?? ''];
      expect(shown.every((type) => sold.includes(type))).toBe(true);
      for (const type of shown) {
        actor.send({ type: 'TYPE.SELECT', menuType: type });
        const days = Math.max(1, productMenuView(actor.getSnapshot()).days.length);
        for (let day = 0; day < days; day += 1) {
          actor.send({ type: 'DAY.SELECT', day });
          const kcal = full.menuTypesData[type]?.kcal ?? 0;
          expect(productMenuView(actor.getSnapshot()).totalText?.startsWith(`${formatAmount(kcal)}\u00a0ккал`)).toBe(true);
        }
      }
      if (cityId === 20 && businessProduct === 'standard') expect(shown).not.toContain('super_fit');
    },
  );

  it('detox has no file: hidden at once, nothing asked', async () => {
    const actor = start({ businessProduct: 'detox', cityId: 2, brand: 'main' });
    expect(actor.getSnapshot().matches('none')).toBe(true);
    expect(productMenuView(actor.getSnapshot()).status).toBe('hidden');
    expect(menuCalls()).toHaveLength(0);
  });

  it('a file without dishes hides the block; a failure offers a retry that loads again', async () => {
    harness.sandbox.faults.inject('menus', { kind: 'status', status: 200, times: 1, body: { days: [], menuTypes: {} } });
    const empty = start({ businessProduct: 'standard', cityId: 2, brand: 'main' });
    await waitFor(empty, settled);
    expect(productMenuView(empty.getSnapshot()).status).toBe('hidden');

    harness.sandbox.faults.inject('menus', { kind: 'status', status: 500, times: 1 });
    const failing = start({ businessProduct: 'day', cityId: 2, brand: 'main' });
    await waitFor(failing, settled);
    expect(productMenuView(failing.getSnapshot())).toMatchObject({ status: 'error', error: expect.any(String) });
    connectProductMenu(failing.getSnapshot(), failing.send).retry();
    await waitFor(failing, (s) => s.matches('shown'));
  });
});
