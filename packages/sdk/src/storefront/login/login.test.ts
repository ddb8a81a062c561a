import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type EventObject } from 'xstate';
import { ApiError } from '../../api/errors';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { loginView } from './login.connect';
import { loginMachine, type LoginEvent, type LoginInput } from './login.machine';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

/** A login in Moscow unless the test names another city. */
function start(input: Partial<LoginInput> = {}) {
  const { ports, mealflow } = sandboxClient(harness);
  const actor = createActor(mealflow.machines.login, { input: { cityId: 2, ...input } }).start();
  return { actor, ports };
}

const calls = (name: string) => harness.sandbox.store.log.filter((l) => l.call === name);

async function atCode(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
  actor.send({ type: 'PHONE.SUBMIT' });
  await waitFor(actor, (s) => s.matches('code'));
}

describe('login machine (through the sandbox)', () => {
  it('hands the result to the session itself (LOGGED_IN) and goes to `next`: no relay in the screen', async () => {
    const { ports, mealflow } = sandboxClient(harness);
    const session = createActor(mealflow.machines.session).start();
    await waitFor(session, (s) => s.matches('anonymous'));
    const actor = createActor(mealflow.machines.login, { input: { cityId: 2, session, next: '/instant-order/order-1' } }).start();
    await atCode(actor);
    const { connectLogin } = await import('./login.connect');
    const view = connectLogin(actor.getSnapshot(), actor.send);
    view.changeCode('4567');
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(session.getSnapshot().context.profile?.phone).toBe('+79161234567');
    expect(ports.navigation.current().pathname).toBe('/instant-order/order-1');
  });

  it('logs the API client in by itself: without a session actor, the next call is authorised (issue 33)', async () => {
    const { mealflow } = sandboxClient(harness);
    const actor = createActor(mealflow.machines.login, { input: { cityId: 2 } }).start();
    expect(mealflow.api.token()).toBeUndefined();
    await atCode(actor);
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(mealflow.api.token()).toBe(done.output?.token);
    const answer = await mealflow.api.call(profileCalls.get, {});
    expect(answer.profile.phone).toBe('+79161234567');
  });

  it('masks the phone, sends the SMS with a captcha token and logs in at the 4th digit', async () => {
    const { actor, ports } = start();
    actor.send({ type: 'PHONE.CHANGE', value: '89161234567' });
    expect(loginView(actor.getSnapshot()).phone).toBe('+7 (916) 123-45-67');
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(loginView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls('authentication/send-sms')[0]?.body).toEqual({
      phone: '+79161234567',
      cityId: 2,
      recaptchaToken: 'sandbox-captcha-token',
    });
    expect(ports.captcha.requests).toEqual(['send-sms']);
    actor.send({ type: 'CODE.CHANGE', value: '45' });
    expect(actor.getSnapshot().matches('code')).toBe(true);
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.token).toMatch(/^sandbox-token-/);
    expect(actor.getSnapshot().output?.profile.phone).toBe('+79161234567');
  });

  it('uses the BY mask in Minsk', async () => {
    const { actor } = start({ cityId: 20 });
    actor.send({ type: 'PHONE.CHANGE', value: '291234567' });
    expect(actor.getSnapshot().context.phone).toBe('+375 (29) 123-45-67');
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output?.profile.city_id).toBe(20);
  });

  describe('a number of the other country', () => {
    const typed = (actor: ReturnType<typeof start>['actor'], keys: string) => {
      for (const key of keys) actor.send({ type: 'PHONE.CHANGE', value: `${actor.getSnapshot().context.phone}${key}` });
    };

    it('on /login (no city choice) picks its country: typed key by key in Moscow, the BY mask, and the SMS and login in Minsk', async () => {
      const { actor } = start({ numberPicksCountry: true });
      typed(actor, '+375');
      expect(loginView(actor.getSnapshot()).phone).toBe('+375 (');
      expect(loginView(actor.getSnapshot()).placeholder).toBe('+375 (__) ___-__-__');
      typed(actor, '291234567');
      expect(loginView(actor.getSnapshot()).phone).toBe('+375 (29) 123-45-67');
      actor.send({ type: 'PHONE.SUBMIT' });
      await waitFor(actor, (s) => s.matches('code'));
      expect(calls('authentication/send-sms')[0]?.body).toMatchObject({ phone: '+375291234567', cityId: 20 });
      actor.send({ type: 'CODE.CHANGE', value: '4567' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output?.profile.city_id).toBe(20);
    });

    it('on /login in Minsk a pasted Russian number takes the Russian mask and Moscow; back to BY it is Minsk again', async () => {
      const { actor } = start({ cityId: 20, numberPicksCountry: true });
      actor.send({ type: 'PHONE.CHANGE', value: '+7 916 123-45-67' });
      expect(actor.getSnapshot().context).toMatchObject({ phone: '+7 (916) 123-45-67', country: 'ru', cityId: 2 });
      actor.send({ type: 'PHONE.CHANGE', value: '' });
      actor.send({ type: 'PHONE.CHANGE', value: '+375 29 765-43-21' });
      expect(actor.getSnapshot().context).toMatchObject({ phone: '+375 (29) 765-43-21', country: 'by', cityId: 20 });
      actor.send({ type: 'PHONE.SUBMIT' });
      await waitFor(actor, (s) => s.matches('code'));
      expect(calls('authentication/send-sms')[0]?.body).toMatchObject({ phone: '+375297654321', cityId: 20 });
    });

    it("where the city is the order's, is refused in words that name no city choice, and nothing is sent", () => {
      const { actor } = start();
      actor.send({ type: 'PHONE.CHANGE', value: '+375 29 123-45-67' });
      actor.send({ type: 'PHONE.SUBMIT' });
      const { phoneError } = loginView(actor.getSnapshot());
      expect(phoneError).toBe('Это номер из Беларуси. Для доставки в этом городе введите российский номер: +7 (XXX) XXX-XX-XX');
      expect(phoneError).not.toMatch(/выберите/);
      expect(actor.getSnapshot().context.cityId).toBe(2);
      expect(calls('authentication/send-sms')).toHaveLength(0);
    });
  });

  it('shows the spec messages for an empty or incomplete phone and sends nothing', () => {
    const { actor } = start({ emptyMessage: 'Введите телефон для связи с вами' });
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(loginView(actor.getSnapshot()).phoneError).toBe('Введите телефон для связи с вами');
    actor.send({ type: 'PHONE.CHANGE', value: '916' });
    expect(loginView(actor.getSnapshot()).phoneError).toBeUndefined();
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(loginView(actor.getSnapshot()).phoneError).toBe('Пожалуйста, введите телефон');
    expect(calls('authentication/send-sms')).toHaveLength(0);
  });

  it('a wrong code is cleared, refocused and explained; the right one then works', async () => {
    const { actor } = start();
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    const focusBefore = loginView(actor.getSnapshot()).focusCodeKey;
    actor.send({ type: 'CODE.CHANGE', value: '1111' });
    await waitFor(actor, (s) => s.matches('code'));
    const view = loginView(actor.getSnapshot());
    expect(view.codeError).toBe('Вы ввели неверный пароль');
    expect(view.code).toBe('');
    expect(view.focusCodeKey).toBe(focusBefore + 1);
    actor.send({ type: 'CODE.CHANGE', value: '4' });
    expect(loginView(actor.getSnapshot()).codeError).toBeUndefined();
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('ignores a double submit: one send-sms', async () => {
    const { actor } = start();
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    actor.send({ type: 'PHONE.SUBMIT' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls('authentication/send-sms')).toHaveLength(1);
  });

  it('a network failure shows a retryable error and keeps the phone', async () => {
    const { actor } = start();
    harness.sandbox.faults.inject('authentication/send-sms', { kind: 'network', times: 1 });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('phone') && s.context.networkError !== undefined);
    expect(loginView(actor.getSnapshot())).toMatchObject({
      phone: '+7 (916) 123-45-67',
      networkError: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз',
    });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
  });

  it('a network failure while checking keeps the code and RETRY checks again', async () => {
    const { actor } = start();
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    harness.sandbox.faults.inject('authentication/login', { kind: 'status', status: 503, times: 1 });
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(actor, (s) => s.matches('code') && s.context.networkError !== undefined);
    expect(loginView(actor.getSnapshot())).toMatchObject({ code: '4567', canRetryCode: true, codeError: undefined });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('429 on the check is a rate limit, not a wrong code: the code stays (issue 10, defect 6)', async () => {
    const { actor } = start();
    await atCode(actor);
    harness.sandbox.faults.inject('authentication/login', { kind: 'status', status: 429, times: 1 });
    actor.send({ type: 'CODE.CHANGE', value: '4567' });
    await waitFor(actor, (s) => s.matches('code') && s.context.networkError !== undefined);
    expect(loginView(actor.getSnapshot())).toMatchObject({
      code: '4567',
      codeError: undefined,
      networkError: 'Слишком много попыток. Попробуйте через минуту',
      canRetryCode: true,
    });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
  });

  for (const status of [404, 403, 409]) {
    it(`${status} on the check keeps the code and says what the client says, not 'Вы ввели неверный пароль'`, async () => {
      const { actor } = start();
      await atCode(actor);
      harness.sandbox.faults.inject('authentication/login', { kind: 'status', status, times: 2 });
      actor.send({ type: 'CODE.CHANGE', value: '4567' });
      await waitFor(actor, (s) => s.matches('code') && s.context.networkError !== undefined);
      const view = loginView(actor.getSnapshot());
      expect(view.code).toBe('4567');
      expect(view.codeError).toBeUndefined();
      expect(view.networkError).not.toBe('Вы ввели неверный пароль');
    });
  }

  it('429 on send-sms shows the rate-limit text on the phone step', async () => {
    const { actor } = start();
    harness.sandbox.faults.inject('authentication/send-sms', { kind: 'status', status: 429, times: 1 });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('phone') && s.context.networkError !== undefined);
    expect(loginView(actor.getSnapshot()).networkError).toBe('Слишком много попыток. Попробуйте через минуту');
  });

  it('a send-sms answer without the success flag is an error on the phone step, not a sent SMS', async () => {
    const { actor } = start();
    harness.sandbox.faults.inject('authentication/send-sms', { kind: 'status', status: 200, body: {}, times: 1 });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => !s.matches('sending'));
    expect(loginView(actor.getSnapshot())).toMatchObject({
      step: 'phone',
      networkError: 'Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже',
    });
  });

  it('PHONE.EDIT goes back to the phone step; CODE.RESEND sends again', async () => {
    const { actor } = start();
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches('code'));
    actor.send({ type: 'CODE.RESEND' });
    await waitFor(actor, (s) => s.matches('code'));
    expect(calls('authentication/send-sms')).toHaveLength(2);
    actor.send({ type: 'PHONE.EDIT' });
    expect(loginView(actor.getSnapshot()).step).toBe('phone');
  });

  it('starts at the code step for a phone whose SMS was already sent', () => {
    const { actor } = start({ phone: '+79161234567' });
    expect(loginView(actor.getSnapshot())).toMatchObject({ step: 'code', phone: '+7 (916) 123-45-67' });
  });
});

