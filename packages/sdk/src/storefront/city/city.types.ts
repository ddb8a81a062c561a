import type { CityInput } from '../../routing/city';
import type { CityOrigin } from './city.rules';

// The city machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
/**
 * The landing's active city (personal-cabinet §2.1 city selector on Index, §2.3, §9): resolved
 * from the URL, the `city` query, the host, the cookie, else the IP lookup
 * (`address-suggest/ip-locate`), else Moscow; the §9 cookies written; the visitor's choice (or
 * confirmation) confirms it and clears a route city param that names another city.
 */
export interface CityMachineInput {
  /** The `:city` of a city landing (`/spb`). */
  routeCityAlias?: string | undefined;
  /** The `city` query parameter. */
  queryCity?: string | undefined;
  host?: string | undefined;
}

export interface CityContext {
  input: CityInput;
  cityId: number;
  origin: CityOrigin;
  confirmed: boolean;
}

export type CityEvent =
  | { type: 'CITY.CHOOSE'; cityId: number }
  | { type: 'CITY.CONFIRM' }
  /**
   * The page's address changed (the app's router): a route city param or a `city` query in it
   * decides the city again (§2.3); an address without one keeps the visitor's city.
   */
  | { type: 'CITY.LOCATION'; routeCityAlias?: string | undefined; queryCity?: string | undefined };
