import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { control } from './control';
import { createSandbox, type SandboxInstance } from './index';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The largest body the sandbox reads (a real backend refuses more too). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  // A body without a declared length (chunked): past the limit the rest is drained (not kept), so
  // the client gets its 413 instead of a reset. A declared one over it never gets here.
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= BODY_LIMIT_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > BODY_LIMIT_BYTES) throw new BodyTooLarge();
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const method = req.method ?? 'GET';
  const body = chunks.length && method !== 'GET' && method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method, headers, ...(body ? { body } : {}) });
}

async function send(res: ServerResponse, response: Response) {
  if (response.type === 'error') {
    // A network error: drop the connection the way a dead backend would.
    res.socket?.destroy();
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const json = (res: ServerResponse, status: number, data: unknown) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(data));
};

/** A body too large to read: 413 at once, and the connection closed (its unread rest never waited for). */
function refuseBody(res: ServerResponse) {
  res.setHeader('connection', 'close');
  json(res, 413, { success: false, messages: [`sandbox: request body over ${BODY_LIMIT_BYTES} bytes`] });
}

export interface SandboxHttpOptions {
  /**
   * Origins whose browser pages may call the sandbox (CORS: `Access-Control-Allow-Origin`, the
   * `OPTIONS` preflight answered); `*` allows any origin. None by default: same origin only.
   */
  corsOrigins?: readonly string[];
}

/**
 * CORS for the configured origins. Returns true when it answered the request itself (a preflight:
 * 204 with what may be sent, or 403 for an origin not configured).
 */
function cors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin || origins.length === 0) return false;
  const allowed = origins.includes('*') || origins.includes(origin);
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('vary', 'Origin');
  }
  if (req.method !== 'OPTIONS' || req.headers['access-control-request-method'] === undefined) return false;
  if (!allowed) {
    json(res, 403, {
      success: false,
      messages: [`sandbox: the origin ${origin} may not call this sandbox (start it with --cors-origin ${origin})`],
    });
    return true;
  }
  res.statusCode = 204;
  res.setHeader('access-control-allow-methods', 'GET, POST, DELETE');
  // The API client's headers (token, idempotency key, fault switch, test time, tenant …), as asked.
  res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '');
  res.setHeader('access-control-max-age', '600');
  // A page on a public site calling a sandbox on localhost (Chrome's Private Network Access).
  if (req.headers['access-control-request-private-network'] === 'true') res.setHeader('access-control-allow-private-network', 'true');
  res.end();
  return true;
}

/**
 * The request header that picks a sandbox tenant: requests carrying it get a sandbox of their own
 * (state, faults, counters, log), created on first use with the default sandbox's latency. Requests
 * without it share the default sandbox. e2e workers set it (playwright.config.ts), so journeys run
 * side by side without seeing each other's orders or faults; the app never sends it.
 */
export const TENANT_HEADER = 'x-mealflow-sandbox-tenant';
/** Tenants kept at most; past it the oldest is dropped (a long-running dev server stays bounded). */
export const MAX_TENANTS = 32;
const TENANT_PATTERN = /^[\w-]{1,64}$/;

/** The sandbox of a request: its tenant's (created on first use) or the default one. */
export function createTenants(fallback: SandboxInstance): (tenant: string | undefined) => SandboxInstance | undefined {
  const tenants = new Map<string, SandboxInstance>();
  return (tenant) => {
    if (tenant === undefined || tenant === '') return fallback;
    if (!TENANT_PATTERN.test(tenant)) return undefined;
    let sandbox = tenants.get(tenant);
    if (!sandbox) {
      sandbox = createSandbox({ latencyMs: fallback.latencyMs });
      tenants.set(tenant, sandbox);
      if (tenants.size > MAX_TENANTS) tenants.delete(tenants.keys().next().value as string);
    }
    return sandbox;
  };
}

/**
 * Connect-style middleware that answers the sandbox's API paths (and passes anything else on),
 * plus a control surface for tests: `POST /__sandbox/reset`, `POST /__sandbox/faults`
 * (`{ "spec": "client-profile:malformed" }` or `{ "call", "fault" }`), `DELETE /__sandbox/faults`,
 * `GET /__sandbox/counters`, `GET /__sandbox/log`. Anything else on `/__sandbox/` is a 400/404/405
 * with a readable message; bodies over `BODY_LIMIT_BYTES` get 413. Each request goes to its
 * tenant's sandbox (`TENANT_HEADER`), the control surface included.
 */
