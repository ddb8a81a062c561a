import { and, assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';

import type { Profile, ProfileSetRequest } from '../../api/schemas/profile';

import { NEW_CLIENT_TEXTS } from './new-client';
import { newClientProfileErrors, newClientProfileSave, type NewClientProfileFields } from './new-client-profile.rules';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { NewClientProfileStateValue } from '../../machine-states';
import type {
  NewClientProfileInput,
  NewClientProfileLoaded,
  NewClientProfileContext,
  NewClientProfileEvent,
} from './new-client-profile.types';
export type * from './new-client-profile.types';

/**
 * The profile step of the desktop new-client order (personal-cabinet §2.1 `/dashboard/order/{hid}/profile`;
 * order-funnel §5 profile rules): `loading` (the order and the client's profile) → `editing` (first
 * name, optional last name, e-mail; the names the profile already has are not editable) → SUBMIT
 * valid → `saving` (`client-profile-set` with what changed; nothing to save goes on at once) →
 * `done` (the session is told, the payment step opens). A failed load offers RETRY; a failed save
 * keeps the fields with the message. See README.md.
 */

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`newClientProfile: actor "${name}" is not provided (use provideNewClientProfile)`));

export const newClientProfileLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as NewClientProfileInput,
    context: {} as NewClientProfileContext,
    events: {} as NewClientProfileEvent,
  },
  actors: {
    load: fromPromise<NewClientProfileLoaded, { hid: string }>(notProvided('load')),
    save: fromPromise<Profile, ProfileSetRequest>(notProvided('save')),
  },
  guards: {
    fieldsValid: ({ context }) => Object.keys(newClientProfileErrors(context.fields, context.profile)).length === 0,
    nothingToSave: ({ context }) => Object.keys(newClientProfileSave(context.fields, context.profile)).length === 0,
    orderCanceled: (_, params: { loaded: NewClientProfileLoaded }) => params.loaded.order.is_canceled,
  },
  actions: {
    assignLoaded: assign((_, params: { loaded: NewClientProfileLoaded }) => ({
      order: params.loaded.order,
      profile: params.loaded.profile,
      fields: {
        firstName: params.loaded.profile.first_name ?? '',
        lastName: params.loaded.profile.last_name ?? '',
        email: params.loaded.profile.email ?? '',
      },
      error: undefined,
    })),
    assignField: assign(({ context }, params: { field: keyof NewClientProfileFields; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      error: undefined,
    })),
    markTouched: assign({ touched: true }),
    assignLoadError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, NEW_CLIENT_TEXTS.loadFailed) })),
    assignSaveError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, NEW_CLIENT_TEXTS.saveFailed) })),
    clearError: assign({ error: undefined }),
    assignSaved: assign((_, params: { profile: Profile }) => ({ profile: params.profile })),
    /** The session keeps the saved profile (the cabinet frame's name, the checkout's profile block). */
    tellSession: ({ context }, params: { profile: Profile }) => context.session?.send({ type: 'PROFILE.UPDATED', profile: params.profile }),
    /** Opens the payment step of the order (navigation port; provided). */
    goToPayment: () => undefined,
  },
}).createMachine({
  id: 'newClientProfile',
  context: ({ input }) => ({
    hid: input.hid,
    session: input.session,
    order: undefined,
    profile: undefined,
    fields: { firstName: '', lastName: '', email: '' },
    touched: false,
    error: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: [
          {
            guard: { type: 'orderCanceled', params: ({ event }) => ({ loaded: event.output }) },
            target: 'canceled',
            actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
          { target: 'editing', actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    canceled: {},
    editing: {
      on: {
        'FIELD.CHANGE': { actions: { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SUBMIT: [
          // Nothing changed (a returning client with a name): on to the payment without a call.
          { guard: and(['fieldsValid', 'nothingToSave']), target: 'done', actions: 'markTouched' },
          { guard: 'fieldsValid', target: 'saving', actions: 'markTouched' },
          { actions: 'markTouched' },
        ],
      },
    },
    saving: {
      // A second press while saving is ignored (no SUBMIT here): one save, one navigation.
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => newClientProfileSave(context.fields, context.profile),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignSaved', params: ({ event }) => ({ profile: event.output }) },
            { type: 'tellSession', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', entry: 'goToPayment' },
  },
});

/** The newClientProfile machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface NewClientProfileMachine extends PublicMachine<
  NewClientProfileContext,
  NewClientProfileEvent,
  NewClientProfileStateValue,
  { input: NewClientProfileInput }
> {}
export const newClientProfileMachine: NewClientProfileMachine = newClientProfileLogic;
