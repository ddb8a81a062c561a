import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import type { SubscribeEvent } from './subscribe.types';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * The subscribe flow's other creations (issue 36: each sent by a machine, with its intent key): a
 * custom abonement of the chosen menu line, and an order whose menu line and days are chosen next
 * on GetMenuPlan, of a subscription plan or of none. One row per press.
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;

function start(smartphone = false) {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
    now: nowMs(),
    smartphone,
  });
  const actor = createActor(mealflow.machines.subscribe, { input: { cityId: 2 } }).start();
  return { actor, ports };
}

const ROWS: Array<{
  press: SubscribeEvent;
  call: string;
  path: (hid: string, smartphone: boolean) => string;
  order: Record<string, unknown>;
  sent: Record<string, unknown>;
}> = [
  {
    press: { type: 'SUBMIT_CUSTOM', configKey: 'slim_2', promocode: ' SPRING ' },
    call: 'orders/create-custom-abonement',
    // A custom abonement is no subscription: paid on the cabinet checkout.
    path: (hid) => `/dashboard/instant-order/${hid}`,
    order: { number_of_days: 18, is_client_subscription: false },
    sent: { cityId: 2, mealDays: 18, configKey: 'slim_2', promocode: 'SPRING', order_origin_id: 13 },
  },
  {
    press: { type: 'START_PLAN', subscriptionId_H: 'sub-24' },
    call: 'orders/subscription-order-without-tariff',
    path: (hid, smartphone) => `${smartphone ? '/mobile' : ''}/subscribe/plan/${hid}`,
    order: { is_client_subscription: true },
    sent: { subscriptionId_H: 'sub-24', phone: '+79990000001', cityId: 2 },
  },
  {
    press: { type: 'START_PLAN' },
    call: 'orders/order-without-tariff',
    path: (hid, smartphone) => `${smartphone ? '/mobile' : ''}/subscribe/plan/${hid}`,
    order: { is_client_subscription: false },
    sent: { phone: '+79990000001', cityId: 2, businessProduct: 'subscription' },
  },
];

describe('subscribe machine: custom abonement and orders whose plan comes next (through the sandbox)', () => {
  it.each(ROWS.flatMap((row) => [false, true].map((smartphone) => ({ ...row, smartphone }))))(
    '$press.type $press.subscriptionId_H $press.configKey (smartphone $smartphone): $call, one order, then its next page',
    async ({ press, call, path, order, sent, smartphone }) => {
      const { actor, ports } = start(smartphone);
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      actor.send(press);
      expect(actor.getSnapshot().matches({ ready: 'submitting' })).toBe(true);
      const done = await waitFor(actor, (s) => s.matches('done') || s.context.submitError !== undefined);
      expect(done.context.submitError).toBeUndefined();
      const created = done.context.created;
      expect(created).toMatchObject(order);
      expect(ports.navigation.history.at(-1)).toBe(path(created?.id_H ?? '', smartphone));
      const keyed = harness.sandbox.store.log.filter((entry) => entry.call === call);
      expect(keyed).toHaveLength(1);
      expect(keyed[0]?.body).toMatchObject(sent);
      expect(harness.sandbox.store.counters.get(`effects:${call}`)).toBe(1);
    },
  );

  it('an unknown config key, or a plan the offers do not list, sends nothing', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'SUBMIT_CUSTOM', configKey: 'detox_1' });
    actor.send({ type: 'START_PLAN', subscriptionId_H: 'sub-unknown' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(
      harness.sandbox.store.log.some((entry) => entry.call.includes('without-tariff') || entry.call.includes('custom-abonement')),
    ).toBe(false);
  });
});
