import type { BonusStoreItem } from '../../api/schemas/bonus';
import { isApiError } from '../../api/errors';

/**
 * The bonus shop's rules (personal-cabinet §2.1 bonus, shop; §7 `bonus/store`), each one pure
 * function: the machine's guards, the connect and the tests call them.
 */

export const itemById = (items: readonly BonusStoreItem[], id: string | undefined): BonusStoreItem | undefined =>
  id === undefined ? undefined : items.find((item) => item.id === id);

/** The bonuses cover the price: only then is the item offered for purchase. */
export const canAfford = (item: Pick<BonusStoreItem, 'price'>, balance: number): boolean => item.price <= balance;

/** How many bonuses are missing for an item (0 when it is affordable). */
export const shortage = (item: Pick<BonusStoreItem, 'price'>, balance: number): number => Math.max(0, item.price - balance);

/** The bonuses left after buying the item. */
export const balanceAfter = (item: Pick<BonusStoreItem, 'price'>, balance: number): number => balance - item.price;

/** Items of a category, or every item without one. */
export function itemsOfCategory(items: readonly BonusStoreItem[], categoryId: string | undefined): BonusStoreItem[] {
  return categoryId === undefined ? [...items] : items.filter((item) => item.categoryId === categoryId);
}

/** A new idempotency key for one purchase attempt. */
export function newPurchaseKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `bonus-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether a purchase failed without an answer we can trust (timeout, lost connection, malformed
 * answer, a server error): the bonuses may be spent, so the retry sends the same key and the backend
 * answers with the first result. A refusal (not enough bonuses) is certain: the next try gets a new key.
 */
export function purchaseOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    error.kind === 'validation' ||
    (error.kind === 'http' && (error.status ?? 0) >= 500)
  );
}