/** The static menu files (`/menus/{brand}/current.json`, …); `/menus/{orderId}` stays the app's page. */
const STATIC_MENU_FILE = /^\/menus\/.+\.json$/;

export function createSandboxMiddleware(sandbox: SandboxInstance = createSandbox(), options: SandboxHttpOptions = {}): Middleware {
  const sandboxOf = createTenants(sandbox);
  const corsOrigins = options.corsOrigins ?? [];
  return (req, res, next) => {
    void (async () => {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const isControl = path.startsWith('/__sandbox/');
      if (
        !isControl &&
        !path.startsWith('/api/') &&
        !path.startsWith('/configs/') &&
        !STATIC_MENU_FILE.test(path) &&
        !path.startsWith('/sandbox-acs') &&
        !path.startsWith('/sandbox-assist')
      )
        return next();
      if (cors(req, res, corsOrigins)) return;
      // A declared body over the limit is refused before a byte of it is read.
      if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) return refuseBody(res);
      const header = req.headers[TENANT_HEADER];
      const target = sandboxOf(Array.isArray(header) ? header[0] : header);
      if (!target)
        return json(res, 400, { success: false, messages: [`sandbox: ${TENANT_HEADER} takes 1-64 letters, digits, '_' or '-'`] });
      const request = await toRequest(req, origin);
      if (isControl) {
        const answer = control(target, path, req.method ?? 'GET', await request.text());
        return json(res, answer.status, answer.body);
      }
      const response = await getResponse(target.handlers, request);
      if (!response) return json(res, 404, { success: false, messages: [`sandbox: no handler for ${req.method} ${path}`] });
      await send(res, response);
    })().catch((error: unknown) => {
      if (error instanceof BodyTooLarge) return refuseBody(res);
      json(res, 500, { success: false, messages: [`sandbox: ${String(error)}`] });
    });
  };
}

/** How long a client may take to send its whole request (headers and body) to the standalone server. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * How long the sandbox's HTTP servers keep an idle keep-alive connection: longer than any of their
 * clients keeps one to reuse. Node's default (5 s, plus a second's grace in Node 24) closes one at
 * the moment a client may be sending its next request on it, and that request dies with ECONNRESET
 * (Playwright's request fixture on `GET /__sandbox/log` in a fresh-clone CI run: its agent retires an
 * idle socket a second before the server's `Keep-Alive: timeout=5` hint, but on a loaded machine
 * that timer runs late). Chromium keeps a used idle socket up to 5 minutes (and re-sends a request
 * that met a closed one: the `resent` fault), Node's agents (Playwright's, undici's) the server's hint
 * less a second: 5 min 10 s outlasts them, so the client always closes first. An idle connection is
 * not a request: `requestTimeout` and `headersTimeout` count from a request's first byte, so they stay.
 */
export const IDLE_CONNECTION_MS = 310_000;

/** Keeps idle connections past every client's reuse (`IDLE_CONNECTION_MS`): the standalone server, Vite's dev and preview servers. */
export function keepIdleConnections(server: Pick<Server, 'keepAliveTimeout'>): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
}

/**
 * A standalone sandbox backend on localhost (for e2e and for pointing other clients at it; the
 * `mealflow-sandbox` command). `corsOrigins`: the origins of browser apps that call it (CORS).
 */
export function startSandboxServer(
  options: { port?: number; host?: string; sandbox?: SandboxInstance } & SandboxHttpOptions = {},
): Promise<Server> {
  const middleware = createSandboxMiddleware(options.sandbox, options.corsOrigins ? { corsOrigins: options.corsOrigins } : {});
  const server = createServer({ requestTimeout: REQUEST_TIMEOUT_MS }, (req, res) =>
    middleware(req, res, () => json(res, 404, { success: false, messages: ['not found'] })),
  );
  keepIdleConnections(server);
  return new Promise((resolve) => {
    server.listen(options.port ?? 5174, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

export { createSandbox };
