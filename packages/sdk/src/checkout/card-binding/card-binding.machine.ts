import { assign, fromCallback, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { CardHolderRequest, CardSource, CreatedPayment } from '../payment/payment.machine';
import { CryptogramError, paymentFailureText } from '../payment/payment.rules';
import {
  BINDING_CHECK_ATTEMPTS,
  BINDING_CHECK_RETRY_MS,
  BINDING_PROCESSING_POLL_MS,
  BINDING_UNCERTAIN_RETRY_MS,
  NO_ORDER_HID,
} from './card-binding.rules';
import type {
  BindingChargeOutcome,
  BindingState,
  CardBindingContext,
  CardBindingEvent,
  CardBindingInput,
  CardBindingOutput,
} from './card-binding.types';

/**
 * Binding a card ('ruble mechanics', order-funnel §2 /cardbind, §4 "Payment"): the payment
 * machine's steps for a 1 ₽ payment that is refunded. `idle` ─BIND─▶ `binding` (creating:
 * `payments/for-token-binding` → encrypting: the card holder's cryptogram → charging:
 * `payments/charge-card`) ─▶ `bound` | `awaiting3ds` (the bank's page; the return page asks) |
 * `verifying` (any failed charge: `payments/get-client-card`, never a second charge) ─▶ `bound` |
 * `processing` (polls) | `failed` (RETRY, BIND) | `uncertain` (CHECK). See README.md.
 *
 * Card number, CVV and expiry never enter the context: BIND carries a `CardSource` whose `read()`
 * the card holder (the payment's `cardHolderActor`) calls once.
 */

import { doneOutput, failure } from '../../shared/event-params';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { CardBindingStateValue } from '../../machine-states';

export type { CardBindingContext, CardBindingEvent, CardBindingInput, CardBindingOutput } from './card-binding.types';

const reject = (name: string) => () => Promise.reject(new Error(`cardBinding: actor "${name}" is not provided (use provideCardBinding)`));
const noCardHolder = fromCallback<CardHolderRequest, { card: CardSource | undefined }>(({ sendBack }) => {
  sendBack({ type: 'CARD.FAILED' });
});
const clearAttempt = { cryptogram: undefined, cardholder: undefined } as const;

export const cardBindingLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as CardBindingInput,
    context: {} as CardBindingContext,
    events: {} as CardBindingEvent,
    output: {} as CardBindingOutput,
  },
  actors: {
    cardHolder: noCardHolder,
    createBinding: fromPromise<CreatedPayment, { hid: string }>(reject('createBinding')),
    charge: fromPromise<BindingChargeOutcome, { hid: string; payment: string; cryptogram: string; cardholder: string }>(reject('charge')),
    checkBinding: fromPromise<BindingState, { payment: string }>(reject('checkBinding')),
  },
  delays: { checkRetry: BINDING_CHECK_RETRY_MS, processingPoll: BINDING_PROCESSING_POLL_MS, uncertainRetry: BINDING_UNCERTAIN_RETRY_MS },
  guards: {
    hasCard: ({ event }) => event.type === 'BIND',
    needs3ds: (_, params: { output: BindingChargeOutcome }) => params.output.kind === '3ds',
    isBound: (_, params: { output: BindingState }) => params.output.card !== undefined,
    isProcessing: (_, params: { output: BindingState }) => params.output.processing,
    checksLeft: ({ context }) => context.checkFailures + 1 < BINDING_CHECK_ATTEMPTS,
  },
  actions: {
    startAttempt: assign({ error: undefined, checkFailures: 0, card: undefined, ...clearAttempt }),
    assignCreated: assign((_, { output }: { output: CreatedPayment }) => ({ payment: output.payment, publicId: output.publicId })),
    assignCard: assign(({ event }) =>
      event.type === 'CARD.ENCRYPTED'
        ? { cryptogram: event.cryptogram, cardholder: event.cardholder, last4: event.last4 || undefined }
        : {},
    ),
    /**
     * The binding payment not created, or not known to be (issue 36: a lost or 5xx answer is said as
     * unknown, never as failed; the next BIND sends the same key and gets the same payment).
     */
    assignFailure: assign((_, params: { error: unknown }) => ({
      error: paymentFailureText(params.error),
      ...clearAttempt,
    })),
    assignCryptogramFailure: assign({ error: () => paymentFailureText(new CryptogramError('cryptogram')), ...clearAttempt }),
    /** Kept for the form if the card turns out not bound; not shown while checking. */
    rememberChargeError: assign((_, params: { error: unknown }) => ({
      error: paymentFailureText(params.error),
      checkFailures: 0,
      ...clearAttempt,
    })),
    assignBound: assign((_, params: { output: BindingState }) => ({
      card: params.output.card,
      outcome: 'bound' as const,
      checkFailures: 0,
    })),
    markBound: assign({ outcome: 'bound' as const, ...clearAttempt }),
    mark3ds: assign({ outcome: 'awaiting3ds' as const, ...clearAttempt }),
    countCheckFailure: assign({ checkFailures: ({ context }) => context.checkFailures + 1 }),
    resetChecks: assign({ checkFailures: 0 }),
    askForCryptogram: sendTo('cardHolder', ({ context }) => ({ type: 'ENCRYPT', publicId: context.publicId ?? '' })),
    // Provided (ports): posts the bank's 3-D Secure form.
    submit3ds: (_, _params: { output: BindingChargeOutcome }) => undefined,
  },
}).createMachine({
  id: 'cardBinding',
  context: ({ input }) => ({
    hid: input.hid ?? NO_ORDER_HID,
    payment: undefined,
    publicId: undefined,
    cryptogram: undefined,
    cardholder: undefined,
    last4: undefined,
    error: undefined,
    card: undefined,
    checkFailures: 0,
    outcome: undefined,
  }),
  initial: 'idle',
  output: ({ context }): CardBindingOutput =>
    context.outcome === 'awaiting3ds' ? { status: 'awaiting3ds' } : { status: 'bound', card: context.card },
  states: {
    idle: { on: { BIND: { guard: 'hasCard', target: 'binding', actions: 'startAttempt' } } },
    /** One attempt; a second BIND has no handler until `failed`: one click, one charge. */
    binding: {
      invoke: { id: 'cardHolder', src: 'cardHolder', input: ({ event }) => ({ card: event.type === 'BIND' ? event.card : undefined }) },
      initial: 'creating',
      states: {
        /** `payments/for-token-binding`: the 1 ₽ payment and its `publicId`. Nothing charged yet. */
        creating: {
          invoke: {
            id: 'createBinding',
            src: 'createBinding',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'encrypting', actions: { type: 'assignCreated', params: doneOutput } },
            onError: { target: '#cardBinding.failed', actions: { type: 'assignFailure', params: failure } },
          },
        },
        encrypting: {
          entry: 'askForCryptogram',
          on: {
            'CARD.ENCRYPTED': { target: 'charging', actions: 'assignCard' },
            'CARD.FAILED': { target: '#cardBinding.failed', actions: 'assignCryptogramFailure' },
          },
        },
        /** `payments/charge-card` with the cryptogram and the /cardbind 3-D Secure return. */
        charging: {
          invoke: {
            id: 'charge',
            src: 'charge',
            input: ({ context }) => ({
              hid: context.hid,
              payment: context.payment ?? '',
              cryptogram: context.cryptogram ?? '',
              cardholder: context.cardholder ?? '',
            }),
            onDone: [
              {
                guard: { type: 'needs3ds', params: doneOutput },
                target: '#cardBinding.awaiting3ds',
                actions: ['mark3ds', { type: 'submit3ds', params: doneOutput }],
              },
              { target: '#cardBinding.verifying', actions: 'markBound' },
            ],
            onError: { target: '#cardBinding.verifying', actions: { type: 'rememberChargeError', params: failure } },
          },
        },
      },
    },
    /** Ask `payments/get-client-card`: the bound card (also after a plain success, for its mask), processing, or not bound. */
    verifying: {
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            id: 'checkBinding',
            src: 'checkBinding',
            input: ({ context }) => ({ payment: context.payment ?? '' }),
            onDone: [
              {
                guard: { type: 'isBound', params: doneOutput },
                target: '#cardBinding.bound',
                actions: { type: 'assignBound', params: doneOutput },
              },
              { guard: { type: 'isProcessing', params: doneOutput }, target: '#cardBinding.processing', actions: 'resetChecks' },
              { target: '#cardBinding.failed', actions: ['resetChecks', assign({ outcome: undefined })] },
            ],
            onError: [
              { guard: 'checksLeft', target: 'retrying', actions: 'countCheckFailure' },
              { target: '#cardBinding.uncertain', actions: 'countCheckFailure' },
            ],
          },
        },
        retrying: { after: { checkRetry: 'asking' } },
      },
    },
    processing: { after: { processingPoll: 'verifying' } },
    uncertain: {
      after: { uncertainRetry: { target: 'verifying', actions: 'resetChecks' } },
      on: { CHECK: { target: 'verifying', actions: 'resetChecks' } },
    },
    awaiting3ds: { type: 'final' },
    bound: { type: 'final' },
    failed: {
      on: {
        BIND: { guard: 'hasCard', target: 'binding', actions: 'startAttempt' },
        RETRY: { target: 'idle', actions: assign({ error: undefined }) },
      },
    },
  },
});

/** The cardBinding machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CardBindingMachine extends PublicMachine<
  CardBindingContext,
  CardBindingEvent,
  CardBindingStateValue,
  { input: CardBindingInput; output: CardBindingOutput }
> {}
export const cardBindingMachine: CardBindingMachine = cardBindingLogic;
