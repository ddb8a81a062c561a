import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { funnelMachine, type FunnelEvent } from './funnel.machine';
import type { FunnelSelection } from './funnel.payload';

describe('funnel machine (model)', () => {
  it('reaches every state and transition with the declared events', () => {
    const order = { id_H: 'order-1' };
    const network = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
    const selection: FunnelSelection = { menuType: 'fit', mealDays: 6, pricePlanId: 4120, price: 9540 };
    const events = [
      { type: 'PHONE.CHANGE', value: '9161234567' },
      { type: 'PHONE.CHANGE', value: '' },
      { type: 'PHONE.SUBMIT' },
      { type: 'LOGGED_IN' },
      { type: 'SELECTION.CHANGE', selection },
      { type: 'xstate.after.orderReady.funnel.gate.waiting' },
      { type: 'xstate.done.actor.createOrder', output: { order, needsCompletion: true } },
      { type: 'xstate.done.actor.createOrder', output: { order, needsCompletion: false } },
      { type: 'xstate.error.actor.createOrder', error: network },
      { type: 'xstate.done.actor.completeOrder', output: order },
      { type: 'xstate.error.actor.completeOrder', error: network },
    ] as unknown as FunnelEvent[];
    const paths = getShortestPaths(funnelMachine, {
      events,
      input: { cityId: 2, selection },
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.phone !== '',
          s.context.loggedIn,
          Boolean(s.context.error),
          Boolean(s.context.pendingHid),
          Boolean(s.context.created),
        ]),
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '{"gate":{"waiting":"counting"},"form":"idle"}',
        '{"gate":"ready","form":"idle"}',
        '{"gate":"ready","form":"creating"}',
        '{"gate":"ready","form":"completing"}',
        '{"gate":"ready","form":{"created":"countingDown"}}',
      ].sort(),
    );
    expect([...reached].some((v) => v.includes('"gate":{"waiting"'))).toBe(true);
    expect([...reached].some((v) => v.includes('"gate":"ready"'))).toBe(true);
    // The gate rejection, the failure and the retry of the complete stage are on some path.
    expect(paths.some((p) => p.state.context.error === 'Оформление заказа станет доступно через 10\u00a0секунд')).toBe(true);
    const failedCompletion = paths.find((p) => p.state.matches({ form: 'idle' }) && p.state.context.pendingHid && p.state.context.error);
    expect(failedCompletion?.steps.map((s) => s.event.type)).toContain('xstate.error.actor.completeOrder');
    expect(failedCompletion?.state.can({ type: 'PHONE.SUBMIT' })).toBe(true);
    // Only the gate or a login opens the way to creating.
    for (const p of paths.filter((q) => q.state.matches({ form: 'creating' }))) {
      const types: string[] = p.steps.map((s) => s.event.type);
      expect(types.includes('LOGGED_IN') || types.includes('xstate.after.orderReady.funnel.gate.waiting')).toBe(true);
    }
  });
});
