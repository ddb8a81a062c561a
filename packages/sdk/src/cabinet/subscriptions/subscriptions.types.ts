import type { ClientSubscription } from '../../api/schemas/subscriptions';
import type { ChangedEvent } from '../../shared/cabinet-changes';

/** The client's subscriptions in the cabinet (personal-cabinet §2.1 dashboard/subscriptions, §3, §4). */
export interface SubscriptionsInput {
  /** `brandId_H` of the list (the storefront's brand). */
  brand?: 'main' | 'wowfood' | undefined;
}

export interface SubscriptionsContext {
  brand: 'main' | 'wowfood';
  subscriptions: ClientSubscription[];
  /** Why the list could not be loaded (Russian), in `error`. */
  error: string | undefined;
  /** The subscription a dialog (freeze, unfreeze, stop) is open for. */
  selectedId: string | undefined;
  /** What the last dialog did ('Подписка заморожена'), for a polite live region. */
  notice: string | undefined;
}

export type SubscriptionsEvent =
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  /** Open the freeze dialog for a subscription (the `freeze` child). */
  | { type: 'FREEZE.OPEN'; id: string }
  /** Open the unfreeze question (the `freeze` child in the unfreeze mode). */
  | { type: 'UNFREEZE.OPEN'; id: string }
  /** Open the stop dialog (the `stopSubscription` child). */
  | { type: 'STOP.OPEN'; id: string }
  /** Another machine changed orders or subscriptions (`shared/cabinet-changes.ts`): read the list again. */
  | ChangedEvent;

/**
 * Emitted after a freeze, an unfreeze or a stop: the backend moved (or dropped) the deliveries of
 * the subscription's orders and its next charge; a screen that shows them re-reads them.
 */
export type SubscriptionsEmitted = { type: 'subscriptions.changed'; clientSubscriptionId_H: string; orderIds: string[] };
