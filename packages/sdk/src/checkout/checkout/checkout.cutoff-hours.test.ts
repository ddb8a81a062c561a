import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { DELIVERY_CUTOFFS } from '../../domain/constants';
import { shiftTime } from '../../testing/wall-clock';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';
import { checkoutView } from './checkout.connect';
import { firstDelivery } from './checkout.rules';

/**
 * cutoff2: the sandbox holds every order to one cut-off rule (its `delivery-gate.ts`), so the
 * checkout must refuse itself nothing the sandbox then refuses, and the sandbox must refuse nothing
 * the checkout offers. At every hour of the day (and a second either side of each cut-off, Moscow
 * time, the sandbox's X-Test-Time), on an order being placed: the checkout moves a first delivery
 * whose day closed, takes a saved address, and every day and window it offers on the first two days
 * (the ones a cut-off can touch) and its last one is taken by the sandbox; on a placed order the
 * courier's confirmation (co=2) is taken at every hour too.
 */
const harness = useSandbox();

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00:00`);
const MOMENTS = [...new Set([...HOURS, ...DELIVERY_CUTOFFS.flatMap((c) => [shiftTime(c, -1), c, shiftTime(c, 1)])])].sort();

function start(time: string, input: { hid: string; query?: Record<string, string> }) {
  const today = cabinetDay(harness).today;
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today}T${time}+03:00` },
  });
  const actor = createActor(mealflow.machines.checkout, { input }).start();
  return { actor, ports };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) =>
  waitFor(actor, (s) => s.matches({ normal: 'idle' }) && !s.context.datesToCheck && !s.context.datesStale && s.context.addressState !== 1);

describe('the checkout at every hour: what it offers, the sandbox takes (cutoff2)', () => {
  it.each(MOMENTS)('%s: the first delivery, a saved address and every near day and window offered', async (time) => {
    const { actor } = start(time, { hid: 'demo-standard' });
    await settled(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    expect(actor.getSnapshot().context.addressError).toBeUndefined();
    const options = checkoutView(actor.getSnapshot()).delivery.options;
    const days = [...new Set(options.map((o) => o.date))];
    const chosen = options.filter((o) => days.indexOf(o.date) < 2 || o === options.at(-1));
    expect(chosen.length).toBeGreaterThan(0);
    for (const option of chosen) {
      actor.send({ type: 'DATE.SELECT', date: option.date, from: option.from, to: option.to, interval: option.type });
      await settled(actor);
      const first = firstDelivery(actor.getSnapshot().context.order);
      expect({ error: actor.getSnapshot().context.error, date: first?.date, from: first?.deliveryDate?.timeFrom }).toEqual({
        error: undefined,
        date: option.date,
        from: option.from,
      });
    }
    // The last day chosen is open: nothing about the date stops the payment.
    const view = checkoutView(actor.getSnapshot());
    expect({ blocked: view.payBlockedBy, canPay: view.canPay }).toEqual({ blocked: [], canPay: true });
    actor.stop();
  });

  it.each(HOURS)('%s: the courier’s confirmation of a delivery (co=2)', async (time) => {
    const { actor, ports } = start(time, { hid: 'demo-delivery', query: { co: '2', deliveryIdH: 'demo-delivery-d1' } });
    await waitFor(actor, (s) => s.matches('deliveryConfirmation'));
    actor.send({ type: 'CONFIRM_DELIVERY' });
    await waitFor(actor, (s) => s.matches('deliveryConfirmed'));
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Ваша доставка подтверждена' });
  });
});
