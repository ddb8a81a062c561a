import { paymentResultModel, resultVerdict, type PaymentResultModel } from './payment-result.rules';
import type { PaymentResultContext, PaymentResultEvent } from './payment-result.types';

/** What the page reads of the machine's snapshot: its context and its tags (`asking`, `askFailed`, `recalling`). */
export interface PaymentResultSnapshot {
  context: PaymentResultContext;
  hasTag(tag: string): boolean;
}

/** The result page's screen model. */
export function paymentResultView(snapshot: PaymentResultSnapshot): PaymentResultModel {
  const { context } = snapshot;
  const asking = snapshot.hasTag('asking');
  const verdict = resultVerdict(context.result, asking && !context.state ? undefined : context.state, snapshot.hasTag('askFailed'));
  const recall = { sending: snapshot.hasTag('recalling'), failed: context.recallFailed };
  return paymentResultModel({ hid: context.hid, flow: context.flow, verdict, facts: context.facts, recall });
}

export interface PaymentResultHandlers {
  /** 'Проверить ещё раз' (the order could not be asked). */
  check: () => void;
  /** 'Перезвоните мне' (a failed payment of a flow that offers it). */
  requestRecall: () => void;
}

/** The screen model and its handlers: the page never builds an event. */
export function connectPaymentResult(
  snapshot: PaymentResultSnapshot,
  send: (event: PaymentResultEvent) => void,
): PaymentResultModel & PaymentResultHandlers {
  return { ...paymentResultView(snapshot), check: () => send({ type: 'CHECK' }), requestRecall: () => send({ type: 'RECALL' }) };
}
