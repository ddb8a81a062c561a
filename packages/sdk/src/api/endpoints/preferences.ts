import { call, type NoInput } from './declare';
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
  filters: call<FiltersRequest, FiltersResponse>('GET customization-info/filters', FiltersResponse),
  /** Applies the filters to the client's orders. */
  setFilter: call<SetFilterRequest, SuccessResponse>('POST orders/set-filter', SuccessResponse),
  /** Remembers the filters on the profile (`lastFilterIds`); answers the profile. */
  updateLastFilter: call<SetFilterRequest, ProfileResponse>('POST client-details/update-last-filter', ProfileResponse),
  /** The client's favourites (isFavorite) and stop-list (not). */
  list: call<NoInput, PrefsResponse>('GET prefs/', PrefsResponse),
  /** The dishes the client can mark. */
  forFavorites: call<NoInput, ForFavoritesResponse>('GET prefs/for-favorites', ForFavoritesResponse),
  add: call<AddPrefRequest, PrefsResponse>('POST prefs/', PrefsResponse),
  remove: call<DeletePrefRequest, PrefsResponse>('POST prefs/delete', PrefsResponse),
  /** Replaces the whole list of one kind (favourites or stop-list). */
  full: call<FullPrefsRequest, PrefsResponse>('POST prefs/full', PrefsResponse),
} as const;
