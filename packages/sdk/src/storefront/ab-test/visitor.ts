import type { Profile } from '../../api/schemas/profile';
import type { AbVisitor } from './ab-test.rules';

/**
 * personal-cabinet §2.3 'Promotions and tests are re-initialised when the city, activity status,
 * last delivery date, other-city mode or inviter changes': the five facts from what the app knows
 * (the session's profile, the site's city, the visit's `invite`). The app sends them as
 * `VISITOR.CHANGE` to the A/B tests and the marketing config on every session change; each machine
 * reprocesses 300 ms after a fact really changed (`visitorChanged`).
 */
export interface VisitorSources {
  /** The session's profile (undefined: anonymous). */
  profile: Pick<Profile, 'city_id' | 'activity_status' | 'last_actual_delivery_date'> | undefined;
  /** The site's city (route, query, host, cookie, IP: `resolveCity`). */
  siteCityId: number;
  /** The `invite` parameter of the visit, if any. */
  inviter: string | undefined;
}

/**
 * The visitor facts. The city is the client's when logged in, else the site's; the other-city mode
 * (ours: the spec names it only) is a client whose profile city differs from the site's city.
 */
export function visitorFacts({ profile, siteCityId, inviter }: VisitorSources): AbVisitor {
  const clientCity = profile?.city_id ?? undefined;
  return {
    cityId: clientCity ?? siteCityId,
    activityStatus: profile ? (profile.activity_status ?? 'unauthorized') : 'unauthorized',
    lastDeliveryDate: profile?.last_actual_delivery_date?.slice(0, 10) || undefined,
    otherCityMode: clientCity !== undefined && clientCity !== siteCityId,
    inviter: inviter || undefined,
  };
}
