import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import { PaymentInfo } from '../schemas/payments';
import { RatingTasksResponse, TipChargeResponse, type ForTipRequest, type RateDriverRequest, type TipChargeTokenRequest } from '../schemas/rating';

/**
 * Courier ratings and tip payments (personal-cabinet §7 "Tips"). A tip with a new card is charged by
 * the send-payment call (`payments.chargeCard`: payment, cryptogram, name, email, autoPayment,
 * redirect_after_3ds_to).
 */
export const rating = {
  tasks: defineEndpoint<Record<string, never>, RatingTasksResponse>({ name: 'rating-tasks/get', method: 'GET', path: 'rating-tasks/get', response: RatingTasksResponse }),
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
  forTip: defineEndpoint<ForTipRequest, PaymentInfo>({ name: 'payments/for-tip', method: 'POST', path: 'payments/for-tip', response: PaymentInfo }),
  chargeToken: defineEndpoint<TipChargeTokenRequest, TipChargeResponse>({ name: 'tip/charge-token', method: 'POST', path: 'tip/charge-token', response: TipChargeResponse }),
} as const;
