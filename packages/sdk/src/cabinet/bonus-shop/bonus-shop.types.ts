import type { BonusPurchase, BonusStoreCategory, BonusStoreItem, OwnedGiftCertificate } from '../../api/schemas/bonus';

/** What `loadShop` brings: the store (`bonus/store`) and the client's certificates (`gift-certificates`). */
export interface BonusShopLoaded {
  categories: BonusStoreCategory[];
  items: BonusStoreItem[];
  /** The client's bonuses. */
  balance: number;
  certificates: OwnedGiftCertificate[];
}

/** The purchase call's input: the item and the attempt's idempotency key. */
export interface BonusPurchaseInput {
  itemId: string;
  key: string;
}

/** The purchase call's answer: the purchase and the bonuses left. */
export interface BonusPurchaseOutput {
  purchase: BonusPurchase;
  balance: number;
}

export interface BonusShopContext extends BonusShopLoaded {
  /** The item whose purchase waits for confirmation (or is on the wire). */
  pendingId: string | undefined;
  /** The purchase attempt's idempotency key: kept while its outcome is unknown, so a retry never buys twice. */
  attemptKey: string | undefined;
  /** The load failure (Russian), in `error`. */
  error: string | undefined;
  /** The purchase's failure (Russian), shown in the confirm dialog. */
  purchaseError: string | undefined;
  /** The last purchase and the bonuses it left (the success note). */
  lastPurchase: BonusPurchaseOutput | undefined;
}

export type BonusShopEvent =
  | { type: 'RETRY' }
  /** Asks to buy an item: the confirm step opens when the bonuses cover it. */
  | { type: 'BUY'; itemId: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };
