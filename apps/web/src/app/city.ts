import { activeCityId, matchPath, resolveCity, type CityActor, type CityMachineInput, type Ports } from '@mealflow/sdk';
import { useEffect, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useOptionalRuntime, useRuntime } from './RuntimeContext';
import { useActorValue } from './useScreenActor';

/**
 * The visitor's city is one fact (personal-cabinet §2.3): the runtime's `city` actor resolves it
 * once (route param, `city` query, host, cookie, IP lookup, else Moscow), follows the router's
 * addresses and the visitor's choice. Every phone field, SMS, price and suggestion reads it here
 * (`useCityId`); `resolveCity` itself is allowed only in this file (eslint: no-restricted-imports).
 */

/** What the city actor starts from: the address the app opened with and its host. */
export function cityInputOf(ports: Pick<Ports, 'navigation' | 'device'>): CityMachineInput {
  const location = ports.navigation.current();
  const routeCityAlias = matchPath(location.pathname)?.params['city'];
  const queryCity = new URLSearchParams(location.search).get('city') ?? undefined;
  return { routeCityAlias, queryCity, host: ports.device.host() };
}

/**
 * The city of a page painted before the runtime exists (the prerendered landing): the same
 * resolution without the IP lookup; the city actor's answer replaces it once the runtime is there.
 */
export const cityBeforeRuntime = (input: CityMachineInput & { cookieCityId?: string | undefined }): number => resolveCity(input).cityId;

const cityOf = (snapshot: SnapshotFrom<CityActor>) => ({ cityId: activeCityId(snapshot), settled: snapshot.matches('ready') });
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

/** The city actor's answer once the runtime exists and the city is settled, else `undefined` (pages painted before the runtime). */
export function useSettledCityId(): number | undefined {
  const city = useOptionalRuntime()?.city;
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!city) return;
    const read = () => setCityId(city.getSnapshot().matches('ready') ? activeCityId(city.getSnapshot()) : undefined);
    read();
    const subscription = city.subscribe(read);
    return () => subscription.unsubscribe();
  }, [city]);
  return cityId;
}
