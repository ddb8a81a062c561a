import { BELARUS_CITY_ID, CITIES, CITY_ID, DEFAULT_CITY_ID, type City } from './constants';

/** The city with this id, or `undefined` for an unknown id. */
export const cityById = (id: number | undefined): City | undefined => CITIES.find((c) => c.id === id);

/** The city with this alias (case-insensitive), or `undefined`. */
export const cityByAlias = (alias: string | undefined): City | undefined => {
  const wanted = alias?.trim().toLowerCase();
  return wanted ? CITIES.find((c) => c.alias === wanted) : undefined;
};

/** All city aliases, in id order (the `/:city` landing accepts only these). */
export const CITY_ALIASES: readonly string[] = CITIES.map((c) => c.alias);

/** Belarus (Minsk, city 20): BY phone mask, 'руб.' currency. */
export const isBelarus = (cityId: number | undefined): boolean => cityId === BELARUS_CITY_ID;

/**
 * The client's city for amounts of their own (wallet, loyalty, tips): the profile's `city_id`, else
 * the default city (order-funnel §9: Moscow). Ours: the spec names the field, not this use.
 */
export const clientCityId = (profile: { city_id?: number | null | undefined } | null | undefined): number =>
  profile?.city_id ?? DEFAULT_CITY_ID;

/** 'RUB' or 'BYN' for a city id; unknown ids count as Russian. */
export const currencyForCity = (cityId: number | undefined): 'RUB' | 'BYN' => (isBelarus(cityId) ? 'BYN' : 'RUB');

/**
 * A regional city: a Russian city outside Moscow and St Petersburg (ours: the spec speaks of
 * regions — referral group 3, regional promo days, the `region_standard` menu file — without
 * listing them). Minsk and unknown ids are not.
 */
export const isRegionalCity = (cityId: number | undefined): boolean => {
  const city = cityById(cityId);
  return city !== undefined && city.currency === 'RUB' && city.id !== CITY_ID.msk && city.id !== CITY_ID.spb;
};
