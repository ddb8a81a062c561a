import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { loadable, loadSettled, loadStatus } from './loadable';

/** The loadable block on its own: a load that fails once, RETRY, then loads (the machines' tests drive it through the sandbox). */
function resource(answers: Array<string | Error>, names?: { error: 'failed' }) {
  const resourceSetup = setup({
    types: { context: {} as { value: string | undefined; error: string | undefined }, events: {} as { type: 'RETRY' } },
    actors: {
      load: fromPromise<string>(async () => {
        const next = answers.shift() ?? 'empty';
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: {
      setValue: assign((_, params: { value: string }) => ({ value: params.value, error: undefined })),
      setError: assign((_, params: { error: unknown }) => ({ error: params.error instanceof Error ? params.error.message : 'unknown' })),
    },
  });
  const states = loadable(
    resourceSetup,
    {
      id: 'load',
      src: 'load',
      onDone: { actions: { type: 'setValue', params: ({ event }) => ({ value: event.output }) } },
      onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
    },
    names,
  );
  return resourceSetup.createMachine({
    context: { value: undefined, error: undefined },
    initial: 'loading',
    states: { ...states, ready: {} },
  });
}

describe('loadable: loading → ready, or error with RETRY', () => {
  it.each([
    { name: 'error', names: undefined },
    { name: 'failed', names: { error: 'failed' as const } },
  ])('a failed load waits in $name; RETRY loads again and goes to ready', async ({ name, names }) => {
    const actor = createActor(resource([new Error('503'), 'menu'], names)).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadStatus(actor.getSnapshot())).toBe('loading');
    expect(loadSettled(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.value === name);
    // Failed is settled too: the panels below the loading one are drawn (issue 35).
    expect(loadSettled(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('503');
    // Whatever the error state is called, the connect reads the tag.
    expect(loadStatus(actor.getSnapshot())).toBe('error');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (s) => s.value === 'ready');
    expect(actor.getSnapshot().context).toEqual({ value: 'menu', error: undefined });
    expect(loadStatus(actor.getSnapshot())).toBeUndefined();
    expect(loadSettled(actor.getSnapshot())).toBe(true);
  });

  it('RETRY means nothing once loaded', async () => {
    const actor = createActor(resource(['menu'])).start();
    await waitFor(actor, (s) => s.value === 'ready');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
