import { assign, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { common } from '../../api/endpoints/common';
import { COOKIES } from '../../api/protocol';
import type { MealflowDeps } from '../../deps';
import { cityById } from '../../domain/cities';
import { resolveCity } from '../../routing/city';
import { fromCall } from '../../shared/from-call';
import { cityCookieWrites, isCityConfirmed, needsIpLookup, pathClearingCity } from './city.rules';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { CityStateValue } from '../../machine-states';
import type { CityMachineInput, CityContext, CityEvent } from './city.types';
export type * from './city.types';

const cityLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as CityMachineInput, context: {} as CityContext, events: {} as CityEvent },
  actors: {
    /** `address-suggest/ip-locate`: the city id by the visitor's IP. */
    locateByIp: fromCall<number, void>(() => Promise.reject(new Error('city: locateByIp not provided'))),
  },
  guards: {
    nothingElseDecides: ({ context }) => needsIpLookup(context.input),
    isKnownCity: (_, params: { cityId: number }) => cityById(params.cityId) !== undefined,
    /** The new address names a city (route param or `city` query) other than the active one. */
    locationNamesCity: ({ context }, params: { routeCityAlias?: string | undefined; queryCity?: string | undefined }) => {
      const named = locationCity(params);
      return named !== undefined && named !== context.cityId;
    },
  },
  actions: {
    /** Reads the city cookie (the cookie port is bound by `provideCity`). */
    readCookies: () => undefined,
    resolve: assign(({ context }) => {
      const { cityId, source } = resolveCity(context.input);
      return { cityId, origin: source };
    }),
    acceptIpCity: assign(({ context }, params: { cityId: number }) => {
      const { cityId, source } = resolveCity({ ...context.input, ipCityId: params.cityId });
      return { cityId, origin: source };
    }),
    followLocation: assign(({ context }, params: { routeCityAlias?: string | undefined; queryCity?: string | undefined }) => {
      const { cityId, source } = resolveCity(params);
      return { input: { ...context.input, routeCityAlias: params.routeCityAlias, queryCity: params.queryCity }, cityId, origin: source };
    }),
    choose: assign((_, params: { cityId: number }) => ({ cityId: params.cityId, origin: 'choice' as const, confirmed: true })),
    confirm: assign({ origin: 'choice' as const, confirmed: true }),
    /** Writes `city_id` / `city_confirmed` (§9); bound to the cookie port by `provideCity`. */
    writeCookies: () => undefined,
    /** Whether the active city is confirmed (now or by the `city_confirmed` cookie); bound to the cookie port. */
    readConfirmed: () => undefined,
    /** Replaces the address when its route city or `city` query names another city (§2.3); bound to the navigation port. */
    clearRouteCity: () => undefined,
  },
}).createMachine({
  id: 'city',
  context: ({ input }) => ({
    input: { routeCityAlias: input.routeCityAlias, queryCity: input.queryCity, host: input.host },
    cityId: resolveCity(input).cityId,
    origin: 'default',
    confirmed: false,
  }),
  initial: 'resolving',
  on: {
    'CITY.LOCATION': {
      guard: { type: 'locationNamesCity', params: ({ event }) => ({ routeCityAlias: event.routeCityAlias, queryCity: event.queryCity }) },
      target: '.ready',
      reenter: true,
      actions: { type: 'followLocation', params: ({ event }) => ({ routeCityAlias: event.routeCityAlias, queryCity: event.queryCity }) },
    },
  },
  states: {
    resolving: {
      entry: ['readCookies', 'resolve'],
      always: [{ guard: 'nothingElseDecides', target: 'locating' }, { target: 'ready' }],
    },
    locating: {
      invoke: {
        src: 'locateByIp',
        onDone: { target: 'ready', actions: { type: 'acceptIpCity', params: ({ event }) => ({ cityId: event.output }) } },
        // "City by IP failure: fall back to default city" (§8).
        onError: 'ready',
      },
    },
    ready: {
      entry: ['writeCookies', 'readConfirmed'],
      on: {
        'CITY.CHOOSE': {
          guard: { type: 'isKnownCity', params: ({ event }) => ({ cityId: event.cityId }) },
          target: 'ready',
          reenter: true,
          actions: [{ type: 'choose', params: ({ event }) => ({ cityId: event.cityId }) }, 'clearRouteCity'],
        },
        'CITY.CONFIRM': { target: 'ready', reenter: true, actions: 'confirm' },
      },
    },
  },
});

/** The city an address names by itself (route param or `city` query), if any. */
function locationCity(location: { routeCityAlias?: string | undefined; queryCity?: string | undefined }): number | undefined {
  const { cityId, source } = resolveCity(location);
  return source === 'route' || source === 'query' ? cityId : undefined;
}

function provideCityLogic(deps: MealflowDeps) {
  const { cookies, navigation } = deps.ports;
  return cityLogic.provide({
    actors: {
      locateByIp: fromCall(async ({ signal }) => (await deps.api.call(common.ipLocate, {}, { signal, background: true })).cityId),
    },
    actions: {
      readCookies: assign(({ context }) => ({ input: { ...context.input, cookieCityId: cookies.get(COOKIES.city) } })),
      writeCookies: ({ context }) => {
        for (const write of cityCookieWrites(context.cityId, context.origin, { cityCookie: cookies.get(COOKIES.city) })) {
          cookies.set(write.name, write.value, { days: write.days });
        }
      },
      readConfirmed: assign(({ context }) => ({
        confirmed: isCityConfirmed(context.cityId, context.origin, cookies.get(COOKIES.cityConfirmed)),
      })),
      clearRouteCity: ({ context }) => {
        const next = pathClearingCity(navigation.current(), context.input.routeCityAlias, context.cityId);
        if (next !== undefined) navigation.replace(next);
      },
    },
  });
}

/** The city machine bound to the API client (IP lookup), the cookie and the navigation ports. */
export const provideCity = (deps: MealflowDeps): CityMachine => provideCityLogic(deps);

/**
 * The city machine's public type (`createMealflow().machines.city`; `shared/public-machine.ts`): its
 * context, events, states and input, not its inferred actions, guards and actors.
 */
export interface CityMachine extends PublicMachine<CityContext, CityEvent, CityStateValue, { input: CityMachineInput }> {}
export const cityMachine: CityMachine = cityLogic;

export type CityActor = ActorRefFrom<CityMachine>;

export type CitySnapshot = SnapshotFrom<CityMachine>;