describe('login machine (model)', () => {
  it('every state is reachable with the declared events', () => {
    const wrong = new ApiError({
      kind: 'http',
      call: 'authentication/login',
      status: 400,
      message: 'x',
      userMessage: 'Вы ввели неверный пароль',
      messages: ['Вы ввели неверный пароль'],
    });
    const network = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
    const events = [
      { type: 'PHONE.CHANGE', value: '9161234567' },
      { type: 'PHONE.CHANGE', value: '' },
      { type: 'PHONE.SUBMIT' },
      { type: 'PHONE.EDIT' },
      { type: 'CODE.CHANGE', value: '12' },
      { type: 'CODE.CHANGE', value: '4567' },
      { type: 'CODE.RESEND' },
      { type: 'RETRY' },
      { type: 'xstate.done.actor.sendSms' },
      { type: 'xstate.error.actor.sendSms', error: network },
      { type: 'xstate.done.actor.login', output: { token: 't', profile: { id: 1 } } },
      { type: 'xstate.error.actor.login', error: wrong },
      { type: 'xstate.error.actor.login', error: network },
    ] as unknown as LoginEvent[];
    const paths = getShortestPaths(loginMachine, {
      events,
      input: { cityId: 2 },
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.phone !== '',
          s.context.code.length,
          Boolean(s.context.networkError),
          Boolean(s.context.codeError),
        ]),
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const state of ['"phone"', '"sending"', '"code"', '"checking"', '"loggedIn"']) expect(reached).toContain(state);
    const wrongCodePath = paths.find((p) => p.state.matches('code') && p.state.context.codeError);
    expect(wrongCodePath?.steps.map((s) => (s.event as EventObject).type)).toContain('xstate.error.actor.login');
  });
});
