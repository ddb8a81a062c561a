import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { effectFailureText } from '../../shared/effect';
import { ASSIST_TEXTS } from './assist-payment.rules';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { AssistPaymentStateValue } from '../../machine-states';
import type { AssistOrder, AssistPaymentInput, AssistPaymentContext, AssistPaymentEvent } from './assist-payment.types';
export type * from './assist-payment.types';

/**
 * /assist-payment (personal-cabinet §2.1 AssistPayment): `loading` (the order of `?order=`, or
 * the client's first active order awaiting payment) → `ready` | `empty` | `error` (RETRY);
 * `ready` PAY → `requesting` (`payments/assist-pay-request` with urlReturnOk / urlReturnError)
 * → `redirecting` (final: the Assist page opens) | `ready` with the failure. See README.md.
 */

const reject = (name: string) => () =>
  Promise.reject(new Error(`assistPayment: actor "${name}" is not provided (use provideAssistPayment)`));

const assistPaymentSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as AssistPaymentInput, context: {} as AssistPaymentContext, events: {} as AssistPaymentEvent },
  actors: {
    loadOrder: fromPromise<AssistOrder | undefined, { hid: string | undefined }>(reject('loadOrder')),
    requestPage: fromPromise<{ url: string; method: 'GET' | 'POST'; params: Record<string, string> }, { hid: string }>(
      reject('requestPage'),
    ),
  },
  guards: {
    found: (_, params: { order: AssistOrder | undefined }) => params.order !== undefined,
    /** https only; the provided guard also accepts the storefront's own host (`assistUrlAllowed`). */
    allowed: (_, params: { url: string }) => params.url.startsWith('https://'),
  },
  actions: {
    setOrder: assign((_, params: { order: AssistOrder | undefined }) => ({ order: params.order, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, ASSIST_TEXTS.loadFailed) })),
    // A request whose answer was lost is not a failure: PAY again asks with the same key (issue 36).
    setPayError: assign((_, params: { error: unknown }) => ({ payError: effectFailureText(params.error, ASSIST_TEXTS.payFailed) })),
    setUnsafe: assign({ payError: ASSIST_TEXTS.unsafe }),
    clearPayError: assign({ payError: undefined }),
    // Provided (navigation port): opens the Assist page.
    openPage: (_, _params: { url: string; method: 'GET' | 'POST'; params: Record<string, string> }) => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const assistPaymentLoading = /*#__PURE__*/ loadable(assistPaymentSetup, {
  id: 'loadOrder',
  src: 'loadOrder',
  input: ({ context }) => ({ hid: context.hid }),
  onDone: [
    {
      guard: { type: 'found', params: ({ event }) => ({ order: event.output }) },
      target: 'ready',
      actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
    },
    { target: 'empty' },
  ],
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const assistPaymentLogic = /*#__PURE__*/ assistPaymentSetup.createMachine({
  id: 'assistPayment',
  context: ({ input }) => ({ hid: input.hid, order: undefined, error: undefined, payError: undefined }),
  initial: 'loading',
  states: {
    ...assistPaymentLoading,
    empty: {},
    ready: { on: { PAY: { target: 'requesting', actions: 'clearPayError' } } },
    requesting: {
      invoke: {
        id: 'requestPage',
        src: 'requestPage',
        input: ({ context }) => ({ hid: context.order?.hid ?? '' }),
        onDone: [
          {
            guard: { type: 'allowed', params: ({ event }) => ({ url: event.output.url }) },
            target: 'redirecting',
            actions: { type: 'openPage', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: 'setUnsafe' },
        ],
        onError: { target: 'ready', actions: { type: 'setPayError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    redirecting: { type: 'final' },
  },
});

/** The assistPayment machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface AssistPaymentMachine extends PublicMachine<
  AssistPaymentContext,
  AssistPaymentEvent,
  AssistPaymentStateValue,
  { input: AssistPaymentInput }
> {}
export const assistPaymentMachine: AssistPaymentMachine = assistPaymentLogic;
