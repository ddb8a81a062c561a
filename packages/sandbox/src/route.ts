import { endpointRegistry, isEffectEndpoint } from '@mealflow/sdk/api';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { FAULT_HEADER, type FaultRegistry } from './faults';
import { parseJson } from './json';
import { ensureClient, type SandboxClient, type SandboxStore } from './store';

export interface Sandbox {
  store: SandboxStore;
  faults: FaultRegistry;
  /** Artificial latency added to every answer (ms); 0 in tests, a little in the dev server. */
  latencyMs: number;
}

export interface RouteContext {
  sandbox: Sandbox;
  store: SandboxStore;
  request: Request;
  /** Parsed JSON body (POST) or {}. */
  body: Record<string, unknown>;
  query: URLSearchParams;
  params: Record<string, string | readonly string[] | undefined>;
  /** "Now" for this request: the `X-Test-Time` header when present, else the wall clock. */
  now: number;
  /** The authenticated client, if the request carries a valid client token. */
  client: SandboxClient | undefined;
}

/** The header a client sends to make a call idempotent (charges, order creation). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type Resolver = (ctx: RouteContext) => Response | Promise<Response>;

export const ok = (data: Record<string, unknown> = {}, init?: ResponseInit) => HttpResponse.json({ success: true, ...data }, init);

export const fail = (status: number, messages: string[], extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ success: false, messages, ...extra }, { status });

export const unauthorized = () => fail(401, ['Unauthorized']);

/** Replaces every payload field with a value of the wrong type, keeping the envelope. */
function corrupt(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['malformed'];
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [key, field] of Object.entries(value)) {
    if (key === 'success' || key === 'messages' || key === 'code') {
      out[key] = field;
      continue;
    }
    changed = true;
    out[key] =
      typeof field === 'string' ? 12345 : typeof field === 'number' ? 'not-a-number' : typeof field === 'boolean' ? 'yes' : 'corrupted';
  }
  return changed ? out : ['malformed'];
}

/**
 * An answer that asks for a credential before doing anything (401, 403 → front-SMS token, the
 * `enable_captcha` refusal): the same idempotency key may come again with it and must be served.
 */
async function isChallenge(response: Response): Promise<boolean> {
  if (response.status === 401 || response.status === 403) return true;
  const data: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const messages = typeof data === 'object' && data !== null ? (data as { messages?: unknown }).messages : undefined;
  return Array.isArray(messages) && messages.includes('enable_captcha');
}

type ParsedBody = { ok: true; body: Record<string, unknown> } | { ok: false; message: string };

const isForm = (request: Request) =>
  /application\/x-www-form-urlencoded|multipart\/form-data/i.test(request.headers.get('content-type') ?? '');

/** The JSON body of a POST: `{}` when empty, an error message when it is not a JSON object. */
async function readBody(request: Request, call: string): Promise<ParsedBody> {
  if (request.method === 'GET' || request.method === 'HEAD' || isForm(request)) return { ok: true, body: {} };
  const text = await request.clone().text();
  if (!text.trim()) return { ok: true, body: {} };
  const json = parseJson(text, `the body of ${call}`);
  if (!json.ok) return json;
  const parsed = json.value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, message: `sandbox: the body of ${call} must be a JSON object` };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}

/**
 * The calls that move money or create something, as the SDK's registry declares them
 * (`defineEffect`): each run of their handler that succeeds is counted `effects:<call>` (README
 * "Effects"), so a test reads one counter per effect, whatever the handler counts itself.
 */
const EFFECT_CALLS = new Set(
  endpointRegistry.filter((endpoint) => isEffectEndpoint(endpoint)).map((endpoint) => `${endpoint.method} ${endpoint.name}`),
);

async function succeeded(response: Response): Promise<boolean> {
  if (response.status < 200 || response.status >= 300) return false;
  const data: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return !(typeof data === 'object' && data !== null && (data as { success?: unknown }).success === false);
}

/** How many calls the request log keeps (the oldest go first). */
export const LOG_LIMIT = 500;

/** Card data never reaches the log: cryptograms, full card numbers, CVV and expiry are masked; a BIN stays. */
const SECRET_KEYS = new Set(['cryptogram', 'cvv', 'cvc', 'expiry', 'exp', 'pan', 'cardholder_data']);
export function redactCardData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactCardData);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (SECRET_KEYS.has(key.toLowerCase())) out[key] = '[redacted]';
    else if (key === 'cardNumber' && String(field).replace(/\D/g, '').length > 6) out[key] = '[redacted]';
    else out[key] = redactCardData(field);
  }
  return out;
}

