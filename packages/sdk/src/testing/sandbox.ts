/**
 * Test harness: the real sandbox handlers on msw/node, the real API client, in-memory ports.
 * Tests drive the SDK through this, never through mocks of our own code.
 */
import { createSandbox, type SandboxInstance } from '@mealflow/sandbox';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '../api/client';
import { createMemoryPorts, type MemoryPorts, type MemoryPortsOptions } from '../ports/memory';

export const SANDBOX_ORIGIN = 'http://sandbox.test';

export interface Harness {
  sandbox: SandboxInstance;
  /** Fresh ports and client for one test. */
  setup(options?: MemoryPortsOptions): { ports: MemoryPorts; api: ApiClient };
}

/** Call once at the top of a test file. */
export function useSandbox(): Harness {
  const sandbox = createSandbox();
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sandbox.reset());
  afterAll(() => server.close());
  return {
    sandbox,
    setup(options = {}) {
      const ports = createMemoryPorts(options);
      const api = createApiClient({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
      return { ports, api };
    },
  };
}
