import { payment } from '@mealflow/sdk/checkout';

/** A resting state of the payment machine a story shows without sending anything. */
export type RestingPayment = 'paying' | 'processing' | 'uncertain' | 'failed';

/**
 * The real payment machine's snapshot in `value` (resolved, never started: nothing reaches the
 * sandbox): a card charge of 9 540 ₽ for demo-standard whose answer is awaited or lost; with
 * `threeDs`, the customer came back from the bank's 3-D Secure page 3 minutes ago.
 */
export function restingPayment(
  value: RestingPayment,
  { flow = 'newclient', threeDs = false }: { flow?: 'newclient' | 'longate'; threeDs?: boolean } = {},
) {
  return payment.paymentMachine.resolveState({
    value,
    context: {
      hid: 'demo-standard',
      flow,
      method: 'creditCard',
      amount: 9540,
      gift: undefined,
      savedCardId: undefined,
      email: undefined,
      autoPayment: false,
      customOrder: false,
      payment: 'pay-1',
      publicId: 'pk',
      purchaseId: undefined,
      cryptogram: undefined,
      cardholder: undefined,
      bin: undefined,
      last4: '4242',
      error: undefined,
      forceSbp: false,
      attempts: 1,
      checkFailures: 0,
      outcome: undefined,
      resume: undefined,
      threeDsAt: threeDs ? 0 : undefined,
      checkedAt: threeDs ? 3 * 60_000 : undefined,
    },
  });
}
