import type { MealflowDeps } from '../../deps';
import { paymentResultPath, type PaymentFlow } from '../../routing/routes';
import { askBindingState } from '../card-binding/card-binding.provide';
import { BINDING_QUERY } from '../card-binding/card-binding.rules';
import { askPaymentState, PURCHASE_QUERY } from '../payment/payment.provide';

/**
 * The 3-D Secure return page (order-funnel §2): the bank sends the visitor back with a result; the
 * order's own state decides (a `result=success` whose order is unpaid is a failure, a paid order
 * is a success whatever the bank page said). A gift certificate (flow onlinecert, order id 0) is
 * asked by its purchase id, which the return URL carries as `?purchase=`.
 */
export async function threeDsReturnTarget(
  deps: Pick<MealflowDeps, 'api'>,
  hid: string,
  flow: PaymentFlow,
  search: string,
): Promise<string> {
  const query = new URLSearchParams(search);
  // A card binding (/cardbind with `?binding=`): the binding payment is asked, not an order.
  const bindingId = flow === 'cardbind' ? (query.get(BINDING_QUERY) ?? undefined) : undefined;
  if (bindingId) {
    const suffix = `?${BINDING_QUERY}=${encodeURIComponent(bindingId)}`;
    try {
      const state = await askBindingState(deps, bindingId);
      return paymentResultPath(hid, flow, state.card || state.processing ? 'success' : 'fail') + suffix;
    } catch {
      return paymentResultPath(hid, flow, 'success') + suffix;
    }
  }
  const purchaseId = query.get(PURCHASE_QUERY) ?? undefined;
  const suffix = purchaseId ? `?${PURCHASE_QUERY}=${encodeURIComponent(purchaseId)}` : '';
  try {
    const state = await askPaymentState(deps, { hid, purchaseId });
    // Still being processed: the success page says so and waits for the answer.
    return paymentResultPath(hid, flow, state.paid || state.processing ? 'success' : 'fail') + suffix;
  } catch {
    // Not known: the success page asks again and says what it finds, never 'paid' unasked.
    return paymentResultPath(hid, flow, 'success') + suffix;
  }
}
