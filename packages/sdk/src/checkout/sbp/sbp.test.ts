import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { EFFECT_UNKNOWN_TEXT } from '../../api/errors';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPorts } from '../../ports/memory';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { SBP_STORAGE_KEY, sbpMachine, type SbpInput } from './sbp.machine';
import { connectSbp, sbpView } from './sbp.connect';

const harness = useSandbox();

function start(input: Partial<SbpInput> = {}, ports?: MemoryPorts) {
  const p = ports ?? harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } }).ports;
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: p, timeoutMs: 2_000 });
  return { actor: createActor(mealflow.machines.sbp, { input: { hid: 'demo-standard', amount: 9540, ...input } }).start(), ports: p };
}

describe('SBP machine (through the sandbox)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the banks and the QR, polls Created/Pending, then Completed → final check → success route', async () => {
    const { actor, ports } = start();
    await waitFor(actor, (s) => s.matches('choosingBank'));
    const view = sbpView(actor.getSnapshot());
    expect(view.banks.map((b) => b.name)).toEqual(['Сбербанк', 'Т-Банк', 'Альфа-Банк', 'ВТБ']);
    expect(view.qrImage).toMatch(/^data:image\/svg/);
    connectSbp(actor.getSnapshot(), actor.send).chooseBank('bank-ok');
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(ports.storage.get(SBP_STORAGE_KEY('demo-standard'))).toContain('bank-ok');
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient/success');
    expect(ports.storage.get(SBP_STORAGE_KEY('demo-standard'))).toBeUndefined();
    expect(harness.sandbox.store.counters.get('charges:demo-standard')).toBe(1);
  });

  it('Declined shows the error modal with the amount; TRY_AGAIN starts over', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('choosingBank'));
    connectSbp(actor.getSnapshot(), actor.send).chooseBank('bank-declined');
    await waitFor(actor, (s) => s.matches('error'));
    expect(sbpView(actor.getSnapshot())).toMatchObject({
      errorTitle: 'Не прошла оплата 9\u00a0540\u00a0₽',
      errorText: 'Вы отменили оплату в приложении банка или что-то пошло не так.',
    });
    connectSbp(actor.getSnapshot(), actor.send).tryAgain();
    await waitFor(actor, (s) => s.matches('choosingBank'));
  });

  it('Cancelled is an error too; a silent bank keeps waiting and another bank can be chosen', async () => {
    const cancelled = start();
    await waitFor(cancelled.actor, (s) => s.matches('choosingBank'));
    cancelled.actor.send({ type: 'BANK.SELECT', bankId: 'bank-cancelled' });
    await waitFor(cancelled.actor, (s) => s.matches('error'));

    const silent = start();
    await waitFor(silent.actor, (s) => s.matches('choosingBank'));
    silent.actor.send({ type: 'BANK.SELECT', bankId: 'bank-silent' });
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(2_000);
    expect(silent.actor.getSnapshot().matches('waiting')).toBe(true);
    silent.actor.send({ type: 'CHOOSE_ANOTHER_BANK' });
    expect(silent.actor.getSnapshot().matches('choosingBank')).toBe(true);
  });

  it('backs off on network errors and goes on polling', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('choosingBank'));
    harness.sandbox.faults.inject('payments/check-sbp-status', { kind: 'network', times: 1 });
    actor.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    await waitFor(actor, (s) => s.matches({ waiting: 'backoff' }));
    expect(sbpView(actor.getSnapshot()).networkNote).toBe('Нет связи с банком, проверяем ещё раз…');
    await vi.advanceTimersByTimeAsync(5_000);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(actor, (s) => s.matches('success'));
  });

  it('a reload resumes polling for the same payment (kept by hid), and polling stops with the actor', async () => {
    const first = start();
    await waitFor(first.actor, (s) => s.matches('choosingBank'));
    first.actor.send({ type: 'BANK.SELECT', bankId: 'bank-ok' });
    await waitFor(first.actor, (s) => s.matches('waiting'));
    first.actor.stop();
    // A poll already on the wire may still land; after that, nothing more.
    await vi.advanceTimersByTimeAsync(50);
    const polls = harness.sandbox.store.log.filter((l) => l.call === 'payments/check-sbp-status').length;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'payments/check-sbp-status').length).toBe(polls);
    const reloaded = start({}, first.ports);
    await waitFor(reloaded.actor, (s) => s.matches('waiting'));
    expect(harness.sandbox.store.log.filter((l) => l.call === 'payments/for-order')).toHaveLength(1);
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(reloaded.actor, (s) => s.matches('success'));
  });
});

