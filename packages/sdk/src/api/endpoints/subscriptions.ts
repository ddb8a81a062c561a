import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
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
  list: defineEndpoint<SubscriptionsListRequest, ClientSubscriptionsResponse>({
    name: 'client-subscriptions',
    method: 'GET',
    path: 'client-subscriptions',
    response: ClientSubscriptionsResponse,
  }),
  /** Creates a subscription from an order. Ours: `replay` (the list, `client-subscriptions`, cannot tell this press's subscription from an older one). */
  create: defineEffect<CreateSubscriptionRequest, ClientSubscriptionResponse>({
    name: 'client-subscriptions/create',
    method: 'POST',
    path: 'client-subscriptions/create',
    response: ClientSubscriptionResponse,
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  /** Creates a freeze (a fee may be charged for it). Ours: `replay` (the same key answers with the first freeze). */
  freeze: defineEffect<FreezeRequest, ClientSubscriptionResponse>({
    name: 'client-subscriptions/freeze/create',
    method: 'POST',
    path: 'client-subscriptions/freeze/create',
    response: ClientSubscriptionResponse,
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  unfreeze: defineEndpoint<ClientSubscriptionRequest, ClientSubscriptionResponse>({
    name: 'client-subscriptions/freeze/cancel',
    method: 'POST',
    path: 'client-subscriptions/freeze/cancel',
    response: ClientSubscriptionResponse,
  }),
  feedbackForStop: defineEndpoint<FeedbackForStopRequest, SuccessResponse>({
    name: 'client-subscriptions/feedback-for-stop',
    method: 'POST',
    path: 'client-subscriptions/feedback-for-stop',
    response: SuccessResponse,
  }),
  stop: defineEndpoint<ClientSubscriptionRequest, ClientSubscriptionResponse>({
    name: 'client-subscriptions/stop',
    method: 'POST',
    path: 'client-subscriptions/stop',
    response: ClientSubscriptionResponse,
  }),
} as const;
