import { type Ports } from '@mealflow/sdk';
import type { city } from '@mealflow/sdk/storefront';
import { matchPath } from '@mealflow/sdk/routing';

/** What the runtime's city actor starts from: the address the app opened with and its host. */
export function cityInputOf(ports: Pick<Ports, 'navigation' | 'device'>): city.CityMachineInput {
  const location = ports.navigation.current();
  const routeCityAlias = matchPath(location.pathname)?.params['city'];
  const queryCity = new URLSearchParams(location.search).get('city') ?? undefined;
  return { routeCityAlias, queryCity, host: ports.device.host() };
}
