import { call, effect, type NoInput, REPLAY_CHARGE, REPLAY_CREATE } from './declare';
import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { PaymentInfo } from '../schemas/payments';
import {
  RatingTasksResponse,
  TipChargeResponse,
  type ForTipRequest,
  type RateDriverRequest,
  type TipChargeTokenRequest,
} from '../schemas/rating';

/**
 * Courier ratings and tip payments (personal-cabinet §7 "Tips"). A tip with a new card is charged by
 * the send-payment call (`payments.chargeCard`: payment, cryptogram, name, email, autoPayment,
 * redirect_after_3ds_to).
 */
export const rating = {
  tasks: call<NoInput, RatingTasksResponse>('GET rating-tasks/get', RatingTasksResponse),
  rate: defineEndpoint<RateDriverRequest, SuccessResponse>({
    name: 'rating-tasks/{task_id}',
    method: 'POST',
    path: (input) => `rating-tasks/${encodeURIComponent(input.task_id)}`,
    response: SuccessResponse,
  }),
  /** Closes the task: its ratings are cleared on the client. */
  close: defineEndpoint<{ id: string }, SuccessResponse>({
    name: 'rating-tasks/close/{id}',
    method: 'POST',
    path: (input) => `rating-tasks/close/${encodeURIComponent(input.id)}`,
    response: SuccessResponse,
  }),
  /**
   * Opens the payment of a tip: an effect like `payments.forOrder` — one payment per tip intent, its
   * key kept until the tip's charge (or its Assist request) is answered; `replay` (the spec has no call for it).
   */
  forTip: effect<ForTipRequest, PaymentInfo>('POST payments/for-tip', PaymentInfo, REPLAY_CREATE),
  /**
   * A tip from the saved card: `payments/tip/charge-token` (order-funnel §7; personal-cabinet §7
   * writes `tip/charge-token` without the `payments/` prefix every other payment call has — the
   * SDK called that and no tip would reach the real backend: issue 36). The spec has no tip state
   * call: ours, `replay` (the same key answers with the first charge, made once).
   */
  chargeToken: effect<TipChargeTokenRequest, TipChargeResponse>('POST payments/tip/charge-token', TipChargeResponse, REPLAY_CHARGE),
} as const;
