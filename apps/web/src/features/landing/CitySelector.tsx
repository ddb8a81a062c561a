import { type CityMachineInput, connectCity, provideCity } from '@mealflow/sdk';
import { useEffect, useState } from 'react';
import { useConnect, useScreenActor } from '../../app/useScreenActor';
import { CityBar } from './CityBar';

export interface CitySelectorProps extends CityMachineInput {
  /** The active city, whenever the machine settles or the visitor chooses (the page's prices follow it). */
  onCity: (cityId: number) => void;
}

/** The city machine's selector (a chunk with the runtime): IP lookup, §9 cookies, the visitor's choice. */
export default function CitySelector({ onCity, ...input }: CitySelectorProps) {
  const [machineInput] = useState(input);
  const actor = useScreenActor(provideCity, machineInput);
  const city = useConnect(actor, connectCity);
  useEffect(() => {
    if (city.status === 'ready') onCity(city.cityId);
  }, [city.status, city.cityId, onCity]);
  return <CityBar view={city} disabled={city.status !== 'ready'} onChoose={city.choose} onConfirm={city.confirm} />;
}
