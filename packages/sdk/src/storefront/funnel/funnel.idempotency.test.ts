import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { funnel } from '../../api/endpoints/funnel';
import { funnelView } from './funnel.connect';
import { buildCreateOrderRequest } from './funnel.payload';
import { creationAttemptFor, creationOutcomeUnknown, orderCreationKey } from './funnel.rules';
import { derivedIntentKey } from '../../api/effects';
import { funnelTestKit } from '../../testing/funnel';

/**
 * Order creation never makes a second order for one attempt (issue 10): every creation call carries
 * an Idempotency-Key, the sandbox answers a repeated key with the first order, and after an outcome
 * nobody knows (timeout, lost answer, malformed answer) the next submit asks again with that key.
 */
const kit = funnelTestKit();
const { harness, calls, ordersOf } = kit;

/** A Moscow funnel on its default line, past the 10 s order-ready gate. */
async function start() {
  const { actor, mealflow, selection } = await kit.start();
  if (!selection) throw new Error('no selection');
  vi.advanceTimersByTime(10_000);
  return { actor, mealflow, selection };
}

describe('order creation: one order per attempt (Idempotency-Key)', () => {
  it('the sandbox answers a repeated key with the first order and creates no second one', async () => {
    const { mealflow, selection } = await start();
    const body = buildCreateOrderRequest({
      phone: '+79161230001',
      cityId: 2,
      businessProduct: 'standard',
      selection,
      loggedIn: false,
      placement: 'landing',
      recaptchaToken: 'sandbox-captcha-token',
      analyticalData: { cookie: {}, utm: {}, referrer: '', host: 'localhost' },
      now: Date.now(),
    });
    const create = (key: string) => mealflow.api.call(funnel.create, body, { idempotencyKey: derivedIntentKey(key) });
    const first = await create('order-a:create');
    const again = await create('order-a:create');
    expect(again.order.id_H).toBe(first.order.id_H);
    expect(ordersOf('+79161230001')).toBe(1);
    // Another key is another attempt: a second order.
    const other = await create('order-b:create');
    expect(other.order.id_H).not.toBe(first.order.id_H);
    expect(ordersOf('+79161230001')).toBe(2);
  });

  it.each([
    ['a lost answer (the order was made, the client saw a network error)', { kind: 'lost' as const, times: 1 }],
    ['a malformed answer', { kind: 'malformed' as const, times: 1 }],
    ['a timeout (the backend answers after the client gave up)', { kind: 'delay' as const, ms: 3_000, times: 1 }],
  ])('after %s the backend is asked at once with the same key (issue 36): the first order, never a second', async (_name, fault) => {
    const { actor } = await start();
    harness.sandbox.faults.inject('orders/create/quick', fault);
    actor.send({ type: 'PHONE.CHANGE', value: '9161230002' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await vi.advanceTimersByTimeAsync(3_500);
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(funnelView(actor.getSnapshot()).orderHid).toMatch(/^order-/);
    expect(ordersOf('+79161230002')).toBe(1);
    expect(calls('orders/create/quick').some((l) => l.replayed)).toBe(true);
    expect(actor.getSnapshot().context.attempt).toBeUndefined();
  });

  it('issue 36: a 5xx keeps the attempt (a gateway 502 after the backend committed): the retry sends the same key, one order', async () => {
    const { actor } = await start();
    harness.sandbox.faults.inject('orders/create/quick', { kind: 'status', status: 502, after: true, times: 1 });
    actor.send({ type: 'PHONE.CHANGE', value: '9161230003' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }) || (s.matches({ form: 'idle' }) && s.context.error !== undefined));
    if (!actor.getSnapshot().matches({ form: 'created' })) {
      expect(actor.getSnapshot().context.attempt).toBeDefined();
      actor.send({ type: 'PHONE.SUBMIT' });
      await waitFor(actor, (s) => s.matches({ form: 'created' }));
    }
    expect(ordersOf('+79161230003')).toBe(1);
    const sends = harness.sandbox.store.log.filter((entry) => entry.call === 'orders/create/quick');
    expect(sends.length).toBe(2);
    expect(sends[1]?.replayed).toBe(true);
  });

  it('a refusal the server states (500 with a message) ends the attempt: the next submit is a new attempt', async () => {
    const { actor } = await start();
    harness.sandbox.faults.inject('orders/create/quick', {
      kind: 'status',
      status: 500,
      body: { success: false, messages: ['Сервис временно недоступен'] },
      times: 1,
    });
    actor.send({ type: 'PHONE.CHANGE', value: '9161230004' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'idle' }) && s.context.error !== undefined);
    expect(actor.getSnapshot().context.attempt).toBeUndefined();
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(ordersOf('+79161230004')).toBe(1);
  });
});

describe('funnel.rules', () => {
  it('keeps an attempt for the same phone and plan, starts a new one otherwise', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const first = creationAttemptFor(undefined, '+79161234567', 'plan-a', key);
    expect(first.key).toBe('k1');
    expect(creationAttemptFor(first, '+79161234567', 'plan-a', key)).toBe(first);
    expect(creationAttemptFor(first, '+79161234567', 'plan-b', key).key).toBe('k2');
    expect(creationAttemptFor(first, '+79160000000', 'plan-a', key).key).toBe('k3');
    expect(orderCreationKey('k1', 'create')).not.toBe(orderCreationKey('k1', 'complete'));
  });

  it('only an outcome nobody knows keeps the attempt (a 5xx included: issue 36)', async () => {
    const { ApiError } = await import('../../api/errors');
    const error = (kind: 'timeout' | 'network' | 'validation' | 'http' | 'business', status?: number) =>
      new ApiError({ kind, call: 'orders', message: kind, userMessage: kind, ...(status ? { status } : {}) });
    expect(['timeout', 'network', 'validation'].map((k) => creationOutcomeUnknown(error(k as 'timeout')))).toEqual([true, true, true]);
    expect(creationOutcomeUnknown(error('http', 502))).toBe(true);
    expect(
      creationOutcomeUnknown(
        new ApiError({
          kind: 'http',
          call: 'orders',
          status: 500,
          messages: ['Сервис временно недоступен'],
          message: 'x',
          userMessage: 'x',
        }),
      ),
    ).toBe(false);
    expect(creationOutcomeUnknown(error('http', 400))).toBe(false);
    expect(creationOutcomeUnknown(error('business'))).toBe(false);
    expect(creationOutcomeUnknown(new Error('x'))).toBe(false);
  });
});
