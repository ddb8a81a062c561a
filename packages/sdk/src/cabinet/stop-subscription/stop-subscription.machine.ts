import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { errorText } from '../../api/errors';
import type { StopReasonId } from '../../domain/subscription-texts';
import { STOP_TEXTS } from '../../domain/subscription-texts';
import { stopFeedbackProblem } from './stop-subscription.rules';
import type {
  StopSubscriptionContext,
  StopSubscriptionEvent,
  StopSubscriptionInput,
  StopSubscriptionOutput,
} from './stop-subscription.types';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { StopSubscriptionStateValue } from '../../machine-states';

/**
 * Stop a subscription (personal-cabinet §4 "stopped, with feedback on stop", §7, §9): `feedback`
 * (a reason, a comment for 'Другое') → `sendingFeedback` (`feedback-for-stop`) → `confirming`
 * (the 990 ₽ fee and the prime penalty stated) → `stopping` (`stop`) → `done`. CANCEL keeps it.
 */

export type {
  StopSubscriptionContext,
  StopSubscriptionEvent,
  StopSubscriptionInput,
  StopSubscriptionOutput,
} from './stop-subscription.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`stopSubscription: actor "${name}" is not provided (use provideStopSubscription)`));

export const stopSubscriptionLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as StopSubscriptionContext,
    events: {} as StopSubscriptionEvent,
    input: {} as StopSubscriptionInput,
    output: {} as StopSubscriptionOutput,
  },
  actors: {
    /** `client-subscriptions/feedback-for-stop`. */
    sendFeedback: fromPromise<unknown, { id: string; reason: StopReasonId; comment: string }>(notProvided('sendFeedback')),
    /** `client-subscriptions/stop`. */
    stop: fromPromise<ClientSubscription, { id: string }>(notProvided('stop')),
  },
  guards: {
    feedbackComplete: ({ context }) => stopFeedbackProblem(context.reason, context.comment) === undefined,
  },
  actions: {
    setReason: assign((_, params: { reason: StopReasonId }) => ({ reason: params.reason, error: undefined })),
    setComment: assign((_, params: { comment: string }) => ({ comment: params.comment, error: undefined })),
    explainFeedback: assign(({ context }) => ({ error: stopFeedbackProblem(context.reason, context.comment) })),
    setSubscription: assign((_, params: { subscription: ClientSubscription }) => ({
      subscription: params.subscription,
      saved: true,
      error: undefined,
    })),
    setError: assign((_, params: { error: unknown; fallback: string }) => ({ error: errorText(params.error, params.fallback) })),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'stopSubscription',
  context: ({ input }) => ({ subscription: input.subscription, reason: undefined, comment: '', error: undefined, saved: false }),
  initial: 'feedback',
  output: ({ context }) => ({ subscription: context.saved ? context.subscription : undefined }),
  states: {
    feedback: {
      on: {
        'REASON.SET': { actions: { type: 'setReason', params: ({ event }) => ({ reason: event.reason }) } },
        'COMMENT.SET': { actions: { type: 'setComment', params: ({ event }) => ({ comment: event.comment }) } },
        NEXT: [{ guard: 'feedbackComplete', target: 'sendingFeedback', actions: 'clearError' }, { actions: 'explainFeedback' }],
        CANCEL: 'closed',
      },
    },
    sendingFeedback: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({
          id: context.subscription.clientSubscriptionId_H,
          reason: context.reason ?? 'other',
          comment: context.comment.trim(),
        }),
        onDone: 'confirming',
        onError: {
          target: 'feedback',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: STOP_TEXTS.feedbackFailed }) },
        },
      },
    },
    confirming: {
      tags: ['open'],
      on: { CONFIRM: { target: 'stopping', actions: 'clearError' }, BACK: { target: 'feedback', actions: 'clearError' }, CANCEL: 'closed' },
    },
    stopping: {
      tags: ['open', 'busy', 'cancelling'],
      invoke: {
        id: 'stop',
        src: 'stop',
        input: ({ context }) => ({ id: context.subscription.clientSubscriptionId_H }),
        onDone: { target: 'done', actions: { type: 'setSubscription', params: ({ event }) => ({ subscription: event.output }) } },
        onError: {
          target: 'confirming',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, fallback: STOP_TEXTS.failed }) },
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** The stopSubscription machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface StopSubscriptionMachine extends PublicMachine<
  StopSubscriptionContext,
  StopSubscriptionEvent,
  StopSubscriptionStateValue,
  { input: StopSubscriptionInput; output: StopSubscriptionOutput }
> {}
export const stopSubscriptionMachine: StopSubscriptionMachine = stopSubscriptionLogic;
