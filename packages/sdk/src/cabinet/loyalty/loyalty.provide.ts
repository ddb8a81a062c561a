import { loyalty } from '../../api/endpoints/bonus';
import { profile as profileCalls } from '../../api/endpoints/profile';
import type { MealflowDeps } from '../../deps';
import { clientCityId } from '../../domain/cities';
import { fromCall } from '../../shared/from-call';
import { loyaltyLogic } from './loyalty.machine';
import { isLoyaltyEnabled } from './loyalty.rules';
import type { LoyaltyMachine } from './loyalty.machine';

/**
 * Binds the loyalty program to the API: `client-profile` first (§3: the program is on unless the
 * profile says `isLoyaltyEnabled: false`), then `clients/loyalty/progress` and `loyalty/statuses` in parallel.
 */
export function provideLoyalty(deps: MealflowDeps): LoyaltyMachine {
  const { api } = deps;
  return loyaltyLogic.provide({
    actors: {
      loadLoyalty: fromCall(async ({ signal }) => {
        const { profile } = await api.call(profileCalls.get, {}, { signal });
        if (!isLoyaltyEnabled(profile)) return { enabled: false as const };
        const [progress, statuses] = await Promise.all([
          api.call(loyalty.progress, {}, { signal }),
          api.call(loyalty.statuses, {}, { signal }),
        ]);
        return { enabled: true as const, progress: progress.progress, statuses: statuses.statuses, cityId: clientCityId(profile) };
      }),
    },
  });
}
