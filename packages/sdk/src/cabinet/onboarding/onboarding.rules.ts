import type { OnboardingOutcome } from './onboarding.machine';

/** The cabinet's tour in `client-tours` (ours: the spec names the call, not its tours). */
export const ONBOARDING_TOUR = 'dashboard';

/** The segment `segmentations/set` records for the onboarding's outcome (ours). */
export const onboardingSegment = (outcome: OnboardingOutcome): string => `onboarding_${outcome}`;
