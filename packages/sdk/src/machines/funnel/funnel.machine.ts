import { assign, emit, fromPromise, not, setup, spawnChild, stateIn } from 'xstate';
import { fromCall } from '../shared/from-call';
import { funnel } from '../../api/endpoints/funnel';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import type { MealflowDeps } from '../../deps';
import { BUTTON_COUNTDOWN_S, DEFAULT_CITY_ID, FORGOTTEN_ORDER_DELAY_MIN, ORDER_READY_MS } from '../../domain/constants';
import { SUBSCRIPTION_PRODUCTS } from '../../domain/menu';
import { ERROR_MESSAGES, FUNNEL_TEXTS, PHONE_MESSAGES } from '../../domain/messages';
import { foreignPhoneCountry, formatPhoneInput, phoneCountryForCity, validatePhone, type PhoneCountry } from '../../domain/phone';
import {
  buildCreateOrderRequest,
  checkoutRoute,
  confirmRoute,
  orderOriginId,
  readAnalyticalData,
  usesTwoStageCreation,
  type FunnelFlow,
  type FunnelSelection,
} from './funnel.payload';

/**
 * The landing's phone form and order creation (order-funnel §4, §5, §8, §9): the order-ready gate,
 * two-stage creation, the forgotten-order record, the 15-second button countdown and the hand-off
 * to the SMS confirmation (or the checkout when logged in). See README.md beside this file.
 */
export interface FunnelInput {
  cityId?: number;
  /** Default 'standard'. */
  businessProduct?: string;
  /** Default: 'subscribe' for subscription products, else 'newclient'. */
  flow?: FunnelFlow;
  selection?: FunnelSelection;
  /** The visitor is logged in already: the gate is open and no captcha or SMS is needed. */
  loggedIn?: boolean;
  /** Where the form is: the landing (origin 12 when logged in) or elsewhere (13). Default 'landing'. */
  placement?: 'landing' | 'other';
  /** The gift product: the button says 'Заказать подарок'. */
  gift?: boolean;
  /** An offer config is set on the page: no forgotten-order record. */
  hasOfferConfig?: boolean;
  /** The empty-phone message of this form (order-funnel §5). */
  emptyMessage?: string;
  phone?: string;
  /**
   * An order this form created a moment ago (the visitor went to the SMS step or the checkout and
   * came back): the form resumes its countdown, then offers 'Заказать' for the same order.
   */
  resume?: FunnelResume;
}

export interface FunnelResume {
  created: CreatedOrder;
  /** Wall-clock end of the 15-second countdown (ms). */
  countdownDeadline: number;
}

export interface CreatedOrder {
  hid: string;
  /** +79161234567 the order was created for. */
  phone: string;
  /** Where the visitor was sent: the SMS step (anonymous) or the checkout (logged in). */
  target: string;
  /** Where to go after the SMS code is confirmed. */
  afterConfirm: string;
  /** The selection the order was created with (a second 'Заказать' with the same one reuses it). */
  selectionKey: string;
}

export interface FunnelContext {
  cityId: number;
  country: PhoneCountry;
  businessProduct: string;
  flow: FunnelFlow;
  placement: 'landing' | 'other';
  gift: boolean;
  hasOfferConfig: boolean;
  emptyMessage: string;
  selection: FunnelSelection | undefined;
  loggedIn: boolean;
  /** Masked phone as shown in the field. */
  phone: string;
  phoneError: string | undefined;
  /** The failure to show under the form: the gate message, the server's first message, a network text. */
  error: string | undefined;
  /** Every server message of the last failure, in order. */
  errorMessages: readonly string[];
  /** Valid phones already seen by this form (one forgotten-order record each). */
  seenPhones: readonly string[];
  /** An order whose quick stage succeeded (two-stage), waiting for its complete stage. */
  pendingHid: string | undefined;
  created: CreatedOrder | undefined;
  /** The wall-clock deadline of the button countdown (ms), and the last time the machine looked. */
  countdownDeadline: number | undefined;
  now: number;
}

