import { assign, fromPromise, setup } from 'xstate';
import { checkout as checkoutCalls } from '../../api/endpoints/checkout';
import { payments } from '../../api/endpoints/payments';
import { isApiError } from '../../api/errors';
import type { ChargeResponse } from '../../api/schemas/payments';
import type { MealflowDeps } from '../../deps';
import { PAYMENT_CRYPTOGRAM_ERROR, PAYMENT_MESSAGES } from '../../domain/messages';
import { buildPath } from '../../routing/match';
import { paymentResultPath, threeDsReturnPath, type PaymentFlow } from '../../routing/routes';

/**
 * Paying for an order (order-funnel §4 "Payment", §8 payment errors): new card (cryptogram, then
 * charge, then 3-D Secure or success), saved card (token), cash, VK Pay. SBP is its own machine.
 *
 * Card number, CVV and expiry never enter this machine's context: `PAY` carries a `CardSource`
 * whose `read()` the view implements over its own fields; only the cryptogram actor calls it, and
 * the data is dropped as soon as the cryptogram exists. Snapshots, the inspector and storage see
 * at most the last four digits.
 */
export type PayMethod = 'creditCard' | 'card' | 'cash' | 'vkpay';

export interface CardData {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** Reads the card fields at the moment of paying. A function, so nothing serialisable holds the data. */
export interface CardSource {
  read: () => CardData;
}

export interface PaymentInput {
  hid: string;
  /** A gift certificate instead of an order (flow onlinecert): bought first, then paid. */
  gift?: { email: string; mealDays: 2 | 6 | 18 | 24; delivery?: 'online' | 'offline' } | undefined;
  flow?: PaymentFlow;
  method: PayMethod;
  amount: number;
  savedCardId?: string | undefined;
  email?: string | undefined;
  autoPayment?: boolean;
  /** A custom-menu order: on a smartphone, success goes to SingleOrder (order-funnel §2). */
  customOrder?: boolean;
}

export interface PaymentContext {
  hid: string;
  gift: PaymentInput['gift'];
  flow: PaymentFlow;
  method: PayMethod;
  amount: number;
  savedCardId: string | undefined;
  email: string | undefined;
  autoPayment: boolean;
  customOrder: boolean;
  payment: string | undefined;
  last4: string | undefined;
  error: string | undefined;
  /** Set when the card was refused for the promo code. */
  forceSbp: boolean;
  attempts: number;
}

export type PaymentEvent = { type: 'PAY'; card?: CardSource; gift?: PaymentInput['gift'] } | { type: 'METHOD.CHANGE'; method: PayMethod; savedCardId?: string | undefined } | { type: 'RETRY' };

export type ChargeOutcome = { kind: 'done' } | { kind: '3ds'; actionUrl: string; method: 'POST' | 'GET'; params: Record<string, string> };

const reject = (name: string) => () => Promise.reject(new Error(`payment: actor "${name}" is not provided (use providePayment)`));

/** `action_url` is followed only for https, or for the sandbox's own ACS page on this origin. */
export function isSafeActionUrl(url: string, currentHost: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return parsed.protocol === 'http:' && parsed.host === currentHost && parsed.pathname === '/sandbox-acs';
  } catch {
    return false;
  }
}

/** The card does not work with the order's promo code: pay by SBP (order-funnel §6). */
export class PromoCardError extends Error {
  override readonly name = 'PromoCardError';
}

/** Thrown by the cryptogram step so the machine can show the spec's cryptogram text. */
export class CryptogramError extends Error {
  override readonly name = 'CryptogramError';
}

