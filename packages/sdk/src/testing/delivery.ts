import { createActor, waitFor } from 'xstate';
import type { Harness } from '@mealflow/sandbox/vitest';
import { cabinetDay } from './cabinet';
import { sandboxClient } from './sandbox-client';
import { connectDelivery } from '../cabinet/delivery/delivery.connect';
import type { DeliveryReport } from '../cabinet/delivery/delivery.types';

/** The delivery page at a Moscow wall-clock time of the test's day (`cabinetDay`: the clock port and X-Test-Time agree), for the delivery machine's tests. */
export function startDelivery(harness: Harness, hid: string, deliveryId: string, time = '10:00:00') {
  const iso = `${cabinetDay(harness).today}T${time}+03:00`;
  // The clock port says the wall clock: the page takes "now" from the test clock, as the server does.
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', testTime: iso });
  const actor = createActor(mealflow.machines.delivery, { input: { hid, deliveryId } });
  const reports: DeliveryReport[] = [];
  actor.on('delivery.orderUpdated', (e) => reports.push(e));
  actor.start();
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  const model = () => connectDelivery(actor.getSnapshot(), actor.send);
  const toasts = () => ports.notify.messages.filter((m) => m.kind === 'success').map((m) => m.message);
  return { actor, idle, model, toasts, reports, storage: ports.storage };
}

/** The sandbox's copy of an order's n-th delivery. */
export const storedDelivery = (harness: Harness, hid: string, n: number) => harness.sandbox.store.orders.get(hid)?.order.deliveries[n - 1];
