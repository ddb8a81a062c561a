import { assign, fromPromise, raise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { Profile } from '../../api/schemas/profile';
import { errorText } from '../../api/errors';
import { SETTINGS_TEXTS } from '../../domain/settings-texts';
import { bmiRequest } from './body.rules';
import { canSave, formFromProfile, needsOfferAgreement, settingsChanges, type SettingsField } from './settings.rules';
import type { SettingsContext, SettingsEvent, SettingsInput, SettingsLoaded, SettingsSaveInput } from './settings.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { SettingsStateValue } from '../../machine-states';

/**
 * The settings form (personal-cabinet §2.1 settings, §3, §5, §7): `loading` (client-profile) →
 * `ready` | `error` (RETRY). `ready` runs two regions: `form` (idle → saving → idle | failed with
 * RETRY) and `offer` (the offer agreement modal while the profile asks for it). A save sends only
 * changed, valid fields, then tells the session the new profile. See README.md.
 */

export type { SettingsContext, SettingsEvent, SettingsInput } from './settings.types';

const reject = (name: string) => () => Promise.reject(new Error(`settings: actor "${name}" is not provided (use provideSettings)`));

const settingsSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as SettingsContext, events: {} as SettingsEvent, input: {} as SettingsInput },
  actors: {
    /** `client-profile` and today's date. */
    loadProfile: fromPromise<SettingsLoaded>(reject('loadProfile')),
    /** `client-profile-set` and/or `client-details/update-details`; answers the saved profile. */
    save: fromPromise<Profile, SettingsSaveInput>(reject('save')),
    /** `client-agreements` (v1_1): its body.profile. */
    answerOffer: fromPromise<Profile, { value: boolean }>(reject('answerOffer')),
    /** `client-details/calculate` for the stored height and weight: the BMI. */
    calculateBmi: fromPromise<number, { height: number; weight: number }>(reject('calculateBmi')),
  },
  guards: {
    canSave: ({ context }) => canSave(context.profile, context.form, context.today),
    asksOffer: ({ context }) => needsOfferAgreement(context.profile),
    hasBody: ({ context }) => bmiRequest(context.profile) !== undefined,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: SettingsLoaded }) => ({
      profile: params.loaded.profile,
      today: params.loaded.today,
      form: formFromProfile(params.loaded.profile),
      lifestyles: params.loaded.lifestyles,
      error: undefined,
    })),
    setBmi: assign((_, params: { bmi: number | undefined }) => ({ bmi: params.bmi })),
    refreshBmi: raise({ type: 'BMI.REFRESH' }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, SETTINGS_TEXTS.loadFailed) })),
    setField: assign(({ context }, params: { field: SettingsField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      touched: context.touched.includes(params.field) ? context.touched : [...context.touched, params.field],
    })),
    markSubmitted: assign({ submitted: true }),
    /** The saved profile fills the form again: what is shown is what was stored. */
    setSaved: assign((_, params: { profile: Profile }) => ({
      profile: params.profile,
      form: formFromProfile(params.profile),
      touched: [],
      submitted: false,
      saveError: undefined,
    })),
    setSaveError: assign((_, params: { error: unknown }) => ({ saveError: errorText(params.error, SETTINGS_TEXTS.saveFailed) })),
    clearSaveError: assign({ saveError: undefined }),
    /** `body.profile` replaces the profile; the form keeps what is being typed. */
    setOfferProfile: assign((_, params: { profile: Profile }) => ({ profile: params.profile, offerError: undefined })),
    setOfferError: assign((_, params: { error: unknown }) => ({ offerError: errorText(params.error, SETTINGS_TEXTS.saveFailed) })),
    tellSession: ({ context }, params: { profile: Profile }) => context.session?.send({ type: 'PROFILE.UPDATED', profile: params.profile }),
    // Provided (notify port).
    toast: (_, _params: { text: string }) => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const settingsLoading = /*#__PURE__*/ loadable(settingsSetup, {
  id: 'loadProfile',
  src: 'loadProfile',
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const settingsLogic = /*#__PURE__*/ settingsSetup.createMachine({
  id: 'settings',
  context: ({ input }) => ({
    session: input.session,
    profile: undefined,
    form: formFromProfile(undefined),
    lifestyles: [],
    bmi: undefined,
    today: '',
    submitted: false,
    touched: [],
    error: undefined,
    saveError: undefined,
    offerError: undefined,
  }),
  initial: 'loading',
  states: {
    ...settingsLoading,
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'idle',
          on: { 'FIELD.CHANGE': { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } } },
          states: {
            idle: {
              on: { SUBMIT: [{ guard: 'canSave', target: 'saving', actions: 'markSubmitted' }, { actions: 'markSubmitted' }] },
            },
            saving: {
              tags: ['saving'],
              entry: 'clearSaveError',
              // While saving, typing waits: the answer refills the form.
              on: { 'FIELD.CHANGE': {} },
              invoke: {
                id: 'save',
                src: 'save',
                input: ({ context }) => settingsChanges(context.profile, context.form, context.today),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'setSaved', params: ({ event }) => ({ profile: event.output }) },
                    { type: 'tellSession', params: ({ event }) => ({ profile: event.output }) },
                    { type: 'toast', params: { text: SETTINGS_TEXTS.saved } },
                    'refreshBmi',
                  ],
                },
                onError: { target: 'failed', actions: { type: 'setSaveError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: {
              tags: ['failed'],
              on: {
                RETRY: [
                  { guard: 'canSave', target: 'saving' },
                  { target: 'idle', actions: 'clearSaveError' },
                ],
                SUBMIT: [{ guard: 'canSave', target: 'saving', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
              },
            },
          },
        },
        // The BMI of the stored body data (personal-cabinet §7 client-details/calculate), asked again after a save.
        bmi: {
          initial: 'deciding',
          on: { 'BMI.REFRESH': '.deciding' },
          states: {
            deciding: {
              always: [
                { guard: 'hasBody', target: 'calculating' },
                { target: 'none', actions: { type: 'setBmi', params: { bmi: undefined } } },
              ],
            },
            none: {},
            calculating: {
              invoke: {
                id: 'calculateBmi',
                src: 'calculateBmi',
                input: ({ context }) => bmiRequest(context.profile) ?? { height: 0, weight: 0 },
                onDone: { target: 'shown', actions: { type: 'setBmi', params: ({ event }) => ({ bmi: event.output }) } },
                onError: { target: 'failed', actions: { type: 'setBmi', params: { bmi: undefined } } },
              },
            },
            shown: {},
            failed: {},
          },
        },
        offer: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'asksOffer', target: 'asking' }, { target: 'none' }] },
            none: {},
            // OFFER.LATER: closed without an answer (Escape, ×): asked again on the next visit.
            asking: { tags: ['open'], on: { 'OFFER.ANSWER': 'answering', 'OFFER.LATER': 'none' } },
            answering: {
              tags: ['open', 'busy'],
              invoke: {
                id: 'answerOffer',
                src: 'answerOffer',
                input: ({ event }) => ({ value: event.type === 'OFFER.ANSWER' ? event.value : false }),
                onDone: {
                  target: 'deciding',
                  actions: [
                    { type: 'setOfferProfile', params: ({ event }) => ({ profile: event.output }) },
                    { type: 'tellSession', params: ({ event }) => ({ profile: event.output }) },
                  ],
                },
                onError: { target: 'asking', actions: { type: 'setOfferError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

/** The settings machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SettingsMachine extends PublicMachine<SettingsContext, SettingsEvent, SettingsStateValue, { input: SettingsInput }> {}
export const settingsMachine: SettingsMachine = settingsLogic;