describe('SBP machine: transient failures, retries, second tab (issue 10, defect 4)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  async function waitingWith(bankId: string) {
    const started = start();
    await waitFor(started.actor, (s) => s.matches('choosingBank'));
    started.actor.send({ type: 'BANK.SELECT', bankId });
    await waitFor(started.actor, (s) => s.matches('waiting'));
    return started;
  }

  it.each([
    ['500', { kind: 'status', status: 500 }],
    ['429', { kind: 'status', status: 429 }],
    ['malformed', { kind: 'malformed' }],
    ['network', { kind: 'network' }],
  ] as const)(
    'a %s on one status poll shows the note, never the error modal nor a toast, and polling goes on to success',
    async (_name, fault) => {
      harness.sandbox.faults.inject('payments/check-sbp-status', { ...fault, times: 1 });
      const { actor, ports } = await waitingWith('bank-ok');
      await waitFor(actor, (s) => s.matches({ waiting: 'backoff' }));
      expect(sbpView(actor.getSnapshot())).toMatchObject({ step: 'waiting', networkNote: 'Нет связи с банком, проверяем ещё раз…' });
      const steps: string[] = [];
      actor.subscribe((s) => steps.push(sbpView(s).step));
      for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(2_000);
      await waitFor(actor, (s) => s.matches('success'));
      expect(steps).not.toContain('error');
      // A poll is not the customer's call: its failure is the dialog's note, never a toast.
      expect(ports.notify.messages).toEqual([]);
      expect(harness.sandbox.store.counters.get('charges:demo-standard')).toBe(1);
    },
  );

  it('SBP waiting in one tab, a card paying in another: one charge, and the SBP tab ends on success', async () => {
    const { actor, ports } = await waitingWith('bank-silent');
    const card = createActor(createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 }).machines.payment, {
      input: { hid: 'demo-standard', method: 'card', savedCardId: 'card-1', amount: 9540 },
    }).start();
    card.send({ type: 'PAY' });
    await waitFor(card, (s) => s.matches('done'));
    for (let i = 0; i < 2; i++) await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(actor, (s) => s.matches('success'));
    expect(harness.sandbox.store.counters.get('charges:demo-standard')).toBe(1);
  });

  it("'try again' first asks about the old payment: paid meanwhile → success, no new payment", async () => {
    const { actor, ports } = await waitingWith('bank-declined');
    await waitFor(actor, (s) => s.matches('error'));
    const card = createActor(createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 }).machines.payment, {
      input: { hid: 'demo-standard', method: 'card', savedCardId: 'card-1', amount: 9540 },
    }).start();
    card.send({ type: 'PAY' });
    await waitFor(card, (s) => s.matches('done'));
    const forOrder = harness.sandbox.store.log.filter((l) => l.call === 'payments/for-order').length;
    actor.send({ type: 'TRY_AGAIN' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(harness.sandbox.store.log.filter((l) => l.call === 'payments/for-order')).toHaveLength(forOrder);
  });

  it('opening the payment answered by a bare 502: not said as failed; TRY_AGAIN gets the same payment, none opened twice', async () => {
    harness.sandbox.faults.inject('payments/for-order', { kind: 'status', status: 502, after: true, times: 1 });
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toBe(EFFECT_UNKNOWN_TEXT);
    actor.send({ type: 'TRY_AGAIN' });
    await waitFor(actor, (s) => s.matches('choosingBank'));
    expect(harness.sandbox.store.counters.get('effects:payments/for-order')).toBe(1);
  });

  it("'try again' after a decline of an unpaid order starts a new payment", async () => {
    const { actor } = await waitingWith('bank-declined');
    await waitFor(actor, (s) => s.matches('error'));
    actor.send({ type: 'TRY_AGAIN' });
    await waitFor(actor, (s) => s.matches('choosingBank'));
    expect(harness.sandbox.store.log.filter((l) => l.call === 'payments/for-order')).toHaveLength(2);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'orders/is-payment-processing').length).toBeGreaterThan(1);
  });
});

describe('SBP machine (model)', () => {
  it('every state is reachable', () => {
    const paid = { paid: true, processing: false };
    const events = [
      { type: 'xstate.done.actor.start', output: { payment: 'p', banks: [], link: 'l', image: undefined } },
      { type: 'BANK.SELECT', bankId: 'b' },
      { type: 'xstate.done.actor.setBank' },
      { type: 'xstate.error.actor.setBank', error: new Error('x') },
      { type: 'RETRY_BANK' },
      { type: 'xstate.done.actor.poll', output: 'Pending' },
      { type: 'xstate.done.actor.poll', output: 'Declined' },
      { type: 'xstate.done.actor.poll', output: 'Completed' },
      { type: 'xstate.error.actor.poll', error: new Error('x') },
      { type: 'xstate.done.actor.finalCheck', output: paid },
      { type: 'xstate.done.actor.finalCheck', output: { paid: false, processing: false } },
      { type: 'xstate.done.actor.recheck', output: 'pending' },
      { type: 'xstate.after.sbpPoll.sbp.waiting.pause' },
      { type: 'CHOOSE_ANOTHER_BANK' },
      { type: 'TRY_AGAIN' },
    ];
    const seen = new Set(
      getShortestPaths(sbpMachine, {
        events: events as never,
        input: { hid: 'h', amount: 1 },
        serializeState: ((s: { value: unknown; context: { networkFailures: number } }) =>
          JSON.stringify([s.value, Math.min(s.context.networkFailures, 1)])) as never,
      }).map((p) => JSON.stringify(p.state.value)),
    );
    for (const state of [
      '"starting"',
      '"choosingBank"',
      '"settingBank"',
      '"bankFailed"',
      '{"waiting":"polling"}',
      '{"waiting":"pause"}',
      '{"waiting":"backoff"}',
      '"finalCheck"',
      '"success"',
      '"error"',
      '"rechecking"',
    ])
      expect(seen).toContain(state);
  });
});
