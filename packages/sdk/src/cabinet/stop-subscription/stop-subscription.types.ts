import type { ClientSubscription } from '../../api/schemas/subscriptions';
import type { StopReasonId } from '../../domain/subscription-texts';

/** Stop a subscription: the feedback step, then the stop with its charges stated (personal-cabinet §4, §9). */
export interface StopSubscriptionInput {
  subscription: ClientSubscription;
}

export interface StopSubscriptionContext {
  subscription: ClientSubscription;
  reason: StopReasonId | undefined;
  comment: string;
  /** The local problem ('Выберите причину') or the server's message. */
  error: string | undefined;
  /** The server stopped it (`done` hands the subscription on). */
  saved: boolean;
}

export type StopSubscriptionEvent =
  | { type: 'REASON.SET'; reason: StopReasonId }
  | { type: 'COMMENT.SET'; comment: string }
  /** Send the feedback and go on to the confirmation. */
  | { type: 'NEXT' }
  /** Back from the confirmation to the feedback. */
  | { type: 'BACK' }
  /** Stop it (on the confirmation). */
  | { type: 'CONFIRM' }
  /** Keep the subscription (any step). */
  | { type: 'CANCEL' };

export interface StopSubscriptionOutput {
  subscription: ClientSubscription | undefined;
}
