import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { createMemoryPorts, type MemoryPorts } from '../../ports/memory';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { readSbpSaved, SBP_BANK_ERROR_TEXT } from './sbp.machine';
import { connectSbp, sbpView } from './sbp.connect';

/** Issue 36 (the bank choice failing, a reload before it answers) and issue 30 (SBP on a phone). */
const harness = useSandbox();
const HID = 'demo-standard';

function start(options: { smartphone?: boolean; ports?: MemoryPorts } = {}) {
  const ports = options.ports ?? harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } }).ports;
  const p: MemoryPorts = options.smartphone ? { ...ports, device: createMemoryPorts({ smartphone: true }).device } : ports;
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: p, timeoutMs: 2_000 });
  return { actor: createActor(mealflow.machines.sbp, { input: { hid: HID, amount: 9540 } }).start(), ports: p };
}
const charges = () => harness.sandbox.store.counters.get(`charges:${HID}`) ?? 0;
const calls = (name: string) => harness.sandbox.store.log.filter((l) => l.call === name).length;

describe('SBP: the bank choice (set-payment-data) through the sandbox', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['500', { kind: 'status', status: 500 }, SBP_BANK_ERROR_TEXT],
    ['network error', { kind: 'network' }, SBP_BANK_ERROR_TEXT],
    ['lost answer', { kind: 'lost' }, SBP_BANK_ERROR_TEXT],
    [
      'refusal',
      { kind: 'status', status: 400, body: { success: false, messages: ['Банк временно недоступен'] } },
      'Банк временно недоступен',
    ],
  ] as const)(
    'a %s is an error inside the dialog (no toast); "Повторить" sends the bank again and the payment completes',
    async (_name, fault, text) => {
      const { actor, ports } = start();
      await waitFor(actor, (s) => s.matches('choosingBank'));
      harness.sandbox.faults.inject('payments/set-payment-data', { ...fault, times: 1 });
      actor.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
      await waitFor(actor, (s) => s.matches('bankFailed'));
      expect(sbpView(actor.getSnapshot())).toMatchObject({
        step: 'bankFailed',
        bankError: text,
        retryBankLabel: 'Повторить',
        amountText: 'К оплате 9\u00a0540\u00a0₽',
      });
      expect(ports.notify.messages).toEqual([]);
      connectSbp(actor.getSnapshot(), actor.send).retryBank();
      await waitFor(actor, (s) => s.matches('waiting'));
      for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(actor, (s) => s.matches('success'));
      expect(charges()).toBe(1);
    },
  );

  it('after a failed bank choice another bank can be chosen (the kept choice is forgotten)', async () => {
    const { actor, ports } = start();
    await waitFor(actor, (s) => s.matches('choosingBank'));
    harness.sandbox.faults.inject('payments/set-payment-data', { kind: 'status', status: 500, times: 1 });
    actor.send({ type: 'BANK.SELECT', bankId: 'bank-silent' });
    await waitFor(actor, (s) => s.matches('bankFailed'));
    connectSbp(actor.getSnapshot(), actor.send).chooseAnotherBank();
    expect(actor.getSnapshot().matches('choosingBank')).toBe(true);
    expect(readSbpSaved(ports.storage, HID)).toBeUndefined();
  });

  it('a reload while set-payment-data is on the wire keeps the payment: the new page sends the bank again and completes', async () => {
    const first = start();
    await waitFor(first.actor, (s) => s.matches('choosingBank'));
    harness.sandbox.faults.inject('payments/set-payment-data', { kind: 'delay', ms: 60_000, times: 1 });
    first.actor.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    await vi.advanceTimersByTimeAsync(200);
    expect(readSbpSaved(first.ports.storage, HID)).toMatchObject({ bankId: 'bank-ok', bankSet: false });
    first.actor.stop();
    const reloaded = start({ ports: first.ports });
    await waitFor(reloaded.actor, (s) => s.matches('waiting'));
    expect(readSbpSaved(first.ports.storage, HID)).toMatchObject({ bankId: 'bank-ok', bankSet: true });
    expect(calls('payments/for-order')).toBe(1);
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(reloaded.actor, (s) => s.matches('success'));
    expect(charges()).toBe(1);
  });
});

describe('SBP on a smartphone and on a desktop (issue 30)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ['desktop', false, { bankListFirst: false }, 'waiting'],
    ['smartphone', true, { bankListFirst: true }, 'bank'],
  ] as const)('%s: the dialog says the amount; choosing a bank goes to the %s screen', async (_name, smartphone, first, after) => {
    const { actor } = start({ smartphone });
    await waitFor(actor, (s) => s.matches('choosingBank'));
    expect(sbpView(actor.getSnapshot())).toMatchObject({ step: 'choose', amountText: 'К оплате 9\u00a0540\u00a0₽', ...first });
    actor.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(sbpView(actor.getSnapshot()).step).toBe(after);
  });

  it("a smartphone's bank instruction step offers the bank's link from charge-sbp once the bank is taken, and survives a reload", async () => {
    const { actor, ports } = start({ smartphone: true });
    await waitFor(actor, (s) => s.matches('choosingBank'));
    actor.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    expect(sbpView(actor.getSnapshot()).bank).toMatchObject({ ready: false });
    await waitFor(actor, (s) => s.matches('waiting'));
    const { bank } = sbpView(actor.getSnapshot());
    expect(bank).toMatchObject({ name: 'Сбербанк', ready: true, linkLabel: 'Открыть приложение «Сбербанк»' });
    expect(bank?.link).toMatch(/\/api\/stand-in\/sbp\/pay-/);
    expect(bank?.steps).toContain('Проверьте сумму 9\u00a0540\u00a0₽ и подтвердите оплату');
    actor.stop();
    const reloaded = start({ smartphone: true, ports });
    await waitFor(reloaded.actor, (s) => s.matches('waiting'));
    expect(sbpView(reloaded.actor.getSnapshot()).bank?.link).toBe(bank?.link);
    for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(reloaded.actor, (s) => s.matches('success'));
    expect(ports.navigation.current().pathname).toBe(`/dashboard/order/${HID}/payment/newclient/success`);
  });
});
