import { rootCalls } from '../../api/endpoints/root';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { onboardingLogic, type OnboardingMachine } from './onboarding.machine';
import { ONBOARDING_TOUR, onboardingSegment } from './onboarding.rules';

/**
 * Binds the hints to `client-tours` and `onboarding/hints` (quiet calls: a failure is never a toast),
 * `onboarding/hints/complete` | `onboarding/hints/skip` and `segmentations/set`; failures are logged.
 */
export function provideOnboarding(deps: MealflowDeps): OnboardingMachine {
  const { api } = deps;
  return onboardingLogic.provide({
    actors: {
      load: fromCall(async ({ signal }) => {
        const [tours, hints] = await Promise.all([
          api.call(rootCalls.clientTours, {}, { signal, background: true }),
          api.call(rootCalls.onboardingHints, {}, { signal, background: true }),
        ]);
        const tourSeen = tours.tours.some((tour) => tour.name === ONBOARDING_TOUR && tour.seen);
        return { seen: tourSeen || hints.completed || hints.skipped, hints: hints.hints };
      }),
      finish: fromCall(async ({ input, signal }) => {
        await api.call(
          input.outcome === 'completed' ? rootCalls.onboardingComplete : rootCalls.onboardingSkip,
          {},
          { signal, background: true },
        );
      }),
      segment: fromCall(async ({ input, signal }) => {
        await api.call(rootCalls.segmentationSet, { segment: onboardingSegment(input.outcome) }, { signal, background: true });
      }),
    },
    actions: {
      logFailure: (_, params) => console.warn(`onboarding: ${params.step} failed, the cabinet goes on`, params.error),
    },
  });
}
