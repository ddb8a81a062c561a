import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * Filters and preferences (personal-cabinet §3 "Filters", "Preferences", §5, §7 "Menus and
 * customisation"). The spec names the fields (filters with options, name, id; maxActiveFiltersCount;
 * promo.options; packIds, isFavorite), not every shape: the rest is ours (sandbox README
 * "Preferences and filters").
 */
export const FilterOption = v.object({ id: v.string(), name: v.string() });
export interface FilterOptionSchema extends Named<typeof FilterOption> {}
export interface FilterOption extends v.InferOutput<typeof FilterOption> {}

/** One group of options ('Без чего', 'Особенности питания' …). */
export const FilterGroup = v.object({ id: v.string(), name: v.string(), options: v.array(FilterOption as FilterOptionSchema) });
export interface FilterGroupSchema extends Named<typeof FilterGroup> {}
export interface FilterGroup extends v.InferOutput<typeof FilterGroup> {}

export const FiltersResponse = v.object({
  ...envelope,
  filters: v.array(FilterGroup as FilterGroupSchema),
  /** How many options may be on at once (from the server, §5). */
  maxActiveFiltersCount: v.number(),
  promo: maybe(v.object({ options: v.array(FilterOption as FilterOptionSchema) })),
  /** The version of the filter set answered (ours: the proposed one differs from the current). */
  version: maybe(v.string()),
});
export interface FiltersResponse extends v.InferOutput<typeof FiltersResponse> {}

/** `customization-info/filters`: `getProposedVersion` asks for the filter set the profile is offered. */
export const FiltersRequest = v.object({ getProposedVersion: v.optional(v.number()) });
export interface FiltersRequest extends v.InferOutput<typeof FiltersRequest> {}

/** `orders/set-filter` and `client-details/update-last-filter`: the ids on ("Filters set: ids array"). */
export const SetFilterRequest = v.object({ ids: v.array(v.string()) });
export interface SetFilterRequest extends v.InferOutput<typeof SetFilterRequest> {}

/** A preference: a dish the client likes (isFavorite) or does not want (the stop-list). */
export const Pref = v.object({ packId: v.number(), isFavorite: v.boolean() });
export interface PrefSchema extends Named<typeof Pref> {}
export interface Pref extends v.InferOutput<typeof Pref> {}

export const PrefsResponse = v.object({ ...envelope, prefs: v.array(Pref as PrefSchema) });
export interface PrefsResponse extends v.InferOutput<typeof PrefsResponse> {}

/** A dish the client can mark (`prefs/for-favorites`): the dishes of their menus. */
export const FavoriteCandidate = v.object({
  id: v.number(),
  title: v.string(),
  mealType: v.string(),
  isFavorite: v.optional(v.boolean(), false),
});
export interface FavoriteCandidateSchema extends Named<typeof FavoriteCandidate> {}
export interface FavoriteCandidate extends v.InferOutput<typeof FavoriteCandidate> {}

export const ForFavoritesResponse = v.object({ ...envelope, packs: v.array(FavoriteCandidate as FavoriteCandidateSchema) });
export interface ForFavoritesResponse extends v.InferOutput<typeof ForFavoritesResponse> {}

/** `prefs/` POST: one dish into the favourites (isFavorite true) or the stop-list (false). */
export const AddPrefRequest = v.object({ packId: v.number(), isFavorite: v.boolean() });
export interface AddPrefRequest extends v.InferOutput<typeof AddPrefRequest> {}

/** `prefs/delete`: the dish leaves whichever list holds it. */
export const DeletePrefRequest = v.object({ packId: v.number() });
export interface DeletePrefRequest extends v.InferOutput<typeof DeletePrefRequest> {}

/** `prefs/full`: the whole list of one kind at once (a visitor's local list after login). */
export const FullPrefsRequest = v.object({ packIds: v.array(v.number()), isFavorite: v.boolean() });
export interface FullPrefsRequest extends v.InferOutput<typeof FullPrefsRequest> {}
