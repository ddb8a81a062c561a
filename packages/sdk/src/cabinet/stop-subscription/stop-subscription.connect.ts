import type { SnapshotFrom } from 'xstate';
import { formatRoubles } from '../../domain/money';
import { STOP_REASONS, STOP_TEXTS, type StopReasonId } from '../../domain/subscription-texts';
import type { stopSubscriptionMachine } from './stop-subscription.machine';
import { isStopReason, reasonNeedsComment, stopCharges } from './stop-subscription.rules';
import type { StopSubscriptionEvent } from './stop-subscription.types';

export type StopSubscriptionSnapshot = SnapshotFrom<typeof stopSubscriptionMachine>;

export interface StopSubscriptionView {
  step: 'feedback' | 'confirm' | 'finished';
  title: string;
  legend: string;
  reasons: ReadonlyArray<{ value: StopReasonId; label: string; checked: boolean }>;
  /** The comment field is shown for 'Другое'. */
  showComment: boolean;
  commentLabel: string;
  comment: string;
  /** 'Плата за отмену подписки — 990 ₽' (NBSP in the amount). */
  feeText: string;
  /** The prime penalty, when the subscription has one. */
  penaltyText: string | undefined;
  /** The sum, when there is a penalty. */
  totalText: string | undefined;
  error: string | undefined;
  busy: boolean;
  nextLabel: string;
  confirmLabel: string;
  /** The safe action ('Оставить подписку'): focused when a step opens. */
  keepLabel: string;
}

export interface StopSubscriptionHandlers {
  setReason: (reason: string) => void;
  setComment: (comment: string) => void;
  next: () => void;
  back: () => void;
  confirm: () => void;
  keep: () => void;
}

export function stopSubscriptionView(snapshot: StopSubscriptionSnapshot): StopSubscriptionView {
  const { context } = snapshot;
  const sub = context.subscription;
  const charges = stopCharges(sub);
  const onConfirm = snapshot.hasTag('open');
  const busy = snapshot.hasTag('busy');
  return {
    step: snapshot.status === 'done' ? 'finished' : onConfirm ? 'confirm' : 'feedback',
    title: onConfirm ? STOP_TEXTS.confirmTitle : STOP_TEXTS.title,
    legend: STOP_TEXTS.feedbackLegend,
    reasons: STOP_REASONS.map((r) => ({ value: r.id, label: r.label, checked: context.reason === r.id })),
    showComment: reasonNeedsComment(context.reason),
    commentLabel: STOP_TEXTS.commentLabel,
    comment: context.comment,
    feeText: STOP_TEXTS.fee(formatRoubles(charges.fee)),
    penaltyText: charges.penalty ? STOP_TEXTS.penalty(formatRoubles(charges.penalty)) : undefined,
    totalText: charges.penalty ? STOP_TEXTS.total(formatRoubles(charges.total)) : undefined,
    error: context.error,
    busy,
    nextLabel: snapshot.hasTag('submitting') ? STOP_TEXTS.sendingFeedback : STOP_TEXTS.next,
    confirmLabel: snapshot.hasTag('cancelling') ? STOP_TEXTS.stopping : STOP_TEXTS.confirm,
    keepLabel: STOP_TEXTS.keep,
  };
}

/** The stop dialog's model and its handlers. */
export function connectStopSubscription(
  snapshot: StopSubscriptionSnapshot,
  send: (event: StopSubscriptionEvent) => void,
): StopSubscriptionView & StopSubscriptionHandlers {
  return {
    ...stopSubscriptionView(snapshot),
    setReason: (reason) => {
      if (isStopReason(reason)) send({ type: 'REASON.SET', reason });
    },
    setComment: (comment) => send({ type: 'COMMENT.SET', comment }),
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    confirm: () => send({ type: 'CONFIRM' }),
    keep: () => send({ type: 'CANCEL' }),
  };
}
