import { call, effect, REPLAY_CHANGE, REPLAY_CREATE } from './declare';
import { SuccessResponse } from '../schemas/common';
import {
  ClientSubscriptionResponse,
  ClientSubscriptionsResponse,
  type ClientSubscriptionRequest,
  type CreateSubscriptionRequest,
  type FeedbackForStopRequest,
  type FreezeRequest,
  type SubscriptionsListRequest,
} from '../schemas/subscriptions';

/**
 * The client's subscriptions (personal-cabinet §7 "Subscriptions"): the list, create from an order,
 * freeze and unfreeze, the feedback before a stop, the stop. Paths as the spec writes them.
 */
export const clientSubscriptions = {
  list: call<SubscriptionsListRequest, ClientSubscriptionsResponse>('GET client-subscriptions', ClientSubscriptionsResponse),
  /** Creates a subscription from an order. Ours: `replay` (the list, `client-subscriptions`, cannot tell this press's subscription from an older one). */
  create: effect<CreateSubscriptionRequest, ClientSubscriptionResponse>(
    'POST client-subscriptions/create',
    ClientSubscriptionResponse,
    REPLAY_CREATE,
  ),
  /** Creates a freeze (a fee may be charged for it). Ours: `replay` (the same key answers with the first freeze). */
  freeze: effect<FreezeRequest, ClientSubscriptionResponse>(
    'POST client-subscriptions/freeze/create',
    ClientSubscriptionResponse,
    REPLAY_CREATE,
  ),
  /** Ends the current freeze: made once per freeze (`REPLAY_CHANGE`, a stored key `unfreeze:<id>`). */
  unfreeze: effect<ClientSubscriptionRequest, ClientSubscriptionResponse>(
    'POST client-subscriptions/freeze/cancel',
    ClientSubscriptionResponse,
    REPLAY_CHANGE,
  ),
  feedbackForStop: call<FeedbackForStopRequest, SuccessResponse>('POST client-subscriptions/feedback-for-stop', SuccessResponse),
  /** Stops the subscription: made once (`REPLAY_CHANGE`, key `derivedIntentKey('stop', id)`). */
  stop: effect<ClientSubscriptionRequest, ClientSubscriptionResponse>(
    'POST client-subscriptions/stop',
    ClientSubscriptionResponse,
    REPLAY_CHANGE,
  ),
} as const;
