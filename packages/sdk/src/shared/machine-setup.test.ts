import { afterAll, describe, expect, it, vi } from 'vitest';
import { assign, createActor, StateMachine, StateNode, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';

// Every state tree XState builds, old setup or new: the root node's `_initialize` runs once per tree.
// Counted from before the SDK's machine modules are evaluated (they are imported below, after the spy).
const initialize = (StateNode.prototype as unknown as { _initialize(this: StateNode): void })._initialize;
let trees = 0;
const spy = vi.spyOn(StateNode.prototype as unknown as { _initialize(): void }, '_initialize').mockImplementation(function (
  this: StateNode,
) {
  if (!this.parent) trees += 1;
  initialize.call(this);
});
afterAll(() => spy.mockRestore());

const harness = useSandbox();

describe('machine-setup (issue 35: a state tree built once, when used)', () => {
  it('evaluating the machines and binding them all (createMealflow) builds no tree; an actor builds its machine’s tree once', async () => {
    const { cabinetClient } = await import('../testing/cabinet');
    const { mealflow } = cabinetClient(harness);
    // XState's own setup: one tree per machine at module load and one more per .provide(), here ~150.
    expect(trees).toBe(0);
    const first = createActor(mealflow.machines.ordersList).start();
    expect(trees).toBe(1);
    createActor(mealflow.machines.ordersList).start().stop();
    expect(trees).toBe(1);
    await waitFor(first, (s) => s.matches({ ready: 'list' }));
    expect(first.getSnapshot().context.orders.length).toBeGreaterThan(0);
    first.stop();
  });

  it('a provided machine runs its own implementations; the machine it came from keeps its', async () => {
    const { setup } = await import('./machine-setup');
    const counter = setup({
      types: { context: {} as { count: number }, events: {} as { type: 'ADD' } },
      actions: { add: assign({ count: ({ context }) => context.count + 1 }) },
      guards: { allowed: () => true },
    }).createMachine({
      id: 'counter',
      context: { count: 0 },
      initial: 'on',
      states: { on: { on: { ADD: { guard: 'allowed', actions: 'add' } } } },
    });
    const byTen = counter.provide({ actions: { add: assign({ count: ({ context }) => context.count + 10 }) } });
    const closed = byTen.provide({ guards: { allowed: () => false } });
    const run = (logic: typeof counter) => {
      const actor = createActor(logic).start();
      actor.send({ type: 'ADD' });
      return actor.getSnapshot().context.count;
    };
    expect([run(counter), run(byTen), run(closed)]).toEqual([1, 10, 0]);
    expect(counter).toBeInstanceOf(StateMachine);
    expect(byTen.getStateNodeById('counter.on').key).toBe('on');
    expect(Object.keys(byTen.root.states)).toEqual(['on']);
  });
});
