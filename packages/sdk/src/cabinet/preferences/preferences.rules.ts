import type { FilterGroup, Pref } from '../../api/schemas/preferences';

/**
 * The rules of filters and preferences (personal-cabinet §3 "Filters", §4 Login, §5), one pure
 * function each: the machine's guards, the connect and the tests call them.
 */

/** Filter ids are kept only if they exist among the known options (§5). */
export function knownFilterIds(ids: readonly string[], groups: readonly FilterGroup[]): string[] {
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  return [...new Set(ids)].filter((id) => known.has(id));
}

/** An option may be turned on while fewer than the server's maximum are on; off always. */
export const canToggleFilter = (selected: readonly string[], id: string, max: number): boolean =>
  selected.includes(id) || selected.length < max;

export const toggleFilter = (selected: readonly string[], id: string): string[] =>
  selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];

/** The selection differs from what was applied last (order does not matter). */
export const filtersChanged = (selected: readonly string[], applied: readonly string[]): boolean =>
  selected.length !== applied.length || selected.some((id) => !applied.includes(id));

export type PrefKind = 'favorite' | 'stop';

export function prefKind(prefs: readonly Pref[], packId: number): PrefKind | undefined {
  const pref = prefs.find((p) => p.packId === packId);
  return pref === undefined ? undefined : pref.isFavorite ? 'favorite' : 'stop';
}

/** What marking a dish asks of the server: the same mark again removes it (`prefs/delete`), another adds it (`prefs/`). */
export type PrefChange = { kind: 'add'; packId: number; isFavorite: boolean } | { kind: 'remove'; packId: number };

export function prefChange(prefs: readonly Pref[], packId: number, want: PrefKind): PrefChange {
  return prefKind(prefs, packId) === want ? { kind: 'remove', packId } : { kind: 'add', packId, isFavorite: want === 'favorite' };
}

/** The same change on a local list (visitors keep their stop-list locally, §6). */
export function applyPrefChange(prefs: readonly Pref[], change: PrefChange): Pref[] {
  const rest = prefs.filter((p) => p.packId !== change.packId);
  return change.kind === 'remove' ? rest : [...rest, { packId: change.packId, isFavorite: change.isFavorite }];
}

/**
 * The login rule (§4): a profile that proposes a filter change gets the 'Выбрать предпочтения' modal,
 * but not on a phone and not on the second brand's storefront.
 */
export const proposesFilterChange = (
  profile: { proposeFiltersChange?: boolean | null | undefined } | undefined,
  facts: { smartphone: boolean; brand: string },
): boolean => profile?.proposeFiltersChange === true && !facts.smartphone && facts.brand !== 'wowfood';

/** Storage keys of a visitor's local choices (ours). */
export const LOCAL_KEYS = { filters: 'mf_filters', stopList: 'mf_stop_list', favorites: 'mf_favorites' } as const;

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** A visitor's marks kept on the device (§6): the favourites, then the stop-list (a dish in both counts as a favourite). */
export function localPrefs(read: (key: string) => string | undefined): Pref[] {
  const favorites = readList(read(LOCAL_KEYS.favorites), isNumber);
  const stopList = readList(read(LOCAL_KEYS.stopList), isNumber).filter((id) => !favorites.includes(id));
  return [...favorites.map((packId) => ({ packId, isFavorite: true })), ...stopList.map((packId) => ({ packId, isFavorite: false }))];
}

/** The two stored lists of a visitor's marks. */
export const localLists = (prefs: readonly Pref[]): { favorites: number[]; stopList: number[] } => ({
  favorites: prefs.filter((p) => p.isFavorite).map((p) => p.packId),
  stopList: prefs.filter((p) => !p.isFavorite).map((p) => p.packId),
});

/**
 * The favourites a client's account gets from the device after login (`prefs/full`, a whole list):
 * the account's and the visitor's, once each; undefined when the device adds none.
 */
export function favoritesToSend(account: readonly Pref[], device: readonly Pref[]): number[] | undefined {
  const own = account.filter((p) => p.isFavorite).map((p) => p.packId);
  const added = device.filter((p) => p.isFavorite && !own.includes(p.packId)).map((p) => p.packId);
  return added.length > 0 ? [...own, ...added] : undefined;
}

/** A stored JSON list, or [] when absent or broken. */
export function readList<T>(raw: string | undefined, item: (value: unknown) => value is T): T[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(item) : [];
  } catch {
    return [];
  }
}
