import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { startDelivery, storedDelivery } from '../../testing/delivery';

const harness = useSandbox();
const start = (hid: string, deliveryId: string) => startDelivery(harness, hid, deliveryId);
const stored = (hid: string, n: number) => storedDelivery(harness, hid, n);

describe('delivery machine: new addresses for all deliveries and far ones', () => {
  async function typeAddress(actor: ReturnType<typeof start>['actor'], model: ReturnType<typeof start>['model'], query: string) {
    model().openAddress();
    model().newAddress();
    model().address.form?.changeQuery(query);
    const child = actor.getSnapshot().children.address;
    if (!child) throw new Error('no address form');
    await waitFor(child, (s) => s.matches({ form: 'results' }));
    model().address.form?.chooseSuggestion(0);
    model().address.form?.submit();
    return child;
  }

  it('"for all deliveries": the new address goes to every delivery of the order still before its cut-off', async () => {
    const { actor, idle, model } = start('lk-confirmed', 'lk-confirmed-d2');
    await idle();
    model().openAddress();
    model().toggleForAll();
    expect(model().address.forAll).toBe(true);
    model().newAddress();
    model().address.form?.changeQuery('Тверская 10');
    const child = actor.getSnapshot().children.address;
    if (!child) throw new Error('no address form');
    await waitFor(child, (s) => s.matches({ form: 'results' }));
    model().address.form?.chooseSuggestion(0);
    model().address.form?.submit();
    await idle();
    const ids = harness.sandbox.store.orders.get('lk-confirmed')?.order.deliveries.map((d) => d.client_address_id_H) ?? [];
    // The delivery two days ago keeps its address; tomorrow's and the one after get the new one.
    const [delivered, ...planned] = ids;
    expect(delivered).toBe('addr-msk-1');
    expect(new Set(planned).size).toBe(1);
    expect(planned[0]).not.toBe('addr-msk-1');
  });

  it('a far address on a near order is refused in the form (no new order is created)', async () => {
    const { actor, idle, model } = start('lk-paid', 'lk-paid-d4');
    await idle();
    const child = await typeAddress(actor, model, 'Зеленоград 1106');
    await waitFor(child, (s) => s.matches({ check: 'settled' }) && s.context.checkState === 3);
    expect(model().address.form?.error).toBe('Этот адрес недоступен для выбраннного заказа');
    expect(actor.getSnapshot().matches({ ready: { address: 'newAddress' } })).toBe(true);
    expect(harness.sandbox.store.counters.get('farRecreated:lk-paid')).toBeUndefined();
  });

  // A lost answer: the address was saved; the customer presses again (what was typed is still there).
  it('a new address whose answer was lost is saved once, and the retry is not a failure', async () => {
    const { actor, idle, model } = start('lk-paid', 'lk-paid-d4');
    await idle();
    const addresses = () => harness.sandbox.store.clients.get('+79990000001')?.profile.addresses.length ?? 0;
    const before = addresses();
    harness.sandbox.faults.inject('deliveries/add-address-and-update', { kind: 'lost', times: 1 });
    const child = await typeAddress(actor, model, 'Тверская 10');
    await waitFor(child, (s) => s.matches({ check: 'settled' }));
    expect(addresses()).toBe(before + 1);
    model().address.form?.submit();
    await idle();
    expect(addresses()).toBe(before + 1);
    expect(model().error).toBeUndefined();
    expect(stored('lk-paid', 4)?.clientAddress?.street).toBe('ул. Тверская');
  });

  // The intent's key is kept in the browser's storage while the save is on the wire (for a retry or a
  // reload): under a name that holds no part of the typed address (it held the address's JSON).
  it('while a new address is being saved, the browser keeps its intent key, not the address', async () => {
    const { actor, idle, model, storage } = start('lk-paid', 'lk-paid-d4');
    await idle();
    harness.sandbox.faults.inject('deliveries/add-address-and-update', { kind: 'delay', ms: 1_500, times: 1 });
    await typeAddress(actor, model, 'Тверская 10');
    const kept = () => [...storage.data].filter(([name]) => name.startsWith('mf_intent'));
    for (let i = 0; i < 100 && kept().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(kept().map(([name]) => name.replace(/[0-9a-f]{16}$/, '#'))).toEqual(['mf_intent:new-address:#']);
    expect([...storage.data].flat().filter((text) => /Тверская|street/i.test(text))).toEqual([]);
    await idle();
    expect(stored('lk-paid', 4)?.clientAddress?.street).toBe('ул. Тверская');
    expect(kept()).toEqual([]);
  });
});
