/**
 * A delivery's state as the cabinet's order and delivery pages say it (personal-cabinet §3, §4).
 * Apart from `order-status.ts` so that the checkout, which reads an order's rules there, does not
 * load the cabinet's texts (issue 35: 2.2 KB gzip of them were on the checkout).
 */
import { DELIVERY_TEXTS } from './cabinet-texts';

export type DeliveryStateName = 'planned' | 'delivered' | 'canceled';
const STATE_TEXT = {
  delivered: DELIVERY_TEXTS.stateDelivered,
  canceled: DELIVERY_TEXTS.stateCanceled,
  planned: DELIVERY_TEXTS.statePlanned,
} as const;

/** A delivery's state in words (a planned one that is confirmed says so). */
export const deliveryStateText = (d: { state: DeliveryStateName; isConfirmed: boolean }): string =>
  d.state === 'planned' && d.isConfirmed ? DELIVERY_TEXTS.stateConfirmed : STATE_TEXT[d.state];
