import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { SUBSCRIPTION } from '../../domain/constants';
import { roubles, type Roubles } from '../../domain/money';
import { STOP_REASONS, STOP_TEXTS, type StopReasonId } from '../../domain/subscription-texts';

/** The stop rules (personal-cabinet §4 "stopped, with feedback on stop", §9), one pure function each. */

export interface StopCharges {
  /** §9: the cancellation fee, 990 ₽ (whatever the subscription's city). */
  fee: Roubles;
  /** §9: the prime subscription's early-cancel penalty (`penalty_value_rub`: roubles), when it has one. */
  penalty: Roubles | undefined;
  total: Roubles;
}

/** What stopping costs, stated before the client confirms: in ₽, as the spec gives the fee and the penalty. */
export function stopCharges(subscription: Pick<ClientSubscription, 'penalty_value_rub'>): StopCharges {
  const penalty = subscription.penalty_value_rub && subscription.penalty_value_rub > 0 ? subscription.penalty_value_rub : undefined;
  const fee = SUBSCRIPTION.cancellationFee;
  return { fee, penalty: penalty === undefined ? undefined : roubles(penalty), total: roubles(fee.roubles + (penalty ?? 0)) };
}

export const isStopReason = (value: string): value is StopReasonId => STOP_REASONS.some((r) => r.id === value);

/** The reason that asks for a comment ('Другое'). */
export const reasonNeedsComment = (reason: StopReasonId | undefined): boolean => reason === 'other';

/** Why the feedback cannot be sent yet (a Russian text), or undefined: no reason, or 'other' without a comment. */
export function stopFeedbackProblem(reason: StopReasonId | undefined, comment: string): string | undefined {
  if (!reason) return STOP_TEXTS.reasonRequired;
  if (reasonNeedsComment(reason) && !comment.trim()) return STOP_TEXTS.commentRequired;
  return undefined;
}
