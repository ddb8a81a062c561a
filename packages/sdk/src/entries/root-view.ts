/** The cabinet's root view (§2.4 tips modal, auto-tips modal, filters panel) and its onboarding hints (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { rootCalls } from '../api/endpoints/root';
export { cabinetRootMachine } from '../cabinet/cabinet-root/cabinet-root.machine';
export type { CabinetRootContext, CabinetRootEvent, CabinetRootInput, CabinetRootMachine } from '../cabinet/cabinet-root/cabinet-root.machine';
export { provideCabinetRoot } from '../cabinet/cabinet-root/cabinet-root.provide';
export { cabinetRootInput, FILTERS_PANEL_PRODUCTS, filtersPanelAllowed, offersAutoTips } from '../cabinet/cabinet-root/cabinet-root.rules';
export type { CabinetRootFacts, FiltersPanelFacts } from '../cabinet/cabinet-root/cabinet-root.rules';
export { CABINET_ROOT_TEXTS, cabinetRootChildren, cabinetRootView, connectCabinetRoot } from '../cabinet/cabinet-root/cabinet-root.connect';
export type { CabinetRootChildren, CabinetRootHandlers, CabinetRootSnapshot, CabinetRootView } from '../cabinet/cabinet-root/cabinet-root.connect';
export { onboardingMachine } from '../cabinet/onboarding/onboarding.machine';
export type { OnboardingContext, OnboardingEvent, OnboardingHint, OnboardingLoaded, OnboardingMachine, OnboardingOutcome } from '../cabinet/onboarding/onboarding.machine';
export { provideOnboarding } from '../cabinet/onboarding/onboarding.provide';
export { ONBOARDING_TOUR, onboardingSegment } from '../cabinet/onboarding/onboarding.rules';
export { connectOnboarding, ONBOARDING_TEXTS, onboardingView } from '../cabinet/onboarding/onboarding.connect';
export type { OnboardingHandlers, OnboardingSnapshot, OnboardingView } from '../cabinet/onboarding/onboarding.connect';
