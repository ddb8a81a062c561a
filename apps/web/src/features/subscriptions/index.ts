// The cabinet's subscriptions screen (the router lazy-loads SubscriptionsPage; nothing else is used by other features).
export { SubscriptionsList } from './SubscriptionsList';
// The subscription pages' first panels while loading (the router's cabinet frame draws them before the screen, issue 35).
export { SubscriptionMenuSkeleton, SubscriptionsSkeleton } from './SubscriptionPanels';
