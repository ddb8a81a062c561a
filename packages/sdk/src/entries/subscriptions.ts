/** The cabinet's subscriptions, freeze and stop (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { clientSubscriptions } from '../api/endpoints/subscriptions';
export { FREEZE_TEXTS, formatFreezeDays, STOP_REASONS, STOP_TEXTS, SUBSCRIPTION_TEXTS } from '../domain/subscription-texts';
export type { StopReasonId } from '../domain/subscription-texts';
export {
  canFreeze, canStop, canUnfreeze, currentFreeze, freezeDaysLeft, freezeDaysUsed, freezeLength, isFrozenOn, nextCharge,
  nextSubscriptionDelivery, replaceSubscription, subscriptionDiscounts, subscriptionPlanKind, subscriptionState,
} from '../machines/subscriptions/subscriptions.rules';
export type { ChargePlan, SubscriptionDiscount, SubscriptionState } from '../machines/subscriptions/subscriptions.rules';
export {
  cancelFreeze, earliestFreezeDate, FREEZE_START_OPTIONS, freezeLengths, freezeMove, freezePeriod, freezeRangeProblem, freezeStartDates,
  movedDay, opensOnUnfreeze, periodsOverlap, unfreezeMove,
} from '../machines/freeze/freeze.rules';
export type { CalendarMove } from '../machines/freeze/freeze.rules';
export { connectSubscriptions, subscriptionCard, subscriptionsChildren, subscriptionsView } from '../machines/subscriptions/subscriptions.connect';
export type {
  SubscriptionCardView, SubscriptionsChildren, SubscriptionsHandlers, SubscriptionsOptions, SubscriptionsSnapshot, SubscriptionsView,
} from '../machines/subscriptions/subscriptions.connect';
export { subscriptionsMachine } from '../machines/subscriptions/subscriptions.machine';
export { provideSubscriptions } from '../machines/subscriptions/subscriptions.provide';
export type { SubscriptionsContext, SubscriptionsEvent, SubscriptionsInput, SubscriptionsMachine } from '../machines/subscriptions/subscriptions.types';
export { connectFreeze, freezeView } from '../machines/freeze/freeze.connect';
export type { FreezeHandlers, FreezeOption, FreezeOptions, FreezeSnapshot, FreezeView } from '../machines/freeze/freeze.connect';
export { freezeMachine } from '../machines/freeze/freeze.machine';
export { provideFreeze } from '../machines/freeze/freeze.provide';
export type { FreezeContext, FreezeEvent, FreezeInput, FreezeMachine, FreezeOutput } from '../machines/freeze/freeze.types';
export { connectStopSubscription, stopSubscriptionView } from '../machines/stop-subscription/stop-subscription.connect';
export type {
  StopSubscriptionHandlers, StopSubscriptionSnapshot, StopSubscriptionView,
} from '../machines/stop-subscription/stop-subscription.connect';
export { stopSubscriptionMachine } from '../machines/stop-subscription/stop-subscription.machine';
export { provideStopSubscription } from '../machines/stop-subscription/stop-subscription.provide';
export { isStopReason, reasonNeedsComment, stopCharges, stopFeedbackProblem } from '../machines/stop-subscription/stop-subscription.rules';
export type { StopCharges } from '../machines/stop-subscription/stop-subscription.rules';
export type {
  StopSubscriptionContext, StopSubscriptionEvent, StopSubscriptionInput, StopSubscriptionMachine, StopSubscriptionOutput,
} from '../machines/stop-subscription/stop-subscription.types';
