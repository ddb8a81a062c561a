import { assign, emit, fromCallback, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { PAYMENT_MESSAGES } from '../../domain/messages';
import { doneOutput, failure } from '../../shared/event-params';
import type {
  CardHolderRequest,
  CardSource,
  ChargeOutcome,
  CreatedPayment,
  PaymentContext,
  PaymentEvent,
  PaymentInput,
  PaymentOutput,
  PaymentReport,
  PaymentState,
  PayMethod,
} from './payment.types';
import {
  chargeFailureNeedsCheck,
  nothingToAsk,
  checkedFailureText,
  paymentFailureText,
  PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_RETRY_MS,
  PAYMENT_PROCESSING_POLL_MS,
  PAYMENT_UNCERTAIN_RETRY_MS,
  CryptogramError,
  PromoCardError,
  PAYMENT_STATUS_TEXTS,
} from './payment.rules';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { PaymentStateValue } from '../../machine-states';

// The machine's types, from where they always were imported.
export type * from './payment.types';

/**
 * Paying for an order (order-funnel §4 "Payment", §8 payment errors): new card, saved card
 * (token), cash, VK Pay; SBP is its own machine. See README.md for states, events and output.
 *
 * Card number, CVV and expiry never enter this machine's context: `PAY` carries a `CardSource`
 * whose `read()` the view implements over its own fields. The `cardHolder` actor, invoked with
 * the PAY event's source for the time of `paying`, reads it once to build the cryptogram with the
 * `publicId` of the for-order answer, then drops it. Snapshots, the inspector and storage see at
 * most the BIN, the last four digits and the name on the card (sent with the charge as `name`).
 */
const reject = (name: string) => () => Promise.reject(new Error(`payment: actor "${name}" is not provided (use providePayment)`));
const noCardHolder = fromCallback<CardHolderRequest, { card: CardSource | undefined }>(({ sendBack }) => {
  sendBack({ type: 'CARD.FAILED' });
});
/** The context's fields one step is sent with (`pick`): the payment's opening, and the charge. */
const CREATE_FIELDS = ['hid', 'method', 'amount', 'autoPayment', 'gift'] as const;
const CHARGE_FIELDS = [...CREATE_FIELDS, 'flow', 'payment', 'purchaseId', 'cryptogram', 'cardholder', 'savedCardId', 'email'] as const;
type CreateInput = Pick<PaymentContext, (typeof CREATE_FIELDS)[number]>;
type ChargeInput = Pick<PaymentContext, (typeof CHARGE_FIELDS)[number]>;
const pick =
  <K extends keyof PaymentContext>(keys: readonly K[]) =>
  ({ context }: { context: PaymentContext }): Pick<PaymentContext, K> =>
    Object.fromEntries(keys.map((key) => [key, context[key]])) as Pick<PaymentContext, K>;
/** Did the payment go through? The order's (or the gift purchase's) state, asked without charging again. */
const askPayment = {
  id: 'checkPayment' as const,
  src: 'checkPayment' as const,
  input: ({ context }: { context: PaymentContext }) => ({ hid: context.hid, purchaseId: context.purchaseId, method: context.method }),
};
/** The form again, with the error's words. */
const toFailed = { target: '#payment.failed', actions: { type: 'assignFailure' as const, params: failure } };
/** A purchase's or a charge's error: a charge that may have gone through is asked about (`verifying`), never sent again. */
const chargeFailed = [
  {
    guard: { type: 'needsCheck' as const, params: failure },
    target: '#payment.verifying',
    actions: { type: 'rememberChargeError' as const, params: failure },
  },
  toFailed,
];
const clearAttempt = { cryptogram: undefined, cardholder: undefined, bin: undefined } as const;
const failedReport = ({ context }: { context: PaymentContext }): PaymentReport => ({
  type: 'payment.result',
  status: 'failed',
  error: context.error ?? PAYMENT_MESSAGES.default,
  forceSbp: context.forceSbp,
});

export const paymentLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
    emitted: {} as PaymentReport,
  },
  actors: {
    cardHolder: noCardHolder,
    createPayment: fromPromise<CreatedPayment, CreateInput>(reject('createPayment')),
    checkPromo: fromPromise<
      { compatible: boolean; message: string | undefined },
      { hid: string; bin: string | undefined; cardId: string | undefined }
    >(reject('checkPromo')),
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
    /** Nothing to ask the order about: a gift purchase not made yet, or a payment whose opening is not known. */
    notOpened: ({ context }, params: { error: unknown }) => nothingToAsk(context, params.error),
    checksPromo: ({ context }) => context.gift === undefined && (context.method === 'creditCard' || context.method === 'card'),
    promoCompatible: (_, params: { output: { compatible: boolean } }) => params.output.compatible,
    needs3ds: (_, params: { output: ChargeOutcome }) => params.output.kind === '3ds',
    needsCheck: ({ context }, params: { error: unknown }) => chargeFailureNeedsCheck(context.method, params.error),
    isPaid: (_, params: { output: PaymentState }) => params.output.paid,
    isProcessing: (_, params: { output: PaymentState }) => params.output.processing,
    checksLeft: ({ context }) => context.checkFailures + 1 < PAYMENT_CHECK_ATTEMPTS,
    resumes: ({ context }) => context.resume !== undefined,
  },
  actions: {
    startAttempt: assign({
      error: undefined,
      forceSbp: false,
      checkFailures: 0,
      attempts: ({ context }) => context.attempts + 1,
      gift: ({ context, event }) => (event.type === 'PAY' && event.gift ? event.gift : context.gift),
    }),
    assignCreated: assign((_, { output }: { output: CreatedPayment }) => ({
      payment: output.payment,
      publicId: output.publicId,
      purchaseId: output.purchaseId,
    })),
    assignCard: assign(({ event }) =>
      event.type === 'CARD.ENCRYPTED'
        ? { cryptogram: event.cryptogram, bin: event.bin, last4: event.last4 || undefined, cardholder: event.cardholder }
        : {},
    ),
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: paymentFailureText(params.error),
      forceSbp: false,
      ...clearAttempt,
    })),
    assignPromoRefusal: assign((_, params: { output: { message: string | undefined } }) => ({
      error: paymentFailureText(new PromoCardError(params.output.message ?? '')),
      forceSbp: true,
      ...clearAttempt,
    })),
    /** Kept for the form if the order turns out unpaid; not shown while checking. */
    rememberChargeError: assign((_, params: { error: unknown }) => ({
      error: checkedFailureText(params.error),
      checkFailures: 0,
      ...clearAttempt,
    })),
    countCheckFailure: assign({ checkFailures: ({ context }) => context.checkFailures + 1 }),
    resetChecks: assign({ checkFailures: 0 }),
    dropAttempt: assign({ ...clearAttempt }),
    changeMethod: assign(({ event, context }) =>
      event.type === 'METHOD.CHANGE'
        ? { method: event.method, savedCardId: event.savedCardId ?? context.savedCardId, error: undefined, forceSbp: false }
        : {},
    ),
    askForCryptogram: sendTo('cardHolder', ({ context }) => ({ type: 'ENCRYPT', publicId: context.publicId ?? '' })),
    markPaid: assign({ outcome: 'paid' as const }),
    /** A page started with the marker: the form's text if the order turns out unpaid (nothing was charged). */
    startResumed: assign(({ context }) => ({
      payment: context.resume?.payment,
      error: context.resume?.threeDsAt !== undefined ? PAYMENT_STATUS_TEXTS.threeDsDropped : PAYMENT_STATUS_TEXTS.notCharged,
      resume: undefined,
    })),
    assignCheckedAt: assign((_, params: { output: PaymentState }) => ({ checkedAt: params.output.at })),
    mark3ds: assign({ outcome: 'awaiting3ds' as const }),
    /**
     * Tells the starter how it ended (see `PaymentReport`): emitted (`actor.on('payment.result')`)
     * and, invoked by a screen (checkout, longate, customization), sent to that parent, which
     * handles it: a parent never reads this machine's state names.
     */
    report: emit((_, report: PaymentReport) => report),
    /** The same report to the screen that invoked this machine (checkout, longate, customization): it never reads our state names. */
    reportToParent: ({ self }, report: PaymentReport) => self._parent?.send(report),
    // Provided (ports).
    submit3ds: (_, _params: { output: ChargeOutcome }) => undefined,
    goToResult: () => undefined,
    /** The pending-charge marker (`payment.pending.ts`): written as the charge leaves, removed when the outcome is known. */
    notePending: () => undefined,
    clearPending: () => undefined,
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
    resume: input.resume,
    threeDsAt: input.resume?.threeDsAt,
    checkedAt: undefined,
  }),
  initial: 'starting',
  output: ({ context }) => ({ status: context.outcome ?? 'paid' }),
  states: {
    /** A page started with the pending-charge marker asks the order first (issue 36); else the form. */
    starting: {
      always: [{ guard: 'resumes', target: 'verifying', actions: 'startResumed' }, { target: 'idle' }],
    },
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
            input: pick(CREATE_FIELDS),
            onDone: [
              { guard: 'isNewCard', target: 'encrypting', actions: { type: 'assignCreated', params: doneOutput } },
              { guard: 'checksPromo', target: 'checkingPromo', actions: { type: 'assignCreated', params: doneOutput } },
              { target: 'charging', actions: { type: 'assignCreated', params: doneOutput } },
            ],
            // Nothing is charged yet, but 'Заказ уже оплачен' (another tab) is best told by the order.
            // A gift purchase not made or not known, or a payment whose opening is not known: nothing
            // is paid yet, said as not known; PAY again sends it with the same key, which answers the first one.
            onError: [{ guard: { type: 'notOpened', params: failure }, ...toFailed }, ...chargeFailed],
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
            'CARD.FAILED': {
              target: '#payment.failed',
              actions: assign({ error: () => paymentFailureText(new CryptogramError('cryptogram')), ...clearAttempt }),
            },
          },
        },
        /** orders/check-card-compatible-with-promo with the BIN (new card) or the saved card's id. */
        checkingPromo: {
          invoke: {
            id: 'checkPromo',
            src: 'checkPromo',
            input: ({ context }) => ({
              hid: context.hid,
              bin: context.method === 'creditCard' ? context.bin : undefined,
              cardId: context.method === 'card' ? context.savedCardId : undefined,
            }),
            onDone: [
              { guard: { type: 'promoCompatible', params: doneOutput }, target: 'charging' },
              { target: '#payment.failed', actions: { type: 'assignPromoRefusal', params: doneOutput } },
            ],
            onError: toFailed,
          },
        },
        /** The charge, with the idempotency key of this payment; the marker is written as it leaves. */
        charging: {
          entry: 'notePending',
          invoke: {
            id: 'charge',
            src: 'charge',
            input: pick(CHARGE_FIELDS),
            onDone: [
              {
                guard: { type: 'needs3ds', params: doneOutput },
                target: '#payment.awaiting3ds',
                actions: ['dropAttempt', 'mark3ds', { type: 'submit3ds', params: doneOutput }],
              },
              { target: '#payment.done', actions: ['dropAttempt', 'markPaid', 'goToResult'] },
            ],
            onError: chargeFailed,
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
            ...askPayment,
            onDone: [
              {
                guard: { type: 'isPaid', params: doneOutput },
                target: '#payment.done',
                actions: ['resetChecks', 'markPaid', 'goToResult'],
              },
              {
                guard: { type: 'isProcessing', params: doneOutput },
                target: '#payment.processing',
                actions: ['resetChecks', { type: 'assignCheckedAt', params: doneOutput }],
              },
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
            ...askPayment,
            onDone: [
              { guard: { type: 'isPaid', params: doneOutput }, target: '#payment.done', actions: ['markPaid', 'goToResult'] },
              {
                guard: { type: 'isProcessing', params: doneOutput },
                target: 'waiting',
                actions: { type: 'assignCheckedAt', params: doneOutput },
              },
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
      // Nothing was charged: said to the starter and to the screen that invoked it (which handles 'payment.result').
      entry: ['clearPending', { type: 'report', params: failedReport }, { type: 'reportToParent', params: failedReport }],
      on: {
        PAY: { guard: 'canStart', target: 'paying', actions: 'startAttempt' },
        RETRY: { target: 'idle', actions: assign({ error: undefined }) },
        'METHOD.CHANGE': { target: 'idle', actions: 'changeMethod' },
      },
    },
  },
});

/** The payment machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface PaymentMachine extends PublicMachine<
  PaymentContext,
  PaymentEvent,
  PaymentStateValue,
  { input: PaymentInput; output: PaymentOutput; emitted: PaymentReport }
> {}
export const paymentMachine: PaymentMachine = paymentLogic;
