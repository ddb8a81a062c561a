import { createSandbox } from '@mealflow/sandbox';
import { createMemoryPorts } from '@mealflow/sdk';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { appActorSteps, createAppCore, startSession } from './runtime';

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

describe('appActorSteps', () => {
  // main.tsx lets the browser run between the steps (issue 35: made together, the three actors
  // were one long task on every page).
  it('starts the city, then the A/B tests, then the referral, a step each', () => {
    const started: string[] = [];
    const inspect = (event: InspectionEvent) => {
      const systemId = (event.actorRef as { options?: { systemId?: string } }).options?.systemId;
      if (event.type === '@xstate.actor' && systemId && ['city', 'abTests', 'referral'].includes(systemId)) started.push(systemId);
    };
    const core = createAppCore({ ports: createMemoryPorts({ path: '/dashboard' }), baseURL: 'http://sandbox.test', inspect });
    const session = startSession(core);
    const steps = appActorSteps(core, session);

    expect(steps.next().done).toBe(false);
    expect(started).toEqual(['city']);
    expect(steps.next().done).toBe(false);
    expect(started).toEqual(['city', 'abTests']);
    const last = steps.next();
    expect(started).toEqual(['city', 'abTests', 'referral']);
    expect(last.done && last.value.session).toBe(session);
    if (last.done) for (const actor of [last.value.city, last.value.abTests, last.value.referral, session]) actor.stop();
  });
});