export const paymentMachine = setup({
  types: { input: {} as PaymentInput, context: {} as PaymentContext, events: {} as PaymentEvent },
  actors: {
    createPayment: fromPromise<{ payment: string }, { hid: string; method: PayMethod; autoPayment: boolean; gift: PaymentInput['gift'] }>(reject('createPayment')),
    charge: fromPromise<ChargeOutcome, { context: PaymentContext; card: CardSource | undefined }>(reject('charge')),
  },
  guards: {
    canStart: ({ context, event }) => {
      if (event.type !== 'PAY') return false;
      if (context.method === 'creditCard') return event.card !== undefined;
      if (context.method === 'card') return context.savedCardId !== undefined;
      return true;
    },
    needs3ds: ({ event }) => (event as unknown as { output: ChargeOutcome }).output.kind === '3ds',
  },
  actions: {
    rememberLast4: assign({
      last4: ({ event, context }) => {
        if (event.type !== 'PAY' || !event.card) return context.last4;
        try {
          return event.card.read().cardNumber.replace(/\D/g, '').slice(-4) || undefined;
        } catch {
          return undefined;
        }
      },
      error: undefined,
      attempts: ({ context }) => context.attempts + 1,
    }),
    assignFailure: assign({
      error: ({ event }) => {
        const error = (event as { error?: unknown }).error;
        if (error instanceof CryptogramError) return PAYMENT_CRYPTOGRAM_ERROR;
        if (error instanceof PromoCardError) return error.message;
        if (isApiError(error)) {
          if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'validation') return error.userMessage;
          return error.messages[0] ?? PAYMENT_MESSAGES.default;
        }
        return PAYMENT_MESSAGES.default;
      },
      payment: undefined,
      forceSbp: ({ event }) => (event as { error?: unknown }).error instanceof PromoCardError,
    }),
    /** The gift's details as they are when the visitor pays. */
    assignGift: assign({ gift: ({ context, event }) => (event.type === 'PAY' && event.gift ? event.gift : context.gift) }),
    /** Parks the card source for the charge step, outside the context (see `pendingCard`). */
    holdCard: ({ context, event }) => {
      if (event.type === 'PAY' && event.card) pendingCard.set(context.hid, event.card);
    },
    // Provided (ports).
    submit3ds: () => undefined,
    goToResult: () => undefined,
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    hid: input.hid,
    gift: input.gift,
    flow: input.gift ? 'onlinecert' : (input.flow ?? 'newclient'),
    method: input.method,
    amount: input.amount,
    savedCardId: input.savedCardId,
    email: input.email,
    autoPayment: input.autoPayment ?? false,
    customOrder: input.customOrder ?? false,
    payment: undefined,
    last4: undefined,
    error: undefined,
    forceSbp: false,
    attempts: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        PAY: { guard: 'canStart', target: 'paying', actions: ['rememberLast4', 'assignGift', 'holdCard'] },
        'METHOD.CHANGE': { actions: assign({ method: ({ event }) => event.method, savedCardId: ({ event, context }) => event.savedCardId ?? context.savedCardId }) },
      },
    },
    /** A second PAY while paying has no handler: one click, one charge. */
    paying: {
      initial: 'creating',
      states: {
        creating: {
          invoke: {
            id: 'createPayment',
            src: 'createPayment',
            input: ({ context }) => ({ hid: context.hid, method: context.method, autoPayment: context.autoPayment, gift: context.gift }),
            onDone: { target: 'charging', actions: assign({ payment: ({ event }) => event.output.payment }) },
            onError: { target: '#payment.failed', actions: 'assignFailure' },
          },
        },
        charging: {
          invoke: {
            id: 'charge',
            src: 'charge',
            // The card source goes to the actor only; it is the PAY event's, never the context's.
            input: ({ context }) => ({ context, card: undefined }),
            onDone: [
              { guard: 'needs3ds', target: '#payment.redirecting', actions: 'submit3ds' },
              { target: '#payment.succeeded', actions: 'goToResult' },
            ],
            onError: { target: '#payment.failed', actions: 'assignFailure' },
          },
        },
      },
    },
    redirecting: { type: 'final' },
    succeeded: { type: 'final' },
    failed: {
      on: {
        PAY: { guard: 'canStart', target: 'paying', actions: ['rememberLast4', 'assignGift', 'holdCard'] },
        RETRY: 'idle',
        'METHOD.CHANGE': { target: 'idle', actions: assign({ method: ({ event }) => event.method, savedCardId: ({ event, context }) => event.savedCardId ?? context.savedCardId, error: undefined }) },
      },
    },
  },
});

/**
 * The card source between PAY and the charge step. The `charging` state is entered from the
 * for-order answer, not from PAY, so the source is parked here by hid for that one hop; it is
 * removed by the charge actor whatever happens.
 */
const pendingCard = new Map<string, CardSource>();

