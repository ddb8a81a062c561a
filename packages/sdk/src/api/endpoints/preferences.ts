import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { ProfileResponse } from '../schemas/profile';
import {
  FiltersResponse,
  ForFavoritesResponse,
  PrefsResponse,
  type AddPrefRequest,
  type DeletePrefRequest,
  type FiltersRequest,
  type FullPrefsRequest,
  type SetFilterRequest,
} from '../schemas/preferences';

/**
 * Filters and preferences (personal-cabinet §7 "Menus and customisation", "Profile and client",
 * "Orders in the cabinet"): the filter options, applying filters, the favourites and the stop-list.
 */
export const preferences = {
  /** The filter options and the server's maximum; `getProposedVersion: 1` asks for the proposed set. */
  filters: defineEndpoint<FiltersRequest, FiltersResponse>({
    name: 'customization-info/filters',
    method: 'GET',
    path: 'customization-info/filters',
    response: FiltersResponse,
  }),
  /** Applies the filters to the client's orders. */
  setFilter: defineEndpoint<SetFilterRequest, SuccessResponse>({
    name: 'orders/set-filter',
    method: 'POST',
    path: 'orders/set-filter',
    response: SuccessResponse,
  }),
  /** Remembers the filters on the profile (`lastFilterIds`); answers the profile. */
  updateLastFilter: defineEndpoint<SetFilterRequest, ProfileResponse>({
    name: 'client-details/update-last-filter',
    method: 'POST',
    path: 'client-details/update-last-filter',
    response: ProfileResponse,
  }),
  /** The client's favourites (isFavorite) and stop-list (not). */
  list: defineEndpoint<Record<string, never>, PrefsResponse>({ name: 'prefs/', method: 'GET', path: 'prefs/', response: PrefsResponse }),
  /** The dishes the client can mark. */
  forFavorites: defineEndpoint<Record<string, never>, ForFavoritesResponse>({
    name: 'prefs/for-favorites',
    method: 'GET',
    path: 'prefs/for-favorites',
    response: ForFavoritesResponse,
  }),
  add: defineEndpoint<AddPrefRequest, PrefsResponse>({ name: 'prefs/', method: 'POST', path: 'prefs/', response: PrefsResponse }),
  remove: defineEndpoint<DeletePrefRequest, PrefsResponse>({
    name: 'prefs/delete',
    method: 'POST',
    path: 'prefs/delete',
    response: PrefsResponse,
  }),
  /** Replaces the whole list of one kind (favourites or stop-list). */
  full: defineEndpoint<FullPrefsRequest, PrefsResponse>({
    name: 'prefs/full',
    method: 'POST',
    path: 'prefs/full',
    response: PrefsResponse,
  }),
} as const;
