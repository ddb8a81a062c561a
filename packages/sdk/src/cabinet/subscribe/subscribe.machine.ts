import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { Order } from '../../api/schemas/order';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { errorText } from '../../api/errors';
import { effectFailureText } from '../../shared/effect';
import { SUBSCRIBE_TEXTS } from '../../domain/subscribe-texts';
import { chargedCard } from './subscribe-from-order.rules';
import {
  defaultOffer,
  findOffer,
  isCustomAbonementKey,
  offerMenuTypes,
  planOfferedBy,
  SUBSCRIPTION_KINDS,
  type OfferChoice,
} from './subscribe.rules';
import type { SubmitInput, SubmitRequest, SubscribeContext, SubscribeEvent, SubscribeInput, SubscribeLoaded } from './subscribe.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { SubscribeStateValue } from '../../machine-states';

/**
 * The subscribe flow (personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe, §3 offer config,
 * §4 "created from an order", §9): `loading` (the offers; the order in plan mode; the client's
 * orders and subscriptions in the cabinet) → `ready` | `error` (RETRY). In `ready.idle` the client
 * picks a menu line and an offer; SUBMIT creates the order (`orders/abonement`) or gives the order
 * its plan (`orders/update-subscription`) and goes on to its fields and payment (`done`);
 * SUBMIT_CUSTOM creates a custom abonement of the menu line (`orders/create-custom-abonement`);
 * START_PLAN creates an order whose menu line and days are chosen next on GetMenuPlan
 * (`orders/subscription-order-without-tariff` of a plan, else `orders/order-without-tariff`).
 * SUBSCRIBE_ORDER turns a current order into a subscription (`client-subscriptions/create`).
 */

export type { SubscribeContext, SubscribeEvent, SubscribeInput } from './subscribe.types';

const reject = (name: string) => () => Promise.reject(new Error(`subscribe: actor "${name}" is not provided (use provideSubscribe)`));

/** The choice a load opens with: the asked menu line (or the order's), else the first with offers. */
function initialChoice(loaded: SubscribeLoaded, input: SubscribeInput, kinds: SubscribeContext['kinds']): OfferChoice | undefined {
  const types = offerMenuTypes(loaded.menu, kinds);
  const wanted = [input.menuType, loaded.order?.menu_type].find((t): t is string => t !== undefined && types.includes(t));
  const entry = defaultOffer(loaded.menu, wanted ?? types[0] ?? '', kinds);
  return entry ? { menuType: entry.menuType, kind: entry.kind, days: entry.days } : undefined;
}

/** What `submit` is asked to make for the press in `context.request`. */
function submitInputOf(context: SubscribeContext): SubmitInput {
  const { request } = context;
  const cityId = context.input.cityId;
  if (request.kind === 'custom')
    return { kind: 'custom', cityId, menuType: context.choice?.menuType ?? '', configKey: request.configKey, promocode: request.promocode };
  if (request.kind === 'plan')
    return {
      kind: 'plan',
      cityId,
      subscriptionId_H: request.subscriptionId_H,
      businessProduct: context.input.businessProduct ?? 'subscription',
    };
  const entry = findOffer(context.menu, context.choice);
  if (!entry) throw new Error('subscribe: no offer chosen');
  return { kind: 'offer', choice: entry, offer: entry.offer, cityId, orderId_H: context.input.orderId_H, planId: context.input.planId };
}

const subscribeSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as SubscribeContext, events: {} as SubscribeEvent, input: {} as SubscribeInput },
  actors: {
    load: fromPromise<SubscribeLoaded, SubscribeInput>(reject('load')),
    submit: fromPromise<Order, SubmitInput>(reject('submit')),
    createFromOrder: fromPromise<ClientSubscription, { orderId_H: string; subscriptionId_H: string }>(reject('createFromOrder')),
  },
  guards: {
    /** The chosen offer exists in the loaded config. */
    hasOffer: ({ context }) => findOffer(context.menu, context.choice) !== undefined,
    /** Creating a new order (not giving the route's order its plan), of a known custom abonement key, for the chosen menu line. */
    customAllowed: ({ context }, params: { configKey: string }) =>
      context.input.orderId_H === undefined && context.choice !== undefined && isCustomAbonementKey(params.configKey),
    /** Creating a new order whose plan is chosen next: of a plan the offers list, or of none. */
    planAllowed: ({ context }, params: { subscriptionId_H: string | undefined }) =>
      context.input.orderId_H === undefined &&
      (params.subscriptionId_H === undefined || context.menu.subscriptions.some((p) => p.id_H === params.subscriptionId_H)),
    /** The menu line has an offer of the shown kinds. */
    offersType: ({ context }, params: { menuType: string }) => offerMenuTypes(context.menu, context.kinds).includes(params.menuType),
    /** The offer exists for the chosen menu line. */
    offerExists: ({ context }, params: { kind: string; days: number }) =>
      context.choice !== undefined &&
      context.kinds.some((k) => k === params.kind) &&
      findOffer(context.menu, { ...context.choice, kind: params.kind as OfferChoice['kind'], days: params.days }) !== undefined,
    /** The order offers a plan and is not a subscription yet. */
    /** A card to charge is saved (the confirmation says which). */
    hasCard: ({ context }) => chargedCard(context.cards) !== undefined,
    orderOffersPlan: ({ context }, params: { orderId_H: string }) => {
      const order = context.orders.find((o) => o.id_H === params.orderId_H);
      return (
        order !== undefined &&
        !context.fromOrders[order.id_H] &&
        planOfferedBy(order, context.menu.subscriptions, context.subscriptions) !== undefined
      );
    },
  },
  actions: {
    setLoaded: assign(({ context }, params: { loaded: SubscribeLoaded }) => ({
      ...params.loaded,
      choice: initialChoice(params.loaded, context.input, context.kinds),
      error: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, SUBSCRIBE_TEXTS.loadFailed) })),
    selectType: assign(({ context }, params: { menuType: string }) => {
      const entry = defaultOffer(context.menu, params.menuType, context.kinds);
      return { choice: entry ? { menuType: entry.menuType, kind: entry.kind, days: entry.days } : context.choice, submitError: undefined };
    }),
    selectOffer: assign(({ context }, params: { kind: OfferChoice['kind']; days: number }) => ({
      choice: context.choice ? { ...context.choice, kind: params.kind, days: params.days } : undefined,
      submitError: undefined,
    })),
    /** A press: what it asks to make, and no old failure beside the button. */
    startRequest: assign((_, params: { request: SubmitRequest }) => ({ request: params.request, submitError: undefined })),
    setCreated: assign((_, params: { order: Order }) => ({ created: params.order })),
    setSubmitError: assign((_, params: { error: unknown }) => ({
      submitError: effectFailureText(params.error, SUBSCRIBE_TEXTS.submitFailed),
    })),
    startFromOrder: assign((_, params: { orderId_H: string }) => ({ fromOrderId: params.orderId_H, fromOrderError: undefined })),
    addFromOrder: assign(({ context }, params: { subscription: ClientSubscription }) => ({
      fromOrders: context.fromOrderId ? { ...context.fromOrders, [context.fromOrderId]: params.subscription } : context.fromOrders,
      subscriptions: [...context.subscriptions, params.subscription],
      fromOrderId: undefined,
    })),
    /** The create failed: the confirmation stays open with the message. */
    setFromOrderError: assign(({ context }, params: { error: unknown }) => ({
      fromOrderError: { orderId_H: context.fromOrderId ?? '', message: effectFailureText(params.error, SUBSCRIBE_TEXTS.fromOrderFailed) },
    })),
    clearFromOrder: assign({ fromOrderId: undefined, fromOrderError: undefined }),
    /** Goes on to the order's fields and payment (provided: the route depends on the device). */
    goNext: () => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const subscribeLoading = /*#__PURE__*/ loadable(subscribeSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => context.input,
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const subscribeLogic = /*#__PURE__*/ subscribeSetup.createMachine({
  id: 'subscribe',
  context: ({ input }) => ({
    input,
    kinds: input.kinds ?? SUBSCRIPTION_KINDS,
    menu: { menus: [], offerConfig: {}, subscriptions: [], menuTypesData: {}, cityId: input.cityId },
    order: undefined,
    orders: [],
    subscriptions: [],
    cards: [],
    choice: undefined,
    error: undefined,
    request: { kind: 'offer' },
    submitError: undefined,
    created: undefined,
    fromOrders: {},
    fromOrderId: undefined,
    fromOrderError: undefined,
  }),
  initial: 'loading',
  states: {
    ...subscribeLoading,
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SELECT_TYPE: {
              guard: { type: 'offersType', params: ({ event }) => ({ menuType: event.menuType }) },
              actions: { type: 'selectType', params: ({ event }) => ({ menuType: event.menuType }) },
            },
            SELECT_OFFER: {
              guard: { type: 'offerExists', params: ({ event }) => ({ kind: event.kind, days: event.days }) },
              actions: { type: 'selectOffer', params: ({ event }) => ({ kind: event.kind, days: event.days }) },
            },
            SUBMIT: { guard: 'hasOffer', target: 'submitting', actions: { type: 'startRequest', params: { request: { kind: 'offer' } } } },
            SUBMIT_CUSTOM: {
              guard: { type: 'customAllowed', params: ({ event }) => ({ configKey: event.configKey }) },
              target: 'submitting',
              actions: {
                type: 'startRequest',
                params: ({ event }) => ({ request: { kind: 'custom', configKey: event.configKey, promocode: event.promocode } }),
              },
            },
            START_PLAN: {
              guard: { type: 'planAllowed', params: ({ event }) => ({ subscriptionId_H: event.subscriptionId_H }) },
              target: 'submitting',
              actions: {
                type: 'startRequest',
                params: ({ event }) => ({ request: { kind: 'plan', subscriptionId_H: event.subscriptionId_H } }),
              },
            },
            SUBSCRIBE_ORDER: {
              guard: { type: 'orderOffersPlan', params: ({ event }) => ({ orderId_H: event.orderId_H }) },
              target: 'confirmingOrder',
              actions: { type: 'startFromOrder', params: ({ event }) => ({ orderId_H: event.orderId_H }) },
            },
          },
        },
        /** Issue 31: a recurring commitment is made only once the client has seen price, schedule and card. */
        confirmingOrder: {
          tags: ['asking'],
          on: {
            CONFIRM_ORDER: { guard: 'hasCard', target: 'subscribingOrder' },
            CANCEL_ORDER: { target: 'idle', actions: 'clearFromOrder' },
          },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }): SubmitInput => submitInputOf(context),
            onDone: {
              target: '#subscribe.done',
              actions: [{ type: 'setCreated', params: ({ event }) => ({ order: event.output }) }, 'goNext'],
            },
            onError: { target: 'idle', actions: { type: 'setSubmitError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        subscribingOrder: {
          tags: ['busy'],
          invoke: {
            id: 'createFromOrder',
            src: 'createFromOrder',
            input: ({ context }) => {
              const order = context.orders.find((o) => o.id_H === context.fromOrderId);
              const plan = order ? planOfferedBy(order, context.menu.subscriptions, context.subscriptions) : undefined;
              return { orderId_H: context.fromOrderId ?? '', subscriptionId_H: plan?.id_H ?? '' };
            },
            onDone: { target: 'idle', actions: { type: 'addFromOrder', params: ({ event }) => ({ subscription: event.output }) } },
            onError: { target: 'confirmingOrder', actions: { type: 'setFromOrderError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The order is created (or has its plan); the screen has gone on to its fields and payment. */
    done: { tags: ['done'], type: 'final' },
  },
});

/** The subscribe machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SubscribeMachine extends PublicMachine<SubscribeContext, SubscribeEvent, SubscribeStateValue, { input: SubscribeInput }> {}
export const subscribeMachine: SubscribeMachine = subscribeLogic;
