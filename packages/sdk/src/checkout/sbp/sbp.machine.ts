import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { payments } from '../../api/endpoints/payments';
import { isApiError, shownInPlace } from '../../api/errors';
import type { SbpBank, SbpStatus } from '../../api/schemas/payments';
import type { MealflowDeps } from '../../deps';
import { effectFailureText, sendEffect } from '../../shared/effect';
import { derivedIntentKey } from '../../api/effects';
import type { PaymentState } from '../payment/payment.machine';
import { askPaymentState } from '../payment/payment.provide';
import type { StoragePort } from '../../ports';
import { paymentResultPath } from '../../routing/routes';
import { rememberPaidBy } from '../payment/payment.paid-by';
import type { SbpContext, SbpEvent, SbpInput, SbpRecheck, SbpSaved } from './sbp.types';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { SbpStateValue } from '../../machine-states';

export type * from './sbp.types';

import { SBP_STORAGE_KEY } from './sbp.keys';

export { SBP_STORAGE_KEY };
/**
 * The SBP payment started for an order (`payments/for-order`), kept before `charge-sbp` is sent:
 * a retry or a reload while it is alive starts the same payment again with the same key, which
 * the backend answers with its first QR and link, never a second SBP payment (issue 36).
 */
export const SBP_STARTED_KEY = (hid: string) => `sbp_started:${hid}`;
const ALIVE: readonly SbpStatus[] = ['Created', 'Pending'];
/** Polling interval, and the back-off after a network error (ours: the spec gives no numbers). */
export const SBP_POLL_MS = 2_000;
export const SBP_BACKOFF_MS = 2_000;
export const SBP_BACKOFF_MAX_MS = 16_000;
/** A transient poll failure (500, 429, network, malformed): wait longer each time, keep polling. */
export const sbpBackoffMs = (failures: number) => Math.min(SBP_BACKOFF_MS * 2 ** Math.max(0, failures - 1), SBP_BACKOFF_MAX_MS);

/** ours: the dialog's text when the bank choice was not taken; a server's own message wins. */
export const SBP_BANK_ERROR_TEXT = 'Не удалось выбрать банк. Проверьте соединение и попробуйте ещё раз.';
const sbpBankErrorText = (error: unknown) => {
  shownInPlace(error);
  const refused = isApiError(error) && (error.kind === 'business' || (error.kind === 'http' && (error.status ?? 500) < 500));
  return (refused && error.messages[0]) || SBP_BANK_ERROR_TEXT;
};

/** The SBP payment kept for an order, if any (a corrupt or partial entry counts as none). */
export function readSbpSaved(storage: StoragePort, hid: string): SbpSaved | undefined {
  const raw = storage.get(SBP_STORAGE_KEY(hid));
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Partial<SbpSaved>;
    if (typeof saved.payment !== 'string' || typeof saved.bankId !== 'string') return undefined;
    // An entry written before `bankSet` existed was written after the call answered.
    return {
      payment: saved.payment,
      bankId: saved.bankId,
      bankSet: saved.bankSet !== false,
      link: typeof saved.link === 'string' ? saved.link : undefined,
    };
  } catch {
    return undefined;
  }
}
const writeSaved = (storage: StoragePort, hid: string, saved: SbpSaved) => storage.set(SBP_STORAGE_KEY(hid), JSON.stringify(saved));

const reject = (name: string) => () => Promise.reject(new Error(`sbp: actor "${name}" is not provided (use provideSbp)`));

/**
 * SBP (fast-payment QR) payment (order-funnel §2 "SBP screens", §4 "SBP"): choose a bank or scan
 * the QR, wait for the bank, poll the status: Declined/Cancelled → the error modal; Created/Pending
 * → poll again; Authorized/Completed → a final check → StepPaymentSuccess. Polling backs off on
 * network errors, stops with the actor, and resumes after a reload (kept by hid in storage).
 */
