import { assign, fromPromise, setup } from 'xstate';
import { auth } from '../../api/endpoints/auth';
import { isApiError } from '../../api/errors';
import type { MealflowDeps } from '../../deps';
import { DEFAULT_CITY_ID, LEAVE_DETECTION_MS, RESERVATION_S, SMS_CODE_LENGTH } from '../../domain/constants';
import { ERROR_MESSAGES, LOGIN_TEXTS, PHONE_MESSAGES } from '../../domain/messages';
import { formatPhoneInput, phoneCountryForCity, validatePhone, type PhoneCountry } from '../../domain/phone';
import { LEAVE_BANNER_PROMOCODE, leaveBannerDiscountPercent } from '../../domain/pricing';
import type { LoginOutput } from '../login/login.machine';

/**
 * The leave banner (order-funnel §2, §4, §9): for new or unauthorized visitors, shown once when the
 * mouse leaves the window (desktop) or after 15 s without a touch (phone). Step 1 phone, step 2 code;
 * a 300-second countdown from a wall-clock deadline. See README.md beside this file.
 */
export type LeaveBannerVariant = 'p1' | 'p2' | 'p3' | 'trial';

/** Storage key: the banner was shown to this visitor (it is shown once). */
export const LEAVE_BANNER_STORAGE_KEY = 'leave_banner_shown';

/** Storage key: the banner's promo code, which the checkout's promocode input starts with. */
export const LEAVE_PROMOCODE_KEY = 'leave_banner_promocode';

/** Activity statuses the banner is for. */
export const LEAVE_BANNER_AUDIENCE: readonly string[] = ['new', 'unauthorized'];

export interface LeaveBannerInput {
  variant: LeaveBannerVariant;
  /** The visitor's activity status; 'unauthorized' when nobody is logged in. */
  activityStatus?: string;
  cityId?: number;
}

export interface LeaveBannerOutput {
  /** 'accepted' = logged in with the offer; otherwise how the banner ended. */
  result: 'accepted' | 'dismissed' | 'expired' | 'notShown';
  variant: LeaveBannerVariant;
  /** 10 for the trial offer, 5 extra on the first order otherwise. */
  discountPercent: number;
  promocode: string | undefined;
  login: LoginOutput | undefined;
}

export interface LeaveBannerContext {
  variant: LeaveBannerVariant;
  activityStatus: string;
  cityId: number;
  country: PhoneCountry;
  phone: string;
  e164: string | undefined;
  phoneError: string | undefined;
  code: string;
  codeError: string | undefined;
  networkError: string | undefined;
  focusCodeKey: number;
  /** Wall-clock deadline of the 300-second countdown, and the machine's last look at the clock. */
  deadline: number | undefined;
  now: number;
  login: LoginOutput | undefined;
  result: LeaveBannerOutput['result'] | undefined;
}

export type LeaveBannerEvent =
  | { type: 'MOUSE.LEAVE' }
  | { type: 'TOUCH' }
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'PHONE.SUBMIT' }
  | { type: 'PHONE.EDIT' }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'CODE.RESEND' }
  | { type: 'DISMISS' }
  /** The visitor chose another target (or product) before the banner opened: its variant follows. */
  | { type: 'VARIANT.CHANGE'; variant: LeaveBannerVariant };

const notProvided = (name: string) => () => Promise.reject(new Error(`leave-banner: actor "${name}" is not provided (use provideLeaveBanner)`));
const digits = (value: string) => value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

const clockActions = (now: () => number) => ({
  startCountdown: assign<LeaveBannerContext, LeaveBannerEvent, undefined, LeaveBannerEvent, never>(() => {
    const t = now();
    return { now: t, deadline: t + RESERVATION_S * 1000 };
  }),
  tick: assign<LeaveBannerContext, LeaveBannerEvent, undefined, LeaveBannerEvent, never>(() => ({ now: now() })),
});

