import { assign, emit, fromPromise, not, spawnChild, stateIn } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { isApiError, shownInPlace } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { BUTTON_COUNTDOWN_S, ORDER_READY_MS } from '../../domain/constants';
import { SUBSCRIPTION_PRODUCTS } from '../../domain/menu';
import { ERROR_MESSAGES, FUNNEL_TEXTS, orderNotReadyIn, PHONE_MESSAGES } from '../../domain/messages';
import { foreignPhoneCountry, formatPhoneInput, phoneCountryForCity, validatePhone, type PhoneCountry } from '../../domain/phone';
import { checkoutRoute, confirmRoute, type FunnelSelection } from './funnel.payload';
import { creationAttemptFor, creationOutcomeUnknown } from './funnel.rules';

/**
 * The landing's phone form and order creation (order-funnel §4, §5, §8, §9): the order-ready gate,
 * two-stage creation, the forgotten-order record, the 15-second button countdown and the hand-off
 * to the SMS confirmation (or the checkout when logged in). See README.md beside this file.
 */
import type {
  CreateOrderInput,
  CreateOrderOutput,
  ForgottenOrderInput,
  FunnelContext,
  FunnelEmitted,
  FunnelEvent,
  FunnelInput,
} from './funnel.types';
import { effectFailureText } from '../../shared/effect';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { FunnelStateValue } from '../../machine-states';

export type * from './funnel.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`funnel: actor "${name}" is not provided (use provideFunnel)`));

const e164Of = (phone: string, country: PhoneCountry): string | undefined => {
  const result = validatePhone(phone, country);
  return result.ok ? result.e164 : undefined;
};

export const selectionKey = (s: FunnelSelection | undefined): string =>
  s ? [s.menuType, s.mealDays, s.pricePlanId, s.offerId ?? '', s.subscriptionId_H ?? '', s.promocode ?? ''].join('|') : '';

/** The certificate's days (order-funnel §9: 2, 6, 18, 24); anything else is the nearest allowed. */
export const certificateDays = (days: number): 2 | 6 | 18 | 24 =>
  ([2, 6, 18, 24] as const).reduce((best, d) => (Math.abs(d - days) < Math.abs(best - days) ? d : best), 6 as 2 | 6 | 18 | 24);

