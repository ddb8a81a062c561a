/**
 * The `onboarding` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { onboarding } from '@mealflow/sdk/cabinet'`, then `onboarding.<name>`; unused members are tree-shaken.
 */
export * from './onboarding.connect';
export { onboardingMachine } from './onboarding.machine';
export type {
  OnboardingContext,
  OnboardingEvent,
  OnboardingHint,
  OnboardingLoaded,
  OnboardingMachine,
  OnboardingOutcome,
} from './onboarding.machine';
export * from './onboarding.provide';
export * from './onboarding.rules';
