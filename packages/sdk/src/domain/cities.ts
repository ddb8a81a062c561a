import { BELARUS_CITY_ID } from './constants';

export interface City {
  id: number;
  alias: string;
  name: string;
  currency: 'RUB' | 'BYN';
}

/** Cities of the spec (order-funnel §9); aliases beyond spb/msk are ours. */
export const CITIES: readonly City[] = [
  { id: 1, alias: 'spb', name: 'Санкт-Петербург', currency: 'RUB' },
  { id: 2, alias: 'msk', name: 'Москва', currency: 'RUB' },
  { id: 3, alias: 'ekb', name: 'Екатеринбург', currency: 'RUB' },
  { id: 4, alias: 'murmansk', name: 'Мурманск', currency: 'RUB' },
  { id: 5, alias: 'nsk', name: 'Новосибирск', currency: 'RUB' },
  { id: 6, alias: 'krd', name: 'Краснодар', currency: 'RUB' },
  { id: 7, alias: 'kzn', name: 'Казань', currency: 'RUB' },
  { id: 9, alias: 'nnov', name: 'Нижний Новгород', currency: 'RUB' },
  { id: BELARUS_CITY_ID, alias: 'minsk', name: 'Минск', currency: 'BYN' },
];

export const cityById = (id: number | undefined): City | undefined => CITIES.find((c) => c.id === id);
export const cityByAlias = (alias: string | undefined): City | undefined => CITIES.find((c) => c.alias === alias?.toLowerCase());
export const isBelarus = (cityId: number | undefined): boolean => cityId === BELARUS_CITY_ID;
