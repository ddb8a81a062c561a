import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { ClientSubscription, FreezePeriod } from '../../api/schemas/subscriptions';
import { FREEZE_TEXTS } from '../../domain/subscription-texts';
import type { FreezeContext, FreezeEvent, FreezeInput, FreezeOutput } from './freeze.types';
import { effectFailureText } from '../../shared/effect';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { FreezeStateValue } from '../../machine-states';

/**
 * Freeze or unfreeze one subscription (personal-cabinet §3 "Freeze", §4, §8): `picking` a start
 * day of the delivery calendar and a length up to the days left → `freezing` (`freeze/create`
 * dateFrom, dateTo) → `done`, or back to `picking` with the server's message. In the 'unfreeze'
 * mode: `confirmingUnfreeze` → `unfreezing` (`freeze/cancel`) → `done`. CANCEL → `closed`.
 */

export type { FreezeContext, FreezeEvent, FreezeInput, FreezeOutput } from './freeze.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`freeze: actor "${name}" is not provided (use provideFreeze)`));

export const freezeLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as FreezeContext,
    events: {} as FreezeEvent,
    input: {} as FreezeInput,
    output: {} as FreezeOutput,
  },
  actors: {
    /** `client-subscriptions/freeze/create`. */
    createFreeze: fromPromise<ClientSubscription, { id: string; period: FreezePeriod }>(notProvided('createFreeze')),
    /** `client-subscriptions/freeze/cancel`. */
    cancelFreeze: fromPromise<ClientSubscription, { id: string }>(notProvided('cancelFreeze')),
  },
  guards: {
    opensOnUnfreeze: ({ context }) => context.mode === 'unfreeze',
  },
  actions: {
    setStart: assign((_, params: { date: string }) => ({ dateFrom: params.date, error: undefined })),
    setDays: assign((_, params: { days: number }) => ({ days: Math.max(1, Math.trunc(params.days)), error: undefined })),
    setSubscription: assign((_, params: { subscription: ClientSubscription }) => ({
      subscription: params.subscription,
      saved: true,
      error: undefined,
    })),
    setPeriod: assign((_, params: { period: FreezePeriod }) => ({ period: params.period, error: undefined })),
    setError: assign((_, params: { error: unknown; fallback: string }) => ({ error: effectFailureText(params.error, params.fallback) })),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'freeze',
  context: ({ input }) => ({
    subscription: input.subscription,
    mode: input.mode,
    dateFrom: undefined,
    days: 1,
    period: undefined,
    saved: false,
    error: undefined,
  }),
  initial: 'opening',
  output: ({ context }) => ({ subscription: context.saved ? context.subscription : undefined }),
  states: {
    /** Transient: the freeze form, or the unfreeze question. */
    opening: { always: [{ guard: 'opensOnUnfreeze', target: 'confirmingUnfreeze' }, { target: 'picking' }] },
    picking: {
      on: {
        'START.SET': { actions: { type: 'setStart', params: ({ event }) => ({ date: event.date }) } },
        'DAYS.SET': { actions: { type: 'setDays', params: ({ event }) => ({ days: event.days }) } },
        SUBMIT: { target: 'freezing', actions: { type: 'setPeriod', params: ({ event }) => ({ period: event.period }) } },
        CANCEL: 'closed',
      },
    },
    freezing: {
      tags: ['busy'],
      invoke: {
        id: 'createFreeze',
        src: 'createFreeze',
        input: ({ context }) => ({
          id: context.subscription.clientSubscriptionId_H,
          period: context.period ?? { dateFrom: '', dateTo: '' },
        }),
        onDone: { target: 'done', actions: { type: 'setSubscription', params: ({ event }) => ({ subscription: event.output }) } },
        onError: {
          target: 'picking',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: FREEZE_TEXTS.failed }) },
        },
      },
    },
    confirmingUnfreeze: {
      on: { CONFIRM: { target: 'unfreezing', actions: 'clearError' }, CANCEL: 'closed' },
    },
    unfreezing: {
      tags: ['busy'],
      invoke: {
        id: 'cancelFreeze',
        src: 'cancelFreeze',
        input: ({ context }) => ({ id: context.subscription.clientSubscriptionId_H }),
        onDone: { target: 'done', actions: { type: 'setSubscription', params: ({ event }) => ({ subscription: event.output }) } },
        onError: {
          target: 'confirmingUnfreeze',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: FREEZE_TEXTS.unfreezeFailed }) },
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** The freeze machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface FreezeMachine extends PublicMachine<
  FreezeContext,
  FreezeEvent,
  FreezeStateValue,
  { input: FreezeInput; output: FreezeOutput }
> {}
export const freezeMachine: FreezeMachine = freezeLogic;
