import { preferences } from '../../api/endpoints/preferences';
import { profile as profileCalls } from '../../api/endpoints/profile';
import type { FavoriteCandidate, Pref } from '../../api/schemas/preferences';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { preferencesLogic } from './preferences.machine';
import { knownFilterIds, LOCAL_KEYS, readList } from './preferences.rules';
import { loadMarks, saveMark } from './prefs-calls';
import type { PreferencesMachine } from './preferences.machine';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Binds filters and preferences to the API and, for visitors, to local storage: the filter options
 * (`customization-info/filters`, `getProposedVersion: 1` for the proposed set); the client's applied
 * ids from the profile (`lastFilterIds`), the dishes (`prefs/for-favorites`) and marks (`prefs/`);
 * APPLY through `orders/set-filter` then `client-details/update-last-filter`; a mark through `prefs/`
 * or `prefs/delete` (`prefs-calls.ts`, shared with the menu pages). A visitor's filters and marks
 * are read from and written to storage.
 */
export function providePreferences(deps: MealflowDeps): PreferencesMachine {
  const { api, ports } = deps;
  const local = {
    filters: () => readList(ports.storage.get(LOCAL_KEYS.filters), isString),
  };
  return preferencesLogic.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const filters = await api.call(preferences.filters, input.proposed ? { getProposedVersion: 1 } : {}, { signal });
        let applied: string[];
        let candidates: FavoriteCandidate[] = [];
        let prefs: Pref[];
        if (input.visitor) {
          applied = local.filters();
          prefs = await loadMarks(deps, true, signal);
        } else if (input.filtersOnly) {
          applied = (await api.call(profileCalls.get, {}, { signal })).profile.lastFilterIds ?? [];
          prefs = [];
        } else {
          // The marks: a visitor's favourites from this device join the account (prefs/full) once.
          const [client, dishes, marks] = await Promise.all([
            api.call(profileCalls.get, {}, { signal }),
            api.call(preferences.forFavorites, {}, { signal }),
            loadMarks(deps, false, signal),
          ]);
          applied = client.profile.lastFilterIds ?? [];
          candidates = dishes.packs;
          prefs = marks;
        }
        return {
          groups: filters.filters,
          max: filters.maxActiveFiltersCount,
          version: filters.version ?? undefined,
          applied: knownFilterIds(applied, filters.filters).slice(0, filters.maxActiveFiltersCount),
          candidates,
          prefs,
        };
      }),
      applyFilters: fromCall(async ({ input, signal }) => {
        if (input.visitor) {
          ports.storage.set(LOCAL_KEYS.filters, JSON.stringify(input.ids));
          return;
        }
        await api.call(preferences.setFilter, { ids: input.ids }, { signal });
        await api.call(preferences.updateLastFilter, { ids: input.ids }, { signal });
      }),
      savePref: fromCall(({ input, signal }) => saveMark(deps, input, signal)),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
    },
  });
}