export type FunnelEvent =
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'PHONE.SUBMIT' }
  | { type: 'SELECTION.CHANGE'; selection: FunnelSelection }
  | { type: 'LOGGED_IN' };

export type FunnelEmitted = {
  type: 'order.created';
  hid: string;
  phone: string;
  target: string;
  /** What to keep to resume the form when the visitor comes back (`FunnelInput.resume`). */
  resume: FunnelResume | undefined;
};

export interface CreateOrderInput {
  phone: string;
  cityId: number;
  businessProduct: string;
  selection: FunnelSelection;
  loggedIn: boolean;
  placement: 'landing' | 'other';
  /** The gift product: `orders/certificate` with the phone and the certificate days. */
  gift: boolean;
}

export interface CreateOrderOutput {
  order: Order;
  /** The quick stage answered: the complete stage still has to run. */
  needsCompletion: boolean;
}

export interface ForgottenOrderInput {
  phone: string;
  cityId: number;
  businessProduct: string;
  menuType: string | undefined;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`funnel: actor "${name}" is not provided (use provideFunnel)`));

const e164Of = (phone: string, country: PhoneCountry): string | undefined => {
  const result = validatePhone(phone, country);
  return result.ok ? result.e164 : undefined;
};

export const selectionKey = (s: FunnelSelection | undefined): string =>
  s ? [s.menuType, s.mealDays, s.pricePlanId, s.offerId ?? '', s.subscriptionId_H ?? '', s.promocode ?? ''].join('|') : '';

/** The certificate's days (order-funnel §9: 2, 6, 18, 24); anything else is the nearest allowed. */
const certificateDays = (days: number): 2 | 6 | 18 | 24 =>
  ([2, 6, 18, 24] as const).reduce((best, d) => (Math.abs(d - days) < Math.abs(best - days) ? d : best), 6 as 2 | 6 | 18 | 24);

const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** Reads the clock; replaced by `provideFunnel` with the clock port. */
const clockActions = (now: () => number) => ({
  startCountdown: assign<FunnelContext, FunnelEvent, undefined, FunnelEvent, never>(() => {
    const t = now();
    return { now: t, countdownDeadline: t + BUTTON_COUNTDOWN_S * 1000 };
  }),
  tick: assign<FunnelContext, FunnelEvent, undefined, FunnelEvent, never>(() => ({ now: now() })),
});

