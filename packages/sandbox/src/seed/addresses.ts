/**
 * Streets the sandbox knows, per city, with their houses and what checking them answers
 * (`deliveries/check-address`): in the zone, the far Moscow region, unavailable for the line, or
 * outside every zone. Coordinates are the streets' real ones; the suggestions look like the
 * address service's (value without the city, `unrestricted_value` with it).
 */
export type AddressKind = 'zone' | 'far' | 'outside' | 'line';

export interface SeedStreet {
  city_id: number;
  /** The settlement as the address shows it ('Москва', 'Зеленоград'). */
  city: string;
  street: string;
  kind: AddressKind;
  lat: number;
  lon: number;
  houses: readonly string[];
}

const MOSCOW = 2;
const SPB = 1;
const MINSK = 20;

export const ADDRESS_BOOK: readonly SeedStreet[] = [
  // Moscow
  {
    city_id: MOSCOW,
    city: 'Москва',
    street: 'ул. Тверская',
    kind: 'zone',
    lat: 55.7646,
    lon: 37.6055,
    houses: ['1', '3', '4', '6', '7', '8', '9', '10', '11', '12', '13', '15', '17', '18', '19', '22', '27'],
  },
  {
    city_id: MOSCOW,
    city: 'Москва',
    street: 'Ленинский пр-т',
    kind: 'zone',
    lat: 55.7075,
    lon: 37.5854,
    houses: ['2', '4', '6', '14', '30', '32', '37', '45', '62', '90', '123'],
  },
  {
    city_id: MOSCOW,
    city: 'Москва',
    street: 'ул. Арбат',
    kind: 'zone',
    lat: 55.7494,
    lon: 37.5912,
    houses: ['1', '2', '4', '6', '10', '12', '15', '20', '24', '35', '45', '51'],
  },
  {
    city_id: MOSCOW,
    city: 'Москва',
    street: 'Кутузовский пр-т',
    kind: 'zone',
    lat: 55.7415,
    lon: 37.5348,
    houses: ['2', '4', '9', '17', '24', '26', '30', '35', '48'],
  },
  {
    city_id: MOSCOW,
    city: 'Москва',
    street: 'ул. Профсоюзная',
    kind: 'zone',
    lat: 55.6552,
    lon: 37.5411,
    houses: ['3', '16', '41', '56', '61', '84', '102', '128'],
  },
  {
    city_id: MOSCOW,
    city: 'Зеленоград',
    street: 'Зеленоград, корп.',
    kind: 'far',
    lat: 55.9825,
    lon: 37.1814,
    houses: ['1106', '1124', '1423', '1801', '2004', '2309'],
  },
  {
    city_id: MOSCOW,
    city: 'Москва',
    street: 'ул. Рублёвское ш.',
    kind: 'line',
    lat: 55.7569,
    lon: 37.3921,
    houses: ['5', '18', '26', '48', '107'],
  },
  {
    city_id: MOSCOW,
    city: 'Тула',
    street: 'Тула, ул. Ленина',
    kind: 'outside',
    lat: 54.1931,
    lon: 37.6173,
    houses: ['1', '5', '12', '33'],
  },
  // St Petersburg
  {
    city_id: SPB,
    city: 'Санкт-Петербург',
    street: 'Невский пр-т',
    kind: 'zone',
    lat: 59.9343,
    lon: 30.3351,
    houses: ['1', '3', '10', '12', '20', '22', '24', '28', '30', '44', '46', '54', '88', '100', '147'],
  },
  {
    city_id: SPB,
    city: 'Санкт-Петербург',
    street: 'ул. Марата',
    kind: 'zone',
    lat: 59.9219,
    lon: 30.3515,
    houses: ['8', '10', '25', '31', '47', '56', '69', '82'],
  },
  {
    city_id: SPB,
    city: 'Санкт-Петербург',
    street: 'Московский пр-т',
    kind: 'zone',
    lat: 59.8917,
    lon: 30.3186,
    houses: ['7', '73', '79', '143', '171', '212'],
  },
  {
    city_id: SPB,
    city: 'Санкт-Петербург',
    street: 'Лиговский пр-т',
    kind: 'zone',
    lat: 59.9196,
    lon: 30.3557,
    houses: ['10', '30', '44', '50', '153', '289'],
  },
  {
    city_id: SPB,
    city: 'Санкт-Петербург',
    street: 'ул. Рубинштейна',
    kind: 'zone',
    lat: 59.9296,
    lon: 30.3448,
    houses: ['2', '7', '13', '23', '38'],
  },
  { city_id: SPB, city: 'Выборг', street: 'Выборг, пр-т Ленина', kind: 'outside', lat: 60.7096, lon: 28.7475, houses: ['2', '8', '15'] },
  // Minsk
  {
    city_id: MINSK,
    city: 'Минск',
    street: 'пр-т Независимости',
    kind: 'zone',
    lat: 53.9045,
    lon: 27.5615,
    houses: ['4', '11', '23', '32', '46', '58', '95', '117', '168'],
  },
  {
    city_id: MINSK,
    city: 'Минск',
    street: 'ул. Немига',
    kind: 'zone',
    lat: 53.9022,
    lon: 27.5497,
    houses: ['2', '3', '5', '8', '12', '38', '40'],
  },
  {
    city_id: MINSK,
    city: 'Минск',
    street: 'пр-т Победителей',
    kind: 'zone',
    lat: 53.9166,
    lon: 27.5386,
    houses: ['1', '9', '65', '84', '100'],
  },
  {
    city_id: MINSK,
    city: 'Минск',
    street: 'ул. Кальварийская',
    kind: 'zone',
    lat: 53.9078,
    lon: 27.5231,
    houses: ['1', '7', '21', '33', '42'],
  },
  {
    city_id: MINSK,
    city: 'Борисов',
    street: 'Борисов, ул. Чапаева',
    kind: 'outside',
    lat: 54.2279,
    lon: 28.5051,
    houses: ['3', '11', '28'],
  },
];

