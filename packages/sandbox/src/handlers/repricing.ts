import { amountDueNow, orderTotal } from '@mealflow/sdk/domain';
import type { Order } from '@mealflow/sdk/api';

/**
 * The amount to pay after an order's price changed (a promo code, drinks, the far-region tariff), as
 * the backend answers it (order-funnel §3: `deb_price`): an order whose amount was its first payment
 * (`amountDueNow`, 'Оплата частями' for a subscription, the whole total otherwise) is priced by the
 * same rule again; any other (a paid order, one with a cabinet surcharge) moves by the change of its total.
 */
export function repriced(before: Order, after: Order): Order {
  const deb_price =
    before.deb_price === amountDueNow(before)
      ? amountDueNow(after)
      : Math.max(0, before.deb_price + orderTotal(after) - orderTotal(before));
  return { ...after, deb_price };
}
