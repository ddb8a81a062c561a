import { describe, expect, it } from 'vitest';
import { SEED_PHONES } from '@mealflow/sandbox';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { auth } from './endpoints/auth';
import { checkout } from './endpoints/checkout';
import { common } from './endpoints/common';
import { LONGATION_STATUS_TEXT } from '../domain/server-texts';
import { payments } from './endpoints/payments';
import { profile } from './endpoints/profile';
import { ApiError, errorText, isAborted, type ApiErrorKind } from './errors';
import { COOKIES } from './protocol';
import { createApiClient, type ApiEvent } from './client';
import { newIntentKey } from './effects';

/** The error policy's toast goes at the end of the task (a screen that shows the error in place takes it). */
const taskEnd = () => new Promise((resolve) => setTimeout(resolve, 0));

const harness = useSandbox();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const loggedIn = (token = 'sandbox-token-returning') => harness.setup({ cookies: { [COOKIES.clientToken]: token } });

describe('api client', () => {
  it('sends the client token header and returns the validated profile', async () => {
    const { api } = loggedIn();
    const { profile: p } = await api.call(profile.get, {});
    expect(p.phone).toBe(SEED_PHONES.returning);
    expect(p.first_name).toBe('Анна');
    expect(p.addresses).toHaveLength(2);
  });

  it('asks the cookie port to read the cookies again after each response (its Set-Cookie), before the caller goes on (issue 35)', async () => {
    const { api, ports } = loggedIn();
    const refreshed: boolean[] = [];
    let answered = false;
    ports.cookies.refresh = () => refreshed.push(answered);
    await api.call(profile.get, {}).then(() => (answered = true));
    await failure(api.call(auth.login, { phone: '+79161234567', code: '0000' }));
    expect(refreshed).toEqual([false, true]);
  });

  it("sends every call through the caller's fetch (the app's counting fetch): ofetch took it among the call defaults and ignored it", async () => {
    const { ports } = loggedIn();
    const sent: string[] = [];
    const counting: typeof fetch = (input, init) => {
      sent.push(String(input instanceof Request ? input.url : input));
      return globalThis.fetch(input, init);
    };
    const api = createApiClient({ baseURL: SANDBOX_ORIGIN, ports, fetch: counting });
    const { profile: p } = await api.call(profile.get, {});
    expect(p.first_name).toBe('Анна');
    expect(sent).toEqual([expect.stringContaining('/client-profile')]);
  });

  it('logs in with the sandbox code (last four digits) and stores nothing by itself', async () => {
    const { api, ports } = harness.setup();
    const result = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    expect(result.client_token).toMatch(/^sandbox-token-/);
    expect(result.profile.isNew).toBe(true);
    expect(ports.cookies.get(COOKIES.clientToken)).toBeUndefined();
  });

  it('a wrong code is a business/http error with the server text and no toast (status 400)', async () => {
    const { api, ports } = harness.setup();
    const error = await failure(api.call(auth.login, { phone: '+79161234567', code: '0000' }));
    expect(error.kind).toBe<ApiErrorKind>('http');
    expect(error.userMessage).toBe('Вы ввели неверный пароль');
    expect(ports.notify.messages).toEqual([]);
  });

  it('a technical English server text is shown in Russian, the raw text goes to the log (issue 12 defect 11)', async () => {
    const { api } = loggedIn();
    const events: ApiEvent[] = [];
    api.subscribe((event) => events.push(event));
    const error = await failure(api.call(checkout.cancel, { orderId_H: 'demo-longate-formed' }, { idempotencyKey: newIntentKey() }));
    expect(error.userMessage).toBe(LONGATION_STATUS_TEXT);
    expect(error.messages).toEqual(['order for longation should be in status 1']);
    expect(events).toContainEqual({ type: 'untranslated', message: 'order for longation should be in status 1', call: 'orders/cancel' });
  });

  it('401: removes the client token cookie and reports a logout without calling logout', async () => {
    const { api, ports } = loggedIn('expired-token');
    const events: ApiEvent[] = [];
    api.subscribe((e) => events.push(e));
    const error = await failure(api.call(profile.get, {}));
    expect(error.kind).toBe('unauthorized');
    expect(ports.cookies.get(COOKIES.clientToken)).toBeUndefined();
    expect(events).toEqual([{ type: 'unauthorized', call: 'client-profile' }]);
    expect(harness.sandbox.store.log.map((l) => l.call)).not.toContain('authentication/logout');
  });

  it("401 for a token the browser no longer holds: the call goes once more with the one it holds; another tab's newer login stays", async () => {
    // Two tabs of one browser share the cookie: the first token was logged out (tab B), and tab B's
    // new login lands while tab A's call with the first token is on its way. The cookie port sees it
    // when it reads the cookies again after the answer (\`refresh\`), before the 401 rule decides.
    const { api, ports } = harness.setup();
    const first = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    api.setToken(first.client_token);
    await api.call(auth.logout, {});
    const second = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    ports.cookies.refresh = () => ports.cookies.set(COOKIES.clientToken, second.client_token, { days: 365 });
    const events: ApiEvent[] = [];
    api.subscribe((event) => events.push(event));
    harness.sandbox.store.log.length = 0;
    const { profile: p } = await api.call(profile.get, {});
    expect(p.phone).toBe('+79161234567');
    expect(ports.cookies.get(COOKIES.clientToken)).toBe(second.client_token);
    // Refused once for the old token, answered for the new one; nobody was told to log out.
    expect(harness.sandbox.store.log.map((l) => l.call)).toEqual(['client-profile', 'client-profile']);
    expect(events.filter((e) => e.type === 'unauthorized')).toEqual([]);
  });

  it('401 again for the token it holds now: removed, and the session is told (once more, not in a loop)', async () => {
    const { api, ports } = harness.setup();
    const first = await api.call(auth.login, { phone: '+79161234567', code: '4567' });
    api.setToken(first.client_token);
    await api.call(auth.logout, {});
    ports.cookies.refresh = () => ports.cookies.set(COOKIES.clientToken, 'a-dead-token', { days: 365 });
    const events: ApiEvent[] = [];
    api.subscribe((event) => events.push(event));
    harness.sandbox.store.log.length = 0;
    const error = await failure(api.call(profile.get, {}));
    expect(error.kind).toBe('unauthorized');
    expect(harness.sandbox.store.log.map((l) => l.call)).toEqual(['client-profile', 'client-profile']);
    expect(events).toEqual([{ type: 'unauthorized', call: 'client-profile' }]);
  });

  it('403: fetches a front SMS token (efst) and repeats the request once', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 403, times: 1 });
    const { profile: p } = await api.call(profile.get, {});
    expect(p.first_name).toBe('Анна');
    expect(harness.sandbox.store.log.map((l) => l.call)).toEqual(['efst', 'client-profile']);
    expect(ports.cookies.get(COOKIES.efst)).toMatch(/^efst-/);
  });

  it('403 twice: repeats only once, then fails', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 403, times: 2 });
    const error = await failure(api.call(profile.get, {}));
    expect(error.status).toBe(403);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'efst')).toHaveLength(1);
  });

  it('403 on the efst call itself is not retried', async () => {
    const { api } = harness.setup();
    harness.sandbox.faults.inject('efst', { kind: 'status', status: 403 });
    const error = await failure(api.call(auth.efst, {}));
    expect(error.status).toBe(403);
    expect(harness.sandbox.store.log).toHaveLength(0);
  });

  it('enable_captcha: runs the captcha port and repeats with the token, without a notification', async () => {
    const { api, ports } = harness.setup();
    await api.call(auth.sendSms, { phone: '+79990000099', cityId: 2 });
    expect(ports.captcha.requests).toEqual(['authentication/send-sms']);
    expect(ports.notify.messages).toEqual([]);
    const bodies = harness.sandbox.store.log.filter((l) => l.call === 'authentication/send-sms').map((l) => l.body);
    expect(bodies).toEqual([
      { phone: '+79990000099', cityId: 2 },
      { phone: '+79990000099', cityId: 2, recaptchaToken: 'sandbox-captcha-token' },
    ]);
  });

  it('status above 404 (not 429) without success: a toast with the first server message', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', {
      kind: 'status',
      status: 500,
      body: { success: false, messages: ['Сервис временно недоступен', 'второе'] },
    });
    const error = await failure(api.call(profile.get, {}));
    expect(error.userMessage).toBe('Сервис временно недоступен');
    await taskEnd();
    expect(ports.notify.messages).toEqual([{ kind: 'error', message: 'Сервис временно недоступен' }]);
  });

  // Issue 31: an error shown inline was toasted too; the screen that shows it in place takes the toast's place.
  it('a failure its caller shows in place (errorText) is not toasted as well', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', {
      kind: 'status',
      status: 500,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const error = await failure(api.call(profile.get, {}));
    expect(errorText(error, 'запасной текст')).toBe('Сервис временно недоступен');
    await taskEnd();
    expect(ports.notify.messages).toEqual([]);
  });

  it('status above 404 without a message: the unknown-error toast', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 502 });
    await failure(api.call(profile.get, {}));
    await taskEnd();
    expect(ports.notify.messages).toEqual([{ kind: 'error', message: 'Произошла неизвестная ошибка. Попробуйте позже' }]);
  });

  it('429, 404 and success:true bodies never toast', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 429, times: 1 });
    await failure(api.call(profile.get, {}));
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 404, times: 1 });
    await failure(api.call(profile.get, {}));
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 500, body: { success: true }, times: 1 });
    await failure(api.call(profile.get, {}));
    expect(ports.notify.messages).toEqual([]);
  });

  it('a background call (a status poll) is never toasted, and still fails with the server text', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', {
      kind: 'status',
      status: 500,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const error = await failure(api.call(profile.get, {}, { background: true }));
    expect(error.kind).toBe('http');
    expect(error.userMessage).toBe('Сервис временно недоступен');
    await taskEnd();
    expect(ports.notify.messages).toEqual([]);
    // The same answer to a call the customer made is toasted.
    await failure(api.call(profile.get, {}));
    await taskEnd();
    expect(ports.notify.messages).toEqual([{ kind: 'error', message: 'Сервис временно недоступен' }]);
  });

  it('code 1002: reloads the addresses of the request delivery_id_H', async () => {
    const { api } = loggedIn();
    const events: ApiEvent[] = [];
    api.subscribe((e) => events.push(e));
    harness.sandbox.faults.inject('client-profile-set', {
      kind: 'status',
      status: 400,
      body: { success: false, code: 1002, messages: ['Адрес изменился'] },
    });
    const error = await failure(api.call(profile.set, { first_name: 'Анна', delivery_id_H: 'del-1' } as never));
    expect(error.code).toBe(1002);
    expect(events).toContainEqual({ type: 'reloadAddresses', deliveryId_H: 'del-1' });
    await expect.poll(() => harness.sandbox.store.log.map((l) => l.call)).toContain('deliveries/address');
  });

  it('a malformed response is a validation error naming the call and the field', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'malformed' });
    const error = await failure(api.call(profile.get, {}));
    const { kind, call, field, userMessage } = error;
    expect({ kind, call, field, userMessage }).toEqual({
      kind: 'validation',
      call: 'client-profile',
      field: 'profile',
      userMessage: 'Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже',
    });
    expect(error.message).toContain('client-profile');
    expect(error.message).toContain('"profile"');
  });

  it('a command answer without the success flag is a validation error, never a success (issue 10, defect 7)', async () => {
    const { api } = loggedIn();
    const commands = [
      ['authentication/send-sms', () => api.call(auth.sendSms, { phone: '+79161234567', cityId: 2 })],
      ['authentication/check-sms', () => api.call(auth.checkSms, { phone: '+79161234567', code: '4567' })],
      ['payments/confirm-cash', () => api.call(payments.confirmCash, { orderId_H: 'demo-standard' }, { idempotencyKey: newIntentKey() })],
      ['payments/set-payment-data', () => api.call(payments.setPaymentData, { payment: 'p-1', bankId_H: 'b-1' })],
    ] as const;
    for (const [call, run] of commands) {
      for (const body of [{}, { result: 'ok' }, { success: 'yes' }]) {
        harness.sandbox.faults.inject(call, { kind: 'status', status: 200, body, times: 1 });
        const error = await failure(run());
        expect(error.kind, `${call} ${JSON.stringify(body)}`).toBe<ApiErrorKind>('validation');
        expect(error.userMessage).toBe('Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже');
      }
    }
  });

  it('network failure is a retryable typed error', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'network', times: 1 });
    const error = await failure(api.call(profile.get, {}));
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
    const { profile: p } = await api.call(profile.get, {});
    expect(p.first_name).toBe('Анна');
  });

  it('timeout is a retryable typed error', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 2_500, times: 1 });
    const error = await failure(api.call(profile.get, {}));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it('timeout holds when the caller passes an abort signal (ofetch alone drops its timeout then)', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 1_500, times: 1 });
    const controller = new AbortController();
    const started = Date.now();
    const error = await failure(api.call(profile.get, {}, { signal: controller.signal, timeoutMs: 200 }));
    expect(error.kind).toBe<ApiErrorKind>('timeout');
    expect(error.userMessage).toBe('Сервер не ответил вовремя. Попробуйте ещё раз');
    expect(Date.now() - started).toBeLessThan(1_200);
    expect(controller.signal.aborted).toBe(false);
  });

  it('the client-wide timeout (default 15 s) holds with a signal too', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 2_500, times: 1 });
    const error = await failure(api.call(profile.get, {}, { signal: new AbortController().signal }));
    expect(error.kind).toBe<ApiErrorKind>('timeout');
  });

  it('a call its caller aborts is "aborted", not a failure: no toast, no retry, isAborted', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 1_000, times: 1 });
    const controller = new AbortController();
    const pending = failure(api.call(profile.get, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.kind).toBe<ApiErrorKind>('aborted');
    expect(isAborted(error)).toBe(true);
    expect(error.retryable).toBe(false);
    expect(ports.notify.messages).toEqual([]);
    const already = await failure(api.call(profile.get, {}, { signal: controller.signal }));
    expect(already.kind).toBe<ApiErrorKind>('aborted');
  });

  it('sends the anti-captcha token from the query unless no_captcha is present, and the test-time header', async () => {
    const seen: Array<Record<string, string>> = [];
    const { api } = harness.setup({ path: '/login?anticaptcha=qa-token&test_time=2026-01-01T10:00:00Z' });
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(Object.fromEntries(request.headers));
      return original(request);
    }) as typeof fetch;
    try {
      await api.call(common.ipLocate, {});
      const { api: off } = harness.setup({ path: '/login?anticaptcha=qa-token&no_captcha' });
      await off.call(common.ipLocate, {});
    } finally {
      globalThis.fetch = original;
    }
    expect(seen[0]?.['x-anticaptcha-token']).toBe('qa-token');
    expect(seen[0]?.['x-test-time']).toBe('2026-01-01T10:00:00Z');
    expect(seen[1]?.['x-anticaptcha-token']).toBeUndefined();
    expect(seen[1]?.['x-no-captcha']).toBe('1');
  });
});
