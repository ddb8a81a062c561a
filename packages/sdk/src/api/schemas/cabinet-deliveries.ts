import * as v from 'valibot';
import type { IntervalOptionSchema } from './order';
import type { Named } from './common';
import { Envelope } from './common';
import { DeliveryType, IntervalOption } from './order';

/** The cabinet's delivery calls (personal-cabinet §7 "Deliveries"): re-exported by `./cabinet`. */

/** `deliveries/possible-dates`: the cabinet asks for one delivery's dates. */
/** @internal */
export const DeliveryDatesRequest = v.object({ orderId_H: v.string(), deliveryId_H: v.optional(v.string()) });
export interface DeliveryDatesRequest {
  orderId_H: string;
  deliveryId_H?: string | undefined;
}

/** "Change order delivery" (personal-cabinet §7): address_id_H, delivery_id_H, setForAllDeliveries. */
/** @internal */
export const ChangeAddressRequest = v.object({ address_id_H: v.string(), delivery_id_H: v.string(), setForAllDeliveries: v.boolean() });
export interface ChangeAddressRequest {
  address_id_H: string;
  delivery_id_H: string;
  setForAllDeliveries: boolean;
}

/** `deliveries/address/intervals`: the intervals of a delivery's address on a date (fields ours). */
/** @internal */
export const IntervalsRequest = v.object({ deliveryId_H: v.string(), date: v.string() });
export interface IntervalsRequest {
  deliveryId_H: string;
  date: string;
}

/** @internal */
export const IntervalsResponse = v.object({ ...Envelope.entries, intervals: v.array(IntervalOption as IntervalOptionSchema) });
export interface IntervalsResponse extends Envelope {
  intervals: IntervalOption[];
}

/** @internal */
export const DeliveryIdRequest = v.object({ deliveryId_H: v.string() });
export interface DeliveryIdRequest {
  deliveryId_H: string;
}

/** `deliveries/set-session`: morning or evening for one delivery (fields ours). */
/** @internal */
export const SetSessionRequest = v.object({ deliveryId_H: v.string(), session: DeliveryType });
export interface SetSessionRequest {
  deliveryId_H: string;
  session: DeliveryType;
}

/** `deliveries/update-deliveries`: one window for every delivery still to come (fields ours). */
/** @internal */
export const UpdateDeliveriesRequest = v.object({ orderId_H: v.string(), type: DeliveryType, timeFrom: v.string(), timeTo: v.string() });
export interface UpdateDeliveriesRequest {
  orderId_H: string;
  type: DeliveryType;
  timeFrom: string;
  timeTo: string;
}

/** `deliveries/options/orders/add` (fields ours). */
/** @internal */
export const AddDeliveryOptionRequest = v.object({ orderId_H: v.string(), optionId_H: v.string() });
export interface AddDeliveryOptionRequest {
  orderId_H: string;
  optionId_H: string;
}

/**
 * `deliveries/cancel-terms?deliveryId_H` (ours: the spec names `deliveries/cancel` but no call that
 * says what cancelling does to the payment; issue 31 asks the dialog to say it before the client
 * confirms, as the backend answers). `balance`: the delivery was paid, its price goes to the client's
 * balance; `lessToPay`: the order awaits payment, the sum to pay drops by it; `laterPayment`: a later
 * payment of a subscription paid in stages (charged on `charge`) drops by it; `none`: nothing was or
 * will be charged for it. `amount` in the order's currency. A cancelled delivery keeps them as its
 * `cancel_terms` (the plan of later payments reads them).
 */
/** @internal */
export const DeliveryCancelTerms = v.object({
  kind: v.picklist(['balance', 'lessToPay', 'laterPayment', 'none']),
  amount: v.optional(v.number(), 0),
  charge: v.optional(v.string()),
});
/** @internal */
export interface DeliveryCancelTermsSchema extends Named<typeof DeliveryCancelTerms> {}
export interface DeliveryCancelTerms {
  kind: 'balance' | 'lessToPay' | 'laterPayment' | 'none';
  amount: number;
  charge?: string | undefined;
}
/** @internal */
export const DeliveryCancelTermsResponse = v.object({ ...Envelope.entries, terms: DeliveryCancelTerms as DeliveryCancelTermsSchema });
export interface DeliveryCancelTermsResponse extends Envelope {
  terms: DeliveryCancelTerms;
}
