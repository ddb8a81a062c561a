/**
 * `@mealflow/sandbox/vitest`: the test harness of every SDK test. The real sandbox handlers on
 * msw/node, the real API client, in-memory ports: tests drive the SDK through this, never through
 * mocks of our own code. It lives here (the sandbox depends on the SDK) so that the SDK's source
 * imports no sandbox.
 */
import { createMemoryPorts, type MemoryPorts, type MemoryPortsOptions } from '@mealflow/sdk';
import { createApiClient, type ApiClient } from '@mealflow/sdk/api';
import { setupServer } from 'msw/node';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox, type SandboxInstance } from './index';
import { startSandboxServer, type SandboxHttpOptions } from './node';

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

/**
 * The sandbox behind a real HTTP server on a free port for one test file (`options`: CORS); `origin`
 * once it listens, and `post(call, body)`: a JSON POST to an API call (`payments/for-order`).
 */
export function useSandboxServer(
  sandbox: SandboxInstance = createSandbox(),
  options: SandboxHttpOptions = {},
): { sandbox: SandboxInstance; readonly origin: string; post(call: string, body: unknown): Promise<Response> } {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0, sandbox, ...options });
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    sandbox,
    get origin() {
      return origin;
    },
    post: (call, body) =>
      fetch(`${origin}/api/personal-cabinet/v1/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}