/** Words a person types for the address service's abbreviations. */
const SYNONYMS: ReadonlyArray<[RegExp, string]> = [
  [/^(проспект|просп\.?|пр\.?)$/u, 'пр-т'],
  [/^улица$/u, 'ул.'],
  [/^шоссе$/u, 'ш.'],
  [/^корпус$/u, 'корп.'],
  [/^(дом|д\.?)$/u, ''],
];

const words = (text: string) =>
  text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .split(/[\s,]+/)
    .filter(Boolean);

const normalise = (word: string) => SYNONYMS.reduce((w, [pattern, to]) => (pattern.test(w) ? to : w), word);

/** Every typed word starts a word of the street ('невский проспект' → 'Невский пр-т'). */
export function streetMatches(street: string, typed: string): boolean {
  const own = words(street);
  const wanted = words(typed).map(normalise).filter(Boolean);
  return wanted.length > 0 && wanted.every((w) => own.some((o) => o.startsWith(w) || o.replace(/\.$/, '') === w.replace(/\.$/, '')));
}

/** What checking this street in this city answers; an unknown street (or one of another city) is outside the zone. */
export const addressKind = (street: string, cityId: number): AddressKind => knownStreet(street, cityId)?.kind ?? 'outside';

/** The settlement of a known street (the saved address's `cityName`). */
export const settlementOf = (street: string, cityId: number): string | undefined => knownStreet(street, cityId)?.city;

function knownStreet(street: string, cityId: number): SeedStreet | undefined {
  const wanted = street.trim().toLocaleLowerCase('ru');
  const own = ADDRESS_BOOK.filter((a) => a.city_id === cityId);
  return own.find((a) => a.street.toLocaleLowerCase('ru') === wanted) ?? own.find((a) => streetMatches(a.street, street));
}

interface SeedSuggestion {
  value: string;
  unrestricted_value: string;
  data: { street: string; house: string | null; block: null; city: string; city_id: number };
  geo_lat: number;
  geo_lon: number;
}

const suggestion = (a: SeedStreet, house: string | null): SeedSuggestion => {
  const value = house ? `${a.street}, д ${house}` : a.street;
  return {
    value,
    unrestricted_value: value.startsWith(a.city) ? value : `г ${a.city}, ${value}`,
    data: { street: a.street, house, block: null, city: a.city, city_id: a.city_id },
    geo_lat: a.lat,
    geo_lon: a.lon,
  };
};

/**
 * The address service's answer for a query in a city: without a house number, each matching
 * street alone first (the form then asks for the house), then its houses; with one, the houses
 * that start with it ('Невский 2' → 2, 20, 22 …). A house the street does not have: nothing.
 */
export function suggestAddresses(query: string, cityId: number, count: number): SeedSuggestion[] {
  const trimmed = query.trim();
  if (trimmed.length < 2) return [];
  const houseMatch = /(?:^|[\s,])(\d+[\p{L}]?)\s*$/u.exec(trimmed);
  const typedHouse = houseMatch?.[1]?.toLocaleLowerCase('ru');
  const streetPart = houseMatch ? trimmed.slice(0, houseMatch.index) : trimmed;
  const streets = ADDRESS_BOOK.filter((a) => a.city_id === cityId && streetMatches(a.street, streetPart));
  const houses = streets.flatMap((a) =>
    a.houses.filter((h) => typedHouse === undefined || h.startsWith(typedHouse)).map((h) => suggestion(a, h)),
  );
  const streetsOnly = typedHouse === undefined ? streets.map((a) => suggestion(a, null)) : [];
  return [...streetsOnly, ...houses].slice(0, count);
}
