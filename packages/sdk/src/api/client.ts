import { ofetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import type { Ports } from '../ports';
import { createCallQueue } from './call-queue';
import { createPrefetch } from './prefetch';
import { ApiError } from './errors';
import type { EffectEndpoint, IntentKey } from './effects';
import type { Endpoint, PlainEndpoint } from './endpoint';
import { COOKIES, HEADERS, QUERY } from './protocol';
import { ErrorBody, type ApiVersion } from './schemas/common';
import { TEXTS } from './texts';
import { serverTextForPeople } from '../domain/server-texts';

export type { Endpoint, HttpMethod, PlainEndpoint } from './endpoint';

/** Declares a call that moves no money and creates nothing (an effect is declared with `defineEffect`). */
export function defineEndpoint<I, O>(endpoint: PlainEndpoint<I, O>): PlainEndpoint<I, O> {
  return endpoint;
}

export type ApiEvent =
  | { type: 'unauthorized'; call: string }
  | { type: 'reloadAddresses'; deliveryId_H: string | undefined }
  | { type: 'notification'; kind: 'error'; message: string; call: string }
  /** A server text not fit for people (technical English): shown as a Russian text, the raw one is for the log. */
  | { type: 'untranslated'; message: string; call: string }
  /**
   * A machine changed the client's orders or subscriptions (the backend answered): every machine
   * that shows them re-reads them (`shared/cabinet-changes.ts`). `by` is the announcing machine's id.
   */
  | CabinetChanged;

/** See `ApiEvent`: what changed, announced by the machine that changed it. */
export interface CabinetChanged {
  type: 'cabinet.changed';
  by: string;
  orderIds: string[];
  clientSubscriptionId_H?: string | undefined;
}

export interface ApiClientOptions {
  /** Origin of the backend, '' for the page's own origin. */
  baseURL: string;
  ports: Pick<Ports, 'cookies' | 'navigation' | 'captcha' | 'notify'>;
  /** Version for calls that do not pin one (the app sets it from the route). */
  version?: () => ApiVersion;
  /** How long a call may wait for its answer (default 15 000 ms); holds with or without a caller's signal. */
  timeoutMs?: number;
  /** The `fetch` every call goes through (default `globalThis.fetch`): a counting or instrumented one, Node's own. */
  fetch?: typeof globalThis.fetch;
  /** Extra headers for every call (the sandbox build adds its fault switch; production adds none). */
  headers?: () => Record<string, string>;
}

export interface CallOptions {
  /** The caller's abort signal (an actor that stops aborts its call): the call fails as `aborted`. */
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: a repeat with the same key gets the first answer (`api/effects.ts`). */
  idempotencyKey?: IntentKey;
  version?: ApiVersion;
  /** This call's own timeout, instead of the client's. */
  timeoutMs?: number;
  /**
   * A call the customer did not make (a status poll, a background check): its failure is never
   * toasted, because the caller shows what it means in place (the SBP dialog's 'Нет связи с банком,
   * проверяем ещё раз…', the payment's 'processing') and simply asks again. The error is thrown as usual.
   */
  background?: boolean;
}

/**
 * `AbortSignal.timeout(ms)`, built on the page's `setTimeout` so that fake clocks (vitest's fake
 * timers, Playwright's `page.clock`) drive it too: a test can prove a 15 s timeout without waiting.
 */
function timeoutSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const id = setTimeout(() => controller.abort(new DOMException(`no response in ${ms} ms`, 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(id) };
}

/** The default client timeout (ms). */
export const API_TIMEOUT_MS = 15_000;

/**
 * One signal that aborts when any of `signals` does. `AbortSignal.any` where it exists (every
 * current browser, Node 20), else a small equivalent.
 */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}

/** The options of an effect call: the customer intent's key is required. */
export interface EffectCallOptions extends CallOptions {
  idempotencyKey: IntentKey;
}

export interface ApiClient {
  /** An effect (money, creation) is sent only with its intent's key: without one it does not type-check. */
  call<I, O>(endpoint: EffectEndpoint<I, O>, input: I, options: EffectCallOptions): Promise<O>;
  call<I, O>(endpoint: PlainEndpoint<I, O>, input: I, options?: CallOptions): Promise<O>;
  /** Starts a read (a GET or a `readOnly` POST) ahead of the screen that needs it: the screen's first identical call takes its answer (`api/prefetch.ts`). Never rejects. */
  prefetch<I, O>(endpoint: PlainEndpoint<I, O>, input: I): Promise<O | undefined>;
  /** Listen to what the error policy did (401 logout, 1002 reload, notifications). */
  subscribe(listener: (event: ApiEvent) => void): () => void;
  /** Tells every listener that a machine changed orders or subscriptions (see `ApiEvent`). */
  announce(change: Omit<CabinetChanged, 'type'>): void;
  token(): string | undefined;
  setToken(token: string): void;
  clearToken(): void;
}

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

function serverMessages(body: unknown): string[] {
  const parsed = v.safeParse(ErrorBody, body);
  if (!parsed.success) return [];
  const { messages, errors, message } = parsed.output;
  const out: string[] = [];
  if (messages) out.push(...messages);
  if (Array.isArray(errors)) out.push(...errors);
  else if (errors) for (const value of Object.values(errors)) out.push(...(Array.isArray(value) ? value : [value]));
  if (message) out.push(message);
  return out.filter((m) => m.trim().length > 0);
}

function errorCode(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const code = Number(body['code']);
  return Number.isFinite(code) && body['code'] !== undefined && body['code'] !== null ? code : undefined;
}

const ENABLE_CAPTCHA = 'enable_captcha';
const asksForCaptcha = (body: unknown): boolean =>
  serverMessages(body).includes(ENABLE_CAPTCHA) || (isRecord(body) && body['code'] === ENABLE_CAPTCHA);

function readQuery(search: string, name: string): string | undefined {
  const params = new URLSearchParams(search);
  return params.has(name) ? (params.get(name) ?? '') : undefined;
}

const abortedError = (call: string) => new ApiError({ kind: 'aborted', call, message: `${call}: aborted by the caller`, userMessage: '' });

/** The front-SMS-token call, used by the 403 policy. */
const efstEndpoint = defineEndpoint<{ gaClientId?: string }, { efst: string }>({
  name: 'efst',
  method: 'POST',
  path: 'efst',
  isEfst: true,
  response: v.object({ efst: v.pipe(v.string(), v.minLength(1)) }),
});

/** The 1002 policy: the client's addresses for a delivery. */
const reloadAddressesEndpoint = defineEndpoint<{ deliveryId_H: string }, unknown>({
  name: 'deliveries/address',
  method: 'GET',
  path: 'deliveries/address',
  response: v.unknown(),
});

/**
 * The one HTTP client of the SDK. It owns the spec's error policy (order-funnel §8,
 * personal-cabinet §8) so that machines only ever see a validated value or an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { ports } = options;
  const defaultTimeout = options.timeoutMs ?? API_TIMEOUT_MS;
  const listeners = new Set<(event: ApiEvent) => void>();
  const emit = (event: ApiEvent) => {
    for (const listener of listeners) listener(event);
  };
  // No ofetch `timeout`: ofetch drops it when a call passes its own signal, so the client builds
  // one signal from the caller's and its own timeout (`send`).
  // The caller's `fetch` is one of ofetch's global options (the second argument): among the call
  // defaults ofetch ignores it, and every call went to `globalThis.fetch` (the app's counting fetch,
  // `countedFetch`, counted none).
  const $fetch = ofetch.create({ retry: 0, ignoreResponseError: true }, options.fetch ? { fetch: options.fetch } : {});

  const token = () => ports.cookies.get(COOKIES.clientToken) || undefined;
  /**
   * The 401 rule's logout, the one place the token cookie is removed for a refused token: only while
   * the cookie still holds the token the refused call was sent with. The cookie is the browser's, not
   * the tab's: another tab may have logged in while this call was on its way, and its new token stays
   * (a compare-and-remove; `send` has just asked the cookie port to read the cookies again).
   */
  const forgetRefusedToken = (sent: string | undefined) => {
    if (sent !== undefined && token() === sent) ports.cookies.remove(COOKIES.clientToken);
  };

  function headers(clientToken: string | undefined): Record<string, string> {
    const out: Record<string, string> = { Accept: 'application/json' };
    if (clientToken) out[HEADERS.clientToken] = clientToken;
    const { search } = ports.navigation.current();
    const noCaptcha = readQuery(search, QUERY.noCaptcha) !== undefined || ports.cookies.get(COOKIES.noCaptcha) !== undefined;
    const anticaptcha = readQuery(search, QUERY.anticaptcha) ?? ports.cookies.get(COOKIES.anticaptcha);
    if (!noCaptcha && anticaptcha) out[HEADERS.anticaptcha] = anticaptcha;
    if (noCaptcha) out[HEADERS.noCaptcha] = '1';
    const efst = ports.cookies.get(COOKIES.efst);
    if (efst) out[HEADERS.efst] = efst;
    const testTime = readQuery(search, QUERY.testTime) ?? ports.cookies.get(COOKIES.testTime);
    if (testTime) out[HEADERS.testTime] = testTime;
    return options.headers ? { ...options.headers(), ...out } : out;
  }

  function url<I>(endpoint: Endpoint<I, unknown>, input: I, version: ApiVersion): string {
    const path = typeof endpoint.path === 'function' ? endpoint.path(input) : endpoint.path;
    const base = options.baseURL.replace(/\/$/, '');
    return endpoint.absolute ? `${base}/${path}` : `${base}/api/personal-cabinet/${version}/${path}`;
  }

  async function send<I>(
    endpoint: Endpoint<I, unknown>,
    input: I,
    version: ApiVersion,
    callOptions: CallOptions,
    clientToken: string | undefined,
  ): Promise<FetchResponse<unknown>> {
    const { signal, idempotencyKey } = callOptions;
    const timeout = callOptions.timeoutMs ?? defaultTimeout;
    const isGet = endpoint.method === 'GET';
    const query = endpoint.query ? endpoint.query(input) : isGet && isRecord(input) ? input : undefined;
    let body: Body | undefined;
    if (!isGet && isRecord(input)) {
      body = { ...input };
      if (endpoint.query) for (const key of Object.keys(query ?? {})) delete body[key];
    }
    if (signal?.aborted) throw abortedError(endpoint.name);
    const timer = timeoutSignal(timeout);
    try {
      return await $fetch.raw(url(endpoint, input, version), {
        method: endpoint.method,
        headers: idempotencyKey ? { ...headers(clientToken), [HEADERS.idempotencyKey]: idempotencyKey } : headers(clientToken),
        ...(query ? { query } : {}),
        ...(body ? { body } : {}),
        signal: signal ? anySignal([signal, timer.signal]) : timer.signal,
      });
    } catch (error) {
      // The caller gave up (an actor stopped, a screen unmounted): not a failure of the call.
      if (signal?.aborted) throw abortedError(endpoint.name);
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      const name = cause instanceof Error ? cause.name : '';
      const timedOut = timer.signal.aborted || name === 'TimeoutError';
      throw new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        call: endpoint.name,
        message: `${endpoint.name}: ${timedOut ? `no response in ${timeout} ms` : `network failure (${String(error)})`}`,
        userMessage: timedOut ? TEXTS.timeout : TEXTS.network,
      });
    } finally {
      timer.clear();
      // A response may carry `Set-Cookie`: the cookie port reads the cookies again before the next call's headers.
      ports.cookies.refresh?.();
    }
  }

  const queue = createCallQueue();
  const prefetching = createPrefetch((endpoint, input) => fresh(endpoint, input, { background: true }), token);
  function call<I, O>(endpoint: Endpoint<I, O>, input: I, callOptions: CallOptions = {}): Promise<O> {
    // An effect is never served from a prefetch (and is never prefetched: `prefetch` takes plain endpoints).
    if (endpoint.effect) return fresh(endpoint, input, callOptions);
    const again = () => fresh(endpoint, input, callOptions);
    return prefetching.take(endpoint, input, again, callOptions.signal, () => abortedError(endpoint.name)) ?? again();
  }
  function fresh<I, O>(endpoint: Endpoint<I, O>, input: I, callOptions: CallOptions): Promise<O> {
    return endpoint.queue ? queue(endpoint.queue, () => callNow(endpoint, input, callOptions)) : callNow(endpoint, input, callOptions);
  }

  async function callNow<I, O>(endpoint: Endpoint<I, O>, input: I, callOptions: CallOptions = {}): Promise<O> {
    const version = endpoint.version ?? callOptions.version ?? options.version?.() ?? 'v1';
    let payload = input;
    let [retried401, retried403, retriedCaptcha] = [false, false, false];

    for (;;) {
      const sentToken = token();
      const response = await send(endpoint, payload, version, callOptions, sentToken);
      const status = response.status;
      const body: unknown = response._data;

      // A 401 for a token the browser no longer holds (a login since it was sent): once more with the one it holds.
      if (status === 401 && !retried401 && token() !== undefined && token() !== sentToken) {
        retried401 = true;
        continue;
      }
      if (status === 401) {
        forgetRefusedToken(sentToken);
        emit({ type: 'unauthorized', call: endpoint.name });
        throw new ApiError({
          kind: 'unauthorized',
          call: endpoint.name,
          status,
          message: `${endpoint.name}: 401 unauthorized`,
          userMessage: TEXTS.unauthorized,
        });
      }

      if (status === 403 && !endpoint.isEfst && !retried403) {
        retried403 = true;
        const { efst } = await call(efstEndpoint, {}, { version: 'v1', ...(callOptions.signal ? { signal: callOptions.signal } : {}) });
        ports.cookies.set(COOKIES.efst, efst, { days: 3 / (24 * 60) });
        continue;
      }

      if (asksForCaptcha(body)) {
        if (!retriedCaptcha && isRecord(payload)) {
          retriedCaptcha = true;
          const recaptchaToken = await ports.captcha.getToken(endpoint.name);
          payload = { ...payload, recaptchaToken } as I;
          continue;
        }
        throw new ApiError({
          kind: 'captcha',
          call: endpoint.name,
          status,
          message: `${endpoint.name}: the server asks for a captcha`,
          userMessage: TEXTS.captcha,
          messages: [],
        });
      }

      const failed = status < 200 || status >= 300 || (isRecord(body) && body['success'] === false);
      if (failed) {
        const messages = serverMessages(body);
        const code = errorCode(body);
        if (code === 1002) {
          const fromBody = isRecord(body) && typeof body['delivery_id_H'] === 'string' ? body['delivery_id_H'] : undefined;
          const fromInput = isRecord(payload) && typeof payload['delivery_id_H'] === 'string' ? payload['delivery_id_H'] : undefined;
          const deliveryId_H = fromInput ?? fromBody;
          emit({ type: 'reloadAddresses', deliveryId_H });
          if (deliveryId_H) void call(reloadAddressesEndpoint, { deliveryId_H }).catch(() => undefined);
        }
        const userMessage = serverTextForPeople(messages[0]) ?? TEXTS.unknown;
        if (messages[0] !== undefined && userMessage !== messages[0])
          emit({ type: 'untranslated', message: messages[0], call: endpoint.name });
        const successFlag = isRecord(body) && body['success'] === true;
        const error = new ApiError({
          kind: status >= 200 && status < 300 ? 'business' : 'http',
          call: endpoint.name,
          status,
          ...(code !== undefined ? { code } : {}),
          messages,
          message: `${endpoint.name}: ${status} ${messages.join('; ') || 'failed'}`,
          userMessage,
          data: body,
        });
        // §8: toasted, unless its caller shows it in place (`errorText`) before the task ends.
        if (status > 404 && status !== 429 && !successFlag && !callOptions.background) {
          error.scheduleToast(() => {
            ports.notify.error(userMessage);
            emit({ type: 'notification', kind: 'error', message: userMessage, call: endpoint.name });
          });
        }
        throw error;
      }

      const parsed = v.safeParse(endpoint.response, body);
      if (parsed.success) return parsed.output;
      const issue = parsed.issues[0];
      const field = v.getDotPath(issue) ?? '(body)';
      throw new ApiError({
        kind: 'validation',
        call: endpoint.name,
        status,
        field,
        message: `${endpoint.name}: unexpected response at "${field}": ${issue.message}`,
        userMessage: TEXTS.malformed,
        data: body,
      });
    }
  }

  return {
    call: call as ApiClient['call'],
    prefetch: prefetching.prefetch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce(change) {
      emit({ type: 'cabinet.changed', ...change });
    },
    token,
    setToken(value) {
      ports.cookies.set(COOKIES.clientToken, value, { days: 365 });
    },
    clearToken() {
      ports.cookies.remove(COOKIES.clientToken);
    },
  };
}
