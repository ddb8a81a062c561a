import type { HttpHandler } from 'msw';
import { delivery as deliveryGroup } from '@mealflow/sdk/cabinet';
import { type CabinetDelivery, type Order } from '@mealflow/sdk/api';
import { countsAsPaid } from '@mealflow/sdk/domain';
import { fail, route, type RouteContext, type Sandbox } from '../route';
import { deliveryNotFound, deliveryOpen, ownedDelivery, TOO_LATE, type OwnedOrder } from './cabinet-store';

/**
 * One cut-off rule for every order (issue 31, cutoff2): the seeded cabinet orders (`lk-*`) and the
 * ones made in the app (the checkout, a subscription, a longation) alike. Every call that changes a
 * delivery is declared with `deliveryRoute`, whose handler receives the delivery only after the
 * check: it exists and belongs to the caller, it is planned and before its cut-off at the sandbox's
 * "now" (X-Test-Time), and a new day and window is one that can still be chosen (the SDK's
 * `delivery.isBeforeCutoff`, so the sandbox and the screens agree to the second).
 */

export const DATE_UNAVAILABLE = 'Эта дата доставки уже недоступна. Выберите другую';

/** A day and window as the cut-off rule reads it. */
export interface Slot {
  date: string;
  type?: string | null | undefined;
  timeFrom?: string | null | undefined;
}

/** What a call does to a delivery, and so the rule it answers to. */
export type DeliveryChange =
  /** Its address, its cancellation (and the terms of it): the delivery is planned and before its cut-off. */
  | { kind: 'change' }
  /**
   * A new day or window (`update-date`, `set-session`, the first delivery's date): the delivery is
   * changeable and the new slot is before its own cut-off (`closed`: the refusal when it is not).
   */
  | { kind: 'move'; to: Slot; closed?: string }
  /** The courier's visit: after the cut-off too, not once delivered or cancelled. */
  | { kind: 'confirm' };

export interface GatedDelivery {
  /** The order as the cabinet reads it (defaults filled) and its owner. */
  found: OwnedOrder;
  /** The delivery, changeable as asked. */
  delivery: CabinetDelivery;
  /** The order as the store holds it (a checkout order keeps its own shape when written back). */
  stored: { order: Order; phone: string | undefined };
}

/**
 * An order being placed: not formed, not paid, no cash promised. Nothing has been ordered for its
 * deliveries yet, so no cut-off binds them: the checkout still chooses their address and date (and
 * moves a first delivery whose day closed, issue 30), and the order cannot be paid for a closed first
 * day (`payments/for-order`). A new day or window must still be open. Once placed, every delivery
 * answers to its cut-off.
 */
export function isBeingPlaced(ctx: RouteContext, order: Order): boolean {
  return order.status_unformed && !countsAsPaid(order) && !ctx.store.counters.get(`cash:${order.id_H}`);
}

/** Whether a delivery of `order` can be changed at `ctx.now`: planned, and before its cut-off once the order is placed. */
function changeable(ctx: RouteContext, order: Order, delivery: CabinetDelivery): boolean {
  return isBeingPlaced(ctx, order) ? delivery.state === 'planned' : deliveryOpen(delivery, ctx.now);
}

/** The owned delivery, changeable as `change` asks at `ctx.now`, or the backend's refusal. */
export function gateDelivery(ctx: RouteContext, deliveryId: unknown, change: DeliveryChange): GatedDelivery | Response {
  const owned = ownedDelivery(ctx, deliveryId);
  const stored = owned ? ctx.store.orders.get(owned.found.order.id_H) : undefined;
  if (!owned || !stored) return deliveryNotFound();
  const { delivery } = owned;
  const ok = change.kind === 'confirm' ? delivery.state === 'planned' : changeable(ctx, stored.order, delivery);
  if (!ok) return fail(400, [TOO_LATE]);
  if (change.kind === 'move' && !deliveryGroup.isBeforeCutoff(change.to, ctx.now)) return fail(400, [change.closed ?? DATE_UNAVAILABLE]);
  return { found: owned.found, delivery, stored };
}

/** Which delivery a call names and what it does to it; a Response refuses the call before (a missing field, no client). */
export type DeliveryAsk = (ctx: RouteContext) => { deliveryId: unknown; change: DeliveryChange } | Response;

/**
 * A call that changes one delivery: `handle` runs only with the delivery `gateDelivery` let through,
 * so a delivery handler cannot reach the delivery without the cut-off check.
 */
export function deliveryRoute(
  sandbox: Sandbox,
  method: 'POST' | 'GET',
  call: string,
  ask: DeliveryAsk,
  handle: (ctx: RouteContext, gated: GatedDelivery) => Response | Promise<Response>,
): HttpHandler {
  return route(sandbox, method, call, (ctx) => {
    const asked = ask(ctx);
    if (asked instanceof Response) return asked;
    const gated = gateDelivery(ctx, asked.deliveryId, asked.change);
    return gated instanceof Response ? gated : handle(ctx, gated);
  });
}

/** With `setForAllDeliveries`: the order's other deliveries still changeable; those past their cut-off keep what they had. */
export function alsoChanged(ctx: RouteContext, gated: GatedDelivery, all: boolean): (deliveryId: string) => boolean {
  const others = all ? gated.found.order.deliveries.filter((d) => changeable(ctx, gated.stored.order, d)) : [];
  const open = new Set(others.map((d) => d.id_H));
  return (id) => id === gated.delivery.id_H || open.has(id);
}
