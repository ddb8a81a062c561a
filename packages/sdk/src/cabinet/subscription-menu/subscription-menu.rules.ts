import type { CabinetOrder, OrderPacksDay } from '../../api/schemas/cabinet';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { compareIso } from '../../domain/dates';

/**
 * Pure rules of the subscription menu (personal-cabinet §2.1 dashboard/subscriptions/menu, §3, §4).
 * The spec names the page and `orders/in-client-subscription`; which subscriptions and days it
 * shows is ours (README).
 */

/** The menu shows running subscriptions (active or frozen): a stopped one delivers nothing any more. */
export const deliversMenu = (subscription: Pick<ClientSubscription, 'status'>): boolean => subscription.status !== 'stopped';

/** The day whose dishes the menu shows: the first one from today on (ISO dates compare as strings). */
export function menuDay(days: readonly OrderPacksDay[], todayIsoDate: string): OrderPacksDay | undefined {
  return [...days].filter((d) => d.date >= todayIsoDate).sort((a, b) => compareIso(a.date, b.date))[0];
}

/** The coming deliveries of an order (planned, from today on), by date. */
export function comingDeliveries(order: Pick<CabinetOrder, 'deliveries'>, todayIsoDate: string): CabinetOrder['deliveries'] {
  return order.deliveries.filter((d) => d.state === 'planned' && d.date >= todayIsoDate).sort((a, b) => compareIso(a.date, b.date));
}

/** A courier can be rated once something of the order was delivered (`rates/{hid}`). */
export const canRateDelivery = (order: Pick<CabinetOrder, 'deliveries'>): boolean => order.deliveries.some((d) => d.state === 'delivered');

/**
 * An order's dishes are waited for unless it says it has none (`hasPacks: false`): an order that does not
 * say (the checkout's and the subscribe flow's) may have them, as its own page shows.
 */
export const hasDishes = (order: Pick<CabinetOrder, 'hasPacks'>): boolean => order.hasPacks !== false;
