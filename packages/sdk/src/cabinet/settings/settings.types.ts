import type { Lifestyle } from '../../api/schemas/body';
import type { Profile } from '../../api/schemas/profile';
import type { SettingsChanges, SettingsField, SettingsForm } from './settings.rules';
import type { ProfileInbox } from '../../storefront/session/session.types';

export type { ProfileInbox, ProfileUpdatedEvent } from '../../storefront/session/session.types';

export interface SettingsInput {
  /** The app's session: told `PROFILE.UPDATED` after every save and offer answer. */
  session?: ProfileInbox;
}

/** The load's answer: the profile and today's date (the clock port, Moscow day). */
export interface SettingsLoaded {
  profile: Profile;
  today: string;
  /** `client-details/lifestyles` (the body data's choice). */
  lifestyles: Lifestyle[];
}

export interface SettingsContext {
  session: ProfileInbox | undefined;
  profile: Profile | undefined;
  form: SettingsForm;
  lifestyles: Lifestyle[];
  /** The BMI of the stored height and weight (`client-details/calculate`). */
  bmi: number | undefined;
  /** 'YYYY-MM-DD', for the birthday rule. */
  today: string;
  /** A submit was tried: every field's error shows (before, only edited fields' do). */
  submitted: boolean;
  /** Fields the client has edited. */
  touched: SettingsField[];
  /** The load's failure (Russian), in `error`. */
  error: string | undefined;
  /** The save's failure (Russian), in `ready.form.failed`. */
  saveError: string | undefined;
  /** The offer answer's failure (Russian). */
  offerError: string | undefined;
}

export type SettingsEvent =
  | { type: 'RETRY' }
  | { type: 'FIELD.CHANGE'; field: SettingsField; value: string }
  | { type: 'SUBMIT' }
  /** The offer agreement: 'Принимаю' (true) / 'Не принимаю' (false). */
  | { type: 'OFFER.ANSWER'; value: boolean }
  /** The modal closed without an answer: asked again on the next visit. */
  | { type: 'OFFER.LATER' }
  /** Internal: the profile changed, the BMI is asked again. */
  | { type: 'BMI.REFRESH' };

export type SettingsSaveInput = SettingsChanges;
