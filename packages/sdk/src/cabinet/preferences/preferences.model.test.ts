import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { preferencesMachine } from './preferences.machine';
import type { PreferencesLoaded } from './preferences.types';

/** Model-based coverage (@xstate/graph): every state and event transition of filters and preferences. */
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const loaded: PreferencesLoaded = {
  groups: [
    {
      id: 'g',
      name: 'Исключить из меню',
      options: [
        { id: 'a', name: 'Рыба' },
        { id: 'b', name: 'Орехи' },
      ],
    },
  ],
  max: 1,
  version: 'v1',
  applied: [],
  candidates: [{ id: 1, title: 'Суп', mealType: 'lunch', isFavorite: false }],
  prefs: [],
};
const events = [
  { type: 'xstate.done.actor.load', output: loaded },
  { type: 'xstate.error.actor.load', error: failure('prefs/') },
  { type: 'RETRY' },
  { type: 'FILTER.TOGGLE', id: 'a' },
  { type: 'FILTER.TOGGLE', id: 'b' },
  { type: 'FILTERS.RESET' },
  { type: 'FILTERS.APPLY' },
  { type: 'xstate.done.actor.applyFilters' },
  { type: 'xstate.error.actor.applyFilters', error: failure('orders/set-filter') },
  { type: 'PREF.MARK', packId: 1, kind: 'favorite' },
  { type: 'PREF.MARK', packId: 1, kind: 'stop' },
  { type: 'xstate.done.actor.savePref', output: [{ packId: 1, isFavorite: true }] },
  { type: 'xstate.error.actor.savePref', error: failure('prefs/') },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { selected: string[]; applied: string[]; prefs: unknown[]; filterError?: string; prefError?: string };
  return JSON.stringify([s.value, c.selected, c.applied, c.prefs.length, Boolean(c.filterError), Boolean(c.prefError)]);
};

describe('model: preferences machine', () => {
  it('reaches every state node and every event transition, for a client and a visitor', () => {
    const client = coverage(preferencesMachine, { events, serializeState, input: {} });
    expect(client.missingStates).toEqual([]);
    expect(client.missingTransitions).toEqual([]);
    const visitor = coverage(preferencesMachine, { events, serializeState, input: { visitor: true } });
    expect(visitor.missingStates).toEqual([]);
  });
});
