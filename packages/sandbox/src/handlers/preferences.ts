import type { HttpHandler } from 'msw';
import type { Pref } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import type { SandboxClient } from '../store';
import { FAVORITE_CANDIDATES, FILTER_VERSIONS, PROPOSE_FILTERS_PHONE, seedLastFilterIds, seedPrefs } from '../seed/preferences';

/**
 * Filters and preferences (personal-cabinet §7; README "Preferences and filters"). A client's
 * favourites and stop-list live beside the client (a new store after `reset()` has new clients);
 * the applied filters are kept on the profile (`lastFilterIds`) and counted (`setFilter:<phone>`).
 */
const prefsByClient = new WeakMap<SandboxClient, Pref[]>();

/** The client's prefs, seeded on first use; also seeds the profile's filter fields. */
export function prefsOf(client: SandboxClient): Pref[] {
  let list = prefsByClient.get(client);
  if (!list) {
    list = seedPrefs(client.phone);
    prefsByClient.set(client, list);
    if (client.profile.lastFilterIds === undefined) client.profile = { ...client.profile, lastFilterIds: seedLastFilterIds(client.phone) };
    if (client.phone === PROPOSE_FILTERS_PHONE && client.profile.proposeFiltersChange == null)
      client.profile = { ...client.profile, proposeFiltersChange: true };
  }
  return list;
}

const knownPack = (id: unknown): id is number => typeof id === 'number' && FAVORITE_CANDIDATES.some((p) => p.id === id);
const MAX_IDS = Math.max(FILTER_VERSIONS.current.maxActiveFiltersCount, FILTER_VERSIONS.proposed.maxActiveFiltersCount);
const allIds = new Set(
  [...FILTER_VERSIONS.current.filters, ...FILTER_VERSIONS.proposed.filters].flatMap((g) => g.options.map((o) => o.id)),
);

export function preferenceHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  const save = (client: SandboxClient, list: Pref[]) => {
    prefsByClient.set(client, list);
    return ok({ prefs: list });
  };
  /** ids must be known options of either set, no more than the larger set's maximum. */
  const checkIds = (ids: unknown) => {
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string' && allIds.has(id)))
      return fail(400, ['Неизвестный фильтр']);
    if (ids.length > MAX_IDS) return fail(400, [`Можно выбрать не больше ${MAX_IDS} фильтров`]);
    return ids;
  };
  return [
    route(sandbox, 'GET', 'customization-info/filters', ({ query }) => {
      const set = query.get('getProposedVersion') === '1' ? FILTER_VERSIONS.proposed : FILTER_VERSIONS.current;
      return ok({ filters: set.filters, maxActiveFiltersCount: set.maxActiveFiltersCount, version: set.version, promo: null });
    }),
    route(sandbox, 'POST', 'orders/set-filter', ({ client, body }) => {
      if (!client) return unauthorized();
      const ids = checkIds(body['ids']);
      if (!Array.isArray(ids)) return ids;
      store.count(`setFilter:${client.phone}`);
      return ok();
    }),
    route(sandbox, 'POST', 'client-details/update-last-filter', ({ client, body }) => {
      if (!client) return unauthorized();
      prefsOf(client);
      const ids = checkIds(body['ids']);
      if (!Array.isArray(ids)) return ids;
      client.profile = { ...client.profile, lastFilterIds: ids, proposeFiltersChange: false };
      return ok({ profile: client.profile });
    }),
    route(sandbox, 'GET', 'prefs/', ({ client }) => (client ? ok({ prefs: prefsOf(client) }) : unauthorized())),
    route(sandbox, 'GET', 'prefs/for-favorites', ({ client }) => {
      if (!client) return unauthorized();
      const list = prefsOf(client);
      return ok({ packs: FAVORITE_CANDIDATES.map((p) => ({ ...p, isFavorite: list.some((x) => x.packId === p.id && x.isFavorite) })) });
    }),
    route(sandbox, 'POST', 'prefs/', ({ client, body }) => {
      if (!client) return unauthorized();
      if (!knownPack(body['packId']) || typeof body['isFavorite'] !== 'boolean') return fail(400, ['Блюдо не найдено']);
      const packId = body['packId'];
      return save(client, [...prefsOf(client).filter((p) => p.packId !== packId), { packId, isFavorite: body['isFavorite'] }]);
    }),
    route(sandbox, 'POST', 'prefs/delete', ({ client, body }) => {
      if (!client) return unauthorized();
      return save(
        client,
        prefsOf(client).filter((p) => p.packId !== body['packId']),
      );
    }),
    route(sandbox, 'POST', 'prefs/full', ({ client, body }) => {
      if (!client) return unauthorized();
      const ids = body['packIds'];
      if (!Array.isArray(ids) || !ids.every(knownPack) || typeof body['isFavorite'] !== 'boolean') return fail(400, ['Блюдо не найдено']);
      const isFavorite = body['isFavorite'];
      const others = prefsOf(client).filter((p) => p.isFavorite !== isFavorite && !ids.includes(p.packId));
      return save(client, [...others, ...ids.map((packId) => ({ packId, isFavorite }))]);
    }),
  ];
}
