import type { ChangedEvent } from '../../shared/cabinet-changes';
import type { CabinetOrder, CancelReason, OrderPacksDay } from '../../api/schemas/cabinet';
import type { DrinksInfo } from '../../api/schemas/checkout';

/** The order detail's input, context, events and reports (personal-cabinet §2.1 orders/{hid}, §3, §7). */

export type Brand = 'main' | 'wowfood';

export interface OrderDetailInput {
  hid: string;
  /** §2.5: the plan change is hidden in the wowfood variant. */
  brand?: Brand | undefined;
}

export interface OrderDetailLoaded {
  order: CabinetOrder;
  packs: OrderPacksDay[];
  drinks: DrinksInfo | undefined;
}

export interface OrderDetailContext {
  hid: string;
  brand: Brand;
  order: CabinetOrder | undefined;
  /** Dishes by day (`{hid}/packs`); empty when the order has none. */
  packs: OrderPacksDay[];
  /** `orders/can-add-drinks`; undefined when it could not be asked. */
  drinks: DrinksInfo | undefined;
  loadError: string | undefined;
  /** The last action's failure (Russian), shown beside the action. */
  actionError: string | undefined;
  reasons: CancelReason[];
  reasonId: CancelReason['id'] | undefined;
  comment: string;
  cancelError: string | undefined;
}

export type OrderDetailEvent =
  /** Another machine changed orders or subscriptions (`shared/cabinet-changes.ts`). */
  | ChangedEvent
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'AUTOLONGATION.TOGGLE' }
  | { type: 'DRINKS.ADD'; count: number }
  | { type: 'DRINKS.DROP' }
  | { type: 'PLAN.CHANGE'; planId: number }
  | { type: 'OPTION.ADD'; optionId: string }
  | { type: 'RECALL' }
  | { type: 'CANCEL.OPEN' }
  | { type: 'CANCEL.REASON'; id: CancelReason['id'] }
  | { type: 'CANCEL.COMMENT'; value: string }
  | { type: 'CANCEL.SUBMIT' }
  | { type: 'CANCEL.CLOSE' }
  /** The order changed elsewhere (a delivery's change): keep the copy in step. */
  | { type: 'ORDER.UPDATED'; order: CabinetOrder };

/** What the machine emits: an orders list listening keeps its per-order state (§4) with these. */
export type OrderDetailReport = { type: 'order.updated'; order: CabinetOrder } | { type: 'order.cancelled'; hid: string };
