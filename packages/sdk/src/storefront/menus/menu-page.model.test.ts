import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { menuPageMachine } from './menu-page.machine';
import type { MenuPageData } from './menu-page.types';
import { targetDetailsMachine } from './target-details.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the menu page and the goal page. */
const failure = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const line = {
  type: 'fit',
  title: 'Фит',
  subtitle: undefined,
  kcal: 1200,
  description: undefined,
  pricePerDay: 1500,
  bonuses: [],
  averageMealsNumber: 5,
  stockRemains: undefined,
};
const base: MenuPageData = {
  cityId: 2,
  cityAlias: 'msk',
  businessProduct: 'standard',
  lines: [line],
  weekStart: '2026-11-23',
  days: {},
  orderDishes: [],
  restrictedPackIds: [],
  marks: [],
  visitor: true,
};
const withDays: MenuPageData = {
  ...base,
  days: {
    fit: [
      {
        date: '2026-11-23',
        dishes: [{ title: 'Сырники', packId: 101, mealType: 'breakfast', kcal: 320, proteins: 18, fats: 12, carbs: 34 }],
      },
    ],
  },
};

describe('model: menu page machine', () => {
  it('reaches every state node and every event transition', () => {
    const events = [
      { type: 'xstate.done.actor.loadMenu', output: withDays },
      { type: 'xstate.done.actor.loadMenu', output: base },
      { type: 'xstate.done.actor.loadMenu', output: { ...base, lines: [] } },
      { type: 'xstate.error.actor.loadMenu', error: failure },
      { type: 'RETRY' },
      { type: 'WEEK.SELECT', week: { kind: 'next' } },
      { type: 'TYPE.SELECT', menuType: 'fit' },
      { type: 'FAVORITE.TOGGLE', packId: 101 },
      { type: 'xstate.done.actor.saveFavorite', output: [{ packId: 101, isFavorite: true }] },
      { type: 'xstate.error.actor.saveFavorite', error: failure },
    ];
    const serializeState = (s: { value: unknown; context: unknown }) => {
      const c = s.context as { week: unknown; menuType?: string; data?: MenuPageData; error?: string; favoriteError?: string };
      return JSON.stringify([
        s.value,
        c.week,
        c.menuType,
        c.data?.lines.length,
        Object.keys(c.data?.days ?? {}).length,
        c.data?.marks?.length,
        c.error,
        c.favoriteError,
      ]);
    };
    const result = coverage(menuPageMachine, { input: { source: { kind: 'week', cityId: 2 } }, events, serializeState });
    expect(result.missingStates).toEqual(['deciding']);
    expect(result.missingTransitions).toEqual([]);
  });
});

describe('model: target details machine', () => {
  it('reaches every state node and every event transition', () => {
    const goal = { id: 1, code: 'p1', title: 'Похудеть', menuTypes: ['fit'], defaultMenuType: 'fit' };
    const events = [
      { type: 'xstate.done.actor.loadTarget', output: { goal, lines: [line], cityId: 2 } },
      { type: 'xstate.done.actor.loadTarget', output: { goal: undefined, lines: [], cityId: 2 } },
      { type: 'xstate.error.actor.loadTarget', error: failure },
      { type: 'RETRY' },
    ];
    const serializeState = (s: { value: unknown; context: unknown }) => {
      const c = s.context as { data?: { goal?: { code: string } }; error?: string };
      return JSON.stringify([s.value, c.data?.goal?.code, c.error]);
    };
    const result = coverage(targetDetailsMachine, { input: { target: 'p1', cityId: 2 }, events, serializeState });
    expect(result.missingStates).toEqual(['deciding']);
    expect(result.missingTransitions).toEqual([]);
  });
});
