import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { Pref } from '../../api/schemas/preferences';
import { errorText } from '../../api/errors';
import { TOAST_SETTINGS_APPLIED } from '../../domain/messages';
import { canToggleFilter, filtersChanged, prefChange, toggleFilter, type PrefChange } from './preferences.rules';
import type {
  ApplyFiltersInput,
  PreferencesContext,
  PreferencesEvent,
  PreferencesInput,
  PreferencesLoaded,
  SavePrefInput,
} from './preferences.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { PreferencesStateValue } from '../../machine-states';

/**
 * Filters and preferences (personal-cabinet §2.1 preferences, §3 Filters and Preferences, §5, §6):
 * `loading` (filters with the server's maximum, the applied ids, the dishes and the client's marks)
 * → `ready` | `error` (RETRY). In `ready.idle` options toggle up to the maximum; FILTERS.APPLY sends
 * `orders/set-filter` and `client-details/update-last-filter` and toasts 'Настройки применены';
 * PREF.MARK puts a dish into the favourites or the stop-list, or takes it out. A visitor keeps the
 * filters and the stop-list locally.
 */

export type { PreferencesContext, PreferencesEvent, PreferencesInput } from './preferences.types';

const reject = (name: string) => () => Promise.reject(new Error(`preferences: actor "${name}" is not provided (use providePreferences)`));

export const PREFERENCES_TEXTS = {
  loadFailed: 'Не удалось загрузить предпочтения',
  applyFailed: 'Не удалось применить фильтры',
  prefFailed: 'Не удалось сохранить блюдо',
};

const preferencesSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as PreferencesInput, context: {} as PreferencesContext, events: {} as PreferencesEvent },
  actors: {
    load: fromPromise<PreferencesLoaded, { visitor: boolean; proposed: boolean; filtersOnly: boolean }>(reject('load')),
    applyFilters: fromPromise<void, ApplyFiltersInput>(reject('applyFilters')),
    savePref: fromPromise<Pref[], SavePrefInput>(reject('savePref')),
  },
  guards: {
    canToggle: ({ context }, params: { id: string }) => canToggleFilter(context.selected, params.id, context.max),
    changed: ({ context }) => filtersChanged(context.selected, context.applied),
    /** Favourites live on the server: a visitor marks only the stop-list. */
    canMark: ({ context }, params: { kind: 'favorite' | 'stop' }) => !context.visitor || params.kind === 'stop',
  },
  actions: {
    setLoaded: assign((_, params: { loaded: PreferencesLoaded }) => ({
      ...params.loaded,
      selected: params.loaded.applied,
      error: undefined,
    })),
    toggle: assign(({ context }, params: { id: string }) => ({
      selected: toggleFilter(context.selected, params.id),
      filterError: undefined,
    })),
    resetSelection: assign(({ context }) => ({ selected: context.applied, filterError: undefined })),
    markApplied: assign(({ context }) => ({ applied: context.selected, filterError: undefined })),
    setPrefs: assign((_, params: { prefs: Pref[] }) => ({ prefs: params.prefs, savingPackId: undefined, prefError: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, PREFERENCES_TEXTS.loadFailed) })),
    setFilterError: assign((_, params: { error: unknown }) => ({ filterError: errorText(params.error, PREFERENCES_TEXTS.applyFailed) })),
    setPrefError: assign((_, params: { error: unknown }) => ({
      prefError: errorText(params.error, PREFERENCES_TEXTS.prefFailed),
      savingPackId: undefined,
    })),
    /** 'Настройки применены' (§8), through the notify port (provided). */
    toast: (_, _params: { text: string }) => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const preferencesLoading = /*#__PURE__*/ loadable(preferencesSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ visitor: context.visitor, proposed: context.proposed, filtersOnly: context.filtersOnly }),
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const preferencesLogic = /*#__PURE__*/ preferencesSetup.createMachine({
  id: 'preferences',
  context: ({ input }) => ({
    visitor: input.visitor ?? false,
    proposed: input.proposed ?? false,
    filtersOnly: input.filtersOnly ?? false,
    groups: [],
    max: 0,
    version: undefined,
    applied: [],
    selected: [],
    candidates: [],
    prefs: [],
    savingPackId: undefined,
    error: undefined,
    filterError: undefined,
    prefError: undefined,
  }),
  initial: 'loading',
  states: {
    ...preferencesLoading,
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FILTER.TOGGLE': {
              guard: { type: 'canToggle', params: ({ event }) => ({ id: event.id }) },
              actions: { type: 'toggle', params: ({ event }) => ({ id: event.id }) },
            },
            'FILTERS.RESET': { actions: 'resetSelection' },
            'FILTERS.APPLY': { guard: 'changed', target: 'applying' },
            'PREF.MARK': {
              guard: { type: 'canMark', params: ({ event }) => ({ kind: event.kind }) },
              target: 'savingPref',
              actions: assign(({ event }) => ({ savingPackId: event.packId, prefError: undefined })),
            },
          },
        },
        applying: {
          tags: ['submitting'],
          invoke: {
            id: 'applyFilters',
            src: 'applyFilters',
            input: ({ context }) => ({ ids: context.selected, visitor: context.visitor }),
            onDone: { target: 'idle', actions: ['markApplied', { type: 'toast', params: { text: TOAST_SETTINGS_APPLIED } }] },
            onError: { target: 'idle', actions: { type: 'setFilterError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        savingPref: {
          tags: ['saving'],
          invoke: {
            id: 'savePref',
            src: 'savePref',
            input: ({ context, event }) => ({ change: changeOf(context, event), prefs: context.prefs, visitor: context.visitor }),
            onDone: { target: 'idle', actions: { type: 'setPrefs', params: ({ event }) => ({ prefs: event.output }) } },
            onError: { target: 'idle', actions: { type: 'setPrefError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The change PREF.MARK asks for (the event that entered `savingPref`). */
function changeOf(context: PreferencesContext, event: PreferencesEvent): PrefChange {
  if (event.type !== 'PREF.MARK') return { kind: 'remove', packId: context.savingPackId ?? 0 };
  return prefChange(context.prefs, event.packId, event.kind);
}

/** The preferences machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface PreferencesMachine extends PublicMachine<
  PreferencesContext,
  PreferencesEvent,
  PreferencesStateValue,
  { input: PreferencesInput }
> {}
export const preferencesMachine: PreferencesMachine = preferencesLogic;
