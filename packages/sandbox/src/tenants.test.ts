import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';
import { createTenants, MAX_TENANTS, TENANT_HEADER } from './node';
import { useSandboxServer } from './vitest';

/**
 * Tenants: e2e workers run side by side against one server, each with the sandbox of its
 * `x-mealflow-sandbox-tenant` header; requests without it share the default sandbox.
 */
describe('sandbox tenants over real HTTP', () => {
  const sandbox = createSandbox();
  const http = useSandboxServer(sandbox);

  const headers = (tenant?: string): Record<string, string> => ({
    'content-type': 'application/json',
    ...(tenant ? { [TENANT_HEADER]: tenant } : {}),
  });
  const goals = (tenant?: string) =>
    fetch(`${http.origin}/api/personal-cabinet/v1/menu/goals`, { method: 'POST', headers: headers(tenant), body: '{"cityId": 2}' });
  const control = (path: string, method: string, tenant?: string, body?: string) =>
    fetch(`${http.origin}/__sandbox/${path}`, { method, headers: headers(tenant), ...(body ? { body } : {}) });
  const loggedCalls = async (tenant?: string) =>
    ((await (await control('log', 'GET', tenant)).json()) as Array<{ call: string }>).map((entry) => entry.call);

  it('keeps faults, the log and resets apart per tenant, and the default sandbox apart from them', async () => {
    sandbox.reset();
    await control('reset', 'POST', 'worker-1');
    await control('reset', 'POST', 'worker-2');
    expect((await control('faults', 'POST', 'worker-1', '{"spec": "menu/goals:502"}')).status).toBe(200);

    expect((await goals('worker-1')).status).toBe(502);
    expect((await goals('worker-2')).status).toBe(200);
    expect((await goals()).status).toBe(200);
    expect(sandbox.faults.list()).toEqual([]);

    // The faulted call never reached worker-1's backend; the others answered and logged theirs.
    expect(await loggedCalls('worker-1')).toEqual([]);
    expect(await loggedCalls('worker-2')).toEqual(['menu/goals']);
    expect(await loggedCalls()).toEqual(['menu/goals']);

    await control('reset', 'POST', 'worker-1');
    expect((await goals('worker-1')).status).toBe(200);
    expect(await loggedCalls('worker-1')).toEqual(['menu/goals']);
    expect(await loggedCalls('worker-2')).toEqual(['menu/goals']);
    await control('reset', 'POST', 'worker-2');
    expect(await loggedCalls('worker-2')).toEqual([]);
    expect(await loggedCalls()).toEqual(['menu/goals']);
  });

  it('refuses a tenant name that is not a short word with a readable 400', async () => {
    for (const tenant of ['a b', 'x'.repeat(65), '../x']) {
      const response = await goals(tenant);
      expect(response.status, tenant).toBe(400);
      expect(((await response.json()) as { messages: string[] }).messages[0]).toContain(TENANT_HEADER);
    }
  });

  it('keeps at most MAX_TENANTS sandboxes, dropping the oldest, and gives tenants the default latency', () => {
    const sandboxOf = createTenants(createSandbox({ latencyMs: 40 }));
    const first = sandboxOf('t0');
    expect(first?.latencyMs).toBe(40);
    expect(sandboxOf('t0')).toBe(first);
    for (let index = 1; index <= MAX_TENANTS; index += 1) sandboxOf(`t${index}`);
    expect(sandboxOf('t0')).not.toBe(first);
    expect(sandboxOf(undefined)).toBe(sandboxOf(''));
  });
});
