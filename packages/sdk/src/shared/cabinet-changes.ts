import { fromCallback } from 'xstate';
import type { CabinetChanged } from '../api/client';
import type { MealflowDeps } from '../deps';

/**
 * One consistent cabinet (issue 31): a machine that changes the client's orders or subscriptions
 * (a freeze, a stop, a delivery moved or cancelled, an order cancelled, a subscription created)
 * announces it through the API client (`api.announce`, once the backend has answered), and every
 * machine that shows them and is alive beside it re-reads them, so the screens agree without a
 * reload. The app wires nothing: each machine's `provide` binds both ends.
 */

/** The event a listening machine receives: a change announced by another machine. */
export interface ChangedEvent {
  type: 'CABINET.CHANGED';
  change: CabinetChanged;
}

/** A no-op listener for a machine's `setup` (its `provide` binds the real one with `listenToChanges`). */
export const noChanges = fromCallback<ChangedEvent>(() => () => undefined);

/** Sends `CABINET.CHANGED` to the invoking machine for every change another machine (`by` ≠ `self`) announces. */
export function listenToChanges(deps: Pick<MealflowDeps, 'api'>, self: string) {
  return fromCallback<ChangedEvent>(({ sendBack }) =>
    deps.api.subscribe((event) => {
      if (event.type === 'cabinet.changed' && event.by !== self) sendBack({ type: 'CABINET.CHANGED', change: event });
    }),
  );
}

/** What a machine announces (its `announce` action's params). */
export type ChangeParams = Omit<CabinetChanged, 'type' | 'by'>;

/** The `announce` action a machine's `provide` binds: tells the others what `self` changed. */
export function announceChanges(deps: Pick<MealflowDeps, 'api'>, self: string) {
  return (_: unknown, params: ChangeParams | undefined) => {
    if (params) deps.api.announce({ ...params, by: self });
  };
}

/** Whether a change concerns an order (its id among the change's orders). */
export const concernsOrder = (change: CabinetChanged, hid: string): boolean => change.orderIds.includes(hid);
