import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { auth } from '../../api/endpoints/auth';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { connectEmailPopup } from './email-popup.connect';

const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

async function newClient() {
  const anonymous = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: harness.setup().ports, timeoutMs: 2_000 });
  const { client_token: token } = await anonymous.api.call(auth.login, { phone: '+79990000030', code: '0030' });
  return createMealflow({
    baseURL: SANDBOX_ORIGIN,
    ports: harness.setup({ cookies: { [COOKIES.clientToken]: token } }).ports,
    timeoutMs: 2_000,
  });
}

describe('e-mail popup (through the sandbox)', () => {
  it('asks the client with a phone and no e-mail (sandbox +7 999 000-00-30) after timeToShow, refuses a bad address, saves and shows the promo code, once', async () => {
    const mealflow = await newClient();
    const actor = createActor(mealflow.machines.emailPopup, { input: { hasPhone: true } }).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    const ui = () => connectEmailPopup(actor.getSnapshot(), actor.send);
    expect(ui().open).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ui()).toMatchObject({ open: true, title: 'Укажите e-mail' });
    ui().change('anna@');
    ui().submit();
    expect(ui().error).toBe('Проверьте правильность email');
    ui().change(' anna@example.ru ');
    expect(ui().error).toBeUndefined();
    ui().submit();
    await waitFor(actor, (s) => s.matches('done'));
    expect(ui()).toMatchObject({ done: true, promocodeText: 'Ваш промокод: MAIL5' });
    ui().close();
    expect(actor.getSnapshot().status).toBe('done');

    // Asked once: the next cabinet visit has nothing to ask.
    const again = createActor(mealflow.machines.emailPopup, { input: { hasPhone: true } }).start();
    await waitFor(again, (s) => s.status === 'done');
  });

  it('never asks without a phone, nor the returning client who has an e-mail; a failed check shows nothing', async () => {
    const mealflow = await newClient();
    expect(
      createActor(mealflow.machines.emailPopup, { input: { hasPhone: false } })
        .start()
        .getSnapshot().status,
    ).toBe('done');
    const returning = createMealflow({
      baseURL: SANDBOX_ORIGIN,
      ports: harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } }).ports,
    });
    await waitFor(createActor(returning.machines.emailPopup, { input: { hasPhone: true } }).start(), (s) => s.status === 'done');
    harness.sandbox.faults.inject('email-fill-popup', { kind: 'status', status: 500, times: 1 });
    await waitFor(createActor(mealflow.machines.emailPopup, { input: { hasPhone: true } }).start(), (s) => s.status === 'done');
  });

  it('a failed save keeps the address and says so; CLOSE ends it', async () => {
    const mealflow = await newClient();
    const actor = createActor(mealflow.machines.emailPopup, { input: { hasPhone: true } }).start();
    await waitFor(actor, (s) => s.matches('waiting'));
    await vi.advanceTimersByTimeAsync(5_000);
    harness.sandbox.faults.inject('email-fill-popup', { kind: 'network', times: 1 });
    actor.send({ type: 'EMAIL', value: 'anna@example.ru' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('open') && s.context.error !== undefined);
    expect(actor.getSnapshot().context.email).toBe('anna@example.ru');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    // 'Не сейчас' holds for the day: the next cabinet page does not ask.
    const next = createActor(mealflow.machines.emailPopup, { input: { hasPhone: true } }).start();
    await waitFor(next, (s) => s.status === 'done');
  });
});
