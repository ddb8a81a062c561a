/** Filters and preferences: calls, schemas, the preferences machine (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { preferences } from '../api/endpoints/preferences';
export {
  AddPrefRequest, DeletePrefRequest, FavoriteCandidate, FilterGroup, FilterOption, FiltersRequest, FiltersResponse, ForFavoritesResponse,
  FullPrefsRequest, Pref, PrefsResponse, SetFilterRequest,
} from '../api/schemas/preferences';
export { PREFERENCES_TEXTS, preferencesMachine } from '../cabinet/preferences/preferences.machine';
export { providePreferences } from '../cabinet/preferences/preferences.provide';
export {
  applyPrefChange, canToggleFilter, favoritesToSend, filtersChanged, knownFilterIds, LOCAL_KEYS, localLists, localPrefs, prefChange, prefKind, proposesFilterChange, readList,
  toggleFilter,
} from '../cabinet/preferences/preferences.rules';
export { loadMarks, saveMark } from '../cabinet/preferences/prefs-calls';
export type { PrefChange, PrefKind } from '../cabinet/preferences/preferences.rules';
export type { ApplyFiltersInput, PreferencesContext, PreferencesEvent, PreferencesInput, PreferencesLoaded, SavePrefInput } from '../cabinet/preferences/preferences.types';
export type { PreferencesMachine } from '../cabinet/preferences/preferences.machine';
export { connectPreferences, preferencesView } from '../cabinet/preferences/preferences.connect';
export type { DishView, FilterOptionView, PreferencesHandlers, PreferencesSnapshot, PreferencesView } from '../cabinet/preferences/preferences.connect';
