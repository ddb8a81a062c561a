import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { LOCAL_KEYS } from '../../cabinet/preferences/preferences.rules';
import { connectMenuPage, menuPageView, type MenuDishView } from './menu-page.connect';
import type { MenuPageSource } from './menu-page.types';
import { sandboxClient } from '../../testing/sandbox-client';

/**
 * Dish cards of the menu pages through the sandbox (personal-cabinet §2.1 Menus, §3 Preferences,
 * stockRemains, Pack.isRestricted, meal-slot names; §6 a visitor's marks on the device; §7 prefs/,
 * prefs/delete, prefs/full).
 */
const harness = useSandbox();
const NOW = '2026-11-25T10:00:00+03:00';
const RETURNING = 'sandbox-token-returning';

function start(source: MenuPageSource, opts: { token?: string; storage?: Record<string, string> } = {}) {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.testTime]: NOW, ...(opts.token ? { [COOKIES.clientToken]: opts.token } : {}) },
    storage: opts.storage ?? {},
  });
  const actor = createActor(mealflow.machines.menuPage, { input: { source } }).start();
  return { actor, ports, shown: () => waitFor(actor, (s) => s.matches({ shown: 'idle' })) };
}
const FIT: MenuPageSource = { kind: 'type', cityAlias: 'msk', menuType: 'fit' };
const dishes = (actor: ReturnType<typeof start>['actor']): MenuDishView[] =>
  menuPageView(actor.getSnapshot()).days.flatMap((d) => d.dishes);
const dishOf = (actor: ReturnType<typeof start>['actor'], packId: number) => dishes(actor).find((d) => d.packId === packId);

