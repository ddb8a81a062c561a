import type { FavoriteCandidate, FilterGroup, Pref } from '../../api/schemas/preferences';
import type { PrefChange, PrefKind } from './preferences.rules';

export interface PreferencesInput {
  /** An unauthenticated visitor: filters and the stop-list are kept in local storage. */
  visitor?: boolean;
  /** Open the proposed filter version (`getProposedVersion`, the login rule's modal). */
  proposed?: boolean;
  /** The root view's filters panel: the filters only (no dishes, favourites or stop-list calls). */
  filtersOnly?: boolean;
}

export interface PreferencesLoaded {
  groups: FilterGroup[];
  max: number;
  version: string | undefined;
  /** The applied filters (the profile's lastFilterIds, or the visitor's local ones), known ids only. */
  applied: string[];
  candidates: FavoriteCandidate[];
  prefs: Pref[];
}

export interface PreferencesContext extends PreferencesLoaded {
  visitor: boolean;
  filtersOnly: boolean;
  proposed: boolean;
  /** The filters being chosen (applied with APPLY). */
  selected: string[];
  /** The dish being saved. */
  savingPackId: number | undefined;
  error: string | undefined;
  filterError: string | undefined;
  prefError: string | undefined;
}

export type PreferencesEvent =
  | { type: 'RETRY' }
  | { type: 'FILTER.TOGGLE'; id: string }
  | { type: 'FILTERS.APPLY' }
  | { type: 'FILTERS.RESET' }
  | { type: 'PREF.MARK'; packId: number; kind: PrefKind };

export interface ApplyFiltersInput {
  ids: string[];
  visitor: boolean;
}

export interface SavePrefInput {
  change: PrefChange;
  prefs: Pref[];
  visitor: boolean;
}
