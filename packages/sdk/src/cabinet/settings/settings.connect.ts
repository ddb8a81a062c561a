import type { SnapshotFrom } from 'xstate';
import { RETRY } from '../../domain/messages';
import { BODY_TEXTS } from '../../domain/body-texts';
import { SETTINGS_TEXTS } from '../../domain/settings-texts';
import { bmiText } from './body.rules';
import type { settingsMachine } from './settings.machine';
import { canSave, settingsErrors, type Gender, type SettingsField } from './settings.rules';
import type { SettingsEvent } from './settings.types';
import { loadStatus } from '../../shared/loadable';

export type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

export interface SettingsFieldView {
  name: SettingsField;
  label: string;
  value: string;
  /** Shown next to the field once it was edited or a save was tried. */
  error: string | undefined;
}

export interface GenderOption {
  value: Gender;
  label: string;
}

export interface OfferView {
  open: boolean;
  busy: boolean;
  title: string;
  text: string;
  accept: string;
  decline: string;
  error: string | undefined;
}

export interface SettingsView {
  status: 'loading' | 'error' | 'ready';
  /** The load's failure (Russian). */
  error: string | undefined;
  fields: {
    firstName: SettingsFieldView;
    lastName: SettingsFieldView;
    email: SettingsFieldView;
    birthday: SettingsFieldView;
    gender: SettingsFieldView;
  };
  genderOptions: GenderOption[];
  /** Body data (personal-cabinet §3 client details): its fields, the lifestyles, the BMI line. */
  body: {
    title: string;
    fields: { height: SettingsFieldView; weight: SettingsFieldView; purposeWeight: SettingsFieldView; lifestyle: SettingsFieldView };
    lifestyleOptions: Array<{ value: string; label: string }>;
    /** 'Индекс массы тела: 22,9' once the stored height and weight give one; else the hint. */
    bmi: string;
    bmiBusy: boolean;
  };
  saving: boolean;
  /** The save button is enabled: something changed and nothing is wrong. */
  canSave: boolean;
  /** The save's failure (Russian) with its retry. */
  saveError: string | undefined;
  offer: OfferView;
  texts: typeof SETTINGS_TEXTS & { retry: string };
}

export interface SettingsHandlers {
  retry: () => void;
  change: (field: SettingsField, value: string) => void;
  submit: () => void;
  retrySave: () => void;
  acceptOffer: () => void;
  declineOffer: () => void;
  /** Closed without an answer (Escape, ×). */
  closeOffer: () => void;
}

const LABELS: Record<SettingsField, string> = {
  firstName: SETTINGS_TEXTS.firstName,
  lastName: SETTINGS_TEXTS.lastName,
  email: SETTINGS_TEXTS.email,
  birthday: SETTINGS_TEXTS.birthday,
  gender: SETTINGS_TEXTS.gender,
  height: BODY_TEXTS.height,
  weight: BODY_TEXTS.weight,
  purposeWeight: BODY_TEXTS.purposeWeight,
  lifestyle: BODY_TEXTS.lifestyle,
};

export function settingsView(snapshot: SettingsSnapshot): SettingsView {
  const { context } = snapshot;
  const status = loadStatus(snapshot) ?? 'ready';
  const errors = status === 'ready' ? settingsErrors(context.form, context.today) : {};
  const field = (name: SettingsField): SettingsFieldView => ({
    name,
    label: LABELS[name],
    value: context.form[name],
    error: context.submitted || context.touched.includes(name) ? errors[name] : undefined,
  });
  const answering = snapshot.hasTag('busy');
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    fields: {
      firstName: field('firstName'),
      lastName: field('lastName'),
      email: field('email'),
      birthday: field('birthday'),
      gender: field('gender'),
    },
    genderOptions: [
      { value: 'female', label: SETTINGS_TEXTS.female },
      { value: 'male', label: SETTINGS_TEXTS.male },
    ],
    body: {
      title: BODY_TEXTS.title,
      fields: { height: field('height'), weight: field('weight'), purposeWeight: field('purposeWeight'), lifestyle: field('lifestyle') },
      lifestyleOptions: [
        { value: '', label: BODY_TEXTS.lifestyleUnset },
        ...context.lifestyles.map((l) => ({ value: l.id_H, label: l.title })),
      ],
      bmi:
        context.bmi !== undefined
          ? BODY_TEXTS.bmi(bmiText(context.bmi))
          : snapshot.matches({ ready: { bmi: 'failed' } })
            ? BODY_TEXTS.bmiFailed
            : BODY_TEXTS.bmiHint,
      bmiBusy: snapshot.matches({ ready: { bmi: 'calculating' } }),
    },
    saving: snapshot.hasTag('saving'),
    canSave: status === 'ready' && canSave(context.profile, context.form, context.today),
    saveError: snapshot.hasTag('failed') ? context.saveError : undefined,
    offer: {
      open: snapshot.hasTag('open'),
      busy: answering,
      title: SETTINGS_TEXTS.offerTitle,
      text: SETTINGS_TEXTS.offerText,
      accept: SETTINGS_TEXTS.offerAccept,
      decline: SETTINGS_TEXTS.offerDecline,
      error: context.offerError,
    },
    texts: { ...SETTINGS_TEXTS, retry: RETRY },
  };
}

/** The settings form's model and its handlers. */
export function connectSettings(snapshot: SettingsSnapshot, send: (event: SettingsEvent) => void): SettingsView & SettingsHandlers {
  return {
    ...settingsView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    change: (field, value) => send({ type: 'FIELD.CHANGE', field, value }),
    submit: () => send({ type: 'SUBMIT' }),
    retrySave: () => send({ type: 'RETRY' }),
    acceptOffer: () => send({ type: 'OFFER.ANSWER', value: true }),
    declineOffer: () => send({ type: 'OFFER.ANSWER', value: false }),
    closeOffer: () => send({ type: 'OFFER.LATER' }),
  };
}
