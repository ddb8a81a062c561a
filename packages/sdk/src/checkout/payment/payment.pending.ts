import type { StoragePort } from '../../ports';

/**
 * The pending-charge marker (issue 36): a charge of an order is on the wire, or its 3-D Secure page
 * was opened. Written when the charge is sent, updated when the bank's page opens, removed when the
 * payment is known (paid: the result route; unpaid: the form). A page that starts (a reload, Back
 * from the bank, a page restored from the back-forward cache) with the marker asks the order before
 * it offers to pay. Never card data: the payment's id and two times.
 */
export interface PendingCharge {
  /** The payment (`payments/for-order`) whose charge was sent. */
  payment: string;
  /** When the charge was sent (the clock port). */
  at: number;
  /** When the bank's 3-D Secure page was opened, if it was. */
  threeDsAt?: number | undefined;
}

export const PENDING_CHARGE_KEY = (hid: string): string => `mf_payment_pending:${hid}`;
/** A marker older than this says nothing about the order any more (ours: well past the bank's 15 minutes). */
export const PENDING_CHARGE_MAX_AGE_MS = 60 * 60_000;
/** How long a bank keeps an unconfirmed 3-D Secure payment open (ours: the sandbox's and the banks' usual 15 minutes). */
export const THREE_DS_WINDOW_MS = 15 * 60_000;

/** The marker of `hid`, if it is there and recent; a stale or corrupt one is removed. */
export function readPendingCharge(storage: StoragePort, hid: string, now: number): PendingCharge | undefined {
  const raw = storage.get(PENDING_CHARGE_KEY(hid));
  if (!raw) return undefined;
  try {
    const saved = JSON.parse(raw) as Partial<PendingCharge>;
    if (typeof saved.payment === 'string' && typeof saved.at === 'number' && now - saved.at < PENDING_CHARGE_MAX_AGE_MS) {
      return { payment: saved.payment, at: saved.at, ...(typeof saved.threeDsAt === 'number' ? { threeDsAt: saved.threeDsAt } : {}) };
    }
  } catch {
    // A corrupt entry is no marker.
  }
  storage.remove(PENDING_CHARGE_KEY(hid));
  return undefined;
}

export const writePendingCharge = (storage: StoragePort, hid: string, pending: PendingCharge): void =>
  storage.set(PENDING_CHARGE_KEY(hid), JSON.stringify(pending));
export const clearPendingCharge = (storage: StoragePort, hid: string): void => storage.remove(PENDING_CHARGE_KEY(hid));

/** Whole minutes until an unconfirmed 3-D Secure payment is dropped by the bank (at least 1 while it is open). */
export const threeDsMinutesLeft = (threeDsAt: number, now: number): number =>
  Math.max(1, Math.ceil((threeDsAt + THREE_DS_WINDOW_MS - now) / 60_000));
