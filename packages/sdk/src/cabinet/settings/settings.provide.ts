import { profile as profileCalls } from '../../api/endpoints/profile';
import { body } from '../../api/endpoints/body';
import { settings } from '../../api/endpoints/settings';
import type { MealflowDeps } from '../../deps';
import { todayIso } from '../../domain/dates';
import { fromCall } from '../../shared/from-call';
import { settingsLogic } from './settings.machine';
import type { SettingsLoaded, SettingsSaveInput } from './settings.types';
import type { SettingsMachine } from './settings.machine';
import type { Profile } from '../../api/schemas/profile';
import { serviceNow } from '../../shared/service-now';

/**
 * Binds the settings form to the API: `client-profile` to load; a save sends the names and e-mail
 * through `client-profile-set` (its answer is the profile) and birthday/gender through
 * `client-details/update-details` (success only: the profile is read again); the offer answer
 * through `client-agreements` (v1_1, `body.profile`). The toast is the notify port's.
 */
export function provideSettings(deps: MealflowDeps): SettingsMachine {
  const { api, ports } = deps;
  return settingsLogic.provide({
    actors: {
      loadProfile: fromCall(async ({ signal }): Promise<SettingsLoaded> => {
        const [answer, lifestyles] = await Promise.all([
          api.call(profileCalls.get, {}, { signal }),
          api.call(body.lifestyles, {}, { signal }),
        ]);
        return { profile: answer.profile, today: todayIso(serviceNow(ports)), lifestyles: lifestyles.lifestyles };
      }),
      calculateBmi: fromCall(
        async ({ input, signal }: { input: { height: number; weight: number }; signal: AbortSignal }) =>
          (await api.call(body.calculate, input, { signal })).bmi,
      ),
      save: fromCall(async ({ input, signal }: { input: SettingsSaveInput; signal: AbortSignal }): Promise<Profile> => {
        let saved: Profile | undefined;
        if (Object.keys(input.profile).length > 0) saved = (await api.call(settings.setProfile, input.profile, { signal })).profile;
        if (Object.keys(input.details).length > 0) {
          await api.call(settings.updateDetails, input.details, { signal });
          saved = (await api.call(profileCalls.get, {}, { signal })).profile;
        }
        return saved ?? (await api.call(profileCalls.get, {}, { signal })).profile;
      }),
      answerOffer: fromCall(
        async ({ input, signal }: { input: { value: boolean }; signal: AbortSignal }): Promise<Profile> =>
          (await api.call(settings.agreement, { type: 'offer', value: input.value }, { signal })).body.profile,
      ),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
    },
  });
}
