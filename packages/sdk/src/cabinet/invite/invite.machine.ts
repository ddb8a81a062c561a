import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { INVITE_TEXTS } from '../../domain/invite-texts';
import { inviteLink } from '../referral/referral.rules';
import type { InviteContext, InviteEvent, InviteLoaded } from './invite.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { InviteStateValue } from '../../machine-states';

/**
 * The client's invitation (personal-cabinet §2.1 invite, DashboardInvite): `loading` (the profile:
 * its `name_slug` and `referralBonus`) → `ready` | `error` (RETRY). In `ready`, COPY writes the link
 * to the clipboard port: `copying` → `copied` (the status 'Ссылка скопирована') | `copyFailed`
 * (select it by hand); COPY again copies again. See README.md.
 */

export type { InviteContext, InviteEvent } from './invite.types';

const reject = (name: string) => () => Promise.reject(new Error(`invite: actor "${name}" is not provided (use provideInvite)`));

const inviteSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as InviteContext, events: {} as InviteEvent },
  actors: {
    loadInvite: fromPromise<InviteLoaded>(reject('loadInvite')),
    /** The clipboard port. */
    copyLink: fromPromise<void, { link: string }>(reject('copyLink')),
  },
  guards: {
    hasLink: ({ context }) => context.link !== undefined,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: InviteLoaded }) => {
      const slug = params.loaded.profile.name_slug;
      return { profile: params.loaded.profile, link: slug ? inviteLink(params.loaded.host, slug) : undefined, error: undefined };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, INVITE_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const inviteLoading = /*#__PURE__*/ loadable(inviteSetup, {
  id: 'loadInvite',
  src: 'loadInvite',
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const inviteLogic = /*#__PURE__*/ inviteSetup.createMachine({
  id: 'invite',
  context: { profile: undefined, link: undefined, error: undefined },
  initial: 'loading',
  states: {
    ...inviteLoading,
    ready: {
      initial: 'idle',
      on: { COPY: { guard: 'hasLink', target: '.copying' } },
      states: {
        idle: {},
        copying: {
          tags: ['busy'],
          on: { COPY: {} },
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ link: context.link ?? '' }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: { tags: ['done'] },
        copyFailed: { tags: ['failed'] },
      },
    },
  },
});

/** The invite machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface InviteMachine extends PublicMachine<InviteContext, InviteEvent, InviteStateValue> {}
export const inviteMachine: InviteMachine = inviteLogic;
