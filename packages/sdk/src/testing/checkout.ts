import { waitFor, createActor } from 'xstate';
import { type Harness } from '@mealflow/sandbox/vitest';
import type { CardData } from '../checkout/payment/payment.machine';
import type { CheckoutInput } from '../checkout/checkout/checkout.machine';
import { sandboxClient } from './sandbox-client';

/** The checkout tests' kit (checkout.test.ts, checkout.form.test.ts): a checkout actor on a sandbox order, a card reader and the waits. */
export function checkoutTestKit(harness: Harness) {
  const charges = (hid: string) => harness.sandbox.store.counters.get(`charges:${hid}`) ?? 0;
  const card = (cardNumber: string) => {
    const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
    return { read: () => data };
  };
  function start(input: CheckoutInput, loggedIn = true) {
    const { ports, mealflow } = sandboxClient(harness, loggedIn ? { token: 'sandbox-token-returning' } : {});
    const actor = createActor(mealflow.machines.checkout, { input });
    actor.start();
    return { actor, ports };
  }
  type Actor = ReturnType<typeof start>['actor'];
  const idle = (actor: Actor) => waitFor(actor, (s) => s.matches({ normal: 'idle' }));
  /** The form is idle and the invoked address machine is not checking. */
  const settled = (actor: Actor) => waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.addressState !== 1);
  return { charges, card, start, idle, settled };
}
