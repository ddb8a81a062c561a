import { tips as tipCalls } from '../../api/endpoints/tips';
import type { MealflowDeps } from '../../deps';
import { provideAutoTips } from '../../checkout/auto-tips/auto-tips.provide';
import { provideCourierRating } from '../courier-rating/courier-rating.provide';
import { provideOnboarding } from '../onboarding/onboarding.provide';
import { providePreferences } from '../preferences/preferences.provide';
import { fromCall } from '../../shared/from-call';
import { cabinetRootLogic, type CabinetRootMachine } from './cabinet-root.machine';

/** Binds the root view's children (courier rating, auto-tips, onboarding, preferences) and the template check (`tips/templates`, quiet). */
export function provideCabinetRoot(deps: MealflowDeps): CabinetRootMachine {
  const { api } = deps;
  return cabinetRootLogic.provide({
    actors: {
      courierRating: provideCourierRating(deps),
      autoTips: provideAutoTips(deps),
      onboarding: provideOnboarding(deps),
      preferences: providePreferences(deps),
      hasAutoTipsTemplate: fromCall(
        async ({ signal }) => (await api.call(tipCalls.templates, {}, { signal, background: true })).templates.length > 0,
      ),
    },
    actions: {
      logFailure: (_, params) => console.warn(`cabinet root view: ${params.step} failed, nothing shown`, params.error),
    },
  });
}
