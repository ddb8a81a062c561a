import { createSandbox } from '@mealflow/sandbox';
import { landing } from '@mealflow/sdk/storefront';
import { render, screen, waitFor } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { setupServer } from 'msw/node';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useActorValue } from '../shared/runtime/useScreenActor';
import { createStoryRuntime } from '../test/StoryRuntime';

/**
 * React StrictMode (what `npm start` serves) mounts, unmounts and mounts again; `@xstate/react`
 * stops the actor and starts the same actor refs again. The first run's aborted request must not
 * land the restarted actor in its error state (issue 10, defect 10).
 */
const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

const runtime = createStoryRuntime({ path: '/' }, 'http://sandbox.test');

function Catalog() {
  const catalog = useActorRef(runtime.logic(landing.provideCatalog), { input: { cityId: 1, businessProduct: 'standard' } });
  const state = useActorValue(catalog, (s) => `${String(s.value)}${s.context.error ? `: ${s.context.error}` : ''}`);
  return <p>catalog {state}</p>;
}

describe('StrictMode remount', () => {
  it('the landing catalogue loads instead of showing the aborted first request as an error', async () => {
    const seen: string[] = [];
    render(
      <StrictMode>
        <Catalog />
      </StrictMode>,
    );
    await waitFor(
      () => {
        const text = screen.getByText(/^catalog/).textContent ?? '';
        seen.push(text);
        expect(text).toBe('catalog ready');
      },
      { timeout: 3_000 },
    );
    expect(seen.filter((s) => s.startsWith('catalog failed'))).toEqual([]);
  });
});
