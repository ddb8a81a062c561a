import type { ClientDetails, Profile } from '../../api/schemas/profile';
import { BODY_TEXTS } from '../../domain/body-texts';

/**
 * Body data of the settings form (personal-cabinet §3 "Client details: height, weight, birthday,
 * lifestyleId_H, gender, purposeWeight"). Birthday and gender are the form's own fields; these four
 * join them in `client-details/update-details`. Limits are ours: height 100–250 cm, weights 30–300 kg.
 */
export type BodyField = 'height' | 'weight' | 'purposeWeight' | 'lifestyle';

export interface BodyForm {
  height: string;
  weight: string;
  purposeWeight: string;
  /** The lifestyle's id_H, '' for none. */
  lifestyle: string;
}

const LIMITS = { height: [100, 250], weight: [30, 300], purposeWeight: [30, 300] } as const;
const MESSAGES = {
  height: BODY_TEXTS.heightInvalid,
  weight: BODY_TEXTS.weightInvalid,
  purposeWeight: BODY_TEXTS.purposeWeightInvalid,
};

/** '72,5' or '72.5' → 72.5; '' or anything else → undefined. */
export function parseMeasure(value: string): number | undefined {
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(text)) return undefined;
  return Number(text);
}

/** A number as the form shows it: '72,5' (a Russian decimal comma), '' for none. */
export const measureText = (value: number | null | undefined): string => (typeof value === 'number' ? String(value).replace('.', ',') : '');

export const bodyFromProfile = (profile: Profile | undefined): BodyForm => ({
  height: measureText(profile?.height),
  weight: measureText(profile?.weight),
  purposeWeight: measureText(profile?.purposeWeight),
  lifestyle: profile?.lifestyleId_H ?? '',
});

/** Each measure's message when it is filled and out of its limits (empty is fine: not sent). */
export function bodyErrors(form: BodyForm): Partial<Record<BodyField, string>> {
  const errors: Partial<Record<BodyField, string>> = {};
  for (const key of ['height', 'weight', 'purposeWeight'] as const) {
    if (form[key].trim() === '') continue;
    const value = parseMeasure(form[key]);
    const [min, max] = LIMITS[key];
    if (value === undefined || value < min || value > max) errors[key] = MESSAGES[key];
  }
  return errors;
}

/** The changed, valid body fields for `client-details/update-details`. */
export function bodyChanges(
  profile: Profile | undefined,
  form: BodyForm,
): Pick<ClientDetails, 'height' | 'weight' | 'purposeWeight' | 'lifestyleId_H'> {
  const errors = bodyErrors(form);
  const out: Pick<ClientDetails, 'height' | 'weight' | 'purposeWeight' | 'lifestyleId_H'> = {};
  for (const key of ['height', 'weight', 'purposeWeight'] as const) {
    const value = parseMeasure(form[key]);
    if (!errors[key] && value !== undefined && value !== (profile?.[key] ?? undefined)) out[key] = value;
  }
  if (form.lifestyle !== '' && form.lifestyle !== (profile?.lifestyleId_H ?? '')) out.lifestyleId_H = form.lifestyle;
  return out;
}

/** What `client-details/calculate` needs: the stored height and weight (else no BMI). */
export function bmiRequest(profile: Profile | undefined): { height: number; weight: number } | undefined {
  const height = profile?.height;
  const weight = profile?.weight;
  return typeof height === 'number' && typeof weight === 'number' ? { height, weight } : undefined;
}

/** '22,9' (one decimal, Russian comma). */
export const bmiText = (bmi: number): string =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bmi);
