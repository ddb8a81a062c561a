import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, sendTo, setup, waitFor, type ActorRefFrom } from 'xstate';
import { childSlot, lazyChild } from './lazy-child';

/** The child: counts PINGs from its input, tells its parent each one, is done at `until`. */
const counter = setup({
  types: { input: {} as { from: number; until: number }, context: {} as { count: number; until: number }, events: {} as { type: 'PING' } },
}).createMachine({
  context: ({ input }) => ({ count: input.from, until: input.until }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: ({ context }) => context.count >= context.until, target: 'done' },
      on: { PING: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.count,
});

/** The parent: a step that awaits the child's code (as a provide function's async step does), then invokes it. */
function parentOf(child: typeof counter, step: () => Promise<void>) {
  return setup({
    types: { context: {} as { result?: number; error?: string }, events: {} as { type: 'GO' } | { type: 'PING' } },
    actors: { step: fromPromise(step), counter: childSlot<typeof counter>('counter') },
  })
    .createMachine({
      context: {},
      initial: 'idle',
      states: {
        idle: { on: { GO: 'stepping' } },
        stepping: { invoke: { src: 'step', onDone: 'counting', onError: { target: 'idle', actions: assign({ error: 'step failed' }) } } },
        counting: {
          entry: sendTo('counter', { type: 'PING' }),
          invoke: {
            id: 'counter',
            src: 'counter',
            input: { from: 1, until: 3 },
            onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output as number }) },
            onError: { target: 'idle', actions: assign({ error: ({ event }) => String(event.error) }) },
          },
          on: { PING: { actions: sendTo('counter', { type: 'PING' }) } },
        },
        done: { type: 'final' },
      },
    })
    .provide({ actors: { counter: child } });
}

describe('lazyChild', () => {
  it('loads the child once, when the parent awaits it, and the parent talks to the child machine itself', async () => {
    let loads = 0;
    const child = lazyChild('counter', async () => {
      loads += 1;
      return counter;
    });
    const actor = createActor(parentOf(child.logic, () => child.load())).start();
    expect(loads).toBe(0);
    actor.send({ type: 'GO' });
    await waitFor(actor, (s) => s.matches('counting'));
    // The entry's PING reached the child before this one: 1 -> 2, the child's own snapshot and context.
    const ref = actor.getSnapshot().children['counter'] as ActorRefFrom<typeof counter> | undefined;
    expect(ref?.getSnapshot().context).toEqual({ count: 2, until: 3 });
    actor.send({ type: 'PING' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.result).toBe(3);
    await child.load();
    expect(loads).toBe(1);
  });

  it("an inspector sees the loaded child as its machine (its id and state tree), as the Stately inspector and the stories' registry read it", async () => {
    const child = lazyChild('counter', async () => counter);
    const seen: unknown[] = [];
    const actor = createActor(
      parentOf(child.logic, () => child.load()),
      {
        inspect: (event) => {
          if (event.type === '@xstate.actor') seen.push((event.actorRef as unknown as { logic: unknown }).logic);
        },
      },
    ).start();
    actor.send({ type: 'GO' });
    await waitFor(actor, (s) => s.matches('counting'));
    const logic = seen.at(-1) as { id?: unknown; root?: unknown } | undefined;
    expect(logic && 'root' in logic).toBe(true);
    expect(logic?.id).toBe(counter.id);
    expect(logic?.root).toBe(counter.root);
  });

  it('a failed load fails the awaiting step (nothing invoked) and the next load tries again', async () => {
    const answers: Array<'fail' | 'ok'> = ['fail', 'ok'];
    const child = lazyChild('counter', async () => {
      if (answers.shift() === 'fail') throw new Error('chunk failed');
      return counter;
    });
    const actor = createActor(parentOf(child.logic, () => child.load())).start();
    actor.send({ type: 'GO' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('step failed');
    actor.send({ type: 'GO' });
    await waitFor(actor, (s) => s.matches('counting'));
    actor.send({ type: 'PING' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().context.result).toBe(3);
  });

  it('invoked before its code loaded: the child fails at once and the parent gets its error event (no crash)', async () => {
    const child = lazyChild('counter', async () => counter);
    const actor = createActor(parentOf(child.logic, async () => undefined)).start();
    actor.send({ type: 'GO' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.error).toMatch(/counter: invoked before its code loaded/);
  });

  it('childSlot: an unprovided child fails its invocation', async () => {
    const actor = createActor(parentOf(childSlot<typeof counter>('counter'), async () => undefined)).start();
    actor.send({ type: 'GO' });
    await waitFor(actor, (s) => s.context.error !== undefined);
    expect(actor.getSnapshot().context.error).toMatch(/counter/);
  });
});
