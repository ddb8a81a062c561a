import type { SnapshotFrom } from 'xstate';
import { LEAVE_BANNER_OFFERS, LEAVE_BANNER_TEXTS } from '../../domain/messages';
import { PHONE_PLACEHOLDER } from '../../domain/phone';
import { leaveBannerDiscountPercent } from '../../domain/pricing';
import type { leaveBannerMachine } from './leave-banner.machine';

export type LeaveBannerSnapshot = SnapshotFrom<typeof leaveBannerMachine>;

export interface LeaveBannerView {
  /** The banner is on screen. */
  visible: boolean;
  step: 'phone' | 'code' | undefined;
  variant: 'p1' | 'p2' | 'p3' | 'trial';
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
  phone: string;
  placeholder: string;
  phoneError: string | undefined;
  code: string;
  codeError: string | undefined;
  networkError: string | undefined;
  busy: boolean;
  focusCodeKey: number;
}

/** Seconds left of the 300-second countdown, from its wall-clock deadline. */
export function leaveBannerSecondsLeft(snapshot: LeaveBannerSnapshot, now: number = snapshot.context.now): number | undefined {
  const { deadline } = snapshot.context;
  if (!snapshot.matches('open') || deadline === undefined) return undefined;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export const formatMinutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function leaveBannerView(snapshot: LeaveBannerSnapshot): LeaveBannerView {
  const { context } = snapshot;
  const open = snapshot.matches('open');
  const inCode = snapshot.matches({ open: { step: 'code' } }) || snapshot.matches({ open: { step: 'checking' } });
  const secondsLeft = leaveBannerSecondsLeft(snapshot);
  const timeLeft = secondsLeft === undefined ? undefined : formatMinutesSeconds(secondsLeft);
  const trial = context.variant === 'trial';
  return {
    visible: open,
    step: open ? (inCode ? 'code' : 'phone') : undefined,
    variant: context.variant,
    heading: LEAVE_BANNER_OFFERS.heading,
    offerText: context.variant === 'trial' ? LEAVE_BANNER_OFFERS.trialOffer : LEAVE_BANNER_OFFERS.targetOffer[context.variant],
    discountPercent: leaveBannerDiscountPercent(context.variant),
    acceptLabel: trial ? LEAVE_BANNER_TEXTS.orderTrialDay : LEAVE_BANNER_TEXTS.getDiscount,
    refuseLabel: LEAVE_BANNER_TEXTS.refuseDiscount,
    secondsLeft,
    timeLeft,
    countdownText: timeLeft === undefined ? undefined : LEAVE_BANNER_OFFERS.endsIn(timeLeft),
    phone: context.phone,
    placeholder: PHONE_PLACEHOLDER[context.country],
    phoneError: context.phoneError,
    code: context.code,
    codeError: context.codeError,
    networkError: context.networkError,
    busy: snapshot.matches({ open: { step: 'sending' } }) || snapshot.matches({ open: { step: 'checking' } }),
    focusCodeKey: context.focusCodeKey,
  };
}
