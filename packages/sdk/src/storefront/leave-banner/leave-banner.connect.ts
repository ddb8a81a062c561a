import type { SnapshotFrom } from 'xstate';
import { LEAVE_BANNER_OFFERS, LEAVE_BANNER_TEXTS } from '../../domain/messages';
import { leaveBannerDiscountPercent } from '../../domain/pricing';
import { loginView, type LoginView } from '../login/login.connect';
import type { LeaveBannerEvent, LeaveBannerVariant, leaveBannerMachine } from './leave-banner.machine';

export type LeaveBannerSnapshot = SnapshotFrom<typeof leaveBannerMachine>;

/** The banner's login child (steps 1 and 2), when the banner is open. */
export type LeaveBannerLogin = NonNullable<LeaveBannerSnapshot['children']['login']>;

export interface LeaveBannerView {
  /** The banner is on screen. */
  visible: boolean;
  step: 'phone' | 'code' | undefined;
  variant: LeaveBannerVariant;
  heading: string;
  offerText: string;
  discountPercent: number;
  /** 'Получить скидку' for p1-p3, 'Заказать меню на день' for trial: the phone step's submit. */
  acceptLabel: string;
  /** 'Отказаться от скидки'. */
  refuseLabel: string;
  secondsLeft: number | undefined;
  /** `M:SS` of the countdown. */
  timeLeft: string | undefined;
  /** 'Предложение действует ещё 4:59': the whole line (the time is in it once). */
  countdownText: string | undefined;
  /** The login child's model (phone, code, errors, busy), when the banner is open. */
  login: LoginView | undefined;
}

/** Seconds left of the 300-second countdown, from its wall-clock deadline. */
export function leaveBannerSecondsLeft(snapshot: LeaveBannerSnapshot, now: number = snapshot.context.now): number | undefined {
  const { deadline } = snapshot.context;
  if (!snapshot.hasTag('open') || deadline === undefined) return undefined;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export const formatMinutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The invoked login machine of an open banner (a view subscribes to it for the phone and code). */
export const leaveBannerLogin = (snapshot: LeaveBannerSnapshot): LeaveBannerLogin | undefined => snapshot.children.login;

export function leaveBannerView(snapshot: LeaveBannerSnapshot): LeaveBannerView {
  const { context } = snapshot;
  const open = snapshot.hasTag('open');
  const child = leaveBannerLogin(snapshot);
  const login = open && child ? loginView(child.getSnapshot()) : undefined;
  const secondsLeft = leaveBannerSecondsLeft(snapshot);
  const timeLeft = secondsLeft === undefined ? undefined : formatMinutesSeconds(secondsLeft);
  const trial = context.variant === 'trial';
  return {
    visible: open,
    step: login ? (login.step === 'phone' ? 'phone' : 'code') : undefined,
    variant: context.variant,
    heading: LEAVE_BANNER_OFFERS.heading,
    offerText: context.variant === 'trial' ? LEAVE_BANNER_OFFERS.trialOffer : LEAVE_BANNER_OFFERS.targetOffer[context.variant],
    discountPercent: leaveBannerDiscountPercent(context.variant),
    acceptLabel: trial ? LEAVE_BANNER_TEXTS.orderTrialDay : LEAVE_BANNER_TEXTS.getDiscount,
    refuseLabel: LEAVE_BANNER_TEXTS.refuseDiscount,
    secondsLeft,
    timeLeft,
    countdownText: timeLeft === undefined ? undefined : LEAVE_BANNER_OFFERS.endsIn(timeLeft),
    login,
  };
}

/** The banner's handlers: the same functions for one actor (a page listener added once stays valid). */
export interface LeaveBannerHandlers {
  mouseLeft: () => void;
  touched: () => void;
  dismiss: () => void;
}

/** The banner's model and its handlers (the login child has its own: `connectLogin`). */
export interface LeaveBannerConnect extends Omit<LeaveBannerView, 'login'>, LeaveBannerHandlers {
  /** The invoked login machine, for the phone and code fields (read with `connectLogin`). */
  loginActor: LeaveBannerLogin | undefined;
}

const handlerCache = new WeakMap<(event: LeaveBannerEvent) => void, LeaveBannerHandlers>();

function handlersFor(send: (event: LeaveBannerEvent) => void): LeaveBannerHandlers {
  let handlers = handlerCache.get(send);
  if (!handlers) {
    handlers = {
      mouseLeft: () => send({ type: 'MOUSE.LEAVE' }),
      touched: () => send({ type: 'TOUCH' }),
      dismiss: () => send({ type: 'DISMISS' }),
    };
    handlerCache.set(send, handlers);
  }
  return handlers;
}

/**
 * A banner that has finished (not shown, dismissed, expired, accepted) is a stopped actor: the page's
 * mouse and touch are no longer its input (issue 31: the dev console repeated 'sent to stopped
 * actor' for every later page event).
 */
const FINISHED: LeaveBannerHandlers = {
  mouseLeft: () => undefined,
  touched: () => undefined,
  dismiss: () => undefined,
};

export function connectLeaveBanner(snapshot: LeaveBannerSnapshot, send: (event: LeaveBannerEvent) => void): LeaveBannerConnect {
  const view: Omit<LeaveBannerView, 'login'> & { login?: LoginView | undefined } = leaveBannerView(snapshot);
  delete view.login;
  return {
    ...view,
    loginActor: snapshot.hasTag('open') ? leaveBannerLogin(snapshot) : undefined,
    ...(snapshot.status === 'active' ? handlersFor(send) : FINISHED),
  };
}
