import { preferences } from '../../api/endpoints/preferences';
import { profile as profileCalls } from '../../api/endpoints/profile';
import type { FavoriteCandidate, Pref } from '../../api/schemas/preferences';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../shared/from-call';
import { preferencesMachine } from './preferences.machine';
import { applyPrefChange, knownFilterIds, LOCAL_KEYS, readList } from './preferences.rules';
import type { PreferencesMachine } from './preferences.types';

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';

/**
 * Binds filters and preferences to the API and, for visitors, to local storage: the filter options
 * (`customization-info/filters`, `getProposedVersion: 1` for the proposed set); the client's applied
 * ids from the profile (`lastFilterIds`), the dishes (`prefs/for-favorites`) and marks (`prefs/`);
 * APPLY through `orders/set-filter` then `client-details/update-last-filter`; a mark through `prefs/`
 * or `prefs/delete`. A visitor's filters and stop-list are read from and written to storage.
 */
export function providePreferences(deps: MealflowDeps): PreferencesMachine {
  const { api, ports } = deps;
  const local = {
    filters: () => readList(ports.storage.get(LOCAL_KEYS.filters), isString),
    stopList: () => readList(ports.storage.get(LOCAL_KEYS.stopList), isNumber),
  };
  return preferencesMachine.provide({
    actors: {
      load: fromCall(async ({ input, signal }) => {
        const filters = await api.call(preferences.filters, input.proposed ? { getProposedVersion: 1 } : {}, { signal });
        let applied: string[];
        let candidates: FavoriteCandidate[] = [];
        let prefs: Pref[];
        if (input.visitor) {
          applied = local.filters();
          prefs = local.stopList().map((packId) => ({ packId, isFavorite: false }));
        } else if (input.filtersOnly) {
          applied = (await api.call(profileCalls.get, {}, { signal })).profile.lastFilterIds ?? [];
          prefs = [];
        } else {
          const [client, dishes, marks] = await Promise.all([
            api.call(profileCalls.get, {}, { signal }),
            api.call(preferences.forFavorites, {}, { signal }),
            api.call(preferences.list, {}, { signal }),
          ]);
          applied = client.profile.lastFilterIds ?? [];
          candidates = dishes.packs;
          prefs = marks.prefs;
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
      savePref: fromCall(async ({ input, signal }) => {
        if (input.visitor) {
          const next = applyPrefChange(input.prefs, input.change);
          ports.storage.set(LOCAL_KEYS.stopList, JSON.stringify(next.filter((p) => !p.isFavorite).map((p) => p.packId)));
          return next;
        }
        const { change } = input;
        const answer =
          change.kind === 'remove'
            ? await api.call(preferences.remove, { packId: change.packId }, { signal })
            : await api.call(preferences.add, { packId: change.packId, isFavorite: change.isFavorite }, { signal });
        return answer.prefs;
      }),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
    },
  });
}
