import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { DeliveryContext } from './delivery.types';

/** The delivery machine's shared transition parts: a flow's success (the server's order) and failure. */

export const reject = (name: string) => () => Promise.reject(new Error(`delivery: actor "${name}" is not provided (use provideDelivery)`));

export type Ids = { hid: string; deliveryId: string };
export const ORDER_DONE = [
  { type: 'applyOrder', params: ({ event }: { event: { output: CabinetOrder } }) => ({ order: event.output }) },
  { type: 'report', params: ({ event }: { event: { output: CabinetOrder } }) => ({ order: event.output }) },
  { type: 'announce', params: ({ event }: { event: { output: CabinetOrder } }) => ({ orderIds: [event.output.id_H] }) },
] as const;
export const done = (text: string) => [...ORDER_DONE, { type: 'toast', params: { text } }] as const;
export const failed = (target: string) =>
  ({ target, actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } }) as const;

export function requireOrder(context: DeliveryContext): CabinetOrder {
  if (!context.order) throw new Error('delivery: the order is not loaded');
  return context.order;
}
export const ids = ({ context }: { context: DeliveryContext }): Ids => ({ hid: context.hid, deliveryId: context.deliveryId });
