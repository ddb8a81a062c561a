import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';
import { createSandbox } from './index';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json';
import { BODY_LIMIT_BYTES, IDLE_CONNECTION_MS } from './node';
import { useSandboxServer } from './vitest';

/** The standalone sandbox as a service other apps call (issue 33): CORS, limits, the command. */
const APP = 'http://localhost:3000';
const sandbox = createSandbox();
const http = useSandboxServer(sandbox, { corsOrigins: [APP, 'https://demo.example'] });
const open = useSandboxServer(createSandbox(), { corsOrigins: ['*'] });
const closed = useSandboxServer(createSandbox());
beforeEach(() => sandbox.reset());

const api = (origin: string, call: string) => `${origin}/api/personal-cabinet/v1/${call}`;
const messages = async (response: Response) => ((await response.json()) as { messages: string[] }).messages;
const preflight = (origin: string, from: string) =>
  fetch(api(origin, 'authentication/send-sms'), {
    method: 'OPTIONS',
    headers: {
      origin: from,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-client-token,idempotency-key',
    },
  });

describe('CORS for the configured origins', () => {
  it.each([
    { server: 'configured', from: APP },
    { server: 'configured', from: 'https://demo.example' },
    { server: 'any origin (*)', from: 'https://anything.example' },
  ])('$server: a page on $from gets its preflight answered and may read the answers', async ({ server, from }) => {
    const origin = server === 'configured' ? http.origin : open.origin;
    const answer = await preflight(origin, from);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(from);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type,x-client-token,idempotency-key');
    const call = await fetch(api(origin, 'menu/goals'), {
      method: 'POST',
      headers: { origin: from, 'content-type': 'application/json' },
      body: '{"cityId": 2}',
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe(from);
    expect(call.headers.get('vary')).toContain('Origin');
  });

  it.each([
    { server: 'configured', from: 'https://evil.example' },
    { server: 'without origins', from: APP },
  ])('$server: a page on $from is not allowed', async ({ server, from }) => {
    const origin = server === 'configured' ? http.origin : closed.origin;
    const answer = await preflight(origin, from);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    if (server === 'configured') {
      expect(answer.status).toBe(403);
      expect((await messages(answer))[0]).toContain(`--cors-origin ${from}`);
    }
    const call = await fetch(api(origin, 'menu/goals'), {
      method: 'POST',
      headers: { origin: from, 'content-type': 'application/json' },
      body: '{"cityId": 2}',
    });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a public page calling the sandbox on localhost may (Private Network Access)', async () => {
    const answer = await fetch(api(http.origin, 'menu/goals'), {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST', 'access-control-request-private-network': 'true' },
    });
    expect(answer.headers.get('access-control-allow-private-network')).toBe('true');
  });
});

/** Sends raw bytes and resolves with what came back once the server closed the connection. */
function raw(origin: string, request: string, giveUpMs: number): Promise<{ answer: string; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.on('error', () => undefined);
  });
}

