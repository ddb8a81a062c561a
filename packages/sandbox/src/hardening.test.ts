import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from './index';
import { BODY_LIMIT_BYTES } from './node';
import { LOG_LIMIT } from './route';
import { useSandboxServer } from './vitest';

/** The sandbox as a product: it must not be a redirect oracle, a card-data sink or a memory leak. */
describe('sandbox hardening over real HTTP', () => {
  const sandbox = createSandbox();
  const http = useSandboxServer(sandbox);
  beforeEach(() => sandbox.reset());

  const api = (call: string) => `${http.origin}/api/personal-cabinet/v1/${call}`;
  const post = (url: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(url, { method: 'POST', headers, body });
  const messages = async (response: Response) => ((await response.json()) as { messages: string[] }).messages;

  const acsComplete = (termUrl: string) =>
    fetch(`${http.origin}/sandbox-acs/complete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MD: 'pay-x', TermUrl: termUrl, result: 'success' }),
    });

  it.each([
    '/.//evil.example',
    '//evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    '/%2F/evil.example/..//evil.example',
    '/..//evil.example',
  ])('the ACS page never redirects off-site (TermUrl %s)', async (termUrl) => {
    const response = await acsComplete(termUrl);
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, http.origin).origin).toBe(http.origin);
  });

  it('the ACS page returns to a same-site path with the result', async () => {
    const response = await acsComplete('/pay/demo-standard/3ds?flow=payment');
    expect(response.headers.get('location')).toBe('/pay/demo-standard/3ds?flow=payment&result=success');
  });

  it('the ACS page carries a return address with & and " through its form unchanged', async () => {
    // As a browser reads the attribute: one pass over the entities.
    const term = '/pay/demo-standard/3ds?flow=payment&note=&amp;"1"';
    const page = await fetch(`${http.origin}/sandbox-acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MD: 'pay-x', TermUrl: term }),
    });
    const html = await page.text();
    const value = /name="TermUrl" value="([^"]*)"/.exec(html)?.[1];
    const decoded = value
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    expect(decoded).toBe(term);
  });

  it('answers malformed JSON with a readable 400 on every call (menu/full included)', async () => {
    for (const call of ['menu/full', 'authentication/login', 'payments/charge-card']) {
      const response = await post(api(call), '{"businessProduct": "standard",');
      expect(response.status).toBe(400);
      expect((await messages(response))[0]).toMatch(new RegExp(`body of ${call} is not valid JSON`));
    }
    const array = await post(api('menu/full'), '[1, 2]');
    expect(array.status).toBe(400);
    expect((await messages(array))[0]).toContain('must be a JSON object');
  });

  // A declared 100 MB is refused from its header: the test sends 64 KB of it and gets its answer
  // (sending all 100 MB took over 30 s at a load average of 20 and failed the unit phase).
  it('refuses a declared 100 MB body with 413 before reading it', async () => {
    const url = new URL(api('menu/full'));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 100 * 1024 * 1024 },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write('x'.repeat(64 * 1024));
    });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(String(BODY_LIMIT_BYTES));
    // the server is still healthy afterwards
    expect((await post(api('menu/goals'), '{"cityId": 2}')).status).toBe(200);
  });

  it('refuses a body without a declared length (chunked) once it passes the limit, with 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * BODY_LIMIT_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(api('menu/full'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await messages(response))[0]).toContain(String(BODY_LIMIT_BYTES));
    expect((await post(api('menu/goals'), '{"cityId": 2}')).status).toBe(200);
  });

  it('never logs cryptograms or card data, and keeps the log bounded', async () => {
    const pay = await post(api('payments/for-order'), JSON.stringify({ orderId_H: 'demo-standard' }));
    const { payment } = (await pay.json()) as { payment: string };
    await post(
      api('payments/charge-card'),
      JSON.stringify({ payment, cryptogram: 'sandbox-rsa:SECRET', name: 'IVAN', cvv: '123', cardNumber: '4242424242424242' }),
    );
    await post(api('orders/check-card-compatible-with-promo'), JSON.stringify({ orderId_H: 'demo-standard', cardNumber: '424242' }));
    const log = JSON.stringify(await (await fetch(`${http.origin}/__sandbox/log`)).json());
    expect(log).not.toContain('SECRET');
    expect(log).not.toContain('4242424242424242');
    expect(log).not.toContain('"123"');
    expect(log).toContain('"cardNumber":"424242"');
    await Promise.all(Array.from({ length: LOG_LIMIT + 20 }, () => fetch(`${http.origin}/configs/common-options.json`)));
    expect(sandbox.store.log.length).toBe(LOG_LIMIT);
    expect(sandbox.store.log.at(-1)?.call).toBe('configs/common-options');
    // LOG_LIMIT + 20 requests through every handler: room on a busy machine (not a speed check).
  }, 30_000);

  it('the control surface accepts {spec} and {call, fault} and refuses anything else with 400', async () => {
    const control = (body: string, method = 'POST', path = '/__sandbox/faults') =>
      fetch(`${http.origin}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body ? { body } : {}) });
    expect((await control('{"spec": "client-profile:503"}')).status).toBe(200);
    expect((await control(JSON.stringify({ call: 'menu/goals', fault: { kind: 'status', status: 502, times: 1 } }))).status).toBe(200);
    expect(sandbox.faults.list().map((f) => f.call)).toEqual(['client-profile', 'menu/goals']);
    expect((await post(api('menu/goals'), '{"cityId": 2}')).status).toBe(502);

    for (const body of [
      '{"spec": "client-profile:teapot"}',
      '{"spec": ""}',
      '{"call": "x"}',
      '{"call": "x", "fault": {"kind": "explode"}}',
      '{"call": "x", "fault": {"kind": "status"}}',
      '{"spec": "a:500", "extra": 1}',
      '[]',
      'not json',
      '',
    ]) {
      const response = await control(body);
      expect(response.status, body).toBe(400);
      expect((await messages(response))[0]).toMatch(/^sandbox: /);
    }
    expect((await control('{"anything": 1}', 'POST', '/__sandbox/reset')).status).toBe(400);
    expect((await control('', 'GET', '/__sandbox/reset')).status).toBe(405);
    expect((await control('', 'GET', '/__sandbox/nope')).status).toBe(404);
    expect(sandbox.faults.list()).toHaveLength(1);
    expect((await control('', 'DELETE')).status).toBe(200);
    expect(sandbox.faults.list()).toHaveLength(0);
  });
});
