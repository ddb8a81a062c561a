import { cabinetOrders } from '../../api/endpoints/cabinet';
import { rootCalls } from '../../api/endpoints/root';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import type { PlainEndpoint } from '../../api/endpoint';
import { deliversMenu, hasDishes } from './subscription-menu.rules';
import type { SubscriptionMenuEntry, SubscriptionMenuOrder } from './subscription-menu.types';

// The menu's reads, without the machine: the machine's loadMenu and the app's prefetch share them.

/** A read: the machine's `api.call`, or the prefetch's `api.prefetch`. */
export type Read = <I, O>(endpoint: PlainEndpoint<I, O>, input: I) => Promise<O>;

/**
 * The menu's reads in their order of need, by `read`: the machine's calls, or the app's prefetch
 * from the entry (the same calls, so the machine takes their answers).
 */
export async function readSubscriptionMenu(read: Read, brand: string | undefined): Promise<SubscriptionMenuEntry[]> {
  const { subscriptions } = await read(clientSubscriptions.list, { brandId_H: brand });
  const loadOrder = async (hid: string): Promise<SubscriptionMenuOrder> => {
    const packs = read(cabinetOrders.packs, { hid });
    // Settled either way here: an order without dishes does not wait for (or fail on) its packs.
    packs.catch(() => undefined);
    const { order } = await read(cabinetOrders.get, { orderId_H: hid });
    return { order, dishes: hasDishes(order) ? (await packs).days : [] };
  };
  return Promise.all(
    subscriptions.filter(deliversMenu).map(async (subscription) => {
      const { orders } = await read(rootCalls.inClientSubscription, { clientSubscriptionId_H: subscription.clientSubscriptionId_H });
      return { subscription, orders: await Promise.all(orders.map((o) => loadOrder(o.id_H))) };
    }),
  );
}
