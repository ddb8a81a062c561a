import { expect } from 'vitest';
import { waitFor, type AnyActorRef, type AnyMachineSnapshot, type StateValue } from 'xstate';
import type { Harness } from '@mealflow/sandbox/vitest';
import { todayIso } from '../domain/dates';
import { RETURNING, sandboxClient, type SandboxClientOptions } from './sandbox-client';

/**
 * The test's day: the Moscow day the sandbox's current backend was seeded on (`store.seededAt`: its
 * deliveries and first delivery are days from it), and 10:00 of it as the sandbox's test time and the
 * memory clock. Per test only: the sandbox re-seeds from the real time after each test, so a day read
 * once when the file loads is yesterday's for the tests that run after midnight. Outside a test (a
 * file's top level, a table) it throws.
 */
export function cabinetDay(harness: Harness) {
  if (expect.getState().currentTestName === undefined) {
    throw new Error('cabinetDay(harness): read the day inside a test; the sandbox re-seeds for each test');
  }
  const { seededAt } = harness.sandbox.store;
  const today = todayIso(seededAt);
  const testTime = `${today}T10:00:00+03:00`;
  return { today, testTime, nowMs: Date.parse(testTime), seededAt };
}

/** A mealflow on the sandbox for a logged-in client (the returning one unless told) at 10:00 today. */
export function cabinetClient(harness: Harness, token: string = RETURNING, options: SandboxClientOptions = {}) {
  return sandboxClient(harness, { token, testTime: cabinetDay(harness).testTime, ...options });
}

/** The sandbox answers `call` once with 503 and the server's 'Сервис временно недоступен'. */
export function serviceDownOnce(harness: Harness, call: string) {
  harness.sandbox.faults.inject(call, {
    kind: 'status',
    status: 503,
    times: 1,
    body: { success: false, messages: ['Сервис временно недоступен'] },
  });
}

interface LoadRetryCase<A extends AnyActorRef> {
  harness: Harness;
  /** The call that fails once. */
  call: string;
  /** Starts the machine after the fault is set. */
  start: () => A;
  /** The machine's view of a snapshot. */
  view: (snapshot: ReturnType<A['getSnapshot']>) => unknown;
  /** Sends the retry the way the screen does (through the connect). */
  retry: (actor: A) => void;
  /** The state the retry ends in. */
  ready: StateValue;
}

/** The load → error(RETRY) → ready block of a cabinet machine: the error shows the server's message, the retry loads. */
export async function expectLoadRetry<A extends AnyActorRef>({ harness, call, start, view, retry, ready }: LoadRetryCase<A>): Promise<A> {
  serviceDownOnce(harness, call);
  const actor = start();
  await waitFor(actor, (s) => (s as AnyMachineSnapshot).matches('error'));
  expect(view(actor.getSnapshot() as ReturnType<A['getSnapshot']>)).toMatchObject({
    status: 'error',
    error: 'Сервис временно недоступен',
  });
  retry(actor);
  await waitFor(actor, (s) => (s as AnyMachineSnapshot).matches(ready));
  return actor;
}
