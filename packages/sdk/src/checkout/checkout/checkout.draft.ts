import { formatCount } from '../../domain/money';
import type { StoragePort } from '../../ports';

/**
 * What the visitor typed in the checkout that lives nowhere on the server until paying: the e-mail
 * edit, the courier's comment and the safe-delivery tick (issue 30: they survive a reload, as the
 * address and the date do, which the server keeps). Kept per order in storage; never card data.
 */
export interface CheckoutDraft {
  email?: string | undefined;
  comment?: string | undefined;
  safeDelivery?: boolean | undefined;
}

/** The courier's comment is cut here (ours: the spec names the field, not its length); the field says so. */
export const COURIER_COMMENT_MAX = 500;

/** '12 из 500 знаков': what the comment field shows under it. */
export const courierCommentCounter = (length: number): string =>
  `${length} из ${formatCount(COURIER_COMMENT_MAX, ['знака', 'знаков', 'знаков'])}`;

export const checkoutDraftKey = (hid: string) => `mf_checkout_draft:${hid}`;

export function readCheckoutDraft(storage: StoragePort, hid: string): CheckoutDraft | undefined {
  const raw = storage.get(checkoutDraftKey(hid));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return {
      email: typeof parsed['email'] === 'string' ? parsed['email'] : undefined,
      comment: typeof parsed['comment'] === 'string' ? parsed['comment'].slice(0, COURIER_COMMENT_MAX) : undefined,
      safeDelivery: typeof parsed['safeDelivery'] === 'boolean' ? parsed['safeDelivery'] : undefined,
    };
  } catch {
    return undefined;
  }
}

export function writeCheckoutDraft(storage: StoragePort, hid: string, draft: CheckoutDraft): void {
  storage.set(checkoutDraftKey(hid), JSON.stringify(draft));
}

export function clearCheckoutDraft(storage: StoragePort, hid: string): void {
  storage.remove(checkoutDraftKey(hid));
}