/** A creation call failed: its words on the form, and the attempt settled (its key kept or dropped by the error). */
const creationFailed = {
  target: 'idle' as const,
  actions: [
    { type: 'showError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    { type: 'settleAttempt' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
  ],
};

/** Reads the clock; replaced by `provideFunnel` with the clock port. */
export const clockActions = (now: () => number) => ({
  startCountdown: assign<FunnelContext, FunnelEvent, undefined, FunnelEvent, never>(() => {
    const t = now();
    return { now: t, countdownDeadline: t + BUTTON_COUNTDOWN_S * 1000 };
  }),
  tick: assign<FunnelContext, FunnelEvent, undefined, FunnelEvent, never>(() => ({ now: now() })),
});

export const funnelLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
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
    phoneEmpty: ({ context }) => context.phone === '',
    /** The quick stage of an order for this phone succeeded; only the complete stage is missing. */
    hasPendingOrder: ({ context }) => context.pendingHid !== undefined && context.created === undefined,
    /** The same phone and selection already made an order: 'Заказать' hands that one off again. */
    isSameOrderAgain: ({ context }) =>
      context.created !== undefined &&
      context.created.phone === e164Of(context.phone, context.country) &&
      context.created.selectionKey === selectionKey(context.selection),
    needsCompletion: (_, params: { output: CreateOrderOutput }) => params.output.needsCompletion,
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
    rejectNotReady: assign(({ context }) => {
      const text = orderNotReadyIn(context.gateLeftS);
      return { error: text, errorMessages: [text], gateRefused: true };
    }),
    /** A second of the gate: its message, when shown, says the seconds left. */
    gateTick: assign(({ context }) => {
      const gateLeftS = Math.max(1, context.gateLeftS - 1);
      if (!context.gateRefused) return { gateLeftS };
      const text = orderNotReadyIn(gateLeftS);
      return { gateLeftS, error: text, errorMessages: [text] };
    }),
    /** The gate opened: its message goes (the customer may order now). */
    gateOpened: assign(({ context }) =>
      context.gateRefused ? { gateLeftS: 0, gateRefused: false, error: undefined, errorMessages: [] } : { gateLeftS: 0 },
    ),
    rejectNoSelection: assign({ error: FUNNEL_TEXTS.choosePlan, errorMessages: [FUNNEL_TEXTS.choosePlan] }),
    assignSelection: assign({
      selection: ({ context, event }) => (event.type === 'SELECTION.CHANGE' ? event.selection : context.selection),
      error: undefined,
      errorMessages: [],
    }),
    markLoggedIn: assign({ loggedIn: true }),
    fillProfilePhone: assign(({ context }, params: { value: string }) => ({ phone: formatPhoneInput(params.value, context.country) })),
    clearError: assign({ error: undefined, errorMessages: [], phoneError: undefined }),
    showError: assign((_, params: { error: unknown }) => {
      const { error } = params;
      shownInPlace(error);
      // The order may exist (issue 36): said as unknown, never as a failure; the next submit asks with the same key.
      const messages = isApiError(error) && error.messages.length > 0 ? error.messages : [effectFailureText(error, ERROR_MESSAGES.unknown)];
      return { error: messages[0], errorMessages: messages };
    }),
    assignPending: assign((_, params: { hid: string }) => ({ pendingHid: params.hid })),
    assignCreated: assign(({ context }, params: { hid: string }) => {
      const hid = params.hid || (context.pendingHid ?? '');
      const afterConfirm = checkoutRoute(
        hid,
        context.businessProduct,
        context.flow,
        context.selection?.subscriptionId_H,
        context.checkoutIn,
      );
      return {
        pendingHid: undefined,
        attempt: undefined,
        created: {
          hid,
          phone: e164Of(context.phone, context.country) ?? '',
          target: context.loggedIn ? afterConfirm : confirmRoute(hid, context.checkoutIn),
          afterConfirm,
          selectionKey: selectionKey(context.selection),
        },
      };
    }),
    /** One idempotency key per creation attempt; an uncertain attempt for the same phone and plan is asked again with its key. */
    beginAttempt: assign(({ context }) => ({
      attempt: creationAttemptFor(context.attempt, e164Of(context.phone, context.country) ?? '', selectionKey(context.selection)),
    })),
    /** A known refusal ends the attempt; a timeout, lost connection or malformed answer keeps it (the order may exist). */
    settleAttempt: assign(({ context }, params: { error: unknown }) => ({
      attempt: creationOutcomeUnknown(params.error) ? context.attempt : undefined,
    })),
    emitCreated: emit(({ context }) => ({
      type: 'order.created' as const,
      hid: context.created?.hid ?? '',
      phone: context.created?.phone ?? '',
      target: context.created?.target ?? '',
      resume:
        context.created && context.countdownDeadline !== undefined
          ? { created: context.created, countdownDeadline: context.countdownDeadline }
          : undefined,
    })),
    /** Goes to `created.target` (navigation port; provided). */
    handOff: () => undefined,
    ...clockActions(() => Date.now()),
  },
}).createMachine({
  id: 'funnel',
  type: 'parallel',
  context: ({ input }) => {
    const { cityId } = input;
    const country = phoneCountryForCity(cityId);
    const businessProduct = input.businessProduct ?? 'standard';
    return {
      cityId,
      country,
      businessProduct,
      flow: input.flow ?? (SUBSCRIPTION_PRODUCTS.includes(businessProduct) ? 'subscribe' : 'newclient'),
      placement: input.placement ?? 'landing',
      checkoutIn: input.checkoutIn ?? 'site',
      gift: input.gift ?? false,
      hasOfferConfig: input.hasOfferConfig ?? false,
      emptyMessage: input.emptyMessage ?? PHONE_MESSAGES.createOrderComma,
      selection: input.selection,
      loggedIn: input.loggedIn ?? false,
      phone: input.phone
        ? formatPhoneInput(input.phone, country)
        : input.resume
          ? formatPhoneInput(input.resume.created.phone, country)
          : '',
      phoneError: undefined,
      error: undefined,
      gateLeftS: ORDER_READY_MS / 1000,
      gateRefused: false,
      errorMessages: [],
      seenPhones: [],
      pendingHid: undefined,
      attempt: undefined,
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
    'PROFILE.PHONE': { guard: 'phoneEmpty', actions: { type: 'fillProfilePhone', params: ({ event }) => ({ value: event.value }) } },
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
          // The seconds left, for the gate's message (a loop of its own: the 10 s above keep running).
          initial: 'counting',
          states: { counting: { after: { countdownTick: { target: 'counting', reenter: true, actions: 'gateTick' } } } },
        },
        ready: {
          entry: 'gateOpened',
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
              { guard: 'hasPendingOrder', target: 'completing', actions: ['clearError', 'beginAttempt'] },
              { guard: 'isSameOrderAgain', target: 'created', actions: 'clearError' },
              { target: 'creating', actions: ['clearError', 'beginAttempt'] },
            ],
          },
        },
        /** In flight: a second submit is ignored (no handler). */
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => orderInput(context),
            onDone: [
              {
                guard: { type: 'needsCompletion', params: ({ event }) => ({ output: event.output }) },
                target: 'completing',
                actions: { type: 'assignPending', params: ({ event }) => ({ hid: event.output.order.id_H }) },
              },
              { target: 'created', actions: { type: 'assignCreated', params: ({ event }) => ({ hid: event.output.order.id_H }) } },
            ],
            onError: creationFailed,
          },
        },
        completing: {
          tags: ['busy'],
          invoke: {
            id: 'completeOrder',
            src: 'completeOrder',
            input: ({ context }) => ({ ...orderInput(context), hid: context.pendingHid ?? '' }),
            onDone: { target: 'created', actions: { type: 'assignCreated', params: ({ event }) => ({ hid: event.output.id_H }) } },
            onError: creationFailed,
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

/** The funnel machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface FunnelMachine extends PublicMachine<
  FunnelContext,
  FunnelEvent,
  FunnelStateValue,
  { input: FunnelInput; emitted: FunnelEmitted }
> {}
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
    attemptKey: context.attempt?.key ?? '',
    attemptScope: context.attempt ? `${context.attempt.phone}:${context.attempt.selectionKey}` : '',
  };
}