export const sbpLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as SbpInput, context: {} as SbpContext, events: {} as SbpEvent },
  actors: {
    start: fromPromise<
      { payment: string; banks: SbpBank[]; link: string; image: string | undefined; smartphone: boolean },
      { hid: string }
    >(reject('start')),
    setBank: fromPromise<void, { hid: string; payment: string; bankId: string; link: string | undefined }>(reject('setBank')),
    poll: fromPromise<SbpStatus, { payment: string }>(reject('poll')),
    finalCheck: fromPromise<PaymentState, { hid: string }>(reject('finalCheck')),
    recheck: fromPromise<SbpRecheck, { hid: string; payment: string | undefined }>(reject('recheck')),
  },
  delays: { sbpPoll: SBP_POLL_MS, sbpBackoff: ({ context }) => sbpBackoffMs(context.networkFailures) },
  guards: {
    // Provided (ports): the payment kept for this hid in storage (`readSbpSaved`), read synchronously.
    /** A payment is kept for this hid: a reload resumes it. */
    resumed: () => false,
    /** Kept before `set-payment-data` answered (a reload within a moment of the tap): send the bank again. */
    bankUnset: () => false,
    /** Declined, Cancelled, Authorized, Completed: the order decides (paid by this or another payment, or not). */
    finalStatus: (_, params: { status: SbpStatus }) => ['Declined', 'Cancelled', 'Authorized', 'Completed'].includes(params.status),
    isPaid: (_, params: { state: PaymentState }) => params.state.paid,
    isProcessing: (_, params: { state: PaymentState }) => params.state.processing,
    recheckIs: (_, params: { answer: SbpRecheck; result: SbpRecheck }) => params.answer === params.result,
  },
  actions: {
    assignStatus: assign((_, params: { status: SbpStatus }) => ({ status: params.status, networkFailures: 0 })),
    countFailure: assign({ networkFailures: ({ context }) => context.networkFailures + 1 }),
    assignError: assign((_, params: { error: unknown }) => ({
      error: effectFailureText(params.error, (certain) => (isApiError(certain) ? (shownInPlace(certain), certain.userMessage) : undefined)),
    })),
    assignBankError: assign((_, params: { error: unknown }) => ({ bankError: sbpBankErrorText(params.error) })),
    // Provided (ports): storage (the kept payment, `assignResumed`) and navigation.
    assignResumed: () => undefined,
    forget: () => undefined,
    goToSuccess: () => undefined,
  },
}).createMachine({
  id: 'sbp',
  context: ({ input }) => ({
    hid: input.hid,
    amount: input.amount,
    flow: input.flow ?? 'newclient',
    subscription: input.subscription ?? false,
    payment: undefined,
    banks: [],
    link: undefined,
    image: undefined,
    bankId: undefined,
    status: undefined,
    error: undefined,
    bankError: undefined,
    networkFailures: 0,
    smartphone: false,
  }),
  initial: 'resuming',
  states: {
    /** Transient (eventless): a payment kept for this hid (a reload) resumes, else a new one starts. */
    resuming: {
      always: [
        { guard: 'bankUnset', target: 'settingBank', actions: 'assignResumed' },
        { guard: 'resumed', target: 'waiting', actions: 'assignResumed' },
        { target: 'starting' },
      ],
    },
    starting: {
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: {
          target: 'choosingBank',
          actions: assign(({ event }) => ({
            payment: event.output.payment,
            banks: event.output.banks,
            link: event.output.link,
            image: event.output.image,
            smartphone: event.output.smartphone,
            error: undefined,
          })),
        },
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The QR (desktop: scan with the phone camera) and the bank list (phone: open the bank app). */
    choosingBank: {
      on: { 'BANK.SELECT': { target: 'settingBank', actions: assign({ bankId: ({ event }) => event.bankId }) } },
    },
    /** `set-payment-data`: the bank is kept by hid before the call and marked set when it answers. */
    settingBank: {
      entry: assign({ bankError: undefined }),
      invoke: {
        id: 'setBank',
        src: 'setBank',
        input: ({ context }) => ({ hid: context.hid, payment: context.payment ?? '', bankId: context.bankId ?? '', link: context.link }),
        onDone: 'waiting',
        onError: { target: 'bankFailed', actions: { type: 'assignBankError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The bank was not taken: the dialog says so, 'Повторить' sends it again, or another bank. */
    bankFailed: {
      on: {
        RETRY_BANK: 'settingBank',
        CHOOSE_ANOTHER_BANK: { target: 'choosingBank', actions: ['forget', assign({ bankError: undefined, bankId: undefined })] },
      },
    },
    /** Waiting for the bank's answer; 'choose another bank' goes back to the list. */
    waiting: {
      initial: 'polling',
      on: { CHOOSE_ANOTHER_BANK: { target: 'choosingBank', actions: 'forget' } },
      states: {
        polling: {
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ payment: context.payment ?? '' }),
            onDone: [
              {
                guard: { type: 'finalStatus', params: ({ event }) => ({ status: event.output }) },
                target: '#sbp.finalCheck',
                actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) },
              },
              { target: 'pause', actions: { type: 'assignStatus', params: ({ event }) => ({ status: event.output }) } },
            ],
            // Never the error modal: the bank's answer is unknown, not negative.
            onError: { target: 'backoff', actions: 'countFailure' },
          },
        },
        pause: { after: { sbpPoll: 'polling' } },
        backoff: { after: { sbpBackoff: 'polling' } },
      },
    },
    finalCheck: {
      invoke: {
        id: 'finalCheck',
        src: 'finalCheck',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ state: event.output }) },
            target: 'success',
            actions: ['forget', 'goToSuccess'],
          },
          { guard: { type: 'isProcessing', params: ({ event }) => ({ state: event.output }) }, target: 'waiting.pause' },
          { target: 'error', actions: 'forget' },
        ],
        onError: { target: 'waiting.backoff', actions: 'countFailure' },
      },
    },
    success: { type: 'final' },
    /** 'Не прошла оплата {amount} ₽' with 'try again'. */
    error: { on: { TRY_AGAIN: { target: 'rechecking', actions: assign({ error: undefined }) } } },
    /** 'Try again' first asks about the old payment: paid → success, still alive → wait for it, gone → a new one. */
    rechecking: {
      invoke: {
        id: 'recheck',
        src: 'recheck',
        input: ({ context }) => ({ hid: context.hid, payment: context.payment }),
        onDone: [
          {
            guard: { type: 'recheckIs', params: ({ event }) => ({ answer: event.output, result: 'paid' as const }) },
            target: 'success',
            actions: ['forget', 'goToSuccess'],
          },
          {
            guard: { type: 'recheckIs', params: ({ event }) => ({ answer: event.output, result: 'pending' as const }) },
            target: 'waiting',
          },
          { target: 'starting', actions: assign({ bankId: undefined, status: undefined }) },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

/** The sbp machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SbpMachine extends PublicMachine<SbpContext, SbpEvent, SbpStateValue, { input: SbpInput }> {}
export const sbpMachine: SbpMachine = sbpLogic;

export function provideSbp(deps: MealflowDeps): SbpMachine {
  const { api, ports } = deps;
  /** The order's SBP payment started before, while the bank may still take it (else a new one is started). */
  const startedPayment = async (hid: string): Promise<string | undefined> => {
    const payment = ports.storage.get(SBP_STARTED_KEY(hid));
    if (!payment) return undefined;
    const status = await api
      .call(payments.checkSbpStatus, { payment }, { background: true })
      .then((answer) => answer.status)
      // Not started after all (the backend does not know it): a new payment; no answer: the same one.
      .catch((error: unknown) => (isApiError(error) && error.kind === 'http' && error.status === 404 ? undefined : ('Created' as const)));
    if (status && ALIVE.includes(status)) return payment;
    ports.storage.remove(SBP_STARTED_KEY(hid));
    return undefined;
  };
  const saved = ({ context }: { context: SbpContext }) => readSbpSaved(ports.storage, context.hid);
  return sbpLogic.provide({
    guards: {
      resumed: (args) => saved(args) !== undefined,
      bankUnset: (args) => saved(args)?.bankSet === false,
    },
    actors: {
      start: fromPromise(async ({ input }) => {
        // A new SBP payment (issue 36): one key until it answers (a retry, a reload get the same one), then it is kept as started.
        const open = { endpoint: payments.forOrder, input: { orderId_H: input.hid }, intent: { scope: `sbp-payment:${input.hid}` } };
        const payment = (await startedPayment(input.hid)) ?? (await sendEffect(deps, open)).payment;
        ports.storage.set(SBP_STARTED_KEY(input.hid), payment);
        const sbp = await sendEffect(deps, {
          endpoint: payments.chargeSbp,
          input: { payment, needImage: true },
          intent: derivedIntentKey('sbp', payment),
        });
        return { payment, banks: sbp.banks, link: sbp.link, image: sbp.image ?? undefined, smartphone: ports.device.isSmartphone() };
      }),
      setBank: fromPromise(async ({ input }) => {
        const saved = { payment: input.payment, bankId: input.bankId, link: input.link };
        // Kept before the call: a reload while it is on the wire resumes here and sends the bank again.
        writeSaved(ports.storage, input.hid, { ...saved, bankSet: false });
        // The dialog shows a failure with 'Повторить', so no toast behind it.
        await api.call(payments.setPaymentData, { payment: input.payment, bankId_H: input.bankId }, { background: true });
        writeSaved(ports.storage, input.hid, { ...saved, bankSet: true });
      }),
      // Polls are not the customer's calls: a failure is the dialog's note, never a toast.
      poll: fromPromise(
        async ({ input, signal }) =>
          (await api.call(payments.checkSbpStatus, { payment: input.payment }, { signal, background: true })).status,
      ),
      finalCheck: fromPromise(({ input, signal }) => askPaymentState(deps, { hid: input.hid }, signal)),
      recheck: fromPromise(async ({ input, signal }) => {
        const order = await askPaymentState(deps, { hid: input.hid }, signal);
        if (order.paid) return 'paid' as const;
        if (!input.payment) return 'gone' as const;
        const { status } = await api.call(payments.checkSbpStatus, { payment: input.payment }, { signal });
        return status === 'Created' || status === 'Pending' || status === 'Authorized' ? ('pending' as const) : ('gone' as const);
      }),
    },
    actions: {
      assignResumed: assign((args) => {
        const kept = saved(args);
        return kept ? { payment: kept.payment, bankId: kept.bankId, link: kept.link, smartphone: ports.device.isSmartphone() } : {};
      }),
      forget: ({ context }) => {
        ports.storage.remove(SBP_STORAGE_KEY(context.hid));
        ports.storage.remove(SBP_STARTED_KEY(context.hid));
      },
      goToSuccess: ({ context }) => {
        rememberPaidBy(ports.storage, context.hid, 'sbp');
        ports.navigation.go(paymentResultPath(context.hid, context.flow, 'success'));
      },
    },
  });
}
