import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ordersListMachine } from '../cabinet/orders-list/orders-list.machine';
import { checkoutMachine } from '../checkout/checkout/checkout.machine';
import type { OrdersListStateValue } from '../machine-states';

/**
 * The machines' public types (issue 33, `public-machine.ts`) type what a consumer's `createActor(machine)`
 * reads: the state value by its generated names, the tags, the context, the events and the children it
 * reads. The `@ts-expect-error` lines are the proof: tsc fails if any of them type-checks.
 */
describe("a machine's public type", () => {
  it('types matches, hasTag, context, send and children from the compact type', () => {
    const actor = createActor(ordersListMachine);
    const snapshot = actor.getSnapshot();
    const value: OrdersListStateValue = snapshot.value;
    expect(value).toBe('loading');
    expect(snapshot.matches({ ready: 'list' })).toBe(false);
    // @ts-expect-error: not a state of the orders list
    expect(snapshot.matches('paying')).toBe(false);
    expect(snapshot.hasTag('loading')).toBe(true);
    // @ts-expect-error: not a tag of the vocabulary (shared/tags.ts)
    expect(snapshot.hasTag('spinning')).toBe(false);
    expect(snapshot.context.orders).toEqual([]);
    // @ts-expect-error: not an event of the orders list
    const wrong: Parameters<typeof actor.send>[0] = { type: 'PAY' };
    expect(wrong.type).toBe('PAY');
    const children = createActor(checkoutMachine, { input: { hid: 'x' } }).getSnapshot().children;
    expect(children.payment?.getSnapshot().context.method).toBeUndefined();
  });
});
