/** The cabinet's subscriptions, freeze and stop (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { clientSubscriptions } from '../api/endpoints/subscriptions';
export { FREEZE_TEXTS, formatFreezeDays, STOP_REASONS, STOP_TEXTS, SUBSCRIPTION_TEXTS } from '../domain/subscription-texts';
export type { StopReasonId } from '../domain/subscription-texts';
export {
  canFreeze, canStop, canUnfreeze, currentFreeze, freezeDaysLeft, freezeDaysUsed, freezeLength, isFrozenOn, nextCharge,
  nextSubscriptionDelivery, replaceSubscription, subscriptionDiscounts, subscriptionState,
} from '../machines/subscriptions/subscriptions.rules';
export type { ChargePlan, SubscriptionDiscount, SubscriptionState } from '../machines/subscriptions/subscriptions.rules';
export {
  cancelFreeze, earliestFreezeDate, FREEZE_START_OPTIONS, freezeLengths, freezePeriod, freezeRangeProblem, freezeStartDates,
  opensOnUnfreeze, periodsOverlap,
} from '../machines/freeze/freeze.rules';