const leaveBannerLogic = setup({
  types: {
    input: {} as LeaveBannerInput,
    context: {} as LeaveBannerContext,
    events: {} as LeaveBannerEvent,
    output: {} as LeaveBannerOutput,
  },
  actors: {
    sendSms: fromPromise<void, { phone: string; cityId: number }>(notProvided('sendSms')),
    login: fromPromise<LoginOutput, { phone: string; code: string; cityId: number }>(notProvided('login')),
  },
  delays: {
    /** Phones: this long without a touch (order-funnel §9: 15 s). */
    leaveDetection: LEAVE_DETECTION_MS,
    countdownTick: 1_000,
  },
  guards: {
    /** Only new or unauthorized visitors see the banner. */
    isEligible: ({ context }) => LEAVE_BANNER_AUDIENCE.includes(context.activityStatus),
    /** Shown before (storage; provided). */
    alreadyShown: () => false,
    /** A phone (device port; provided). */
    isSmartphone: () => false,
    countdownOver: ({ context }) => context.deadline !== undefined && context.now >= context.deadline,
    phoneIsValid: ({ context }) => validatePhone(context.phone, context.country).ok,
    codeIsComplete: ({ event }) => event.type === 'CODE.CHANGE' && digits(event.value).length === SMS_CODE_LENGTH,
    isWrongCode: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && (error.kind === 'http' || error.kind === 'business') && (error.status ?? 200) < 500;
    },
  },
  actions: {
    /** Remembers that the banner was shown (storage; provided). */
    rememberShown: () => undefined,
    assignPhone: assign({
      phone: ({ context, event }) => (event.type === 'PHONE.CHANGE' ? formatPhoneInput(event.value, context.country) : context.phone),
      phoneError: undefined,
      networkError: undefined,
    }),
    acceptPhone: assign({
      e164: ({ context }) => {
        const result = validatePhone(context.phone, context.country);
        return result.ok ? result.e164 : undefined;
      },
      phoneError: undefined,
    }),
    rejectPhone: assign({
      phoneError: ({ context }) => {
        const result = validatePhone(context.phone, context.country, { emptyMessage: PHONE_MESSAGES.contact });
        return result.ok ? undefined : result.message;
      },
    }),
    assignCode: assign({
      code: ({ context, event }) => (event.type === 'CODE.CHANGE' ? digits(event.value) : context.code),
      codeError: undefined,
      networkError: undefined,
    }),
    clearCode: assign({ code: '', codeError: undefined, networkError: undefined }),
    rejectCode: assign({
      code: '',
      codeError: ({ event }) => {
        const error = errorOf(event);
        return (isApiError(error) && error.messages[0]) || LOGIN_TEXTS.wrongCode;
      },
      focusCodeKey: ({ context }) => context.focusCodeKey + 1,
    }),
    showNetworkError: assign({
      networkError: ({ event }) => {
        const error = errorOf(event);
        return isApiError(error) ? error.userMessage : ERROR_MESSAGES.unknown;
      },
    }),
    markResult: assign((_, params: { result: LeaveBannerOutput['result'] }) => ({ result: params.result })),
    assignVariant: assign({ variant: ({ context, event }) => (event.type === 'VARIANT.CHANGE' ? event.variant : context.variant) }),
    assignLogin: assign({ login: ({ event }) => (event as { output?: LoginOutput }).output }),
    ...clockActions(() => Date.now()),
  },
}).createMachine({
  id: 'leaveBanner',
  context: ({ input }) => {
    const cityId = input.cityId ?? DEFAULT_CITY_ID;
    return {
      variant: input.variant,
      activityStatus: input.activityStatus ?? 'unauthorized',
      cityId,
      country: phoneCountryForCity(cityId),
      phone: '',
      e164: undefined,
      phoneError: undefined,
      code: '',
      codeError: undefined,
      networkError: undefined,
      focusCodeKey: 0,
      deadline: undefined,
      now: 0,
      login: undefined,
      result: undefined,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: { type: 'isEligible' }, target: 'eligible' },
        { target: 'notShown' },
      ],
    },
    eligible: {
      always: [
        { guard: 'alreadyShown', target: 'notShown' },
        { guard: 'isSmartphone', target: 'watchingTouch' },
        { target: 'watchingMouse' },
      ],
    },
    /** Desktop: the mouse leaving the window opens the banner. */
    watchingMouse: {
      on: { 'MOUSE.LEAVE': 'open', 'VARIANT.CHANGE': { actions: 'assignVariant' } },
    },
    /** Phone: 15 s without a touch opens it; every touch starts the 15 s again. */
    watchingTouch: {
      after: { leaveDetection: 'open' },
      on: { TOUCH: { target: 'watchingTouch', reenter: true }, 'VARIANT.CHANGE': { actions: 'assignVariant' } },
    },
    open: {
      type: 'parallel',
      entry: ['rememberShown', 'startCountdown'],
      on: { DISMISS: 'dismissed' },
      states: {
        timer: {
          initial: 'running',
          states: {
            running: {
              always: { guard: 'countdownOver', target: '#leaveBanner.expired' },
              after: { countdownTick: { target: 'running', reenter: true, actions: 'tick' } },
            },
          },
        },
        step: {
          initial: 'phone',
          states: {
            phone: {
              on: {
                'PHONE.CHANGE': { actions: 'assignPhone' },
                'PHONE.SUBMIT': [{ guard: 'phoneIsValid', target: 'sending', actions: 'acceptPhone' }, { actions: 'rejectPhone' }],
              },
            },
            sending: {
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => ({ phone: context.e164 ?? '', cityId: context.cityId }),
                onDone: { target: 'code', actions: 'clearCode' },
                onError: { target: 'phone', actions: 'showNetworkError' },
              },
            },
            code: {
              on: {
                'CODE.CHANGE': [{ guard: 'codeIsComplete', target: 'checking', actions: 'assignCode' }, { actions: 'assignCode' }],
                'CODE.RESEND': 'sending',
                'PHONE.EDIT': { target: 'phone', actions: 'clearCode' },
              },
            },
            checking: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({ phone: context.e164 ?? '', code: context.code, cityId: context.cityId }),
                onDone: { target: '#leaveBanner.accepted', actions: 'assignLogin' },
                onError: [
                  { guard: 'isWrongCode', target: 'code', actions: 'rejectCode' },
                  { target: 'code', actions: 'showNetworkError' },
                ],
              },
            },
          },
        },
      },
    },
    notShown: { type: 'final', entry: { type: 'markResult', params: { result: 'notShown' } } },
    dismissed: { type: 'final', entry: { type: 'markResult', params: { result: 'dismissed' } } },
    expired: { type: 'final', entry: { type: 'markResult', params: { result: 'expired' } } },
    accepted: { type: 'final', entry: { type: 'markResult', params: { result: 'accepted' } } },
  },
  output: ({ context }) => {
    const result = context.result ?? 'notShown';
    return {
      result,
      variant: context.variant,
      discountPercent: leaveBannerDiscountPercent(context.variant),
      promocode: result === 'accepted' ? LEAVE_BANNER_PROMOCODE : undefined,
      login: context.login,
    };
  },
});

