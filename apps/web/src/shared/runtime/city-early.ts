import { city as cityGroup } from '@mealflow/sdk/storefront';
import { resolveCity } from '@mealflow/sdk/routing';
import { useEffect, useState } from 'react';
import { useOptionalRuntime } from './RuntimeContext';

/**
 * The landing's city, painted before the runtime exists. Only the landing imports this module: a
 * module the runtime imports too (`city.ts`, `city-input.ts`) joins the runtime's chunk group, and
 * the landing importing one put the whole app chunk (~44 KB gzip, xstate with it) into its initial
 * JS (check-bundle's 90 KB budget).
 */

/** The address's and the cookie's city, without the IP lookup; the city actor's answer replaces it once the runtime is there. */
export const cityBeforeRuntime = (input: cityGroup.CityMachineInput & { cookieCityId?: string | undefined }): number =>
  resolveCity(input).cityId;

/** The city actor's answer once the runtime exists and the city is settled, else `undefined` (pages painted before the runtime). */
export function useSettledCityId(): number | undefined {
  const city = useOptionalRuntime()?.city;
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!city) return;
    const read = () => setCityId(cityGroup.citySettled(city.getSnapshot()) ? cityGroup.activeCityId(city.getSnapshot()) : undefined);
    read();
    const subscription = city.subscribe(read);
    return () => subscription.unsubscribe();
  }, [city]);
  return cityId;
}
