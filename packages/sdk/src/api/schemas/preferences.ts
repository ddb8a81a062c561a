import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * Filters and preferences (personal-cabinet §3 "Filters", "Preferences", §5, §7 "Menus and
 * customisation"). The spec names the fields (filters with options, name, id; maxActiveFiltersCount;
 * promo.options; packIds, isFavorite), not every shape: the rest is ours (sandbox README
 * "Preferences and filters").
 */
/** @internal */
export const FilterOption = v.object({ id: v.string(), name: v.string() });
/** @internal */
export interface FilterOptionSchema extends Named<typeof FilterOption> {}
export interface FilterOption {
  id: string;
  name: string;
}

/** One group of options ('Без чего', 'Особенности питания' …). */
/** @internal */
export const FilterGroup = v.object({ id: v.string(), name: v.string(), options: v.array(FilterOption as FilterOptionSchema) });
/** @internal */
export interface FilterGroupSchema extends Named<typeof FilterGroup> {}
export interface FilterGroup {
  id: string;
  name: string;
  options: FilterOption[];
}

/** @internal */
export const FiltersResponse = v.object({
  ...Envelope.entries,
  filters: v.array(FilterGroup as FilterGroupSchema),
  /** How many options may be on at once (from the server, §5). */
  maxActiveFiltersCount: v.number(),
  promo: maybe(v.object({ options: v.array(FilterOption as FilterOptionSchema) })),
  /** The version of the filter set answered (ours: the proposed one differs from the current). */
  version: maybe(v.string()),
});
export interface FiltersResponse extends Envelope {
  filters: FilterGroup[];
  /** How many options may be on at once (from the server, §5). */
  maxActiveFiltersCount: number;
  promo?: { options: FilterOption[] } | null | undefined;
  /** The version of the filter set answered (ours: the proposed one differs from the current). */
  version?: string | null | undefined;
}

/** `customization-info/filters`: `getProposedVersion` asks for the filter set the profile is offered. */
/** @internal */
export const FiltersRequest = v.object({ getProposedVersion: v.optional(v.number()) });
export interface FiltersRequest {
  getProposedVersion?: number | undefined;
}

/** `orders/set-filter` and `client-details/update-last-filter`: the ids on ("Filters set: ids array"). */
/** @internal */
export const SetFilterRequest = v.object({ ids: v.array(v.string()) });
export interface SetFilterRequest {
  ids: string[];
}

/** A preference: a dish the client likes (isFavorite) or does not want (the stop-list). */
/** @internal */
export const Pref = v.object({ packId: v.number(), isFavorite: v.boolean() });
/** @internal */
export interface PrefSchema extends Named<typeof Pref> {}
export interface Pref {
  packId: number;
  isFavorite: boolean;
}

/** @internal */
export const PrefsResponse = v.object({ ...Envelope.entries, prefs: v.array(Pref as PrefSchema) });
export interface PrefsResponse extends Envelope {
  prefs: Pref[];
}

/** A dish the client can mark (`prefs/for-favorites`): the dishes of their menus. */
/** @internal */
export const FavoriteCandidate = v.object({
  id: v.number(),
  title: v.string(),
  mealType: v.string(),
  isFavorite: v.optional(v.boolean(), false),
});
/** @internal */
export interface FavoriteCandidateSchema extends Named<typeof FavoriteCandidate> {}
export interface FavoriteCandidate {
  id: number;
  title: string;
  mealType: string;
  isFavorite: boolean;
}

/** @internal */
export const ForFavoritesResponse = v.object({ ...Envelope.entries, packs: v.array(FavoriteCandidate as FavoriteCandidateSchema) });
export interface ForFavoritesResponse extends Envelope {
  packs: FavoriteCandidate[];
}

/** `prefs/` POST: one dish into the favourites (isFavorite true) or the stop-list (false). */
/** @internal */
export const AddPrefRequest = v.object({ packId: v.number(), isFavorite: v.boolean() });
export interface AddPrefRequest {
  packId: number;
  isFavorite: boolean;
}

/** `prefs/delete`: the dish leaves whichever list holds it. */
/** @internal */
export const DeletePrefRequest = v.object({ packId: v.number() });
export interface DeletePrefRequest {
  packId: number;
}

/** `prefs/full`: the whole list of one kind at once (a visitor's local list after login). */
/** @internal */
export const FullPrefsRequest = v.object({ packIds: v.array(v.number()), isFavorite: v.boolean() });
export interface FullPrefsRequest {
  packIds: number[];
  isFavorite: boolean;
}
