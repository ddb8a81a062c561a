import type { StoragePort } from '../../ports';

/**
 * How this browser paid an order (issue 30): a result page says it, since the order does not. The
 * payment and SBP machines remember it as a payment leaves; the result page reads it.
 */

/** How an order was paid online (a cash order says so by its route). */
export type PaidBy = 'card' | 'sbp' | 'vkpay';

const paidByKey = (hid: string) => `mf_paid_by:${hid}`;
const PAID_BY: readonly PaidBy[] = ['card', 'sbp', 'vkpay'];

/** Called as a payment leaves for its result (or the bank's 3-D Secure page): no card data, only the method. */
export function rememberPaidBy(storage: StoragePort, hid: string, paidBy: PaidBy): void {
  if (hid) storage.set(paidByKey(hid), paidBy);
}

export function paidByOf(storage: StoragePort, hid: string): PaidBy | undefined {
  const value = storage.get(paidByKey(hid));
  return PAID_BY.find((p) => p === value);
}

/** The checkout's payment methods as a result page names them. */
export const paidByMethod = (method: string): PaidBy | undefined =>
  method === 'creditCard' || method === 'card' ? 'card' : method === 'sbp' || method === 'vkpay' ? method : undefined;
