import type { FunnelResume, StoragePort } from '@mealflow/sdk';

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

/** How long a landing remembers the order it created (then the form starts afresh). */
const RECENT_ORDER_MS = 30 * 60_000;
const recentKey = (form: string) => `funnel_recent:${form}`;

/** Keeps the order a landing form created, so coming back resumes its countdown, then 'Заказать'. */
export function saveRecentOrder(storage: StoragePort, form: string, resume: FunnelResume) {
  storage.set(recentKey(form), JSON.stringify(resume));
}

export function readRecentOrder(storage: StoragePort, form: string, now: number): FunnelResume | undefined {
  const raw = storage.get(recentKey(form));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<FunnelResume>;
    const created = parsed.created;
    const deadline = parsed.countdownDeadline;
    if (typeof deadline !== 'number' || !created || typeof created.hid !== 'string' || typeof created.phone !== 'string') return undefined;
    if (typeof created.target !== 'string' || typeof created.afterConfirm !== 'string' || typeof created.selectionKey !== 'string') return undefined;
    if (now > deadline + RECENT_ORDER_MS) {
      storage.remove(recentKey(form));
      return undefined;
    }
    return { created, countdownDeadline: deadline };
  } catch {
    return undefined;
  }
}
