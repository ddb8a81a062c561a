import { describe, expect, it, vi } from 'vitest';
import { createSandbox, parseFaultSpec } from './index';
import { useSandboxServer } from './vitest';

describe('parseFaultSpec', () => {
  it('reads status, malformed, network, lost and delay faults, comma separated', () => {
    expect(parseFaultSpec('payments/charge-card:lost')).toEqual([{ call: 'payments/charge-card', fault: { kind: 'lost' } }]);
    expect(parseFaultSpec('client-profile:malformed, authentication/login:500,*:delay=2000,orders/get:network,bad')).toEqual([
      { call: 'client-profile', fault: { kind: 'malformed' } },
      { call: 'authentication/login', fault: { kind: 'status', status: 500 } },
      { call: '*', fault: { kind: 'delay', ms: 2000 } },
      { call: 'orders/get', fault: { kind: 'network' } },
    ]);
  });
});

describe('the sandbox over real HTTP', () => {
  const sandbox = createSandbox();
  const http = useSandboxServer(sandbox);

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${http.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('logs in with the last four digits and serves the profile to that token', async () => {
    const login = await post('/api/personal-cabinet/v1/authentication/login', { phone: '+79161234567', code: '4567' });
    expect(login.status).toBe(200);
    const { client_token: token } = (await login.json()) as { client_token: string };
    const profile = await fetch(`${http.origin}/api/personal-cabinet/v1/client-profile`, { headers: { 'X-Client-Token': token } });
    expect(((await profile.json()) as { profile: { phone: string } }).profile.phone).toBe('+79161234567');
  });

  it('rejects a wrong code with the spec message', async () => {
    const response = await post('/api/personal-cabinet/v1_1/authentication/login', { phone: '+79161234567', code: '1234' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, messages: ['Вы ввели неверный пароль'] });
  });

  it('injects faults through the control surface and the header, and resets', async () => {
    await post('/__sandbox/faults', { spec: 'client-profile:503' });
    const faulty = await fetch(`${http.origin}/api/personal-cabinet/v1/client-profile`, {
      headers: { 'X-Client-Token': 'sandbox-token-returning' },
    });
    expect(faulty.status).toBe(503);
    await fetch(`${http.origin}/__sandbox/faults`, { method: 'DELETE' });
    const byHeader = await fetch(`${http.origin}/api/personal-cabinet/v1/client-profile`, {
      headers: { 'X-Client-Token': 'sandbox-token-returning', 'X-Mealflow-Fault': 'client-profile:malformed' },
    });
    const body = (await byHeader.json()) as Record<string, unknown>;
    expect(body['success']).toBe(true);
    expect(body['profile']).toBe('corrupted');
    const healthy = await fetch(`${http.origin}/api/personal-cabinet/v1/client-profile`, {
      headers: { 'X-Client-Token': 'sandbox-token-returning' },
    });
    expect(healthy.status).toBe(200);
    await post('/__sandbox/reset', {});
    expect(sandbox.store.log).toEqual([]);
  });

  it('answers a request still waiting when it is reset with a network error, and it changes nothing', async () => {
    // A story's delayed order creation once landed in the next story's fresh sandbox (an 11th order).
    sandbox.reset();
    const seededTokens = [...sandbox.store.tokens.keys()];
    sandbox.faults.inject('authentication/login', { kind: 'delay', ms: 300, times: 1 });
    const login = post('/api/personal-cabinet/v1/authentication/login', { phone: '+79161234567', code: '4567' });
    await vi.waitFor(() => expect(sandbox.store.inFlight.size).toBe(1));
    sandbox.reset();
    await expect(login).rejects.toThrow();
    expect([...sandbox.store.tokens.keys()]).toEqual(seededTokens);
    expect(sandbox.store.log).toEqual([]);
    // The reset sandbox serves the same call as usual.
    expect((await post('/api/personal-cabinet/v1/authentication/login', { phone: '+79161234567', code: '4567' })).status).toBe(200);
  });

  it('drops the connection for a network fault', async () => {
    sandbox.faults.inject('client-profile', { kind: 'network', times: 1 });
    await expect(fetch(`${http.origin}/api/personal-cabinet/v1/client-profile`)).rejects.toThrow();
  });

  it('answers unknown API paths with a readable 404', async () => {
    const response = await fetch(`${http.origin}/api/personal-cabinet/v1/no-such-call`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { messages: string[] }).messages[0]).toContain('no handler');
  });
});
