import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { GiftCourier } from '../../api/schemas/payments';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import { type PaymentFlow } from '../../routing/routes';
import {
  chargeFailureNeedsCheck,
  paymentFailureText,
  PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_RETRY_MS,
  PAYMENT_PROCESSING_POLL_MS,
  PAYMENT_UNCERTAIN_RETRY_MS,
  CryptogramError,
  PromoCardError,
} from './payment.rules';

/**
 * Paying for an order (order-funnel §4 "Payment", §8 payment errors): new card, saved card
 * (token), cash, VK Pay; SBP is its own machine. See README.md for states, events and output.
 *
 * Card number, CVV and expiry never enter this machine's context: `PAY` carries a `CardSource`
 * whose `read()` the view implements over its own fields. The `cardHolder` actor, invoked with
 * the PAY event's source for the time of `paying`, reads it once to build the cryptogram with the
 * `publicId` of the for-order answer, then drops it. Snapshots, the inspector and storage see at
 * most the BIN and the last four digits.
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

export type GiftDetails = { email: string; mealDays: 2 | 6 | 18 | 24; delivery?: 'online' | 'offline'; courier?: GiftCourier };

export interface PaymentInput {
  hid: string;
  /** A gift certificate instead of an order (flow onlinecert): bought first, then paid. */
  gift?: GiftDetails | undefined;
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
  gift: GiftDetails | undefined;
  flow: PaymentFlow;
  method: PayMethod;
  amount: number;
  savedCardId: string | undefined;
  email: string | undefined;
  autoPayment: boolean;
  customOrder: boolean;
  /** From the for-order (or for-gift-purchase) answer. */
  payment: string | undefined;
  publicId: string | undefined;
  /** The gift purchase being paid (onlinecert): what the checks ask instead of an order. */
  purchaseId: string | undefined;
  /** The encrypted card, for the one charge of this payment; cleared when the attempt ends. */
  cryptogram: string | undefined;
  cardholder: string | undefined;
  bin: string | undefined;
  last4: string | undefined;
  error: string | undefined;
  /** Set when the card was refused for the promo code. */
  forceSbp: boolean;
  attempts: number;
  /** Failed checks of an uncertain outcome in a row. */
  checkFailures: number;
  /** How the machine stopped (its output). */
  outcome: PaymentOutput['status'] | undefined;
}

export type PaymentEvent =
  | { type: 'PAY'; card?: CardSource; gift?: GiftDetails }
  | { type: 'METHOD.CHANGE'; method: PayMethod; savedCardId?: string | undefined }
  | { type: 'RETRY' }
  /** Ask the backend again now (the uncertain state's button). */
  | { type: 'CHECK' }
  /** From the card holder. */
  | { type: 'CARD.ENCRYPTED'; cryptogram: string; bin: string; last4: string; cardholder: string }
  | { type: 'CARD.FAILED' };

/**
 * The outcome, for whoever started the payment: emitted as `payment.result` (listen with
 * `actor.on`); a parent machine may provide `report` as a `sendParent`. Not reported: the
 * non-final `verifying`, `processing` and `uncertain` (read them with `paymentView`).
 */
export type PaymentReport =
  | { type: 'payment.result'; status: 'done' | 'redirecting' }
  | { type: 'payment.result'; status: 'failed'; error: string; forceSbp: boolean };

export type ChargeOutcome = { kind: 'done' } | { kind: '3ds'; actionUrl: string; method: 'POST' | 'GET'; params: Record<string, string> };
export interface PaymentState {
  paid: boolean;
  processing: boolean;
}
export interface CreatedPayment {
  payment: string;
  publicId: string;
  purchaseId?: string | undefined;
}
/** The machine's output when it stops: paid (the result route is open) or gone to the bank's 3-D Secure page. */
export interface PaymentOutput {
  status: 'paid' | 'awaiting3ds';
}

