import { describe, expect, it } from 'vitest';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { prefetchCheckout } from '../checkout/checkout/checkout.prefetch';
import { auth } from './endpoints/auth';
import { checkout } from './endpoints/checkout';
import { funnel } from './endpoints/funnel';
import { menu } from './endpoints/menu';
import { profile } from './endpoints/profile';
import { tips } from './endpoints/tips';
import { ApiError } from './errors';
import { COOKIES } from './protocol';

const harness = useSandbox();
const loggedIn = () => harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
const calls = (name: string) => harness.sandbox.store.log.filter((entry) => entry.call === name).length;

describe('api prefetch', () => {
  it("the screen's first identical call takes the prefetched answer: one request", async () => {
    const { api } = loggedIn();
    const early = api.prefetch(profile.get, {});
    const { profile: p } = await api.call(profile.get, {});
    expect(p).toEqual((await early)?.profile);
    expect(calls('client-profile')).toBe(1);
    // Only once: the next call asks again.
    await api.call(profile.get, {});
    expect(calls('client-profile')).toBe(2);
  });

  it('a call that joined the prefetch in flight uses it up: a refresh after a change gets the new answer, not the prefetched one', async () => {
    const { api } = loggedIn();
    void api.prefetch(funnel.getOrder, { orderId_H: 'demo-standard' });
    const before = await api.call(funnel.getOrder, { orderId_H: 'demo-standard' });
    await api.call(checkout.applyPromo, { order_id_H: 'demo-standard', promocode: 'HEALTHY10' });
    const after = await api.call(funnel.getOrder, { orderId_H: 'demo-standard' });
    expect(calls('orders/get')).toBe(2);
    const codes = (answer: typeof after) => answer.order.promocode_discounts.map((d) => d.promocode);
    expect(codes(before)).not.toContain('HEALTHY10');
    expect(codes(after)).toContain('HEALTHY10');
  });

  it('a failed prefetch is asked again by the call, which gets its own answer; the prefetch resolves undefined', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 502, times: 1 });
    const early = api.prefetch(profile.get, {});
    const { profile: p } = await api.call(profile.get, {});
    expect(p.first_name).toBe('Анна');
    // The prefetch got the 502 (the sandbox logs only answered calls); the call's answer is a second request's.
    expect(await early).toBeUndefined();
    expect(calls('client-profile')).toBe(1);
  });

  it('a prefetch never toasts; the screen call that fails too shows its own error', async () => {
    const { api, ports } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'status', status: 502, times: 2 });
    void api.prefetch(profile.get, {});
    const error = await api.call(profile.get, {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    // The screen call's toast goes at the end of the task (unless the screen shows it in place).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ports.notify.messages).toHaveLength(1);
  });

  it('another token, another input or a write is not joined', async () => {
    const { api, ports } = loggedIn();
    void api.prefetch(profile.get, {});
    ports.cookies.set(COOKIES.clientToken, 'sandbox-token-other');
    await api.call(profile.get, {}).catch(() => undefined);
    expect(calls('client-profile')).toBe(2);
    expect(await api.prefetch(auth.login, { phone: '+79161234567', code: '4567' })).toBeUndefined();
    expect(calls('authentication/login')).toBe(0);
  });

  it("prefetchCheckout asks for the order, then its line, the drinks, the days, the profile and the tip templates; the checkout's calls take them", async () => {
    const { api } = loggedIn();
    const hid = 'demo-standard';
    prefetchCheckout(api, hid);
    const { order } = await api.call(funnel.getOrder, { orderId_H: hid });
    await Promise.all([
      api.call(menu.byBusinessProduct, { businessProduct: order.business_product, cityId: order.city_id }),
      api.call(checkout.canAddDrinks, { orderId_H: hid }),
      api.call(checkout.possibleDates, { orderId_H: hid }),
      api.call(profile.get, {}),
      api.call(tips.templates, {}, { background: true }),
    ]);
    expect(
      ['orders/get', 'menu/full', 'orders/can-add-drinks', 'deliveries/possible-dates', 'client-profile', 'tips/templates'].map(calls),
    ).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("the caller's abort ends its wait as 'aborted'", async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 500, times: 1 });
    const early = api.prefetch(profile.get, {});
    const controller = new AbortController();
    const waiting = api.call(profile.get, {}, { signal: controller.signal }).then(
      () => undefined,
      (e: unknown) => e,
    );
    controller.abort();
    expect(await waiting).toMatchObject({ kind: 'aborted' });
    // The prefetch itself goes on to its answer (no request left over for the next test).
    expect((await early)?.profile.first_name).toBe('Анна');
  });

  // The two that hold a call past the timeout come last: their requests end in the sandbox after them.
  it("a prefetch that got no answer is the call's error: a stalled call is not waited for twice", async () => {
    const { api } = loggedIn();
    // Longer than the harness's 2 s timeout, once: a second request would have been answered.
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 5_000, times: 1 });
    void api.prefetch(profile.get, {});
    const error = await api.call(profile.get, {}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('a prefetch that failed before any call joined it is forgotten: the call asks the backend', async () => {
    const { api } = loggedIn();
    harness.sandbox.faults.inject('client-profile', { kind: 'delay', ms: 5_000, times: 1 });
    expect(await api.prefetch(profile.get, {})).toBeUndefined();
    expect((await api.call(profile.get, {})).profile.first_name).toBe('Анна');
  });
});
