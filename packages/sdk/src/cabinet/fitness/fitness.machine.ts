import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { errorText } from '../../api/errors';
import { FITNESS_TEXTS } from '../../domain/subscription-pages-texts';
import { canRequestPromo, includesSportsClub, promoRequestFailureText } from './fitness.rules';
import { loadable } from '../../shared/loadable';
import type { FitnessContext, FitnessEvent, FitnessInput } from './fitness.types';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { FitnessStateValue } from '../../machine-states';

/**
 * The fitness page (personal-cabinet §2.1 dashboard/subscriptions/fitness, §3 fitness_months, §7):
 * `loading` (`client-subscriptions?brandId_H`, kept: those with the sports club) → `ready.list` |
 * `ready.empty`, or `error` with RETRY. PROMO.REQUEST sends
 * `recall-request-for-promotional-code-in-sports-club` for one subscription: accepted → its card
 * says so; refused → the server's message on that card, the button stays.
 */

export type { FitnessContext, FitnessEvent, FitnessInput } from './fitness.types';

const fitnessSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as FitnessContext,
    events: {} as FitnessEvent,
    input: {} as FitnessInput,
    children: {} as { loadSubscriptions: 'loadSubscriptions'; requestPromo: 'requestPromo' },
  },
  actors: {
    /** `client-subscriptions?brandId_H`. */
    loadSubscriptions: fromPromise<ClientSubscription[], { brand: string }>(() =>
      Promise.reject(new Error('fitness: actor "loadSubscriptions" is not provided (use provideFitness)')),
    ),
    /** `client-subscriptions/recall-request-for-promotional-code-in-sports-club`. */
    requestPromo: fromPromise<void, { id: string }>(() =>
      Promise.reject(new Error('fitness: actor "requestPromo" is not provided (use provideFitness)')),
    ),
  },
  guards: {
    noSubscriptions: ({ context }) => context.subscriptions.length === 0,
    mayRequest: ({ context }, params: { id: string }) =>
      context.subscriptions.some((s) => s.clientSubscriptionId_H === params.id) &&
      canRequestPromo(params.id, context.requested, context.requestingId),
  },
  actions: {
    setSubscriptions: assign((_, params: { subscriptions: ClientSubscription[] }) => ({
      subscriptions: params.subscriptions.filter(includesSportsClub),
      error: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, FITNESS_TEXTS.loadFailed) })),
    startRequest: assign((_, params: { id: string }) => ({ requestingId: params.id, requestError: undefined })),
    markRequested: assign(({ context }) => ({
      requested: context.requestingId ? [...context.requested, context.requestingId] : context.requested,
      requestingId: undefined,
    })),
    setRequestError: assign(({ context }, params: { error: unknown }) => ({
      requestError: context.requestingId
        ? { id: context.requestingId, text: promoRequestFailureText(params.error, FITNESS_TEXTS.requestFailed) }
        : undefined,
      requestingId: undefined,
    })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const loadingStates = /*#__PURE__*/ loadable(fitnessSetup, {
  id: 'loadSubscriptions',
  src: 'loadSubscriptions',
  input: ({ context }) => ({ brand: context.brand }),
  onDone: { actions: { type: 'setSubscriptions', params: ({ event }) => ({ subscriptions: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const fitnessLogic = /*#__PURE__*/ fitnessSetup.createMachine({
  id: 'fitness',
  context: ({ input }) => ({
    brand: input.brand ?? 'main',
    subscriptions: [],
    error: undefined,
    requestingId: undefined,
    requested: [],
    requestError: undefined,
  }),
  initial: 'loading',
  states: {
    ...loadingStates,
    ready: {
      initial: 'deciding',
      states: {
        /** Transient: the cards, or empty when no subscription includes the club. */
        deciding: { always: [{ guard: 'noSubscriptions', target: 'empty' }, { target: 'list' }] },
        empty: {},
        list: {
          on: {
            'PROMO.REQUEST': {
              guard: { type: 'mayRequest', params: ({ event }) => ({ id: event.id }) },
              target: 'requesting',
              actions: { type: 'startRequest', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        requesting: {
          invoke: {
            id: 'requestPromo',
            src: 'requestPromo',
            input: ({ context }) => ({ id: context.requestingId ?? '' }),
            onDone: { target: 'list', actions: 'markRequested' },
            onError: { target: 'list', actions: { type: 'setRequestError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The fitness machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface FitnessMachine extends PublicMachine<FitnessContext, FitnessEvent, FitnessStateValue, { input: FitnessInput }> {}
export const fitnessMachine: FitnessMachine = fitnessLogic;