const funnelLogic = setup({
  types: {
    input: {} as FunnelInput,
    context: {} as FunnelContext,
    events: {} as FunnelEvent,
    emitted: {} as FunnelEmitted,
  },
  actors: {
    createOrder: fromPromise<CreateOrderOutput, CreateOrderInput>(notProvided('createOrder')),
    completeOrder: fromPromise<Order, CreateOrderInput & { hid: string }>(notProvided('completeOrder')),
    /** orders/forgot-to-order + the phone-input log; never fails (errors are swallowed and logged). */
    recordForgottenOrder: fromPromise<void, ForgottenOrderInput>(notProvided('recordForgottenOrder')),
  },
  delays: {
    /** Order creation is allowed this long after load (order-funnel §4, §9: 10 s). */
    orderReady: ORDER_READY_MS,
    /** The button countdown re-reads the clock every second. */
    countdownTick: 1_000,
  },
  guards: {
    phoneIsValid: ({ context }) => validatePhone(context.phone, context.country).ok,
    /** The order-ready flag is set (the gate region reached `ready`). */
    orderIsReady: stateIn('#funnel.gate.ready'),
    startsLoggedIn: ({ context }) => context.loggedIn,
    hasSelection: ({ context }) => context.selection !== undefined,
    /** The quick stage of an order for this phone succeeded; only the complete stage is missing. */
    hasPendingOrder: ({ context }) => context.pendingHid !== undefined && context.created === undefined,
    /** The same phone and selection already made an order: 'Заказать' hands that one off again. */
    isSameOrderAgain: ({ context }) =>
      context.created !== undefined &&
      context.created.phone === e164Of(context.phone, context.country) &&
      context.created.selectionKey === selectionKey(context.selection),
    needsCompletion: ({ event }) => (event as { output?: CreateOrderOutput }).output?.needsCompletion === true,
    resumesAnOrder: ({ context }) => context.created !== undefined && context.countdownDeadline !== undefined,
    countdownOver: ({ context }) => context.countdownDeadline === undefined || context.now >= context.countdownDeadline,
    /** A valid phone this form has not seen, and no offer config on the page (order-funnel §4). */
    shouldRecordForgottenOrder: ({ context, event }) => {
      if (event.type !== 'PHONE.CHANGE' || context.hasOfferConfig) return false;
      const e164 = e164Of(formatPhoneInput(event.value, context.country), context.country);
      return e164 !== undefined && !context.seenPhones.includes(e164);
    },
  },
  actions: {
    assignPhone: assign({
      phone: ({ context, event }) => (event.type === 'PHONE.CHANGE' ? formatPhoneInput(event.value, context.country) : context.phone),
      // The other country's number is refused at once, with why (never an SMS to a wrong number).
      phoneError: ({ context, event }) => {
        if (event.type !== 'PHONE.CHANGE' || !foreignPhoneCountry(event.value, context.country)) return undefined;
        const result = validatePhone(event.value, context.country);
        return result.ok ? undefined : result.message;
      },
      error: undefined,
      errorMessages: [],
    }),
    rememberPhone: assign({
      seenPhones: ({ context }) => {
        const e164 = e164Of(context.phone, context.country);
        return e164 && !context.seenPhones.includes(e164) ? [...context.seenPhones, e164] : context.seenPhones;
      },
    }),
    recordForgottenOrder: spawnChild('recordForgottenOrder', {
      input: ({ context }) => ({
        phone: e164Of(context.phone, context.country) ?? '',
        cityId: context.cityId,
        businessProduct: context.businessProduct,
        menuType: context.selection?.menuType,
      }),
    }),
    rejectPhone: assign({
      phoneError: ({ context }) => {
        const result = validatePhone(context.phone, context.country, { emptyMessage: context.emptyMessage });
        return result.ok ? undefined : result.message;
      },
    }),
    rejectNotReady: assign({ error: ERROR_MESSAGES.orderNotReady, errorMessages: [ERROR_MESSAGES.orderNotReady] }),
    rejectNoSelection: assign({ error: FUNNEL_TEXTS.choosePlan, errorMessages: [FUNNEL_TEXTS.choosePlan] }),
    assignSelection: assign({
      selection: ({ context, event }) => (event.type === 'SELECTION.CHANGE' ? event.selection : context.selection),
      error: undefined,
      errorMessages: [],
    }),
    markLoggedIn: assign({ loggedIn: true }),
    clearError: assign({ error: undefined, errorMessages: [], phoneError: undefined }),
    showError: assign(({ event }) => {
      const error = errorOf(event);
      if (isApiError(error)) {
        const messages = error.messages.length > 0 ? error.messages : [error.userMessage];
        return { error: messages[0], errorMessages: messages };
      }
      return { error: ERROR_MESSAGES.unknown, errorMessages: [ERROR_MESSAGES.unknown] };
    }),
    assignPending: assign({ pendingHid: ({ event }) => (event as { output?: CreateOrderOutput }).output?.order.id_H }),
    assignCreated: assign({
      pendingHid: undefined,
      created: ({ context, event }) => {
        const output = (event as { output?: CreateOrderOutput | Order }).output;
        const hid = (output && 'order' in output ? output.order.id_H : output?.id_H) ?? context.pendingHid ?? '';
        const afterConfirm = checkoutRoute(hid, context.businessProduct, context.flow, context.selection?.subscriptionId_H);
        return {
          hid,
          phone: e164Of(context.phone, context.country) ?? '',
          target: context.loggedIn ? afterConfirm : confirmRoute(hid),
          afterConfirm,
          selectionKey: selectionKey(context.selection),
        };
      },
    }),
    emitCreated: emit(({ context }) => ({
      type: 'order.created' as const,
      hid: context.created?.hid ?? '',
      phone: context.created?.phone ?? '',
      target: context.created?.target ?? '',
      resume: context.created && context.countdownDeadline !== undefined ? { created: context.created, countdownDeadline: context.countdownDeadline } : undefined,
    })),
    /** Goes to `created.target` (navigation port; provided). */
    handOff: () => undefined,
    ...clockActions(() => Date.now()),
  },
}).createMachine({
  id: 'funnel',
  type: 'parallel',
  context: ({ input }) => {
    const cityId = input.cityId ?? DEFAULT_CITY_ID;
    const country = phoneCountryForCity(cityId);
    const businessProduct = input.businessProduct ?? 'standard';
    return {
      cityId,
      country,
      businessProduct,
      flow: input.flow ?? (SUBSCRIPTION_PRODUCTS.includes(businessProduct) ? 'subscribe' : 'newclient'),
      placement: input.placement ?? 'landing',
      gift: input.gift ?? false,
      hasOfferConfig: input.hasOfferConfig ?? false,
      emptyMessage: input.emptyMessage ?? PHONE_MESSAGES.createOrderComma,
      selection: input.selection,
      loggedIn: input.loggedIn ?? false,
      phone: input.phone ? formatPhoneInput(input.phone, country) : input.resume ? formatPhoneInput(input.resume.created.phone, country) : '',
      phoneError: undefined,
      error: undefined,
      errorMessages: [],
      seenPhones: [],
      pendingHid: undefined,
      created: input.resume?.created,
      countdownDeadline: input.resume?.countdownDeadline,
      now: 0,
    };
  },
  on: {
    'PHONE.CHANGE': [
      { guard: 'shouldRecordForgottenOrder', actions: ['assignPhone', 'rememberPhone', 'recordForgottenOrder'] },
      { actions: 'assignPhone' },
    ],
    'SELECTION.CHANGE': { actions: 'assignSelection' },
  },
  states: {
    /** The order-ready flag (order-funnel §4): set 10 s after load, or at once on login. */
    gate: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'startsLoggedIn', target: 'ready' }, { target: 'waiting' }] },
        waiting: {
          after: { orderReady: 'ready' },
          on: { LOGGED_IN: { target: 'ready', actions: 'markLoggedIn' } },
        },
        ready: {
          on: { LOGGED_IN: { actions: 'markLoggedIn' } },
        },
      },
    },
    form: {
      initial: 'start',
      states: {
        start: { always: [{ guard: 'resumesAnOrder', target: 'resumed' }, { target: 'idle' }] },
        /** Back on the landing after an order: the rest of its countdown, then 'Заказать'. */
        resumed: {
          entry: 'tick',
          always: { guard: 'countdownOver', target: 'idle' },
          after: { countdownTick: { target: 'resumed', reenter: true } },
        },
        idle: {
          on: {
            'PHONE.SUBMIT': [
              { guard: not('phoneIsValid'), actions: 'rejectPhone' },
              { guard: not('orderIsReady'), actions: 'rejectNotReady' },
              { guard: not('hasSelection'), actions: 'rejectNoSelection' },
              { guard: 'hasPendingOrder', target: 'completing', actions: 'clearError' },
              { guard: 'isSameOrderAgain', target: 'created', actions: 'clearError' },
              { target: 'creating', actions: 'clearError' },
            ],
          },
        },
        /** In flight: a second submit is ignored (no handler). */
        creating: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => orderInput(context),
            onDone: [
              { guard: 'needsCompletion', target: 'completing', actions: 'assignPending' },
              { target: 'created', actions: 'assignCreated' },
            ],
            onError: { target: 'idle', actions: 'showError' },
          },
        },
        completing: {
          invoke: {
            id: 'completeOrder',
            src: 'completeOrder',
            input: ({ context }) => ({ ...orderInput(context), hid: context.pendingHid ?? '' }),
            onDone: { target: 'created', actions: 'assignCreated' },
            onError: { target: 'idle', actions: 'showError' },
          },
        },
        /** The order exists: hand off, then the 15-second countdown before 'Заказать'. */
        created: {
          entry: ['startCountdown', 'emitCreated', 'handOff'],
          initial: 'countingDown',
          states: {
            countingDown: {
              always: { guard: 'countdownOver', target: '#funnel.form.idle' },
              after: { countdownTick: { target: 'countingDown', reenter: true, actions: 'tick' } },
            },
          },
        },
      },
    },
  },
});

