import type { MealflowDeps } from '../../deps';
import type { StoragePort } from '../../ports';
import type { FunnelResume } from './funnel.types';

/**
 * What the SMS step needs to know about an order the landing created: the phone it was created
 * for and where to go after the code. Kept by hid in storage (by `provideFunnel` when the order
 * exists), so a reload of /order/{hid}/confirm still knows the phone.
 */
export interface OrderHandoff {
  phone: string;
  afterConfirm: string;
}

const handoffKey = (hid: string) => `funnel_order:${hid}`;

export function saveHandoff(storage: StoragePort, hid: string, handoff: OrderHandoff): void {
  storage.set(handoffKey(hid), JSON.stringify(handoff));
}

export function readHandoff(storage: StoragePort, hid: string): OrderHandoff | undefined {
  const raw = storage.get(handoffKey(hid));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<OrderHandoff>;
    return typeof parsed.phone === 'string' && typeof parsed.afterConfirm === 'string'
      ? { phone: parsed.phone, afterConfirm: parsed.afterConfirm }
      : undefined;
  } catch {
    return undefined;
  }
}

/** How long a landing remembers the order it created (then the form starts afresh). */
export const RECENT_ORDER_MS = 30 * 60_000;
const recentKey = (form: string) => `funnel_recent:${form}`;

/** One remembered order per form: its product (or the gift) and its city. */
export const recentOrderForm = (facts: { gift: boolean; businessProduct: string; cityId: number }): string =>
  `${facts.gift ? 'gift' : facts.businessProduct}:${facts.cityId}`;

/** Keeps the order a landing form created, so coming back resumes its countdown, then 'Заказать'. */
export function saveRecentOrder(storage: StoragePort, form: string, resume: FunnelResume): void {
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
    if (typeof created.target !== 'string' || typeof created.afterConfirm !== 'string' || typeof created.selectionKey !== 'string')
      return undefined;
    if (now > deadline + RECENT_ORDER_MS) {
      storage.remove(recentKey(form));
      return undefined;
    }
    return { created, countdownDeadline: deadline };
  } catch {
    return undefined;
  }
}

/** A screen's read of an order's hand-over (the app passes its deps; no screen reads a port, issue 32). */
export const handoffOf = (deps: Pick<MealflowDeps, 'ports'>, hid: string): OrderHandoff | undefined => readHandoff(deps.ports.storage, hid);

/** A screen's read of its form's remembered order, while that order's countdown runs (at the clock's now). */
export const recentOrderOf = (deps: Pick<MealflowDeps, 'ports'>, form: string): FunnelResume | undefined =>
  readRecentOrder(deps.ports.storage, form, deps.ports.clock.now());