/** The leave banner machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface LeaveBannerMachine extends LeaveBannerLogic {}
type LeaveBannerLogic = typeof leaveBannerLogic;
export const leaveBannerMachine: LeaveBannerMachine = leaveBannerLogic;

/** Binds the banner to the auth calls, the captcha, clock, device and storage ports. */
export function provideLeaveBanner(deps: MealflowDeps): LeaveBannerMachine {
  const { api, ports } = deps;
  return leaveBannerMachine.provide({
    actors: {
      sendSms: fromPromise(async ({ input, signal }) => {
        const recaptchaToken = await ports.captcha.getToken('send-sms');
        await api.call(auth.sendSms, { phone: input.phone, cityId: input.cityId, recaptchaToken }, { signal });
      }),
      login: fromPromise(async ({ input, signal }) => {
        const result = await api.call(auth.login, input, { signal });
        return { token: result.client_token, profile: result.profile };
      }),
    },
    guards: {
      alreadyShown: () => ports.storage.get(LEAVE_BANNER_STORAGE_KEY) !== undefined,
      isSmartphone: () => ports.device.isSmartphone(),
    },
    actions: {
      rememberShown: () => ports.storage.set(LEAVE_BANNER_STORAGE_KEY, String(ports.clock.now())),
      ...clockActions(() => ports.clock.now()),
    },
  });
}
