import { SANDBOX_ORIGIN, type Harness } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../api/protocol';
import { createMealflow, type Mealflow } from '../create-mealflow';
import type { MemoryPorts, MemoryPortsOptions } from '../ports/memory';

/** The returning client of the sandbox's seed (`sandbox-token-returning`): the token most tests log in with. */
export const RETURNING = 'sandbox-token-returning';

export interface SandboxClientOptions extends MemoryPortsOptions {
  /** The client's token cookie; none: a visitor. */
  token?: string | undefined;
  /** The sandbox's test time cookie (an ISO date-time with its offset), what the server takes as "now". */
  testTime?: string | undefined;
  /** The client's timeout; 2 s unless a test waits out a slow answer. */
  timeoutMs?: number;
}

/**
 * The one start of every SDK test: fresh memory ports (with the token and test-time cookies when
 * given) and a mealflow on the sandbox. Each test then creates the actor it drives from
 * `mealflow.machines` (or a machine's `provide…(mealflow.deps)`).
 */
export function sandboxClient(harness: Harness, options: SandboxClientOptions = {}): { ports: MemoryPorts; mealflow: Mealflow } {
  const { token, testTime, timeoutMs = 2_000, cookies, ...portOptions } = options;
  const { ports } = harness.setup({
    ...portOptions,
    cookies: {
      ...(token !== undefined ? { [COOKIES.clientToken]: token } : {}),
      ...(testTime !== undefined ? { [COOKIES.testTime]: testTime } : {}),
      ...cookies,
    },
  });
  return { ports, mealflow: createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs }) };
}
