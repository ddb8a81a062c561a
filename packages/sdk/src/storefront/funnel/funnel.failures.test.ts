import { CAPTCHA_PHONE, TRIAL_USED_MESSAGE, TRIAL_USED_PHONE } from '@mealflow/sandbox';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { funnelTestKit } from '../../testing/funnel';
import { funnelView } from './funnel.connect';
import { type FunnelSelection } from './funnel.payload';

const { harness, start, calls, ordersOf } = funnelTestKit();
describe('funnel machine: captcha, refusals, failures and the forgotten order (through the sandbox)', () => {
  it('enable_captcha runs the captcha port and retries without a notification', async () => {
    const { actor, ports } = await start();
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: CAPTCHA_PHONE });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(ports.captcha.requests).toEqual(['create-order', 'orders/create/quick']);
    expect(ports.notify.messages).toEqual([]);
    expect(ordersOf(CAPTCHA_PHONE)).toBe(1);
  });

  it("other failures show the server's messages and create nothing", async () => {
    const { actor } = await start();
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: TRIAL_USED_PHONE });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'idle' }) && s.context.error !== undefined);
    expect(funnelView(actor.getSnapshot())).toMatchObject({
      error: TRIAL_USED_MESSAGE,
      errorMessages: [TRIAL_USED_MESSAGE],
      orderHid: undefined,
    });
    expect(ordersOf(TRIAL_USED_PHONE)).toBe(0);
  });

  it('a 500 shows the server message in place, once (no toast as well: issue 31); a retry then works', async () => {
    const { actor, ports } = await start();
    vi.advanceTimersByTime(10_000);
    harness.sandbox.faults.inject('orders/create/quick', {
      kind: 'status',
      status: 500,
      body: { success: false, messages: ['Сервис временно недоступен'] },
      times: 1,
    });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'idle' }) && s.context.error !== undefined);
    expect(funnelView(actor.getSnapshot()).error).toBe('Сервис временно недоступен');
    vi.advanceTimersByTime(1);
    expect(ports.notify.messages).toEqual([]);
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(ordersOf('+79161234567')).toBe(1);
  });

  it('a complete stage whose answer never came is asked at once with its key (issue 36): the same order, never a second one', async () => {
    const { actor } = await start();
    vi.advanceTimersByTime(10_000);
    harness.sandbox.faults.inject('orders/create/complete', { kind: 'network', times: 1 });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(funnelView(actor.getSnapshot()).error).toBeUndefined();
    expect(funnelView(actor.getSnapshot()).orderHid).toMatch(/^order-/);
    expect(calls('orders/create/quick')).toHaveLength(1);
    expect(ordersOf('+79161234567')).toBe(1);
  });

  it('a failed complete stage is retried for the same order, never a second one', async () => {
    const { actor } = await start();
    vi.advanceTimersByTime(10_000);
    harness.sandbox.faults.inject('orders/create/complete', {
      kind: 'status',
      status: 503,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'idle' }) && s.context.error !== undefined);
    expect(funnelView(actor.getSnapshot()).error).toBe('Сервис временно недоступен');
    const pending = actor.getSnapshot().context.pendingHid;
    expect(pending).toMatch(/^order-/);
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(funnelView(actor.getSnapshot()).orderHid).toBe(pending);
    expect(calls('orders/create/quick')).toHaveLength(1);
    expect(ordersOf('+79161234567')).toBe(1);
  });

  it('validates the phone with the spec messages', async () => {
    const { actor } = await start({ emptyMessage: 'Введите телефон чтобы мы могли создать заказ' });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(funnelView(actor.getSnapshot()).phoneError).toBe('Введите телефон чтобы мы могли создать заказ');
    actor.send({ type: 'PHONE.CHANGE', value: '916' });
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(funnelView(actor.getSnapshot()).phoneError).toBe('Пожалуйста, введите телефон');
    expect(calls('orders/create/quick')).toHaveLength(0);
  });

  it('a valid unseen phone records one forgotten order (1440 minutes), cancelled once the order exists', async () => {
    const { actor } = await start();
    const t0 = Date.now();
    actor.send({ type: 'PHONE.CHANGE', value: '916123456' });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    await vi.waitFor(() => expect(harness.sandbox.store.forgottenOrders.get('+79161234567')).toBeDefined());
    const record = harness.sandbox.store.forgottenOrders.get('+79161234567');
    expect((record?.sendAt ?? 0) - (record?.createdAt ?? 0)).toBe(1440 * 60_000);
    expect(record?.createdAt).toBeGreaterThanOrEqual(t0);
    actor.send({ type: 'PHONE.CHANGE', value: '916123456' });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.CHANGE', value: '9167654321' });
    await vi.waitFor(() => expect(harness.sandbox.store.forgottenOrders.get('+79167654321')).toBeDefined());
    expect(harness.sandbox.store.counters.get('forgottenOrders:+79161234567')).toBe(1);
    expect(calls('debug/landing-phone-input-log').length).toBeGreaterThanOrEqual(1);
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(harness.sandbox.store.forgottenOrders.get('+79167654321')?.cancelled).toBe(true);
  });

  it('no forgotten-order record when an offer config is set; a failing record never blocks', async () => {
    const { actor } = await start({ hasOfferConfig: true });
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    await vi.advanceTimersByTimeAsync(50);
    expect(calls('orders/forgot-to-order')).toHaveLength(0);

    const second = await start();
    harness.sandbox.faults.inject('orders/forgot-to-order', { kind: 'status', status: 500, times: 1 });
    second.actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    // The fault was consumed by the record call; the failure stayed inside the spawned actor.
    await vi.waitFor(() => expect(harness.sandbox.faults.list()).toHaveLength(0));
    await vi.advanceTimersByTimeAsync(20);
    expect(harness.sandbox.store.forgottenOrders.size).toBe(0);
    expect(second.actor.getSnapshot().status).toBe('active');
  });

  it('without a chosen plan the submit explains it', async () => {
    const { actor } = await start({ businessProduct: 'standard' });
    actor.send({ type: 'SELECTION.CHANGE', selection: undefined as unknown as FunnelSelection });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(funnelView(actor.getSnapshot()).error).toBe('Выберите меню, чтобы оформить заказ');
  });
});
