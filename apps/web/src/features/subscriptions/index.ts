// The cabinet's subscriptions screen (the router lazy-loads SubscriptionsPage; nothing else is used by other features).
export { SubscriptionsList } from './SubscriptionsList';
