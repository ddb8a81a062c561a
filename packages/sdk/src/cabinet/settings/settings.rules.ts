import type { ClientDetails, Profile, ProfileSetRequest } from '../../api/schemas/profile';
import { SETTINGS_TEXTS } from '../../domain/settings-texts';
import { validateEmail, validateFirstName, validateLastName } from '../../domain/validation';
import { bodyChanges, bodyErrors, bodyFromProfile, type BodyField, type BodyForm } from './body.rules';

/**
 * Pure rules of the settings form (personal-cabinet §2.1 settings, §3 profile, §5; order-funnel §5
 * for names and e-mail).
 */

export type Gender = 'male' | 'female';
export type SettingsField = 'firstName' | 'lastName' | 'email' | 'birthday' | 'gender' | BodyField;

/** What the form holds: the fields as typed ('' for empty; birthday 'YYYY-MM-DD'). */
export interface SettingsForm extends BodyForm {
  firstName: string;
  lastName: string;
  email: string;
  birthday: string;
  gender: Gender | '';
}

export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** What a save sends: only changed, valid fields, split by call. */
export interface SettingsChanges {
  /** `client-profile-set`. */
  profile: ProfileSetRequest;
  /** `client-details/update-details` (with the body data: height, weight, purposeWeight, lifestyleId_H). */
  details: Pick<ClientDetails, 'birthday' | 'gender' | 'height' | 'weight' | 'purposeWeight' | 'lifestyleId_H'>;
}

/** Only 'male' or 'female' is a gender; anything else is not sent. */
export const isGender = (value: string): value is Gender => value === 'male' || value === 'female';

/** The form as the profile fills it. */
export const formFromProfile = (profile: Profile | undefined): SettingsForm => ({
  firstName: profile?.first_name ?? '',
  lastName: profile?.last_name ?? '',
  email: profile?.email ?? '',
  birthday: profile?.birthday ?? '',
  gender: profile?.gender ?? '',
  ...bodyFromProfile(profile),
});

/**
 * Birthday: empty is fine; otherwise a real calendar day, not after today and not before 1900
 * (the spec is silent: ours).
 */
export function birthdayError(value: string, todayIsoDate: string): string | undefined {
  if (value === '') return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return SETTINGS_TEXTS.birthdayInvalid;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && value <= todayIsoDate ? undefined : SETTINGS_TEXTS.birthdayInvalid;
}

/**
 * Each field's message: first name required (min 2, letters and spaces: 'Введите имя'), last name
 * the same rule but optional, e-mail must look like an address (contains @) when filled.
 */
export function settingsErrors(form: SettingsForm, todayIsoDate: string): SettingsErrors {
  const errors: SettingsErrors = {};
  const first = validateFirstName(form.firstName);
  if (!first.ok) errors.firstName = first.message;
  const last = validateLastName(form.lastName, { required: false });
  if (!last.ok) errors.lastName = last.message;
  const email = validateEmail(form.email);
  if (!email.ok) errors.email = email.message;
  const birthday = birthdayError(form.birthday, todayIsoDate);
  if (birthday) errors.birthday = birthday;
  return { ...errors, ...bodyErrors(form) };
}

export const hasErrors = (errors: SettingsErrors): boolean => Object.keys(errors).length > 0;

const norm = (value: string): string => value.trim().replace(/\s+/g, ' ');

/**
 * Only what changed and is valid is sent. An empty e-mail or last name is removed before the
 * save (personal-cabinet §5: "Empty email removed before profile save"): clearing the field keeps
 * the stored value, it never sends ''.
 */
export function settingsChanges(profile: Profile | undefined, form: SettingsForm, todayIsoDate: string): SettingsChanges {
  const before = formFromProfile(profile);
  const errors = settingsErrors(form, todayIsoDate);
  const out: SettingsChanges = { profile: {}, details: {} };
  const changed = (field: SettingsField) => !errors[field] && norm(form[field]) !== '' && norm(form[field]) !== norm(before[field]);
  if (changed('firstName')) out.profile.first_name = norm(form.firstName);
  if (changed('lastName')) out.profile.last_name = norm(form.lastName);
  if (changed('email')) out.profile.email = form.email.trim();
  if (changed('birthday')) out.details.birthday = form.birthday;
  if (isGender(form.gender) && form.gender !== before.gender) out.details.gender = form.gender;
  Object.assign(out.details, bodyChanges(profile, form));
  return out;
}

export const hasChanges = (changes: SettingsChanges): boolean =>
  Object.keys(changes.profile).length > 0 || Object.keys(changes.details).length > 0;

/** The save is offered when something changed and no field has an error. */
export const canSave = (profile: Profile | undefined, form: SettingsForm, todayIsoDate: string): boolean =>
  !hasErrors(settingsErrors(form, todayIsoDate)) && hasChanges(settingsChanges(profile, form, todayIsoDate));

/** The offer agreement modal shows while the profile waits for the answer. */
export const needsOfferAgreement = (profile: Profile | undefined): boolean => profile?.needsOfferAgreement === true;