const reject = (name: string) => () => Promise.reject(new Error(`payment: actor "${name}" is not provided (use providePayment)`));
/** What the card holder is asked: build the cryptogram with this `publicId`. */
export type CardHolderRequest = { type: 'ENCRYPT'; publicId: string };
const noCardHolder = fromCallback<CardHolderRequest, { card: CardSource | undefined }>(({ sendBack }) => {
  sendBack({ type: 'CARD.FAILED' });
});
type ChargeInput = Pick<PaymentContext, 'hid' | 'flow' | 'method' | 'payment' | 'purchaseId' | 'cryptogram' | 'cardholder' | 'savedCardId' | 'email' | 'autoPayment' | 'gift'>;
/** Event data for the named guards and actions: an invoked actor's output or error (no casts of `event`). */
const doneOutput = <T>({ event }: { event: { output: T } }) => ({ output: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const clearAttempt = { cryptogram: undefined, cardholder: undefined, bin: undefined } as const;

const paymentLogic = setup({
  types: { input: {} as PaymentInput, context: {} as PaymentContext, events: {} as PaymentEvent, output: {} as PaymentOutput, emitted: {} as PaymentReport },
  actors: {
    cardHolder: noCardHolder,
    createPayment: fromPromise<CreatedPayment, { hid: string; method: PayMethod; autoPayment: boolean; gift: GiftDetails | undefined }>(reject('createPayment')),
    checkPromo: fromPromise<{ compatible: boolean; message: string | undefined }, { hid: string; bin: string | undefined; cardId: string | undefined }>(reject('checkPromo')),
    charge: fromPromise<ChargeOutcome, ChargeInput>(reject('charge')),
    checkPayment: fromPromise<PaymentState, { hid: string; purchaseId: string | undefined; method: PayMethod }>(reject('checkPayment')),
  },
  delays: { checkRetry: PAYMENT_CHECK_RETRY_MS, processingPoll: PAYMENT_PROCESSING_POLL_MS, uncertainRetry: PAYMENT_UNCERTAIN_RETRY_MS },
  guards: {
    canStart: ({ context, event }) => {
      if (event.type !== 'PAY') return false;
      if (context.method === 'creditCard') return event.card !== undefined;
      if (context.method === 'card') return context.savedCardId !== undefined;
      return true;
    },
    isNewCard: ({ context }) => context.method === 'creditCard',
    checksPromo: ({ context }) => context.gift === undefined && (context.method === 'creditCard' || context.method === 'card'),
    promoCompatible: (_, params: { output: { compatible: boolean } }) => params.output.compatible,
    needs3ds: (_, params: { output: ChargeOutcome }) => params.output.kind === '3ds',
    needsCheck: ({ context }, params: { error: unknown }) => chargeFailureNeedsCheck(context.method, params.error),
    isPaid: (_, params: { output: PaymentState }) => params.output.paid,
    isProcessing: (_, params: { output: PaymentState }) => params.output.processing,
    checksLeft: ({ context }) => context.checkFailures + 1 < PAYMENT_CHECK_ATTEMPTS,
  },
  actions: {
    startAttempt: assign({
      error: undefined,
      forceSbp: false,
      checkFailures: 0,
      attempts: ({ context }) => context.attempts + 1,
      gift: ({ context, event }) => (event.type === 'PAY' && event.gift ? event.gift : context.gift),
    }),
    assignCreated: assign((_, { output }: { output: CreatedPayment }) => ({ payment: output.payment, publicId: output.publicId, purchaseId: output.purchaseId })),
    assignCard: assign(({ event }) =>
      event.type === 'CARD.ENCRYPTED' ? { cryptogram: event.cryptogram, bin: event.bin, last4: event.last4 || undefined, cardholder: event.cardholder } : {},
    ),
    assignFailure: assign((_, params: { error: unknown }) => ({ error: paymentFailureText(params.error), forceSbp: false, ...clearAttempt })),
    assignPromoRefusal: assign((_, params: { output: { message: string | undefined } }) => ({ error: paymentFailureText(new PromoCardError(params.output.message ?? '')), forceSbp: true, ...clearAttempt })),
    /** Kept for the form if the order turns out unpaid; not shown while checking. */
    rememberChargeError: assign((_, params: { error: unknown }) => ({ error: paymentFailureText(params.error), checkFailures: 0, ...clearAttempt })),
    countCheckFailure: assign({ checkFailures: ({ context }) => context.checkFailures + 1 }),
    resetChecks: assign({ checkFailures: 0 }),
    dropAttempt: assign({ ...clearAttempt }),
    changeMethod: assign(({ event, context }) =>
      event.type === 'METHOD.CHANGE' ? { method: event.method, savedCardId: event.savedCardId ?? context.savedCardId, error: undefined, forceSbp: false } : {},
    ),
    askForCryptogram: sendTo('cardHolder', ({ context }) => ({ type: 'ENCRYPT', publicId: context.publicId ?? '' })),
    markPaid: assign({ outcome: 'paid' as const }),
    mark3ds: assign({ outcome: 'awaiting3ds' as const }),
    /** Tells the starter how it ended (see `PaymentReport`). */
    report: emit((_, report: PaymentReport) => report),
    // Provided (ports).
    submit3ds: (_, _params: { output: ChargeOutcome }) => undefined,
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
    publicId: undefined,
    purchaseId: undefined,
    cryptogram: undefined,
    cardholder: undefined,
    bin: undefined,
    last4: undefined,
    error: undefined,
    forceSbp: false,
    attempts: 0,
    checkFailures: 0,
    outcome: undefined,
  }),
  initial: 'idle',
  output: ({ context }) => ({ status: context.outcome ?? 'paid' }),
  states: {
    idle: {
      on: {
        PAY: { guard: 'canStart', target: 'paying', actions: 'startAttempt' },
        'METHOD.CHANGE': { actions: 'changeMethod' },
      },
    },
    /** One attempt. A second PAY here, or in any later state but `failed`, has no handler: one click, one charge. */
    paying: {
      invoke: { id: 'cardHolder', src: 'cardHolder', input: ({ event }) => ({ card: event.type === 'PAY' ? event.card : undefined }) },
      initial: 'creating',
      states: {
        /** payments/for-order (or the gift purchase and its payment): the payment id and `publicId`. */
        creating: {
          invoke: {
            id: 'createPayment',
            src: 'createPayment',
            input: ({ context }) => ({ hid: context.hid, method: context.method, autoPayment: context.autoPayment, gift: context.gift }),
            onDone: [
              { guard: 'isNewCard', target: 'encrypting', actions: { type: 'assignCreated', params: doneOutput } },
              { guard: 'checksPromo', target: 'checkingPromo', actions: { type: 'assignCreated', params: doneOutput } },
              { target: 'charging', actions: { type: 'assignCreated', params: doneOutput } },
            ],
            // Nothing is charged yet, but 'Заказ уже оплачен' (another tab) is best told by the order.
            onError: [
              { guard: { type: 'needsCheck', params: failure }, target: '#payment.verifying', actions: { type: 'rememberChargeError', params: failure } },
              { target: '#payment.failed', actions: { type: 'assignFailure', params: failure } },
            ],
          },
        },
        /** The card holder reads the card once, builds the cryptogram with `publicId`, drops the card. */
        encrypting: {
          entry: 'askForCryptogram',
          on: {
            'CARD.ENCRYPTED': [
              { guard: 'checksPromo', target: 'checkingPromo', actions: 'assignCard' },
              { target: 'charging', actions: 'assignCard' },
            ],
            'CARD.FAILED': { target: '#payment.failed', actions: assign({ error: () => paymentFailureText(new CryptogramError('cryptogram')), ...clearAttempt }) },
          },
        },
        /** orders/check-card-compatible-with-promo with the BIN (new card) or the saved card's id. */
        checkingPromo: {
          invoke: {
            id: 'checkPromo',
            src: 'checkPromo',
            input: ({ context }) => ({ hid: context.hid, bin: context.method === 'creditCard' ? context.bin : undefined, cardId: context.method === 'card' ? context.savedCardId : undefined }),
            onDone: [
              { guard: { type: 'promoCompatible', params: doneOutput }, target: 'charging' },
              { target: '#payment.failed', actions: { type: 'assignPromoRefusal', params: doneOutput } },
            ],
            onError: { target: '#payment.failed', actions: { type: 'assignFailure', params: failure } },
          },
        },
        /** The charge, with the idempotency key of this payment. */
        charging: {
          invoke: {
            id: 'charge',
            src: 'charge',
            input: ({ context }) => ({
              hid: context.hid,
              flow: context.flow,
              method: context.method,
              payment: context.payment,
              purchaseId: context.purchaseId,
              cryptogram: context.cryptogram,
              cardholder: context.cardholder,
              savedCardId: context.savedCardId,
              email: context.email,
              autoPayment: context.autoPayment,
              gift: context.gift,
            }),
            onDone: [
              { guard: { type: 'needs3ds', params: doneOutput }, target: '#payment.awaiting3ds', actions: ['dropAttempt', 'mark3ds', { type: 'submit3ds', params: doneOutput }] },
              { target: '#payment.done', actions: ['dropAttempt', 'markPaid', 'goToResult'] },
            ],
            onError: [
              { guard: { type: 'needsCheck', params: failure }, target: '#payment.verifying', actions: { type: 'rememberChargeError', params: failure } },
              { target: '#payment.failed', actions: { type: 'assignFailure', params: failure } },
            ],
          },
        },
      },
    },
    /** The outcome is not known: ask the order (or the gift purchase), never charge again. */
    verifying: {
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: ({ context }) => ({ hid: context.hid, purchaseId: context.purchaseId, method: context.method }),
            onDone: [
              { guard: { type: 'isPaid', params: doneOutput }, target: '#payment.done', actions: ['resetChecks', 'markPaid', 'goToResult'] },
              { guard: { type: 'isProcessing', params: doneOutput }, target: '#payment.processing', actions: 'resetChecks' },
              // Certainly unpaid: back to the form with the server's text or the default one.
              { target: '#payment.failed', actions: 'resetChecks' },
            ],
            onError: [
              { guard: 'checksLeft', target: 'retrying', actions: 'countCheckFailure' },
              { target: '#payment.uncertain', actions: 'countCheckFailure' },
            ],
          },
        },
        retrying: { after: { checkRetry: 'asking' } },
      },
    },
    /** The bank is still working on it (a charge in flight, a 3-D Secure page open elsewhere): poll. */
    processing: {
      initial: 'waiting',
      states: {
        waiting: { after: { processingPoll: 'asking' } },
        asking: {
          invoke: {
            id: 'checkPayment',
            src: 'checkPayment',
            input: ({ context }) => ({ hid: context.hid, purchaseId: context.purchaseId, method: context.method }),
            onDone: [
              { guard: { type: 'isPaid', params: doneOutput }, target: '#payment.done', actions: ['markPaid', 'goToResult'] },
              { guard: { type: 'isProcessing', params: doneOutput }, target: 'waiting' },
              { target: '#payment.failed' },
            ],
            onError: 'waiting',
          },
        },
      },
    },
    /** The backend cannot be asked: say so, re-check every minute or on CHECK; PAY stays off. */
    uncertain: {
      after: { uncertainRetry: { target: 'verifying', actions: 'resetChecks' } },
      on: { CHECK: { target: 'verifying', actions: 'resetChecks' } },
    },
    awaiting3ds: { type: 'final', entry: { type: 'report', params: { type: 'payment.result', status: 'redirecting' } } },
    done: { type: 'final', entry: { type: 'report', params: { type: 'payment.result', status: 'done' } } },
    failed: {
      entry: {
        type: 'report',
        params: ({ context }) => ({ type: 'payment.result' as const, status: 'failed' as const, error: context.error ?? PAYMENT_MESSAGES.default, forceSbp: context.forceSbp }),
      },
      on: {
        PAY: { guard: 'canStart', target: 'paying', actions: 'startAttempt' },
        RETRY: { target: 'idle', actions: assign({ error: undefined }) },
        'METHOD.CHANGE': { target: 'idle', actions: 'changeMethod' },
      },
    },
  },
});

/** The payment machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface PaymentMachine extends PaymentLogic {}
type PaymentLogic = typeof paymentLogic;
export const paymentMachine: PaymentMachine = paymentLogic;
