import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { ChangedEvent } from '../../shared/cabinet-changes';

/** The orders list's context and events (personal-cabinet §2.5, §4 "Active orders list"). */
export interface OrdersListContext {
  orders: CabinetOrder[];
  /** Why the list could not be loaded (Russian), in `error`. */
  error: string | undefined;
}

export type OrdersListEvent =
  /** Load again (the error state's retry, or a pull-to-refresh). */
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  /** §4 set: the whole list. */
  | { type: 'ORDERS.SET'; orders: CabinetOrder[] }
  /** §4 change one by id_H (an order changed on its detail screen); an unknown id_H is added. */
  | { type: 'ORDER.CHANGE'; order: CabinetOrder }
  /** §4 remove one by id_H (an order was cancelled). */
  | { type: 'ORDER.REMOVE'; id_H: string }
  /** Another machine changed orders or subscriptions (`shared/cabinet-changes.ts`): read the list again. */
  | ChangedEvent;