function record(store: SandboxStore, call: string, body: unknown, arrivedAt: number, replayed?: boolean) {
  store.log.push({ call, body: redactCardData(body), arrivedAt, at: Date.now(), ...(replayed ? { replayed } : {}) });
  if (store.log.length > LOG_LIMIT) store.log.splice(0, store.log.length - LOG_LIMIT);
}

function requestNow(request: Request): number {
  const header = request.headers.get('X-Test-Time');
  if (header) {
    const parsed = Date.parse(header);
    if (Number.isFinite(parsed)) return parsed;
  }
  return Date.now();
}

/**
 * Declares one backend call. `call` is the spec's name and the path under
 * `/api/personal-cabinet/{version}/`; with `absolute`, the path from the site root.
 */
export function route(
  sandbox: Sandbox,
  method: 'GET' | 'POST' | 'DELETE',
  call: string,
  resolver: Resolver,
  options: { absolute?: boolean } = {},
): HttpHandler {
  const path = options.absolute ? `*/${call}` : `*/api/personal-cabinet/:version/${call}`;
  const verb = method === 'GET' ? http.get : method === 'POST' ? http.post : http.delete;
  const name = call.replace(/\.json$/, '').replace(/\/:[^/]+/g, '');
  return verb(path, async ({ request, params }) => {
    const { store, faults } = sandbox;
    // When it reached the sandbox, before any latency (the log's `arrivedAt`).
    const arrivedAt = Date.now();
    // The store this request arrived at: a reset while it is read or waits ends it (below).
    const generation = store.generation;
    // A fault may name the method too ('POST bonus/store') when one call name has a GET and a POST.
    const faultHeader = request.headers.get(FAULT_HEADER);
    const fault = faults.take(`${method} ${name}`, faultHeader) ?? faults.take(name, faultHeader);
    const parsed = await readBody(request, name);
    if (!parsed.ok) return fail(400, [parsed.message]);
    const { body } = parsed;
    // Arrived, not yet answered: a charge in flight makes its order "being processed".
    const flight = { call: name, body };
    store.inFlight.add(flight);
    try {
      if (sandbox.latencyMs > 0) await delay(sandbox.latencyMs);
      if (fault?.kind === 'delay') await delay(fault.ms);
      // Reset while it was read or waited: the backend that took it is gone (SandboxStore.generation).
      if (store.generation !== generation) return HttpResponse.error();
      if (fault?.kind === 'network') return HttpResponse.error();
      if (fault?.kind === 'status' && !fault.after) {
        return HttpResponse.json(fault.body ?? { success: false, messages: [] }, { status: fault.status });
      }
      const token = request.headers.get('X-Client-Token');
      const phone = token ? store.tokens.get(token) : undefined;
      const ctx: RouteContext = {
        sandbox,
        store,
        request,
        body,
        query: new URL(request.url).searchParams,
        params,
        now: requestNow(request),
        client: phone ? ensureClient(store, phone) : undefined,
      };
      // Idempotency: the same key on the same call gets the first answer, and the handler runs once.
      const key = request.headers.get(IDEMPOTENCY_HEADER);
      const memo = key ? `${name}:${key}` : undefined;
      const effect = EFFECT_CALLS.has(`${method} ${name}`);
      const answer = async (): Promise<Response> => {
        const first = memo ? store.idempotent.get(memo) : undefined;
        if (first) {
          record(store, name, body, arrivedAt, true);
          return (await first).clone();
        }
        record(store, name, body, arrivedAt);
        const pending = Promise.resolve(resolver(ctx));
        if (memo)
          store.idempotent.set(
            memo,
            pending.then((r) => r.clone()),
          );
        const response = await pending;
        // A challenge is not a result: the client's retry with the token or the captcha runs the call.
        if (memo && (await isChallenge(response))) store.idempotent.delete(memo);
        if (effect && (await succeeded(response))) store.count(`effects:${name}`);
        return response;
      };
      let response = await answer();
      // A browser re-sending the POST after a dropped connection: the same request reaches the handler again.
      if (fault?.kind === 'resent') for (let i = 0; i < fault.resends; i++) response = await answer();
      if (fault?.kind === 'status') return HttpResponse.json(fault.body ?? { success: false, messages: [] }, { status: fault.status });
      if (fault?.kind === 'lost') return HttpResponse.error();
      if (fault?.kind === 'malformed') {
        const data: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        return HttpResponse.json(corrupt(data) as Record<string, unknown>, { status: response.status });
      }
      return response;
    } finally {
      store.inFlight.delete(flight);
    }
  });
}
