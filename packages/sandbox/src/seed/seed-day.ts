import { firstSeededDelivery } from './checkout';
import { mskDay } from './order-defaults';

/**
 * The day the current backend was seeded on (`store.seededAt`): a journey's dates come from here, not
 * from its own clock, which may have crossed Moscow's midnight (or 20:00, which moves the first
 * delivery) since the sandbox seeded its orders.
 */
export interface SandboxSeed {
  /** The instant (ms) of the seed. */
  seededAt: number;
  /** Its Moscow day (ISO). */
  today: string;
  /** The day of the seeded checkout orders' first delivery (ISO; tomorrow, or the day after once 20:00 has passed). */
  firstDelivery: string;
}

/** The seed of a sandbox's current backend (`GET /__sandbox/seed` answers it). */
export const sandboxSeed = (store: { readonly seededAt: number }): SandboxSeed => ({
  seededAt: store.seededAt,
  today: mskDay(store.seededAt, 0),
  firstDelivery: firstSeededDelivery(store.seededAt),
});
