import type { ChangedEvent } from '../../shared/cabinet-changes';
import type { CabinetOrder, OrderPacksDay } from '../../api/schemas/cabinet';
import type { ClientSubscription } from '../../api/schemas/subscriptions';

/** The subscription menu (personal-cabinet §2.1 dashboard/subscriptions/menu): input of the screen actor. */
export interface SubscriptionMenuInput {
  /** `brandId_H` of the subscriptions list (the storefront's brand). */
  brand?: 'main' | 'wowfood' | undefined;
}

/** One order of a subscription (`orders/in-client-subscription` → `orders/get`) and its dishes by day (`orders/{hid}/packs`). */
export interface SubscriptionMenuOrder {
  order: CabinetOrder;
  dishes: OrderPacksDay[];
}

/** A running subscription and what it delivers. */
export interface SubscriptionMenuEntry {
  subscription: ClientSubscription;
  orders: SubscriptionMenuOrder[];
}

export interface SubscriptionMenuContext {
  brand: 'main' | 'wowfood';
  entries: SubscriptionMenuEntry[];
  /** Why the menu could not be loaded (Russian), in `error`. */
  error: string | undefined;
}

export type SubscriptionMenuEvent = { type: 'RETRY' } | { type: 'RELOAD' } | ChangedEvent;
