import type { StoragePort } from '@mealflow/sdk';

/**
 * What the SMS step needs to know about an order the landing created: the phone it was created
 * for and where to go after the code. Kept by hid in storage, so a reload of
 * /order/{hid}/confirm still knows the phone.
 */
export interface OrderHandoff {
  phone: string;
  afterConfirm: string;
}

const key = (hid: string) => `funnel_order:${hid}`;

export function saveHandoff(storage: StoragePort, hid: string, handoff: OrderHandoff) {
  storage.set(key(hid), JSON.stringify(handoff));
}

export function readHandoff(storage: StoragePort, hid: string): OrderHandoff | undefined {
  const raw = storage.get(key(hid));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<OrderHandoff>;
    return typeof parsed.phone === 'string' && typeof parsed.afterConfirm === 'string' ? { phone: parsed.phone, afterConfirm: parsed.afterConfirm } : undefined;
  } catch {
    return undefined;
  }
}

export function clearHandoff(storage: StoragePort, hid: string) {
  storage.remove(key(hid));
}
