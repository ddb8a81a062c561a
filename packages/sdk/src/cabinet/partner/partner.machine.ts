import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { PARTNER_TEXTS } from '../../domain/invite-texts';
import { partnerOutcome, partnerPath } from './partner.rules';
import type { PartnerAnswer, PartnerContext, PartnerEvent, PartnerInput, PartnerPage } from './partner.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { PartnerStateValue } from '../../machine-states';

/**
 * The partner invitation (personal-cabinet §2.1 /partner-invite, invited, has-invite; §6; §7
 * `partner` GET, confirm, detach). `loginNeeded` (LOGIN: the page is saved, /login) or `loading`
 * → by the partner profile: `invitation` (ACCEPT → `accepting` → `invited`, the URL becomes
 * /partner-invite/invited), `attached` (has-invite; DETACH → `confirmDetach` dialog → `detaching`
 * → back to the invitation or `none`), `invited`, `none`; `error` (RETRY). See README.md.
 */

export type { PartnerContext, PartnerEvent, PartnerInput } from './partner.types';

const reject = (name: string) => () => Promise.reject(new Error(`partner: actor "${name}" is not provided (use providePartner)`));

const partnerSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as PartnerContext, events: {} as PartnerEvent, input: {} as PartnerInput },
  actors: {
    loadPartner: fromPromise<PartnerAnswer, { code: string | undefined }>(reject('loadPartner')),
    confirm: fromPromise<PartnerAnswer, { code: string }>(reject('confirm')),
    detach: fromPromise<unknown>(reject('detach')),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    is: ({ context }, params: { outcome: ReturnType<typeof partnerOutcome> }) =>
      partnerOutcome(context.partner, context.invitation, context.page) === params.outcome,
  },
  actions: {
    setAnswer: assign((_, params: { answer: PartnerAnswer }) => ({
      partner: params.answer.partner,
      invitation: params.answer.invitation ?? null,
      error: undefined,
      actionError: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, PARTNER_TEXTS.loadFailed) })),
    setActionError: assign((_, params: { error: unknown }) => ({ actionError: errorText(params.error, PARTNER_TEXTS.loadFailed) })),
    clearActionError: assign({ actionError: undefined }),
    setPage: assign((_, params: { page: PartnerPage }) => ({ page: params.page })),
    markDetached: assign({ detached: true, partner: null, actionError: undefined }),
    /** Provided: replaces the URL with the page's path (the code kept). */
    showPage: (_, _params: { path: string }) => undefined,
    /** Provided: saves this page as the login's redirect and opens /login. */
    goLogin: () => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const partnerLoading = /*#__PURE__*/ loadable(partnerSetup, {
  id: 'loadPartner',
  src: 'loadPartner',
  input: ({ context }) => ({ code: context.code }),
  onDone: { target: 'deciding', actions: { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const partnerLogic = /*#__PURE__*/ partnerSetup.createMachine({
  id: 'partner',
  context: ({ input }) => ({
    code: input.code,
    page: input.page,
    loggedIn: input.loggedIn,
    partner: null,
    invitation: null,
    error: undefined,
    actionError: undefined,
    detached: false,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'loginNeeded' }] },
    loginNeeded: { on: { LOGIN: { actions: 'goLogin' } } },
    ...partnerLoading,
    deciding: {
      always: [
        { guard: { type: 'is', params: { outcome: 'invited' } }, target: 'invited' },
        { guard: { type: 'is', params: { outcome: 'attached' } }, target: 'attached' },
        { guard: { type: 'is', params: { outcome: 'invitation' } }, target: 'invitation' },
        { target: 'none' },
      ],
    },
    invitation: {
      entry: [
        { type: 'setPage', params: { page: 'invite' } },
        { type: 'showPage', params: ({ context }) => ({ path: partnerPath('invite', context.code) }) },
      ],
      on: { ACCEPT: 'accepting' },
    },
    accepting: {
      tags: ['submitting'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ code: context.code ?? '' }),
        onDone: {
          target: 'invited',
          actions: [
            { type: 'setAnswer', params: ({ event }) => ({ answer: event.output }) },
            { type: 'setPage', params: { page: 'invited' } },
          ],
        },
        onError: { target: 'invitation', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    invited: { entry: { type: 'showPage', params: ({ context }) => ({ path: partnerPath('invited', context.code) }) } },
    attached: {
      entry: [
        { type: 'setPage', params: { page: 'hasInvite' } },
        { type: 'showPage', params: ({ context }) => ({ path: partnerPath('hasInvite', context.code) }) },
      ],
      on: { DETACH: { target: 'confirmDetach', actions: 'clearActionError' } },
    },
    confirmDetach: { tags: ['open'], on: { 'DETACH.CANCEL': 'attached', 'DETACH.CONFIRM': 'detaching' } },
    detaching: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'detach',
        src: 'detach',
        onDone: {
          target: 'deciding',
          // The invitation the client came with is offered again.
          actions: ['markDetached', { type: 'setPage', params: { page: 'invite' } }],
        },
        onError: { target: 'attached', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    none: { entry: { type: 'showPage', params: ({ context }) => ({ path: partnerPath('invite', context.code) }) } },
  },
});

/** The partner machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface PartnerMachine extends PublicMachine<PartnerContext, PartnerEvent, PartnerStateValue, { input: PartnerInput }> {}
export const partnerMachine: PartnerMachine = partnerLogic;
