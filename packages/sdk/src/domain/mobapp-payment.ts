/**
 * /mob-payment-redirect (MobappPaymentResult, personal-cabinet §2.1): where the payment provider
 * returns a payment started in the mobile app. The spec names the page only; ours reads the
 * provider's outcome from the query (`success=1|true|0|false` or `status=success|paid|fail|failed|declined`)
 * and tells the customer to go back to the app, which shows the order. No outcome in the query:
 * the app knows it, so the page says where to look.
 */
export type MobappPaymentOutcome = 'success' | 'fail' | 'unknown';

export const MOBAPP_PAYMENT_TEXTS = {
  success: { title: 'Оплата прошла успешно', text: 'Вернитесь в приложение — заказ уже там.' },
  fail: { title: 'Оплата не прошла', text: 'Деньги не списаны. Вернитесь в приложение и попробуйте ещё раз.' },
  unknown: { title: 'Оплата обрабатывается', text: 'Вернитесь в приложение — там виден статус оплаты и заказа.' },
} satisfies Record<MobappPaymentOutcome, { title: string; text: string }>;

/** The outcome the provider's return URL carries. */
export function mobappPaymentOutcome(search: string): MobappPaymentOutcome {
  const query = new URLSearchParams(search);
  const success = query.get('success')?.toLowerCase();
  if (success === '1' || success === 'true') return 'success';
  if (success === '0' || success === 'false') return 'fail';
  const status = query.get('status')?.toLowerCase();
  if (status === 'success' || status === 'paid') return 'success';
  if (status === 'fail' || status === 'failed' || status === 'declined') return 'fail';
  return 'unknown';
}

export interface MobappPaymentView {
  outcome: MobappPaymentOutcome;
  title: string;
  text: string;
}

/** The page's view model. */
export function mobappPaymentView(search: string): MobappPaymentView {
  const outcome = mobappPaymentOutcome(search);
  return { outcome, ...MOBAPP_PAYMENT_TEXTS[outcome] };
}