export function providePayment(deps: MealflowDeps) {
  const { api, ports } = deps;
  return paymentMachine.provide({
    actors: {
      createPayment: fromPromise(async ({ input }) => {
        if (input.gift) {
          const purchase = await api.call(payments.giftPurchase, input.gift);
          const gift = await api.call(payments.forGiftPurchase, { purchaseId: purchase.giftCertificatePurchaseId });
          return { payment: gift.payment };
        }
        const info = await api.call(payments.forOrder, { orderId_H: input.hid, autoPayment: input.autoPayment, ...(input.method === 'vkpay' ? { requiresVkPaySession: true } : {}) });
        return { payment: info.payment };
      }),
      charge: fromPromise(async ({ input }) => {
        const { context } = input;
        const payment = context.payment ?? '';
        try {
          if (context.method === 'cash') {
            await api.call(payments.confirmCash, { orderId_H: context.hid });
            return { kind: 'done' } as const;
          }
          if (context.method === 'vkpay') {
            const result = await ports.vkPay.open({ payment });
            if (result.status !== 'success') throw new Error('vkpay');
            return { kind: 'done' } as const;
          }
          let answer: ChargeResponse;
          if (context.method === 'card') {
            answer = await api.call(payments.chargeToken, { payment, card: context.savedCardId ?? '', autoPayment: context.autoPayment });
          } else {
            const source = input.card ?? pendingCard.get(context.hid);
            pendingCard.delete(context.hid);
            if (!source) throw new CryptogramError('no card');
            // Promo compatibility (order-funnel §5, §6): spaces stripped; only the BIN (6 digits)
            // leaves the browser in clear — enough for the check, and the PAN stays in the cryptogram.
            const bin = source.read().cardNumber.replace(/\s/g, '').slice(0, 6);
            if (!context.gift) {
              const compat = await api.call(checkoutCalls.checkCardForPromo, { orderId_H: context.hid, cardNumber: bin });
              if (!compat.isCardCompatibleWithPromo) throw new PromoCardError(compat.messages?.[0] ?? PAYMENT_MESSAGES.default);
            }
            let cryptogram: string;
            try {
              const card = source.read();
              cryptogram = await ports.cardCryptogram.createCryptogram({ ...card, publicId: 'pk_sandbox_public' });
            } catch {
              throw new CryptogramError('cryptogram');
            }
            answer = await api.call(payments.chargeCard, {
              payment,
              cryptogram,
              name: source.read().name,
              ...(context.email ? { email: context.email } : {}),
              autoPayment: context.autoPayment,
              redirect_after_3ds_to: threeDsReturnPath(context.hid, context.flow === 'payment' ? 'payment' : context.flow === 'subscribe' ? undefined : context.flow),
            });
          }
          if (answer.require3DS && answer.action_url) {
            return { kind: '3ds', actionUrl: answer.action_url, method: answer.method ?? 'POST', params: answer.params ?? {} } as const;
          }
          return { kind: 'done' } as const;
        } finally {
          pendingCard.delete(context.hid);
        }
      }),
    },
    actions: {
      submit3ds: ({ event, context }) => {
        const outcome = (event as unknown as { output: ChargeOutcome }).output;
        if (outcome.kind !== '3ds') return;
        if (isSafeActionUrl(outcome.actionUrl, ports.navigation.current().host)) ports.navigation.submitForm(outcome.actionUrl, outcome.params, outcome.method);
        else ports.navigation.go(paymentResultPath(context.hid, context.flow, 'fail'));
      },
      goToResult: ({ context }) => {
        if (context.customOrder && context.method !== 'cash' && ports.device.isSmartphone()) {
          ports.navigation.go(buildPath('SingleOrder', { hid: context.hid }));
          return;
        }
        const cash = context.method === 'cash' && (context.flow === 'payment' || context.flow === 'newclient');
        ports.navigation.go(paymentResultPath(context.hid, context.flow, cash ? 'cash' : 'success'));
      },
    },
  });
}

export interface PaymentView {
  /** The card is incompatible with the promo code: the checkout should switch to SBP. */
  forceSbp: boolean;
  busy: boolean;
  error: string | undefined;
  done: boolean;
  redirecting: boolean;
  canRetry: boolean;
}

export function paymentView(snapshot: { context: PaymentContext; matches: (s: 'paying' | 'failed' | 'succeeded' | 'redirecting') => boolean }): PaymentView {
  return {
    forceSbp: snapshot.context.forceSbp,
    busy: snapshot.matches('paying'),
    error: snapshot.context.error,
    done: snapshot.matches('succeeded'),
    redirecting: snapshot.matches('redirecting'),
    canRetry: snapshot.matches('failed'),
  };
}

/**
 * The 3-D Secure return page (order-funnel §2): the bank sends the visitor back with a result;
 * the order's own state decides (a `result=success` whose order is unpaid is a failure).
 */
export async function threeDsReturnTarget(deps: Pick<MealflowDeps, 'api'>, hid: string, flow: PaymentFlow, search: string): Promise<string> {
  const result = new URLSearchParams(search).get('result');
  try {
    const state = await deps.api.call(payments.isPaymentProcessing, { orderId_H: hid });
    return paymentResultPath(hid, flow, state.isPaid && result !== 'fail' ? 'success' : 'fail');
  } catch {
    return paymentResultPath(hid, flow, 'fail');
  }
}
