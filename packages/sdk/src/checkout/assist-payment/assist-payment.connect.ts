import type { SnapshotFrom } from 'xstate';
import { RETRY } from '../../domain/messages';
import { formatMoney } from '../../domain/money';
import type { AssistPaymentEvent, assistPaymentMachine } from './assist-payment.machine';
import { ASSIST_TEXTS } from './assist-payment.rules';
import { shownState } from '../../shared/shown-state';

export type AssistPaymentSnapshot = SnapshotFrom<typeof assistPaymentMachine>;

export interface AssistPaymentView {
  status: 'loading' | 'error' | 'empty' | 'ready' | 'requesting' | 'redirecting';
  error: string | undefined;
  /** '11 940 ₽' (NBSP), what Assist will charge. */
  amountText: string | undefined;
  payError: string | undefined;
  /** The pay button waits (the request is on the wire, or the page is opening). */
  busy: boolean;
  texts: typeof ASSIST_TEXTS & { retry: string };
}

export interface AssistPaymentHandlers {
  pay: () => void;
  retry: () => void;
}

/** The page each state shows, by the state's own name (`shownState`). */
const STATUS = (['loading', 'error', 'empty', 'ready', 'requesting', 'redirecting'] as const).map((state) => [state, state] as const);

export function assistPaymentView(snapshot: AssistPaymentSnapshot): AssistPaymentView {
  const { context } = snapshot;
  const status = shownState(snapshot, STATUS, 'loading');
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    amountText: context.order ? formatMoney(context.order.amount, context.order.cityId) : undefined,
    payError: status === 'ready' ? context.payError : undefined,
    busy: status === 'requesting' || status === 'redirecting',
    texts: { ...ASSIST_TEXTS, retry: RETRY },
  };
}

/** The page's model and its handlers. */
export function connectAssistPayment(
  snapshot: AssistPaymentSnapshot,
  send: (event: AssistPaymentEvent) => void,
): AssistPaymentView & AssistPaymentHandlers {
  return { ...assistPaymentView(snapshot), pay: () => send({ type: 'PAY' }), retry: () => send({ type: 'RETRY' }) };
}
