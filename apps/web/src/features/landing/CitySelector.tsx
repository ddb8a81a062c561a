import { city as cityGroup } from '@mealflow/sdk/storefront';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { CityBar } from './CityBar';

/**
 * The selector of the visitor's one city (the runtime's `city` actor): IP lookup, §9 cookies, the
 * visitor's choice. A page's prices follow that actor themselves (`useCityId`), so nothing is relayed
 * from here (its unused `onCity` callback was a relay in React, removed).
 */
export default function CitySelector() {
  const { city: actor } = useRuntime();
  const city = useConnect(actor, cityGroup.connectCity);
  return <CityBar view={city} disabled={city.status !== 'ready'} onChoose={city.choose} onConfirm={city.confirm} />;
}