/** The funnel machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface FunnelMachine extends FunnelLogic {}
type FunnelLogic = typeof funnelLogic;
export const funnelMachine: FunnelMachine = funnelLogic;

function orderInput(context: FunnelContext): CreateOrderInput {
  return {
    phone: e164Of(context.phone, context.country) ?? '',
    cityId: context.cityId,
    businessProduct: context.businessProduct,
    selection: context.selection as FunnelSelection,
    loggedIn: context.loggedIn,
    placement: context.placement,
    gift: context.gift,
  };
}

/** Binds the funnel to the API client, the captcha, clock, cookies, device and navigation ports. */
export function provideFunnel(deps: MealflowDeps): FunnelMachine {
  const { api, ports } = deps;
  const request = async (input: CreateOrderInput, options: { captcha: boolean }) => {
    const recaptchaToken = input.loggedIn || !options.captcha ? undefined : await ports.captcha.getToken('create-order');
    return buildCreateOrderRequest({
      ...input,
      recaptchaToken,
      analyticalData: readAnalyticalData(ports.cookies, ports.device.host()),
      now: ports.clock.now(),
    });
  };
  return funnelMachine.provide({
    actors: {
      createOrder: fromCall(async ({ input, signal }) => {
        if (input.gift) {
          const recaptchaToken = input.loggedIn ? undefined : await ports.captcha.getToken('create-order');
          const body = {
            phone: input.phone,
            mealDays: certificateDays(input.selection.mealDays),
            cityId: input.cityId,
            order_origin_id: orderOriginId(input.loggedIn, input.placement),
            ...(recaptchaToken ? { recaptchaToken } : {}),
          };
          const { order } = await api.call(funnel.certificate, body, { signal });
          return { order, needsCompletion: false };
        }
        const twoStage = usesTwoStageCreation(input.businessProduct, input.selection);
        const { order } = await api.call(twoStage ? funnel.createQuick : funnel.create, await request(input, { captcha: true }), { signal });
        return { order, needsCompletion: twoStage };
      }),
      completeOrder: fromCall(async ({ input, signal }) => {
        // The quick stage passed the captcha; the complete stage does not ask again.
        const body = await request(input, { captcha: false });
        const { order } = await api.call(funnel.createComplete, { ...body, orderId_H: input.hid }, { signal });
        return order;
      }),
      recordForgottenOrder: fromCall(async ({ input }) => {
        try {
          await api.call(funnel.forgotToOrder, { ...input, menuType: input.menuType, delayInMinutes: FORGOTTEN_ORDER_DELAY_MIN });
          ports.analytics.track('forgotten_order_recorded', { cityId: input.cityId, businessProduct: input.businessProduct });
          await api.call(funnel.phoneInputLog, { phone: input.phone, cityId: input.cityId, businessProduct: input.businessProduct, event: 'forgotten_order' });
        } catch {
          // A lost reminder must never block the visitor.
        }
      }),
    },
    actions: {
      handOff: ({ context }) => {
        if (context.created) ports.navigation.go(context.created.target);
      },
      ...clockActions(() => ports.clock.now()),
    },
  });
}
