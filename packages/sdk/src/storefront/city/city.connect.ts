import { cityById } from '../../domain/cities';
import { CITY_TEXTS } from '../../domain/storefront-texts';
import type { CityEvent, CitySnapshot } from './city.machine';
import { selectableCities } from './city.rules';

export interface CityView {
  /** 'locating' while the IP lookup runs (the city shown is the provisional one). */
  status: 'locating' | 'ready';
  cityId: number;
  cityName: string;
  /** The selector's label: 'Город доставки'. */
  label: string;
  /** 'Ваш город — Москва?' until the visitor confirms or chooses. */
  question: string | undefined;
  confirmLabel: string;
  options: Array<{ id: number; name: string; selected: boolean }>;
}

export function cityView(snapshot: CitySnapshot): CityView {
  const { cityId, confirmed } = snapshot.context;
  const cityName = cityById(cityId)?.name ?? '';
  const ready = citySettled(snapshot);
  return {
    status: ready ? 'ready' : 'locating',
    cityId,
    cityName,
    label: CITY_TEXTS.label,
    question: ready && !confirmed ? CITY_TEXTS.question(cityName) : undefined,
    confirmLabel: CITY_TEXTS.confirm,
    options: selectableCities().map((c) => ({ ...c, selected: c.id === cityId })),
  };
}

export interface CityConnect extends CityView {
  choose: (cityId: number) => void;
  confirm: () => void;
}

/** The city selector's model and its handlers. */
export function connectCity(snapshot: CitySnapshot, send: (event: CityEvent) => void): CityConnect {
  return {
    ...cityView(snapshot),
    choose: (cityId) => send({ type: 'CITY.CHOOSE', cityId }),
    confirm: () => send({ type: 'CITY.CONFIRM' }),
  };
}

/** The city is settled (the IP lookup, when asked, has answered): a phone field shows only then. */
export const citySettled = (snapshot: CitySnapshot): boolean => snapshot.matches('ready');

/** Just the active city id (a narrow selector: the landing re-renders only when it changes). */
export const activeCityId = (snapshot: CitySnapshot): number => snapshot.context.cityId;
