import { assign, fromPromise, setup } from 'xstate';
import { payments } from '../../api/endpoints/payments';
import { isApiError, shownInPlace } from '../../api/errors';
import type { SbpBank, SbpStatus } from '../../api/schemas/payments';
import type { MealflowDeps } from '../../deps';
import type { PaymentState } from '../payment/payment.machine';
import { askPaymentState } from '../payment/payment.provide';
import { SBP_FAILED_TEXT, sbpFailedTitle } from '../../domain/messages';
import { paymentResultPath, type PaymentFlow } from '../../routing/routes';
import { rememberPaidBy } from '../payment/payment-result.facts';

/**
 * SBP (fast-payment QR) payment (order-funnel §2 "SBP screens", §4 "SBP"): choose a bank or scan
 * the QR, wait for the bank, poll the status: Declined/Cancelled → the error modal; Created/Pending
 * → poll again; Authorized/Completed → a final check → StepPaymentSuccess. Polling backs off on
 * network errors, stops with the actor, and resumes after a reload (kept by hid in storage).
 */
export interface SbpInput {
  hid: string;
  amount: number;
  flow?: PaymentFlow;
  /** The subscription variant asks to allow unconfirmed transfers for auto-pay. */
  subscription?: boolean;
}

export interface SbpContext {
  hid: string;
  amount: number;
  flow: PaymentFlow;
  subscription: boolean;
  payment: string | undefined;
  banks: SbpBank[];
  link: string | undefined;
  image: string | undefined;
  bankId: string | undefined;
  status: SbpStatus | undefined;
  error: string | undefined;
  networkFailures: number;
}

export type SbpEvent = { type: 'BANK.SELECT'; bankId: string } | { type: 'CHOOSE_ANOTHER_BANK' } | { type: 'TRY_AGAIN' };

/** What 'try again' learns about the old payment before starting a new one. */
export type SbpRecheck = 'paid' | 'pending' | 'gone';

export const SBP_STORAGE_KEY = (hid: string) => `sbp:${hid}`;
/** Polling interval, and the back-off after a network error (ours: the spec gives no numbers). */
export const SBP_POLL_MS = 2_000;
export const SBP_BACKOFF_MS = 2_000;
export const SBP_BACKOFF_MAX_MS = 16_000;
/** A transient poll failure (500, 429, network, malformed): wait longer each time, keep polling. */
export const sbpBackoffMs = (failures: number) => Math.min(SBP_BACKOFF_MS * 2 ** Math.max(0, failures - 1), SBP_BACKOFF_MAX_MS);
/** ours: the note under 'Ждём ответа банка' while the bank's status cannot be read. */
export const SBP_NO_CONNECTION_NOTE = 'Нет связи с банком, проверяем ещё раз…';

const reject = (name: string) => () => Promise.reject(new Error(`sbp: actor "${name}" is not provided (use provideSbp)`));

