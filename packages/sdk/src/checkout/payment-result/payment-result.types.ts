import type { PaymentFlow } from '../../routing/routes';
import type { PaymentState } from '../payment/payment.types';
import type { PaidFacts } from './payment-result.rules';

/** The payment result page's input, context and events (hand-written; see payment-result.machine.ts). */
export interface PaymentResultInput {
  hid: string;
  flow: PaymentFlow;
  result: string;
  purchaseId?: string | undefined;
  /** A card binding's payment (flow cardbind, `?binding=`): its card is asked instead of an order. */
  bindingId?: string | undefined;
}

export interface PaymentResultContext extends PaymentResultInput {
  state: PaymentState | undefined;
  facts: PaidFacts;
  recallFailed: boolean;
}

export type PaymentResultEvent = { type: 'CHECK' } | { type: 'RECALL' };
