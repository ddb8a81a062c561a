import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { preferences as calls } from '../../api/endpoints/preferences';
import { connectPreferences, preferencesView } from './preferences.connect';
import { LOCAL_KEYS } from './preferences.rules';
import type { PreferencesInput } from './preferences.types';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(input: PreferencesInput = {}, token: string | undefined = 'sandbox-token-returning', storage: Record<string, string> = {}) {
  const { ports, mealflow } = sandboxClient(harness, { token, storage });
  const actor = createActor(mealflow.machines.preferences, { input }).start();
  return { actor, ports, mealflow };
}

type Actor = ReturnType<typeof start>['actor'];
const idle = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
const model = (actor: Actor) => connectPreferences(actor.getSnapshot(), actor.send);
const log = (call: string) => harness.sandbox.store.log.filter((l) => l.call === call);

describe('preferences (through the sandbox)', () => {
  it('loads the filters with the server maximum, the last filters and the client’s favourites and stop-list', async () => {
    const { actor } = start();
    expect(preferencesView(actor.getSnapshot()).status).toBe('loading');
    await idle(actor);
    const view = model(actor);
    expect(view.groups.map((g) => g.name)).toEqual(['Исключить из меню', 'Особенности питания']);
    expect(view.groups[0]?.options.find((o) => o.id === 'fish')?.checked).toBe(true);
    expect(view.maxText).toBe('Можно выбрать не больше 3 фильтров');
    expect(view.countText).toBe('Выбрано 1 из 3');
    expect(view.favorites.map((d) => d.title)).toEqual(['Сырники со сметаной и ягодным соусом', 'Куриная грудка с булгуром и овощами']);
    expect(view.stopList.map((d) => d.title)).toEqual(['Тыквенный крем-суп']);
    expect(view.dishes[0]?.mealText).toBe('Завтрак');
    expect(view.canApply).toBe(false);
  });

  it('turns options on up to the maximum, applies them through set-filter and update-last-filter, toasts once', async () => {
    const { actor, ports, mealflow } = start();
    await idle(actor);
    model(actor).toggleFilter('nuts');
    model(actor).toggleFilter('gluten');
    const full = model(actor);
    expect(full.countText).toBe('Выбрано 3 из 3');
    expect(full.groups[0]?.options.find((o) => o.id === 'dairy')).toMatchObject({ checked: false, disabled: true });
    full.toggleFilter('dairy');
    expect(model(actor).countText).toBe('Выбрано 3 из 3');
    model(actor).applyFilters();
    expect(model(actor).applying).toBe(true);
    await idle(actor);
    expect(ports.notify.messages).toEqual([{ kind: 'success', message: 'Настройки применены' }]);
    expect(log('orders/set-filter').map((l) => l.body)).toEqual([{ ids: ['fish', 'nuts', 'gluten'] }]);
    expect(log('client-details/update-last-filter')).toHaveLength(1);
    expect(model(actor).canApply).toBe(false);
    const { profile } = await mealflow.api.call(calls.updateLastFilter, { ids: ['fish', 'nuts', 'gluten'] });
    expect(profile.lastFilterIds).toEqual(['fish', 'nuts', 'gluten']);
  });

  it('a reset returns to the applied filters; a failed apply keeps the choice with the server message', async () => {
    const { actor, ports } = start();
    await idle(actor);
    model(actor).toggleFilter('fish');
    expect(model(actor).canApply).toBe(true);
    model(actor).resetFilters();
    expect(model(actor).countText).toBe('Выбрано 1 из 3');
    harness.sandbox.faults.inject('orders/set-filter', {
      kind: 'status',
      status: 400,
      times: 1,
      body: { success: false, messages: ['Фильтры сейчас недоступны'] },
    });
    model(actor).toggleFilter('sugar');
    model(actor).applyFilters();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.filterError !== undefined);
    expect(model(actor)).toMatchObject({ filterError: 'Фильтры сейчас недоступны', canApply: true, countText: 'Выбрано 2 из 3' });
    expect(ports.notify.messages.filter((m) => m.kind === 'success')).toEqual([]);
  });

  it('favourites a dish, marking it again takes it out; a stop-listed dish can become a favourite', async () => {
    const { actor } = start();
    await idle(actor);
    model(actor).mark(107, 'favorite');
    expect(model(actor).dishes.find((d) => d.packId === 107)?.saving).toBe(true);
    await idle(actor);
    expect(model(actor).favorites.map((d) => d.packId)).toEqual([101, 104, 107]);
    expect(log('prefs/').at(-1)?.body).toEqual({ packId: 107, isFavorite: true });
    model(actor).mark(107, 'favorite');
    await idle(actor);
    expect(model(actor).favorites.map((d) => d.packId)).toEqual([101, 104]);
    expect(log('prefs/delete').map((l) => l.body)).toEqual([{ packId: 107 }]);
    model(actor).mark(105, 'favorite');
    await idle(actor);
    expect(model(actor)).toMatchObject({ stopList: [] });
    expect(model(actor).favorites.map((d) => d.packId)).toContain(105);
  });

  it('the proposed version has more options and a larger maximum; unknown last ids are dropped', async () => {
    const { actor } = start({ proposed: true });
    await idle(actor);
    expect(model(actor)).toMatchObject({ proposed: true, maxText: 'Можно выбрать не больше 4 фильтров' });
    expect(model(actor).groups.flatMap((g) => g.options.map((o) => o.id))).toEqual(expect.arrayContaining(['pork', 'spicy']));
    expect(log('customization-info/filters')).toHaveLength(1);
  });

  it('a visitor keeps filters and the stop-list locally (unknown ids dropped) and cannot favourite', async () => {
    const { actor, ports } = start({ visitor: true }, undefined, {
      [LOCAL_KEYS.filters]: JSON.stringify(['dairy', 'gone']),
      [LOCAL_KEYS.stopList]: '[105]',
    });
    await idle(actor);
    expect(model(actor)).toMatchObject({ visitor: true, countText: 'Выбрано 1 из 3' });
    expect(actor.getSnapshot().context.prefs).toEqual([{ packId: 105, isFavorite: false }]);
    model(actor).toggleFilter('nuts');
    model(actor).applyFilters();
    await idle(actor);
    expect(ports.storage.get(LOCAL_KEYS.filters)).toBe(JSON.stringify(['dairy', 'nuts']));
    expect(ports.notify.messages).toEqual([{ kind: 'success', message: 'Настройки применены' }]);
    expect(log('orders/set-filter')).toHaveLength(0);
    model(actor).mark(101, 'favorite');
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    model(actor).mark(101, 'stop');
    await idle(actor);
    expect(ports.storage.get(LOCAL_KEYS.stopList)).toBe('[105,101]');
  });

  it('a failed load shows the error and RETRY loads again; a failed mark says so', async () => {
    harness.sandbox.faults.inject('prefs/', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(model(actor)).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    model(actor).retry();
    await idle(actor);
    harness.sandbox.faults.inject('prefs/delete', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Не получилось'] },
    });
    model(actor).mark(101, 'favorite');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.prefError !== undefined);
    expect(model(actor).prefError).toBe('Не получилось');
    expect(model(actor).favorites.map((d) => d.packId)).toEqual([101, 104]);
  });
});
