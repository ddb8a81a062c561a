import type { SnapshotFrom } from 'xstate';
import type { onboardingMachine, OnboardingEvent } from './onboarding.machine';
import { ONBOARDING_TEXTS } from './onboarding.texts';

export { ONBOARDING_TEXTS };

export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

export interface OnboardingView {
  open: boolean;
  text: string | undefined;
  /** 'Подсказка 1 из 2' */
  stepText: string | undefined;
  canGoBack: boolean;
  /** The last hint: its NEXT is 'Понятно' (completes). */
  last: boolean;
}

export interface OnboardingHandlers {
  next: () => void;
  back: () => void;
  skip: () => void;
}

export function onboardingView(snapshot: OnboardingSnapshot): OnboardingView {
  const { hints, index } = snapshot.context;
  const open = snapshot.matches('showing');
  return {
    open,
    text: open ? hints[index]?.text : undefined,
    stepText: open ? `${ONBOARDING_TEXTS.title} ${index + 1} из ${hints.length}` : undefined,
    canGoBack: open && index > 0,
    last: index >= hints.length - 1,
  };
}

export function connectOnboarding(
  snapshot: OnboardingSnapshot,
  send: (event: OnboardingEvent) => void,
): OnboardingView & OnboardingHandlers {
  return {
    ...onboardingView(snapshot),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    skip: () => send({ type: 'SKIP' }),
  };
}
