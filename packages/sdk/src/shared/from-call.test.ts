import { useSandbox } from '@mealflow/sandbox/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { profile } from '../api/endpoints/profile';
import { ApiError } from '../api/errors';
import { fromCall } from './from-call';
import { sandboxClient } from '../testing/sandbox-client';

const harness = useSandbox();
const pending = Symbol('pending');
const settled = (promise: Promise<unknown>, ms = 300) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve(pending), ms)),
  ]);

describe('aborted is not failed (issue 10, defect 10)', () => {
  it('machines get a client whose aborted calls never settle; the public client rejects as "aborted"', async () => {
    const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 1_000 });
    const forMachine = new AbortController();
    const machineCall = mealflow.deps.api.call(profile.get, {}, { signal: forMachine.signal });
    forMachine.abort();
    expect(await settled(machineCall)).toBe(pending);

    const direct = new AbortController();
    const directCall = mealflow.api.call(profile.get, {}, { signal: direct.signal });
    direct.abort();
    await expect(directCall).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('fromCall: a stopped actor whose call rejects late reports nothing; a live one reports failures', async () => {
    let reject: (error: unknown) => void = () => undefined;
    const logic = fromCall<string>(() => new Promise<string>((_, r) => (reject = r)));
    const stopped = createActor(logic).start();
    stopped.stop();
    reject(new ApiError({ kind: 'aborted', call: 'x', message: 'x', userMessage: '' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(stopped.getSnapshot().status).toBe('stopped');

    const live = createActor(
      fromCall<string>(() => Promise.reject(new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'n' }))),
    );
    const errors: unknown[] = [];
    live.subscribe({ error: (error) => errors.push(error) });
    live.start();
    await new Promise((r) => setTimeout(r, 10));
    expect(live.getSnapshot().status).toBe('error');
    expect(errors).toHaveLength(1);
  });
});