const sbpLogic = setup({
  types: { input: {} as SbpInput, context: {} as SbpContext, events: {} as SbpEvent },
  actors: {
    resume: fromPromise<{ payment: string; bankId: string } | undefined, { hid: string }>(reject('resume')),
    start: fromPromise<{ payment: string; banks: SbpBank[]; link: string; image: string | undefined }, { hid: string }>(reject('start')),
    setBank: fromPromise<void, { hid: string; payment: string; bankId: string }>(reject('setBank')),
    poll: fromPromise<SbpStatus, { payment: string }>(reject('poll')),
    finalCheck: fromPromise<PaymentState, { hid: string }>(reject('finalCheck')),
    recheck: fromPromise<SbpRecheck, { hid: string; payment: string | undefined }>(reject('recheck')),
  },
  delays: { sbpPoll: SBP_POLL_MS, sbpBackoff: ({ context }) => sbpBackoffMs(context.networkFailures) },
  guards: {
    resumed: (_, params: { saved: unknown }) => params.saved !== undefined,
    /** Declined, Cancelled, Authorized, Completed: the order decides (paid by this or another payment, or not). */
    finalStatus: (_, params: { status: SbpStatus }) => ['Declined', 'Cancelled', 'Authorized', 'Completed'].includes(params.status),
    isPaid: (_, params: { state: PaymentState }) => params.state.paid,
    isProcessing: (_, params: { state: PaymentState }) => params.state.processing,
    recheckIs: (_, params: { answer: SbpRecheck; result: SbpRecheck }) => params.answer === params.result,
  },
  actions: {
    assignStatus: assign((_, params: { status: SbpStatus }) => ({ status: params.status, networkFailures: 0 })),
    countFailure: assign({ networkFailures: ({ context }) => context.networkFailures + 1 }),
    assignError: assign((_, params: { error: unknown }) => ({ error: isApiError(params.error) ? (shownInPlace(params.error), params.error.userMessage) : undefined })),
    // Provided (ports): storage and navigation.
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
    networkFailures: 0,
  }),
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        id: 'resume',
        src: 'resume',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: [
          { guard: { type: 'resumed', params: ({ event }) => ({ saved: event.output }) }, target: 'waiting', actions: assign(({ event }) => ({ payment: event.output?.payment, bankId: event.output?.bankId })) },
          { target: 'starting' },
        ],
        onError: 'starting',
      },
    },
    starting: {
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: { target: 'choosingBank', actions: assign(({ event }) => ({ payment: event.output.payment, banks: event.output.banks, link: event.output.link, image: event.output.image, error: undefined })) },
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** The QR (desktop: scan with the phone camera) and the bank list (phone: open the bank app). */
    choosingBank: {
      on: { 'BANK.SELECT': { target: 'settingBank', actions: assign({ bankId: ({ event }) => event.bankId }) } },
    },
    settingBank: {
      invoke: {
        id: 'setBank',
        src: 'setBank',
        input: ({ context }) => ({ hid: context.hid, payment: context.payment ?? '', bankId: context.bankId ?? '' }),
        onDone: 'waiting',
        onError: { target: 'choosingBank', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
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
          { guard: { type: 'isPaid', params: ({ event }) => ({ state: event.output }) }, target: 'success', actions: ['forget', 'goToSuccess'] },
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
          { guard: { type: 'recheckIs', params: ({ event }) => ({ answer: event.output, result: 'paid' as const }) }, target: 'success', actions: ['forget', 'goToSuccess'] },
          { guard: { type: 'recheckIs', params: ({ event }) => ({ answer: event.output, result: 'pending' as const }) }, target: 'waiting' },
          { target: 'starting', actions: assign({ bankId: undefined, status: undefined }) },
        ],
        onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

/** The SBP machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface SbpMachine extends SbpLogic {}
type SbpLogic = typeof sbpLogic;
export const sbpMachine: SbpMachine = sbpLogic;

export function provideSbp(deps: MealflowDeps): SbpMachine {
  const { api, ports } = deps;
  return sbpMachine.provide({
    actors: {
      resume: fromPromise(async ({ input }) => {
        const raw = ports.storage.get(SBP_STORAGE_KEY(input.hid));
        if (!raw) return undefined;
        const saved = JSON.parse(raw) as { payment?: string; bankId?: string };
        return saved.payment && saved.bankId ? { payment: saved.payment, bankId: saved.bankId } : undefined;
      }),
      start: fromPromise(async ({ input }) => {
        const info = await api.call(payments.forOrder, { orderId_H: input.hid });
        const sbp = await api.call(payments.chargeSbp, { payment: info.payment, needImage: true });
        return { payment: info.payment, banks: sbp.banks, link: sbp.link, image: sbp.image ?? undefined };
      }),
      setBank: fromPromise(async ({ input }) => {
        await api.call(payments.setPaymentData, { payment: input.payment, bankId_H: input.bankId });
        ports.storage.set(SBP_STORAGE_KEY(input.hid), JSON.stringify({ payment: input.payment, bankId: input.bankId }));
      }),
      // Polls are not the customer's calls: a failure is the dialog's note, never a toast.
      poll: fromPromise(async ({ input, signal }) => (await api.call(payments.checkSbpStatus, { payment: input.payment }, { signal, background: true })).status),
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
      forget: ({ context }) => ports.storage.remove(SBP_STORAGE_KEY(context.hid)),
      goToSuccess: ({ context }) => {
        rememberPaidBy(ports.storage, context.hid, 'sbp');
        ports.navigation.go(paymentResultPath(context.hid, context.flow, 'success'));
      },
    },
  });
}

export interface SbpView {
  step: 'loading' | 'choose' | 'waiting' | 'error' | 'success';
  banks: Array<{ id: string; name: string; logo: string }>;
  qrImage: string | undefined;
  link: string | undefined;
  instructions: string[];
  errorTitle: string;
  errorText: string;
  networkNote: string | undefined;
}

export function sbpView(snapshot: { context: SbpContext; matches: (s: 'resuming' | 'starting' | 'choosingBank' | 'settingBank' | 'waiting' | 'finalCheck' | 'rechecking' | 'error' | 'success') => boolean }): SbpView {
  const { context } = snapshot;
  const step = snapshot.matches('choosingBank')
    ? 'choose'
    : snapshot.matches('waiting') || snapshot.matches('settingBank') || snapshot.matches('finalCheck') || snapshot.matches('rechecking')
      ? 'waiting'
      : snapshot.matches('error')
        ? 'error'
        : snapshot.matches('success')
          ? 'success'
          : 'loading';
  return {
    step,
    banks: context.banks.map((b) => ({ id: b.id_H, name: b.bankName, logo: b.logoURL })),
    qrImage: context.image,
    link: context.link,
    instructions: [
      // ours: the spec names the two ways, not their words.
      'Наведите камеру телефона на QR-код и перейдите по ссылке',
      'Или выберите свой банк — откроется его приложение',
      'Подтвердите оплату в приложении банка',
      ...(context.subscription ? ['Разрешите в приложении банка списания без подтверждения — так подписка будет оплачиваться автоматически'] : []),
    ],
    errorTitle: sbpFailedTitle(context.amount),
    errorText: context.error ?? SBP_FAILED_TEXT,
    networkNote: context.networkFailures > 0 ? SBP_NO_CONNECTION_NOTE : undefined,
  };
}