describe('idle keep-alive connections', () => {
  // Node's default 5 s closed a connection Playwright's request fixture was reusing under load
  // (ECONNRESET on GET /__sandbox/log); scripts/keep-alive-probe.mjs idles one 6 s and reuses it.
  it("keeps an idle connection past its clients' reuse, and tells them so (Keep-Alive: timeout=310)", async () => {
    const { host } = new URL(closed.origin);
    const { answer, closed: ended } = await raw(closed.origin, `GET /__sandbox/counters HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 500);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(new RegExp(`\r\nKeep-Alive: timeout=${IDLE_CONNECTION_MS / 1000}\r\n`, 'i'));
    expect(ended).toBe(false);
  });
});

describe('limits of what a client sends', () => {
  it('a declared 5 MB body with 2 bytes sent: 413 at once and the connection closed', async () => {
    const { host } = new URL(http.origin);
    const request = `POST /api/personal-cabinet/v1/menu/full HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n{}`;
    const { answer, closed } = await raw(http.origin, request, 3_000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(String(BODY_LIMIT_BYTES));
  });

  const nested = (levels: number, open: string, close: string, inner = '1') => `${open.repeat(levels)}${inner}${close.repeat(levels)}`;
  it.each([
    { name: 'objects 20 000 levels deep', body: nested(20_000, '{"a":', '}') },
    { name: 'arrays 20 000 levels deep', body: nested(20_000, '[', ']') },
    { name: `objects ${MAX_JSON_DEPTH + 1} levels deep`, body: nested(MAX_JSON_DEPTH + 1, '{"a":', '}') },
  ])('JSON $name: a readable 400 on calls and on the control surface, not a 500', async ({ body }) => {
    for (const url of [api(http.origin, 'menu/goals'), `${http.origin}/__sandbox/faults`]) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status, url).toBe(400);
      expect((await messages(response))[0]).toMatch(new RegExp(`nests deeper than ${MAX_JSON_DEPTH} levels`));
    }
    expect(
      (
        await fetch(api(http.origin, 'menu/goals'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"cityId": 2}',
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    { text: nested(MAX_JSON_DEPTH, '{"a":', '}'), deeper: false },
    { text: `{"note": "${'['.repeat(100)}", "escaped": "\\"[[[["}`, deeper: false },
    { text: `[${'{'.repeat(MAX_JSON_DEPTH)}`, deeper: true },
  ])('depth is counted outside strings ($deeper)', ({ text, deeper }) => {
    expect(nestsDeeperThan(text)).toBe(deeper);
  });
});

describe('faults in object form, as the README lists them', () => {
  const inject = (fault: unknown) =>
    fetch(`${http.origin}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call: 'menu/goals', fault }),
    });
  const goals = () =>
    fetch(api(http.origin, 'menu/goals'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"cityId": 2}' });

  it.each([
    { fault: { kind: 'status', status: 503, times: 1 }, effect: 'status 503' },
    { fault: { kind: 'malformed', times: 1 }, effect: 'status 200' },
    { fault: { kind: 'network', times: 1 }, effect: 'dropped' },
    { fault: { kind: 'lost', times: 1 }, effect: 'dropped' },
    { fault: { kind: 'delay', ms: 10, times: 1 }, effect: 'status 200' },
  ])('{kind: "$fault.kind"} is accepted and fires once', async ({ fault, effect }) => {
    expect((await inject(fault)).status).toBe(200);
    const answer = await goals().then(
      (response) => `status ${response.status}`,
      () => 'dropped',
    );
    expect(answer).toBe(effect);
    // `lost`: the handler ran (the call is in the log), only the answer was dropped.
    if (fault.kind === 'lost') expect(sandbox.store.log.map((entry) => entry.call)).toContain('menu/goals');
    expect((await goals()).status).toBe(200);
  });
});

describe('the mealflow-sandbox command', () => {
  it("is the package's bin, run by node", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { bin?: Record<string, string> };
    expect(pkg.bin).toEqual({ 'mealflow-sandbox': './dist/cli.js' });
    expect(readFileSync(new URL('./cli.ts', import.meta.url), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it.each([
    { argv: [], env: {}, options: { port: 5174, host: '127.0.0.1', corsOrigins: [], latencyMs: 0 } },
    { argv: ['--port', '0', '--host', '0.0.0.0'], env: {}, options: { port: 0, host: '0.0.0.0', corsOrigins: [], latencyMs: 0 } },
    {
      argv: ['--cors-origin', 'http://localhost:3000/', '--cors-origin', 'https://a.example,https://b.example:8443'],
      env: {},
      options: {
        port: 5174,
        host: '127.0.0.1',
        corsOrigins: ['http://localhost:3000', 'https://a.example', 'https://b.example:8443'],
        latencyMs: 0,
      },
    },
    {
      argv: ['--latency', '150'],
      env: { SANDBOX_PORT: '6000', SANDBOX_CORS_ORIGINS: '*' },
      options: { port: 6000, host: '127.0.0.1', corsOrigins: ['*'], latencyMs: 150 },
    },
  ])('$argv with $env', ({ argv, env, options }) => {
    expect(parseCliArgs(argv, env)).toEqual({ ok: true, options });
  });

  it.each([
    { argv: ['--port', 'x'], message: /port/ },
    { argv: ['--port', '70000'], message: /port/ },
    { argv: ['--port'], message: /--port needs a value/ },
    { argv: ['--cors-origin', 'localhost:3000'], message: /not an origin/ },
    { argv: ['--cors-origin', 'http://a.example/path'], message: /not an origin/ },
    { argv: ['--verbose', '1'], message: /unknown option --verbose/ },
    { argv: ['--latency', '-5'], message: /latency/ },
  ])('$argv is refused with a reason', ({ argv, message }) => {
    const parsed = parseCliArgs(argv);
    expect(parsed.ok).toBe(false);
    if (parsed.ok === false) expect(parsed.message).toMatch(message);
  });

  it('--help', () => expect(parseCliArgs(['--help'])).toEqual({ ok: 'help' }));
});
