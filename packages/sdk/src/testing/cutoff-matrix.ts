import type { ProfileAddress } from '../api/schemas/profile';
import { SEED_CITY_CLIENTS } from '@mealflow/sandbox';
import { RETURNING } from './sandbox-client';
import type { SeedCity } from './subscription';

/**
 * The cut-off matrix's table (cutoff2, `cabinet/delivery/delivery.cutoff-matrix.test.ts`): cities ×
 * where the order came from × which of its deliveries × the moment the customer's change reaches the
 * backend × the change. Every row is a test; a row added here is tested without writing one. What
 * each row expects is written here as data (the moment's `open` column), not computed by the rule
 * under test: a delivery of an evening window (18:00–23:00) on day D takes changes until D−1
 * 19:59:59, its morning on D until D−1 15:00:00, Moscow time (§9).
 */

export interface CutoffCity {
  city: string;
  /** A seeded city: its known client (`SEED_CITY_CLIENTS`) makes the app's order (`subscriptionPaidOnce`). */
  cityId: SeedCity;
  /** The seeded cabinet order in the city (`lk-*`) and its client (Moscow's client also orders to St Petersburg), if there is one. */
  seeded?: { hid: string; token: string; phone: string };
  /** A saved address in the city the change of address picks (put into the client's profile when it is not there). */
  address: ProfileAddress;
}

const RETURNING_CLIENT = { token: RETURNING, phone: SEED_CITY_CLIENTS[2] };

export const CUTOFF_CITIES: readonly CutoffCity[] = [
  {
    city: 'Москва',
    cityId: 2,
    seeded: { hid: 'lk-paid', ...RETURNING_CLIENT },
    address: {
      id_H: 'addr-msk-2',
      city_id: 2,
      is_far_moscow_region: false,
      flat: '45',
      text: 'Москва, Ленинский пр-т, д. 32',
      street: 'Ленинский пр-т',
      house: '32',
    },
  },
  {
    city: 'Санкт-Петербург',
    cityId: 1,
    seeded: { hid: 'lk-spb', ...RETURNING_CLIENT },
    address: {
      id_H: 'addr-spb-2',
      city_id: 1,
      is_far_moscow_region: false,
      flat: '9',
      text: 'Санкт-Петербург, ул. Рубинштейна, д. 15',
      street: 'ул. Рубинштейна',
      house: '15',
    },
  },
  {
    city: 'Минск',
    cityId: 20,
    address: {
      id_H: 'addr-minsk-1',
      city_id: 20,
      is_far_moscow_region: false,
      flat: '3',
      text: 'Минск, пр-т Независимости, д. 10',
      street: 'пр-т Независимости',
      house: '10',
    },
  },
];

/** Where the order came from: the seeded cabinet order, or one the client made in the app (a subscription, its first payment made). */
export type CutoffOrigin = 'seeded' | 'app';
export const CUTOFF_ORIGINS: readonly CutoffOrigin[] = ['seeded', 'app'];

/** The moment the change arrives, as a day relative to the delivery's (D) and a Moscow time; what is still open then. */
export interface CutoffMoment {
  moment: string;
  day: number;
  time: string;
  open: { delivery: boolean; morning: boolean };
}

const OPEN = { delivery: true, morning: true };
const EVENING_ONLY = { delivery: true, morning: false };
const CLOSED = { delivery: false, morning: false };

/** Around the cut-off, around the morning's, and around midnight. */
export const CUTOFF_MOMENTS: readonly CutoffMoment[] = [
  { moment: 'the last second of D−2', day: -2, time: '23:59:59', open: OPEN },
  { moment: 'midnight of D−1', day: -1, time: '00:00:00', open: OPEN },
  { moment: 'a minute before the morning cut-off', day: -1, time: '14:59:00', open: OPEN },
  { moment: 'a minute after the morning cut-off', day: -1, time: '15:01:00', open: EVENING_ONLY },
  { moment: 'a minute before the cut-off', day: -1, time: '19:58:59', open: EVENING_ONLY },
  { moment: 'the cut-off second', day: -1, time: '19:59:59', open: EVENING_ONLY },
  { moment: 'a minute after the cut-off', day: -1, time: '20:00:59', open: CLOSED },
  { moment: 'the last second of D−1', day: -1, time: '23:59:59', open: CLOSED },
  { moment: 'midnight of D', day: 0, time: '00:00:00', open: CLOSED },
];

/** Which delivery: the order's first one to come, and its last (the moments around its cut-off). */
export type CutoffDelivery = 'first' | 'last';
export const CUTOFF_DELIVERIES: ReadonlyArray<{ which: CutoffDelivery; moments: readonly string[] }> = [
  { which: 'first', moments: CUTOFF_MOMENTS.map((m) => m.moment) },
  { which: 'last', moments: ['a minute before the cut-off', 'the cut-off second', 'a minute after the cut-off'] },
];

/** The customer's change, what it needs open, and the toast it ends with. */
export type CutoffCallName = 'address' | 'date' | 'time' | 'confirm' | 'skip' | 'cancel';
export interface CutoffCall {
  call: CutoffCallName;
  /** The delivery (before its cut-off), its day's morning (the new window), or nothing (the courier's confirmation). */
  needs: 'delivery' | 'morning' | 'nothing';
  toast: string;
}

export const CUTOFF_CALLS: readonly CutoffCall[] = [
  { call: 'address', needs: 'delivery', toast: 'Адрес доставки изменен' },
  { call: 'date', needs: 'delivery', toast: 'Время доставки успешно изменено.' },
  { call: 'time', needs: 'morning', toast: 'Время доставки успешно изменено.' },
  { call: 'confirm', needs: 'nothing', toast: 'Ваша доставка подтверждена' },
  { call: 'skip', needs: 'delivery', toast: 'Доставка перенесена в конец заказа' },
  { call: 'cancel', needs: 'delivery', toast: 'Доставка отменена' },
];

/** The backend's refusal past a cut-off, as the customer reads it (the sandbox's text). */
export const TOO_LATE_TEXT = 'Эту доставку уже нельзя изменить: приём изменений закончился';

export interface CutoffRow {
  city: CutoffCity;
  origin: CutoffOrigin;
  which: CutoffDelivery;
  at: CutoffMoment;
  call: CutoffCall;
  /** What the customer gets: the change made, or the backend's refusal. */
  made: boolean;
}

const expected = (call: CutoffCall, at: CutoffMoment): boolean =>
  call.needs === 'nothing' ? true : call.needs === 'morning' ? at.open.morning : at.open.delivery;

/** Every row of the table (a city without a seeded order has only the app's). */
export const CUTOFF_ROWS: readonly CutoffRow[] = CUTOFF_CITIES.flatMap((city) =>
  CUTOFF_ORIGINS.filter((origin) => origin === 'app' || city.seeded).flatMap((origin) =>
    CUTOFF_DELIVERIES.flatMap(({ which, moments }) =>
      CUTOFF_MOMENTS.filter((m) => moments.includes(m.moment)).flatMap((at) =>
        CUTOFF_CALLS.map((call) => ({ city, origin, which, at, call, made: expected(call, at) })),
      ),
    ),
  ),
);
