import { preferences } from '../../api/endpoints/preferences';
import type { Pref } from '../../api/schemas/preferences';
import type { MealflowDeps } from '../../deps';
import { applyPrefChange, favoritesToSend, LOCAL_KEYS, localLists, localPrefs, type PrefChange } from './preferences.rules';

/**
 * The marks' calls, shared by the preferences machine and the menu pages' favourite toggle
 * (personal-cabinet §6, §7 prefs/, prefs/delete, prefs/full): a visitor's marks live in storage; a
 * client's on the server, and the favourites a visitor marked on this device go to the account once
 * with `prefs/full` the next time the client's marks load, then leave the device. `background`: a
 * failure is the caller's to handle (no error toast).
 */
export async function loadMarks(deps: MealflowDeps, visitor: boolean, signal: AbortSignal, background = false): Promise<Pref[]> {
  const { api, ports } = deps;
  const device = localPrefs((key) => ports.storage.get(key));
  if (visitor) return device;
  const account = (await api.call(preferences.list, {}, { signal, background })).prefs;
  const packIds = favoritesToSend(account, device);
  if (!packIds) return account;
  const answer = await api.call(preferences.full, { packIds, isFavorite: true }, { signal, background });
  ports.storage.remove(LOCAL_KEYS.favorites);
  return answer.prefs;
}

/** One mark changed: stored on the device for a visitor, else `prefs/` or `prefs/delete`; the marks after it. */
export async function saveMark(
  deps: MealflowDeps,
  input: { change: PrefChange; prefs: readonly Pref[]; visitor: boolean },
  signal: AbortSignal,
): Promise<Pref[]> {
  const { api, ports } = deps;
  const { change } = input;
  if (input.visitor) {
    const next = applyPrefChange(input.prefs, change);
    const lists = localLists(next);
    ports.storage.set(LOCAL_KEYS.favorites, JSON.stringify(lists.favorites));
    ports.storage.set(LOCAL_KEYS.stopList, JSON.stringify(lists.stopList));
    return next;
  }
  const answer =
    change.kind === 'remove'
      ? await api.call(preferences.remove, { packId: change.packId }, { signal })
      : await api.call(preferences.add, { packId: change.packId, isFavorite: change.isFavorite }, { signal });
  return answer.prefs;
}
