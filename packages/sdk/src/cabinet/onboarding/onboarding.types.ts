// The onboarding machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface OnboardingHint {
  id: string;
  text: string;
}

export interface OnboardingLoaded {
  /** The cabinet's tour was seen (`client-tours`) or the hints were completed or skipped (`onboarding/hints`). */
  seen: boolean;
  hints: OnboardingHint[];
}

export type OnboardingOutcome = 'completed' | 'skipped';

export interface OnboardingContext {
  hints: OnboardingHint[];
  index: number;
  outcome: OnboardingOutcome | undefined;
}

export type OnboardingEvent = { type: 'NEXT' } | { type: 'BACK' } | { type: 'SKIP' };
