/** The cabinet's subscriptions, freeze and stop (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { clientSubscriptions } from '../api/endpoints/subscriptions';
export { FREEZE_TEXTS, formatFreezeDays, STOP_REASONS, STOP_TEXTS, SUBSCRIPTION_TEXTS } from '../domain/subscription-texts';
export type { StopReasonId } from '../domain/subscription-texts';
export {
  canFreeze, canStop, canUnfreeze, currentFreeze, freezeDaysLeft, freezeDaysUsed, freezeLength, isFrozenOn, nextCharge,
  nextSubscriptionDelivery, replaceSubscription, subscriptionDiscounts, subscriptionPlanKind, subscriptionState,
} from '../cabinet/subscriptions/subscriptions.rules';
export type { ChargePlan, SubscriptionDiscount, SubscriptionState } from '../cabinet/subscriptions/subscriptions.rules';
export {
  cancelFreeze, earliestFreezeDate, FREEZE_START_OPTIONS, freezeLengths, freezeMove, freezePeriod, freezeRangeProblem, freezeStartDates,
  movedDay, opensOnUnfreeze, periodsOverlap, unfreezeMove,
} from '../cabinet/freeze/freeze.rules';
export type { CalendarMove } from '../cabinet/freeze/freeze.rules';
export { connectSubscriptions, subscriptionCard, subscriptionsChildren, subscriptionsView } from '../cabinet/subscriptions/subscriptions.connect';
export type {
  SubscriptionCardView, SubscriptionsChildren, SubscriptionsHandlers, SubscriptionsOptions, SubscriptionsSnapshot, SubscriptionsView,
} from '../cabinet/subscriptions/subscriptions.connect';
export { subscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export { provideSubscriptions } from '../cabinet/subscriptions/subscriptions.provide';
export type { SubscriptionsContext, SubscriptionsEvent, SubscriptionsInput } from '../cabinet/subscriptions/subscriptions.types';
export type { SubscriptionsMachine } from '../cabinet/subscriptions/subscriptions.machine';
export { connectFreeze, freezeView } from '../cabinet/freeze/freeze.connect';
export type { FreezeHandlers, FreezeOption, FreezeOptions, FreezeSnapshot, FreezeView } from '../cabinet/freeze/freeze.connect';
export { freezeMachine } from '../cabinet/freeze/freeze.machine';
export { provideFreeze } from '../cabinet/freeze/freeze.provide';
export type { FreezeContext, FreezeEvent, FreezeInput, FreezeOutput } from '../cabinet/freeze/freeze.types';
export type { FreezeMachine } from '../cabinet/freeze/freeze.machine';
export { connectStopSubscription, stopSubscriptionView } from '../cabinet/stop-subscription/stop-subscription.connect';
export type {
  StopSubscriptionHandlers, StopSubscriptionSnapshot, StopSubscriptionView,
} from '../cabinet/stop-subscription/stop-subscription.connect';
export { stopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
export { provideStopSubscription } from '../cabinet/stop-subscription/stop-subscription.provide';
export { isStopReason, reasonNeedsComment, stopCharges, stopFeedbackProblem } from '../cabinet/stop-subscription/stop-subscription.rules';
export type { StopCharges } from '../cabinet/stop-subscription/stop-subscription.rules';
export type { StopSubscriptionContext, StopSubscriptionEvent, StopSubscriptionInput, StopSubscriptionOutput } from '../cabinet/stop-subscription/stop-subscription.types';
export type { StopSubscriptionMachine } from '../cabinet/stop-subscription/stop-subscription.machine';
