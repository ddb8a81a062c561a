import { fromCallback, fromPromise } from 'xstate';
import type { IntervalOption, Order } from '../../api/schemas/order';
import { addressMachine } from '../address/address.machine';
import { autoTipsMachine } from '../auto-tips/auto-tips.machine';
import type { PaymentMachine } from '../payment/payment.machine';
import { promocodeMachine } from '../promocode/promocode.machine';
import { reservationTimerMachine } from '../reservation-timer/reservation-timer.machine';
import type { SbpMachine } from '../sbp/sbp.machine';
import { childSlot } from '../../shared/lazy-child';
import { cutoffClock } from '../../shared/cutoff-clock';
import type { CheckoutLoaded, PendingDate, PrepareInput, PrepareOutput } from './checkout.actions';

const reject = (name: string) => () => Promise.reject(new Error(`checkout: actor "${name}" is not provided (use provideCheckout)`));

/** The checkout's actors: calls (provided by `provideCheckout`) and the children it invokes. */
export const checkoutActors = {
  load: fromPromise<CheckoutLoaded, { hid: string }>(reject('load')),
  reloadOrder: fromPromise<CheckoutLoaded, { hid: string }>(reject('reloadOrder')),
  /** `deliveries/possible-dates` again (a cut-off passed, or the first read failed). */
  possibleDates: fromPromise<Record<string, IntervalOption[]>, { hid: string }>(reject('possibleDates')),
  addDrinks: fromPromise<Order, { hid: string; count: number }>(reject('addDrinks')),
  dropDrinks: fromPromise<Order, { hid: string }>(reject('dropDrinks')),
  updateDate: fromPromise<Order, { hid: string; deliveryId_H: string; date: PendingDate; isCustomOrder: boolean }>(reject('updateDate')),
  cancelOrder: fromPromise<void, { hid: string }>(reject('cancelOrder')),
  confirmOrder: fromPromise<Order, { hid: string }>(reject('confirmOrder')),
  confirmDelivery: fromPromise<Order, { deliveryId_H: string }>(reject('confirmDelivery')),
  /** Before paying: the profile's new fields, the changed flat, safe delivery. */
  prepare: fromPromise<PrepareOutput, PrepareInput>(reject('prepare')),
  /** CLOCK.TICK at each moment a window closes. */
  cutoffClock,
  // The children, provided bound to the API by `provideCheckout`.
  address: addressMachine,
  promocode: promocodeMachine,
  reservationTimer: reservationTimerMachine,
  autoTips: autoTipsMachine,
  // Loaded once the order is (provideCheckout: shared/lazy-child.ts), awaited before a payment starts.
  payment: childSlot<PaymentMachine>('checkout: actor "payment"'),
  // Loaded when a payment may need it (provideCheckout: shared/lazy-child.ts).
  sbp: childSlot<SbpMachine>('checkout: actor "sbp"'),
  /** The page-lifecycle port: `PAGE.RESTORED` when the page comes back from the back-forward cache (issue 36). */
  pageLifecycle: fromCallback(() => undefined),
};

/** The children a consumer reads (`snapshot.children.payment`…), for the checkout's public type. */
export type CheckoutChildLogic = {
  address: typeof addressMachine;
  promocode: typeof promocodeMachine;
  reservationTimer: typeof reservationTimerMachine;
  autoTips: typeof autoTipsMachine;
  payment: PaymentMachine;
  sbp: SbpMachine;
};
