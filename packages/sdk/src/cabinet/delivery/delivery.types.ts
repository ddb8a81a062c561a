import type { CabinetDelivery, CabinetOrder, ConfirmTaskOption, DeliveryCancelTerms } from '../../api/schemas/cabinet';
import type { DeliveryType, IntervalOption } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import type { AddressReport } from '../../checkout/address/address.types';

/** A cabinet delivery's input, context, events and reports (personal-cabinet §4 "Deliveries", §7, §8). */

export interface DeliveryInput {
  hid: string;
  deliveryId: string;
}

export interface DeliveryLoaded {
  order: CabinetOrder;
  /** The client's saved addresses (`deliveries/address`). */
  saved: ProfileAddress[];
  /** The profile's `isInformedAboutDeliveriesCancellation`. */
  informed: boolean;
  /** "Now" (the clock port) for the cut-offs. */
  nowMs: number;
}

export interface DeliveryContext extends DeliveryInput {
  order: CabinetOrder | undefined;
  saved: ProfileAddress[];
  informed: boolean;
  nowMs: number;
  loadError: string | undefined;
  /** The running flow's failure (Russian: the server's message, a §8 text). */
  error: string | undefined;
  /** Address: apply to every delivery of the order (setForAllDeliveries). */
  forAll: boolean;
  pendingAddressId: string | undefined;
  /** Date: `deliveries/possible-dates`, keyed by YYYY-MM-DD. */
  days: Record<string, IntervalOption[]>;
  date: string | undefined;
  intervals: IntervalOption[];
  interval: IntervalOption | undefined;
  taskOptions: ConfirmTaskOption[];
  /** What cancelling this delivery does to the payment (`deliveries/cancel-terms`), once asked. */
  cancelTerms: DeliveryCancelTerms | undefined;
}

export type DeliveryEvent =
  | { type: 'RETRY' }
  /** The service clock passed a cut-off (the `cutoffClock` child): what is offered is checked again. */
  | { type: 'CLOCK.TICK'; nowMs: number }
  | { type: 'CLOSE' }
  | { type: 'ADDRESS.OPEN' }
  | { type: 'ADDRESS.SELECT'; id: string }
  | { type: 'ADDRESS.NEW' }
  | { type: 'FOR_ALL.TOGGLE' }
  | { type: 'DATE.OPEN' }
  | { type: 'DATE.SELECT'; date: string }
  | { type: 'INTERVAL.SELECT'; index: number }
  | { type: 'DATE.SUBMIT' }
  /** The first-date dialog ('Хотите перенести доставку?'): yes. */
  | { type: 'MOVE.CONFIRM' }
  | { type: 'SESSION.SET'; session: DeliveryType }
  /** This delivery's window for every delivery still open (`deliveries/update-deliveries`). */
  | { type: 'WINDOW.APPLY_ALL' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL.OPEN' }
  /** The cancellation info was read (`client-details/confirm-cancellation-info`). */
  | { type: 'INFO.ACCEPT' }
  | { type: 'CANCEL.CONFIRM' }
  /** Skip the delivery (the `skip` child asks first; its SKIP.CONFIRM goes to the child). */
  | { type: 'SKIP.OPEN' }
  | { type: 'TASK.OPEN' }
  | { type: 'TASK.SELECT'; id: string }
  | { type: 'TASK.REMOVE' }
  /** The child address machine tells its news (through `sendParent`). */
  | { type: 'ADDRESS.REPORT'; report: AddressReport };

/** What the machine emits: the order page and the orders list keep their copies with it. */
export type DeliveryReport = { type: 'delivery.orderUpdated'; order: CabinetOrder };

export type { CabinetDelivery };