describe('menu page dish cards (through the sandbox)', () => {
  it('a card says the meal slot of the day’s count, kcal and macros, and carries a favourite toggle naming the dish', async () => {
    const { actor, shown } = start(FIT);
    await shown();
    const monday = menuPageView(actor.getSnapshot()).days[0];
    // Фит has five meals a day: the five-meal name set.
    expect(monday?.dishes.map((d) => d.mealText)).toEqual(['Завтрак', 'Второй завтрак', 'Обед', 'Полдник', 'Ужин']);
    expect(monday?.dishes[0]).toMatchObject({
      packId: expect.any(Number),
      kcalText: expect.stringMatching(/ккал$/),
      favorite: { pressed: false, label: `В любимые: ${monday?.dishes[0]?.title}`, busy: false },
    });
    expect(menuPageView(actor.getSnapshot()).facts).toEqual([
      '1\u00a0200\u00a0ккал в день',
      '5\u00a0приёмов пищи в день',
      'от 1\u00a0431\u00a0₽ в день',
    ]);
    expect(menuPageView(actor.getSnapshot()).bonuses).toContain('Бесплатная доставка');
  });

  it('a visitor’s favourite stays on the device; after login it joins the account with prefs/full and leaves the device', async () => {
    const visitor = start(FIT);
    await visitor.shown();
    expect(menuPageView(visitor.actor.getSnapshot()).favoritesNote).toMatch(/на этом устройстве/);
    connectMenuPage(visitor.actor.getSnapshot(), visitor.actor.send).toggleFavorite(109);
    expect(dishOf(visitor.actor, 109)?.favorite?.busy).toBe(true);
    await visitor.shown();
    expect(dishOf(visitor.actor, 109)?.favorite?.pressed).toBe(true);
    expect(visitor.ports.storage.get(LOCAL_KEYS.favorites)).toBe('[109]');

    // The same device, now logged in as the returning client (favourites 101 and 104 on the server).
    const client = start(FIT, { token: RETURNING, storage: { [LOCAL_KEYS.favorites]: '[109]' } });
    await client.shown();
    expect(dishOf(client.actor, 109)?.favorite?.pressed).toBe(true);
    expect(menuPageView(client.actor.getSnapshot()).favoritesNote).toBeUndefined();
    expect(client.ports.storage.get(LOCAL_KEYS.favorites)).toBeUndefined();
    // The account keeps its own favourites beside the device's.
    const again = start(FIT, { token: RETURNING });
    await again.shown();
    expect([101, 104, 109].map((id) => dishOf(again.actor, id)?.favorite?.pressed)).toEqual([true, true, true]);
  });

  it('a client’s toggle goes to the server (prefs/ then prefs/delete); a failure says so and keeps the mark', async () => {
    const { actor, shown } = start(FIT, { token: RETURNING });
    await shown();
    const page = () => connectMenuPage(actor.getSnapshot(), actor.send);
    page().toggleFavorite(111);
    await shown();
    expect(dishOf(actor, 111)?.favorite?.pressed).toBe(true);
    const reloaded = start(FIT, { token: RETURNING });
    await reloaded.shown();
    expect(dishOf(reloaded.actor, 111)?.favorite?.pressed).toBe(true);

    harness.sandbox.faults.inject('prefs/delete', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    page().toggleFavorite(111);
    await shown();
    expect(page()).toMatchObject({ favoriteError: 'Сервис временно недоступен' });
    expect(dishOf(actor, 111)?.favorite?.pressed).toBe(true);
    page().toggleFavorite(111);
    await shown();
    expect(dishOf(actor, 111)?.favorite?.pressed).toBe(false);
    expect(page().favoriteError).toBeUndefined();
  });

  it('a dish not on the page cannot be toggled; marks that fail to load leave the menu without toggles', async () => {
    const { actor, shown } = start(FIT, { token: RETURNING });
    await shown();
    actor.send({ type: 'FAVORITE.TOGGLE', packId: 105 });
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    harness.sandbox.faults.inject('prefs/', { kind: 'network', times: 1 });
    const failed = start(FIT, { token: RETURNING });
    await failed.shown();
    expect(dishes(failed.actor).every((d) => d.favorite === undefined)).toBe(true);
    expect(menuPageView(failed.actor.getSnapshot()).days).toHaveLength(7);
  });

  it('a restricted pack is unavailable; a sold-out line (stockRemains 0) offers no order, a limited one says what is left', async () => {
    const { actor, shown } = start(FIT);
    await shown();
    const salmon = dishes(actor).filter((d) => d.title === 'Лосось на пару со спаржей');
    expect(salmon.length).toBeGreaterThan(0);
    expect(salmon.every((d) => d.unavailableText === 'Недоступно')).toBe(true);
    expect(
      dishes(actor)
        .filter((d) => d.unavailableText)
        .every((d) => d.packId === 113),
    ).toBe(true);

    const power = start({ kind: 'type', cityAlias: 'spb', menuType: 'power' });
    await power.shown();
    expect(menuPageView(power.actor.getSnapshot())).toMatchObject({
      facts: expect.arrayContaining(['Нет в наличии']),
      soldOutText: '«Пауэр» на этой неделе закончился. Выберите другой рацион.',
      order: undefined,
      orderInput: undefined,
    });
    const superFit = start({ kind: 'type', cityAlias: 'spb', menuType: 'super_fit' });
    await superFit.shown();
    expect(menuPageView(superFit.actor.getSnapshot())).toMatchObject({
      facts: expect.arrayContaining(['Осталось 7\u00a0заказов']),
      soldOutText: undefined,
      order: { text: 'Заказать «Супер фит»' },
    });
  });

  it('/week-menu marks a sold-out line among the lines', async () => {
    const { actor, shown } = start({ kind: 'week', cityId: 1 });
    await shown();
    expect(menuPageView(actor.getSnapshot()).lines.find((l) => l.type === 'power')).toMatchObject({
      title: 'Пауэр',
      unavailableText: 'Нет в наличии',
    });
    expect(menuPageView(actor.getSnapshot()).lines.find((l) => l.type === 'fit')?.unavailableText).toBeUndefined();
  });
});
