import { connectCity } from '@mealflow/sdk/storefront';
import { useEffect } from 'react';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useConnect } from '../../shared/runtime/useScreenActor';
import { CityBar } from './CityBar';

export interface CitySelectorProps {
  /** The active city, whenever the city settles or the visitor chooses (the page's prices follow it). */
  onCity?: (cityId: number) => void;
}

/** The selector of the visitor's one city (the runtime's `city` actor): IP lookup, §9 cookies, the visitor's choice. */
export default function CitySelector({ onCity }: CitySelectorProps) {
  const { city: actor } = useRuntime();
  const city = useConnect(actor, connectCity);
  useEffect(() => {
    if (city.status === 'ready') onCity?.(city.cityId);
  }, [city.status, city.cityId, onCity]);
  return <CityBar view={city} disabled={city.status !== 'ready'} onChoose={city.choose} onConfirm={city.confirm} />;
}
