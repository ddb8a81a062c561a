// The assist-payment machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface AssistOrder {
  hid: string;
  amount: number;
  /** The order's city (the default city when the order has none, §9): whose money the amount is. */
  cityId: number;
  days: number | undefined;
}

export interface AssistPaymentInput {
  /** `?order=`; without it the first active order awaiting payment. */
  hid?: string | undefined;
}

export interface AssistPaymentContext {
  hid: string | undefined;
  order: AssistOrder | undefined;
  error: string | undefined;
  payError: string | undefined;
}

export type AssistPaymentEvent = { type: 'RETRY' } | { type: 'PAY' };
