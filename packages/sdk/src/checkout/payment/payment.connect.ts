import type { CardSource, GiftDetails, PaymentContext, PaymentEvent } from './payment.machine';
import { threeDsMinutesLeft } from './payment.pending';
import { PAYMENT_STATUS_TEXTS, threeDsWaitText } from './payment.rules';

type PaymentStateName = 'starting' | 'idle' | 'paying' | 'verifying' | 'processing' | 'uncertain' | 'failed' | 'done' | 'awaiting3ds';

export interface PaymentView {
  /** Where the payment is, for a view: the form, an attempt, checking an unknown outcome, … */
  step: 'form' | 'paying' | 'checking' | 'processing' | 'uncertain' | 'failed' | 'done' | 'redirecting';
  /** The card is incompatible with the promo code: the checkout should switch to SBP. */
  forceSbp: boolean;
  /** An attempt, a check or an unknown outcome: no new payment may start (the pay button is off). */
  busy: boolean;
  /** The form's error after a failure known to have charged nothing. */
  error: string | undefined;
  done: boolean;
  redirecting: boolean;
  canRetry: boolean;
  /** 'Платёж обрабатывается' / 'Не удалось узнать, прошла ли оплата' with their text, else undefined. */
  notice: { title: string; text: string; tone: 'info' | 'warning' } | undefined;
  /** The uncertain state's 'Проверить оплату' button. */
  canCheck: boolean;
  checkLabel: string;
  /**
   * Back from the bank's 3-D Secure page while the bank keeps the payment open (issue 36): the
   * notice says the minutes left; a screen may offer SBP meanwhile (its own rule says where).
   */
  threeDsOpen: boolean;
}

/** The screen model of a payment actor's snapshot (pure; views and the checkout read it). */
export function paymentView(snapshot: { context: PaymentContext; matches: (s: PaymentStateName) => boolean }): PaymentView {
  const is = (s: PaymentStateName) => snapshot.matches(s);
  const step: PaymentView['step'] = is('paying')
    ? 'paying'
    : is('verifying')
      ? 'checking'
      : is('processing')
        ? 'processing'
        : is('uncertain')
          ? 'uncertain'
          : is('failed')
            ? 'failed'
            : is('done')
              ? 'done'
              : is('awaiting3ds')
                ? 'redirecting'
                : 'form';
  const { threeDsAt, checkedAt } = snapshot.context;
  const threeDsOpen = step === 'processing' && threeDsAt !== undefined;
  const notice =
    step === 'checking'
      ? { title: PAYMENT_STATUS_TEXTS.checking, text: '', tone: 'info' as const }
      : threeDsOpen
        ? {
            title: PAYMENT_STATUS_TEXTS.threeDsTitle,
            text: threeDsWaitText(threeDsMinutesLeft(threeDsAt, checkedAt ?? threeDsAt)),
            tone: 'info' as const,
          }
        : step === 'processing'
          ? { title: PAYMENT_STATUS_TEXTS.processingTitle, text: PAYMENT_STATUS_TEXTS.processing, tone: 'info' as const }
          : step === 'uncertain'
            ? { title: PAYMENT_STATUS_TEXTS.uncertainTitle, text: PAYMENT_STATUS_TEXTS.uncertain, tone: 'warning' as const }
            : undefined;
  return {
    step,
    forceSbp: snapshot.context.forceSbp,
    busy: step === 'paying' || step === 'checking' || step === 'processing' || step === 'uncertain',
    error: step === 'failed' ? snapshot.context.error : undefined,
    done: step === 'done',
    redirecting: step === 'redirecting',
    canRetry: step === 'failed',
    notice,
    canCheck: step === 'uncertain',
    checkLabel: PAYMENT_STATUS_TEXTS.check,
    threeDsOpen,
  };
}

/** The events a payment view sends, so a view never builds one. */
export function paymentHandlers(send: (event: PaymentEvent) => void) {
  return {
    pay: (card?: CardSource, gift?: GiftDetails) => send({ type: 'PAY', ...(card ? { card } : {}), ...(gift ? { gift } : {}) }),
    check: () => send({ type: 'CHECK' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
