import { assign } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { MealflowDeps } from '../../deps';
import { LEAVE_DETECTION_MS, RESERVATION_S } from '../../domain/constants';
import { PHONE_MESSAGES } from '../../domain/messages';
import { LEAVE_BANNER_PROMOCODE, leaveBannerDiscountPercent, leaveBannerVariantFor, TARGET_COOKIE } from '../../domain/pricing';
import { keepPresetPromocode } from '../../domain/preset-promocode';
import { loginMachine, type LoginOutput } from '../login/login.machine';
import { provideLogin } from '../login/login.provide';

import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { LeaveBannerStateValue } from '../../machine-states';
import type { LeaveBannerInput, LeaveBannerOutput, LeaveBannerContext, LeaveBannerEvent } from './leave-banner.types';
export type * from './leave-banner.types';

/**
 * The leave banner (order-funnel §2, §4, §9): for new or unauthorized visitors, shown once when the
 * mouse leaves the window (desktop) or after 15 s without a touch (phone). Step 1 phone, step 2 code;
 * a 300-second countdown from a wall-clock deadline. Steps 1 and 2 are the invoked login machine. See README.md beside this file.
 */

/** Storage key: the banner was shown to this visitor (it is shown once). */
export const LEAVE_BANNER_STORAGE_KEY = 'leave_banner_shown';

/** Activity statuses the banner is for. */
export const LEAVE_BANNER_AUDIENCE: readonly string[] = ['new', 'unauthorized'];

const clockActions = (now: () => number) => ({
  startCountdown: assign<LeaveBannerContext, LeaveBannerEvent, undefined, LeaveBannerEvent, never>(() => {
    const t = now();
    return { now: t, deadline: t + RESERVATION_S * 1000 };
  }),
  tick: assign<LeaveBannerContext, LeaveBannerEvent, undefined, LeaveBannerEvent, never>(() => ({ now: now() })),
});

export const leaveBannerLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as LeaveBannerInput,
    context: {} as LeaveBannerContext,
    events: {} as LeaveBannerEvent,
    output: {} as LeaveBannerOutput,
  },
  actors: {
    /** Steps 1 (phone) and 2 (code): the login machine itself, bound to the API by `provideLeaveBanner`. */
    login: loginMachine,
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
  },
  actions: {
    /** Remembers that the banner was shown (storage; provided). */
    rememberShown: () => undefined,
    /** Keeps the offer's code for the checkout's promocode input (storage; provided). */
    rememberPromocode: () => undefined,
    markResult: assign((_, params: { result: LeaveBannerOutput['result'] }) => ({ result: params.result })),
    /**
     * The offer, decided as the banner opens: the trial on the day product, else the visitor's target
     * (the target cookie; provided). Unbound: the product's offer for an unknown target.
     */
    decideVariant: assign(({ context }) => ({ variant: leaveBannerVariantFor(context.product, undefined) })),
    assignLogin: assign((_, params: { login: LoginOutput }) => ({ login: params.login })),
    /** The session takes the login (the token and the profile). */
    handOver: ({ context }) => {
      if (context.session && context.login) context.session.send({ type: 'LOGGED_IN', ...context.login });
    },
    ...clockActions(() => Date.now()),
  },
}).createMachine({
  id: 'leaveBanner',
  context: ({ input }) => ({
    product: input.product,
    variant: leaveBannerVariantFor(input.product, undefined),
    activityStatus: input.activityStatus ?? 'unauthorized',
    cityId: input.cityId,
    deadline: undefined,
    now: 0,
    login: undefined,
    result: undefined,
    session: input.session,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: { type: 'isEligible' }, target: 'eligible' }, { target: 'notShown' }],
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
      on: {
        'MOUSE.LEAVE': 'open',
      },
    },
    /** Phone: 15 s without a touch opens it; every touch starts the 15 s again. */
    watchingTouch: {
      after: { leaveDetection: 'open' },
      on: {
        TOUCH: { target: 'watchingTouch', reenter: true },
      },
    },
    open: {
      tags: ['open'],
      type: 'parallel',
      entry: ['decideVariant', 'rememberShown', 'startCountdown'],
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
        /** The phone and the code: the invoked login machine (child `login`); its result accepts the offer. */
        login: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ cityId: context.cityId, emptyMessage: PHONE_MESSAGES.contact }),
            onDone: {
              target: '#leaveBanner.accepted',
              actions: [{ type: 'assignLogin', params: ({ event }) => ({ login: event.output }) }, 'rememberPromocode', 'handOver'],
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

/** The leaveBanner machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface LeaveBannerMachine extends PublicMachine<
  LeaveBannerContext,
  LeaveBannerEvent,
  LeaveBannerStateValue,
  { input: LeaveBannerInput; output: LeaveBannerOutput; children: Children<{ login: typeof loginMachine }> }
> {}
export const leaveBannerMachine: LeaveBannerMachine = leaveBannerLogic;

/** Binds the banner to the login machine (API, captcha), the clock, device and storage ports. */
export function provideLeaveBanner(deps: MealflowDeps): LeaveBannerMachine {
  const { ports } = deps;
  return leaveBannerLogic.provide({
    actors: { login: provideLogin(deps) },
    guards: {
      alreadyShown: () => ports.storage.get(LEAVE_BANNER_STORAGE_KEY) !== undefined,
      isSmartphone: () => ports.device.isSmartphone(),
    },
    actions: {
      rememberShown: () => ports.storage.set(LEAVE_BANNER_STORAGE_KEY, String(ports.clock.now())),
      rememberPromocode: () => keepPresetPromocode(ports.storage, LEAVE_BANNER_PROMOCODE),
      // The order block writes the chosen goal to this cookie as the visitor picks it: no page wiring.
      decideVariant: assign(({ context }) => ({ variant: leaveBannerVariantFor(context.product, ports.cookies.get(TARGET_COOKIE)) })),
      ...clockActions(() => ports.clock.now()),
    },
  });
}
