import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import {
  actorDone as done,
  checkoutLoads,
  modelDrinks as drinks,
  modelOrder as order,
  modelProfile as profile,
} from '../testing/model-fixtures';
import { autoTipsMachine } from './auto-tips/auto-tips.machine';
import { checkoutMachine } from './checkout/checkout.machine';
import { reservationTimerMachine } from './reservation-timer/reservation-timer.machine';

/**
 * Model-based reachability for the checkout's machines (@xstate/graph; the promocode machine has
 * its own model test): with the user's events
 * and the invoked actors' done/error events, every state node is reached. Behaviour itself is
 * tested through the sandbox in each machine's own test file.
 */
function leafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: { path: string[]; states: Record<string, unknown> }) => {
    const children = Object.values(node.states) as Array<{ path: string[]; states: Record<string, unknown>; type: string }>;
    if (children.length === 0) out.push(node.path.join('.'));
    for (const child of children) walk(child);
  };
  walk(machine.root as unknown as { path: string[]; states: Record<string, unknown> });
  return out;
}

function reached(
  machine: AnyStateMachine,
  events: EventObject[],
  input: unknown,
  serialize: (s: { value: unknown; context: unknown }) => string,
) {
  const paths = getShortestPaths(machine, { events: events as never, input: input as never, serializeState: serialize as never });
  const seen = new Set<string>();
  for (const path of paths) {
    const value = path.state.value;
    const flatten = (v: unknown, prefix: string[] = []): void => {
      if (typeof v === 'string') seen.add([...prefix, v].join('.'));
      else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) flatten(child, [...prefix, k]);
    };
    flatten(value);
  }
  return seen;
}

describe('model: every state of the checkout machines is reachable', () => {
  it('reservation timer', () => {
    const events = [{ type: 'RESTART' }, { type: 'xstate.after.tick.reservationTimer.running.counting' }];
    const seen = new Set([
      ...reached(reservationTimerMachine, events, { seconds: 300 }, (s) => JSON.stringify(s.value)),
      ...reached(reservationTimerMachine, events, { seconds: 0 }, (s) => JSON.stringify(s.value)),
    ]);
    for (const leaf of ['running.counting', 'expired']) expect(seen).toContain(leaf);
  });

  it('auto-tips', () => {
    const tips = [
      { id: 'a', amount: '50\u00a0₽', amountValue: 50 },
      { id: 'b', amount: '100\u00a0₽', amountValue: 100 },
    ];
    const events = [
      { type: 'xstate.done.actor.load', output: { tips, templates: [] } },
      { type: 'TOGGLE', on: true },
      { type: 'TOGGLE', on: false },
      { type: 'TIP.SELECT', tipId: 'b' },
      { type: 'CARD.SELECT', cardId: 'c' },
      { type: 'xstate.done.actor.saveTemplate', output: { id: 't', amount: '100\u00a0₽', card: { id: 'c', virtualType: null } } },
      { type: 'xstate.done.actor.deleteTemplate' },
    ];
    const seen = reached(autoTipsMachine, events, { cardId: 'c' }, (s) =>
      JSON.stringify([
        s.value,
        (s.context as { selectedTipId?: string; template?: unknown }).selectedTipId,
        Boolean((s.context as { template?: unknown }).template),
      ]),
    );
    for (const leaf of ['loading', 'ready.idle', 'ready.saving', 'ready.deleting']) expect(seen).toContain(leaf);
  });

  it('checkout', () => {
    const loaded = (over: Record<string, unknown>) => done('load', { order: order(over), profile, drinks, dates: {} });
    const events = [
      ...checkoutLoads(loaded),
      { type: 'DRINKS.ADD', count: 1 },
      { type: 'DRINKS.DROP' },
      { type: 'DATE.SELECT', date: '2026-01-01', from: '07:00', to: '12:00', interval: 'morning' },
      { type: 'CONFIRM' },
      { type: 'DISMISS' },
      { type: 'ADDRESS.SELECT_SAVED', addressId: 'a' },
      { type: 'ADDRESS.SUBMIT', address: { street: 's', house: '1', city_id: 2 } },
      done('checkAddress', { delivery_available: true, is_far_moscow_region: true }),
      done('recreateFarRegion', order({ id_H: 'h-far', is_far_moscow_region: true })),
      { type: 'CANCEL' },
      { type: 'PROMO.APPLIED' },
      { type: 'PAY' },
    ];
    const withQuery = (co: '1' | '2') =>
      reached(
        checkoutMachine,
        [...events, { type: 'CONFIRM_ORDER' }, { type: 'CONFIRM_DELIVERY' }],
        { hid: 'h', query: { co, deliveryIdH: 'd' } },
        (s) => JSON.stringify(s.value),
      );
    const seen = new Set([
      ...reached(checkoutMachine, events, { hid: 'h' }, (s) =>
        JSON.stringify([
          s.value,
          (s.context as { order?: { custom_config?: unknown; business_product?: string } }).order?.custom_config,
          (s.context as { order?: { business_product?: string } }).order?.business_product,
        ]),
      ),
      ...withQuery('1'),
      ...withQuery('2'),
    ]);
    // The address flow lives in the invoked address machine (its own tests); these are the checkout's own states.
    const own = new Set(leafStates(checkoutMachine));
    for (const leaf of [
      'loading',
      'failed',
      'cancelled',
      'paid',
      'orderConfirmation.idle',
      'orderConfirmation.confirming',
      'deliveryConfirmation.idle',
      'deliveryConfirmation.confirming',
      'normal.idle',
      'normal.reloading',
      'normal.addingDrinks',
      'normal.droppingDrinks',
      'normal.confirmingDate',
      'normal.updatingDate',
      'normal.confirmingCancel',
      'normal.cancelling',
    ].filter((l) => own.has(l))) {
      expect(seen).toContain(leaf);
    }
  });
});
