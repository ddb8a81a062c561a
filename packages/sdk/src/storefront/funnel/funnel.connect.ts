import type { SnapshotFrom } from 'xstate';
import { FUNNEL_TEXTS, LOGIN_TEXTS } from '../../domain/messages';
import { PHONE_PLACEHOLDER } from '../../domain/phone';
import type { FunnelEvent, funnelMachine, FunnelResume } from './funnel.machine';

export type FunnelSnapshot = SnapshotFrom<typeof funnelMachine>;

export interface FunnelView {
  phone: string;
  placeholder: string;
  phoneError: string | undefined;
  /** The gate message, the server's first message, or a network text. */
  error: string | undefined;
  errorMessages: readonly string[];
  /** The order-ready flag (10 s after load, or logged in). */
  orderReady: boolean;
  /** An order call is in flight: a second submit is ignored. */
  busy: boolean;
  /** Seconds of the button countdown after an order was created; undefined when it is not running. */
  secondsLeft: number | undefined;
  buttonLabel: string;
  /**
   * In flight, counting down, or no plan yet (the landing's menu still loading): a press then would
   * be lost, since the plan arriving clears the 'choose a plan' message it gave.
   */
  buttonDisabled: boolean;
  /** The created order: its hid, where the visitor was sent, and where to go after the SMS code. */
  orderHid: string | undefined;
  target: string | undefined;
  afterConfirm: string | undefined;
  hasSelection: boolean;
}

/** What a landing keeps to resume this form when the visitor comes back (`FunnelInput.resume`). */
export function funnelResume(snapshot: FunnelSnapshot): FunnelResume | undefined {
  const { created, countdownDeadline } = snapshot.context;
  return created && countdownDeadline !== undefined ? { created, countdownDeadline } : undefined;
}

/** Seconds left of the countdown, from its wall-clock deadline (`now` defaults to the machine's last look). */
export function funnelSecondsLeft(snapshot: FunnelSnapshot, now: number = snapshot.context.now): number | undefined {
  const { countdownDeadline } = snapshot.context;
  const counting = snapshot.matches({ form: 'created' }) || snapshot.matches({ form: 'resumed' });
  if (!counting || countdownDeadline === undefined) return undefined;
  return Math.max(0, Math.ceil((countdownDeadline - now) / 1000));
}

/**
 * The phone button (order-funnel §4): 'Получить код'; after an order is created a 15-second
 * countdown, then 'Заказать'. The gift product says 'Заказать подарок'. A logged-in visitor gets
 * no code, so the button says 'Заказать' (ours).
 */
export function funnelButtonLabel(snapshot: FunnelSnapshot): string {
  const seconds = funnelSecondsLeft(snapshot);
  if (seconds !== undefined) return FUNNEL_TEXTS.orderIn(seconds);
  const { gift, created, loggedIn } = snapshot.context;
  if (gift) return LOGIN_TEXTS.orderGift;
  return created || loggedIn ? LOGIN_TEXTS.order : LOGIN_TEXTS.getCode;
}

export function funnelView(snapshot: FunnelSnapshot): FunnelView {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const secondsLeft = funnelSecondsLeft(snapshot);
  return {
    phone: context.phone,
    placeholder: PHONE_PLACEHOLDER[context.country],
    phoneError: context.phoneError,
    error: context.error,
    errorMessages: context.errorMessages,
    orderReady: snapshot.matches({ gate: 'ready' }),
    busy,
    secondsLeft,
    buttonLabel: funnelButtonLabel(snapshot),
    buttonDisabled: busy || secondsLeft !== undefined || context.selection === undefined,
    orderHid: context.created?.hid,
    target: context.created?.target,
    afterConfirm: context.created?.afterConfirm,
    hasSelection: context.selection !== undefined,
  };
}

export const funnelViewEquals = (a: FunnelView, b: FunnelView) =>
  (Object.keys(a) as Array<keyof FunnelView>).every((key) => a[key] === b[key]);

/** The phone form's model and its handlers. */
export interface FunnelConnect extends FunnelView {
  changePhone: (value: string) => void;
  submit: () => void;
}

export function connectFunnel(snapshot: FunnelSnapshot, send: (event: FunnelEvent) => void): FunnelConnect {
  return {
    ...funnelView(snapshot),
    changePhone: (value) => send({ type: 'PHONE.CHANGE', value }),
    submit: () => send({ type: 'PHONE.SUBMIT' }),
  };
}
