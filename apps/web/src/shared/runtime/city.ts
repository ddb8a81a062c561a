import { city } from '@mealflow/sdk/storefront';
import type { SnapshotFrom } from 'xstate';
import { useRuntime } from './RuntimeContext';
import { useActorValue } from './useScreenActor';

/**
 * The visitor's city is one fact (personal-cabinet §2.3): the runtime's `city` actor resolves it
 * once (route param, `city` query, host, cookie, IP lookup, else Moscow), follows the router's
 * addresses and the visitor's choice. Every phone field, SMS, price and suggestion reads it here
 * (`useCityId`); `resolveCity` itself is allowed only here and in `city-early.ts`, the prerendered landing's first
 * paint (eslint: no-restricted-imports).
 */

const cityOf = (snapshot: SnapshotFrom<city.CityActor>) => ({ cityId: city.activeCityId(snapshot), settled: city.citySettled(snapshot) });
const sameCity = (a: ReturnType<typeof cityOf>, b: ReturnType<typeof cityOf>) => a.cityId === b.cityId && a.settled === b.settled;

/**
 * The visitor's city and whether it is settled (the IP lookup, when asked, has answered). A phone
 * field waits for `settled` (it never shows a provisional mask); a screen that shows prices may
 * start with the provisional city and is keyed by the id, so it starts again in the settled one.
 */
export function useVisitorCity(): { cityId: number; settled: boolean } {
  return useActorValue(useRuntime().city, cityOf, sameCity);
}

/** The visitor's city id (see `useVisitorCity`); it follows the actor: a choice, a city landing, `?city=`. */
export const useCityId = (): number => useVisitorCity().cityId;
