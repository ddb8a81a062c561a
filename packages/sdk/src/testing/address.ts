import { expect, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { funnel } from '../api/endpoints/funnel';
import { profile as profileCalls } from '../api/endpoints/profile';
import type { ProfileAddress } from '../api/schemas/profile';
import type { Harness } from '@mealflow/sandbox/vitest';
import { RETURNING, sandboxClient } from './sandbox-client';
import { addressView } from '../checkout/address/address.connect';
import type { AddressReport } from '../checkout/address/address.machine';

/** A saved address in the far Moscow region (Зеленоград), not in the seed: a test pushes it into the client's profile. */
export const FAR_SAVED_ADDRESS: ProfileAddress = {
  id_H: 'addr-far',
  city_id: 2,
  is_far_moscow_region: true,
  flat: null,
  text: 'Зеленоград, корп. 1106',
  street: 'Зеленоград, корп.',
  house: '1106',
};

/** The address tests' kit (address.test.ts, address.cities.test.ts): an address actor on a sandbox order, and its waits. */
export function addressTestKit(harness: Harness) {
  async function start(hid = 'demo-standard', options: { saved?: ProfileAddress[] } = {}) {
    const { ports, mealflow } = sandboxClient(harness, { token: RETURNING });
    const [{ order }, { profile }] = await Promise.all([
      mealflow.api.call(funnel.getOrder, { orderId_H: hid }),
      mealflow.api.call(profileCalls.get, {}),
    ]);
    harness.sandbox.store.log.length = 0;
    const actor = createActor(mealflow.machines.address, { input: { order, saved: options.saved ?? profile.addresses } });
    const reports: AddressReport[] = [];
    actor.on('*', (event) => reports.push(event));
    actor.start();
    return { actor, ports, reports };
  }

  type Actor = Awaited<ReturnType<typeof start>>['actor'];
  const settled = (actor: Actor) => waitFor(actor, (s) => s.matches({ check: 'settled' }));
  const calls = (name: string) => harness.sandbox.store.log.filter((l) => l.call === name);

  /** Types, waits out the 250 ms debounce and the answer, picks the suggestion with `text`. */
  async function typeAndPick(actor: Actor, query: string, text: string) {
    actor.send({ type: 'QUERY.CHANGE', value: query });
    vi.advanceTimersByTime(250);
    await waitFor(actor, (s) => s.matches({ form: 'results' }));
    const index = addressView(actor.getSnapshot()).suggestions.indexOf(text);
    expect(index, `suggestion "${text}" among ${addressView(actor.getSnapshot()).suggestions.join(' | ')}`).toBeGreaterThanOrEqual(0);
    actor.send({ type: 'SUGGESTION.SELECT', index });
  }
  return { start, settled, calls, typeAndPick };
}
