import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CreateOrderRequest } from '../../api/schemas/funnel';
import { COOKIES } from '../../api/protocol';
import { funnelTestKit } from '../../testing/funnel';
import { funnelResume, funnelView } from './funnel.connect';
import { selectionFromMenu, tomorrow, type FunnelSelection } from './funnel.payload';

const { harness, start, calls, ordersOf } = funnelTestKit();

describe('funnel machine (through the sandbox)', () => {
  it("'Заказать' is disabled until the plan is known: a press while the landing's menu loads was lost", async () => {
    const { selection, mealflow } = await start();
    const actor = createActor(mealflow.machines.funnel, {
      input: { cityId: 2, businessProduct: 'standard', loggedIn: true, phone: '+79161234567' },
    }).start();
    expect(funnelView(actor.getSnapshot())).toMatchObject({
      hasSelection: false,
      orderReady: true,
      buttonDisabled: true,
      buttonLabel: 'Заказать',
    });
    actor.send({ type: 'SELECTION.CHANGE', selection });
    expect(funnelView(actor.getSnapshot())).toMatchObject({ hasSelection: true, buttonDisabled: false });
  });

  it('refuses to create an order in the first 10 seconds with the spec message, then creates it in two stages', async () => {
    const { actor, ports, selection } = await start();
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(funnelView(actor.getSnapshot())).toMatchObject({
      error: 'Оформление заказа станет доступно через 10\u00a0секунд',
      orderReady: false,
      busy: false,
    });
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);

    vi.advanceTimersByTime(10_000);
    expect(funnelView(actor.getSnapshot()).orderReady).toBe(true);
    // The gate's message went when the gate opened.
    expect(funnelView(actor.getSnapshot()).error).toBeUndefined();
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(funnelView(actor.getSnapshot())).toMatchObject({ busy: true, error: undefined, buttonDisabled: true });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));

    const view = funnelView(actor.getSnapshot());
    expect(view.orderHid).toMatch(/^order-/);
    expect(view.target).toBe(`/order/${view.orderHid}/confirm`);
    expect(view.afterConfirm).toBe(`/instant-order/${view.orderHid}`);
    expect(ports.navigation.history.at(-1)).toBe(`/order/${view.orderHid}/confirm`);
    expect(ordersOf('+79161234567')).toBe(1);
    expect(calls('orders/create/quick')).toHaveLength(1);
    expect(calls('orders/create/complete')).toHaveLength(1);
    expect(calls('orders')).toHaveLength(0);

    // The payload of order-funnel §3.
    const body = calls('orders/create/quick')[0]?.body as CreateOrderRequest;
    expect(body.client).toEqual({ phone: '+79161234567', cityId: 2, recaptchaToken: 'sandbox-captcha-token' });
    expect(body.order).toEqual({
      order_origin_id: 1,
      mealDays: selection.mealDays,
      price_plan_id: selection.pricePlanId,
      is_auto_longated_trial: false,
      phone: '+79161234567',
      offerId: selection.offerId,
    });
    expect(selection.offerId).toBeDefined();
    expect(body.analyticalData).toEqual({ cookie: {}, utm: {}, referrer: '', host: 'localhost' });
    expect(body.twoStageFakeData).toEqual({ menu_price: selection.price, deb_price: selection.price, number_of_days: 6, menu_type: 'fit' });
    expect(body.deliveriesStartDate).toBe(tomorrow(Date.now()));
    expect(ports.captcha.requests).toEqual(['create-order']);
    const complete = calls('orders/create/complete')[0]?.body as CreateOrderRequest & { orderId_H: string };
    expect(complete).toMatchObject({ orderId_H: view.orderHid, order: { order_origin_id: 1, price_plan_id: selection.pricePlanId } });
    expect(complete.recaptchaToken).toBeUndefined();

    // The placeholder delivery of the quick stage starts tomorrow; the complete stage has them all.
    const stored = harness.sandbox.store.orders.get(view.orderHid ?? '');
    expect(stored?.order.is_ready).toBe(true);
    expect(stored?.order.deliveries[0]?.date).toBe(tomorrow(Date.now()));
    expect(stored?.order.deliveries).toHaveLength(3);
    // The SMS of the confirmation step went out.
    expect(harness.sandbox.store.smsSent.get('+79161234567')).toBe(1);
  });

  it('sends utm, analytics cookies and referrer as analyticalData', async () => {
    const { actor } = await start(
      { loggedIn: false },
      { cookies: { utm_source: 'vk', utm_campaign: 'spring', _ga: 'GA1.1.1', referrer: 'https://ya.ru/' } },
    );
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '+7 916 765-43-21' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    const body = calls('orders/create/quick')[0]?.body as CreateOrderRequest;
    expect(body.analyticalData).toEqual({
      cookie: { _ga: 'GA1.1.1' },
      utm: { utm_source: 'vk', utm_campaign: 'spring' },
      referrer: 'https://ya.ru/',
      host: 'localhost',
    });
  });

  it('LOGGED_IN cancels the timer and marks the order ready; a logged-in order has origin 12 and goes to checkout', async () => {
    const { actor, ports } = await start({}, { cookies: { client_token: 'sandbox-token-returning' } });
    actor.send({ type: 'LOGGED_IN' });
    expect(funnelView(actor.getSnapshot()).orderReady).toBe(true);
    expect(funnelView(actor.getSnapshot()).buttonLabel).toBe('Заказать');
    actor.send({ type: 'PHONE.CHANGE', value: '9990000001' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    const body = calls('orders/create/quick')[0]?.body as CreateOrderRequest;
    expect(body.order.order_origin_id).toBe(12);
    expect(body.recaptchaToken).toBeUndefined();
    expect(ports.captcha.requests).toEqual([]);
    const view = funnelView(actor.getSnapshot());
    expect(ports.navigation.history.at(-1)).toBe(`/instant-order/${view.orderHid}`);
    // No timer is left behind: the gate stays ready.
    vi.advanceTimersByTime(20_000);
    expect(actor.getSnapshot().matches({ gate: 'ready' })).toBe(true);
  });

  it('origin 13 for a logged-in visitor outside the landing', async () => {
    const { actor } = await start({ loggedIn: true, placement: 'other' }, { cookies: { client_token: 'sandbox-token-returning' } });
    actor.send({ type: 'PHONE.CHANGE', value: '9990000001' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect((calls('orders/create/quick')[0]?.body as CreateOrderRequest).order.order_origin_id).toBe(13);
  });

  // issue 30: the 15 s countdown at its boundaries (one second before, at, one second after).
  it.each([
    { at: 14_000, label: 'Заказать через 1 с', disabled: true },
    { at: 15_000, label: 'Заказать', disabled: false },
    { at: 16_000, label: 'Заказать', disabled: false },
  ])('the 15 s countdown, $at ms after the order: $label', async ({ at, label, disabled }) => {
    const { actor } = await start();
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    vi.advanceTimersByTime(at);
    expect(funnelView(actor.getSnapshot())).toMatchObject({ buttonLabel: label, buttonDisabled: disabled });
  });

  it('button: Получить код → 15-second countdown from the wall clock → Заказать', async () => {
    const { actor } = await start();
    expect(funnelView(actor.getSnapshot()).buttonLabel).toBe('Получить код');
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(funnelView(actor.getSnapshot())).toMatchObject({ secondsLeft: 15, buttonLabel: 'Заказать через 15 с', buttonDisabled: true });
    vi.advanceTimersByTime(5_000);
    expect(funnelView(actor.getSnapshot())).toMatchObject({ secondsLeft: 10, buttonLabel: 'Заказать через 10 с' });
    // A second submit during the countdown is ignored.
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'created' })).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true);
    expect(funnelView(actor.getSnapshot())).toMatchObject({ secondsLeft: undefined, buttonLabel: 'Заказать', buttonDisabled: false });
    // 'Заказать' with the same phone and plan hands the same order off again: no second order.
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'created' })).toBe(true);
    expect(ordersOf('+79161234567')).toBe(1);
  });

  it('coming back to the landing resumes the countdown of the order just created, then Заказать hands it off again (defect 3)', async () => {
    const first = await start();
    vi.advanceTimersByTime(10_000);
    const emitted: Array<{ resume: unknown }> = [];
    first.actor.on('order.created', (e) => emitted.push(e));
    first.actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    first.actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(first.actor, (s) => s.matches({ form: 'created' }));
    const resume = funnelResume(first.actor.getSnapshot());
    expect(emitted[0]?.resume).toEqual(resume);
    first.actor.stop();
    vi.advanceTimersByTime(4_000);

    // A new form (the visitor pressed Back) with what the landing kept.
    const { actor, ports } = await start({ ...(resume ? { resume } : {}) });
    expect(funnelView(actor.getSnapshot())).toMatchObject({
      phone: '+7 (916) 123-45-67',
      buttonDisabled: true,
      buttonLabel: 'Заказать через 11 с',
    });
    vi.advanceTimersByTime(11_000);
    expect(funnelView(actor.getSnapshot())).toMatchObject({ buttonLabel: 'Заказать', buttonDisabled: false });
    actor.send({ type: 'PHONE.SUBMIT' });
    expect(actor.getSnapshot().matches({ form: 'created' })).toBe(true);
    expect(ports.navigation.history.at(-1)).toBe(resume?.created.target);
    expect(ordersOf('+79161234567')).toBe(1);
  });

  it('the gift product says Заказать подарок', async () => {
    const { actor } = await start({ gift: true });
    expect(funnelView(actor.getSnapshot()).buttonLabel).toBe('Заказать подарок');
  });

  it('a double submit never creates two orders', async () => {
    const { actor } = await start();
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161112233' });
    actor.send({ type: 'PHONE.SUBMIT' });
    actor.send({ type: 'PHONE.SUBMIT' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'completing' }));
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(ordersOf('+79161112233')).toBe(1);
    expect(calls('orders/create/quick')).toHaveLength(1);
    expect(calls('orders/create/complete')).toHaveLength(1);
  });

  it('subscription offers are created in one stage (orders) and continue to AllFields (order-funnel §4: the offer carries its plan)', async () => {
    const { actor, menu: m } = await start({ businessProduct: 'subscription' });
    const selection = selectionFromMenu(m, actor.getSnapshot().context.selection?.menuType ?? '', 24, '3');
    expect(selection?.subscriptionId_H).toBe('sub-24');
    actor.send({ type: 'SELECTION.CHANGE', selection: selection as FunnelSelection });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect(calls('orders')).toHaveLength(1);
    expect(calls('orders/create/quick')).toHaveLength(0);
    const body = calls('orders')[0]?.body as CreateOrderRequest;
    expect(body.twoStageFakeData).toBeUndefined();
    expect(body.order.offerId).toBe(selection?.offerId);
    const view = funnelView(actor.getSnapshot());
    expect(view.afterConfirm).toBe(`/subscribe/get/${view.orderHid}/fields`);
    expect(harness.sandbox.store.orders.get(view.orderHid ?? '')?.order.is_client_subscription).toBe(true);
  });

  it('a subscription order without a plan continues to GetMenuPlan (order-funnel §4)', async () => {
    const { actor } = await start({ businessProduct: 'subscription' });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    // Not a subscription offer: subscription is not a two-stage product either.
    expect(calls('orders')).toHaveLength(1);
    const view = funnelView(actor.getSnapshot());
    expect(view.afterConfirm).toBe(`/subscribe/plan/${view.orderHid}`);
  });

  it('the first delivery is tomorrow as the service sees it: under a test clock 10 days ahead, the day after it (the bare clock was read, stop 42)', async () => {
    const later = Date.now() + 10 * 86_400_000;
    const { actor } = await start({}, { cookies: { [COOKIES.testTime]: new Date(later).toISOString() } });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    expect((calls('orders/create/quick')[0]?.body as CreateOrderRequest).deliveriesStartDate).toBe(tomorrow(later));
  });

  it('the day product is two-stage with the spec trial price plan (spb p2: 690\u00a0₽, plan 299)', async () => {
    const { actor, menu: m } = await start({ businessProduct: 'day', cityId: 1 });
    const selection = selectionFromMenu(m, 'daily_trial');
    expect(selection).toMatchObject({ price: 690, pricePlanId: 299, mealDays: 1 });
    // A trial's first delivery is after today (personal-cabinet §4): a chosen today becomes tomorrow.
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    actor.send({ type: 'SELECTION.CHANGE', selection: { ...(selection as FunnelSelection), deliveriesStartDate: today } });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '9161234567' });
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    const view = funnelView(actor.getSnapshot());
    expect(view.afterConfirm).toBe(`/day/instant-order/${view.orderHid}`);
    const order = harness.sandbox.store.orders.get(view.orderHid ?? '')?.order;
    expect(order).toMatchObject({ menu_price: 690, city_id: 1, number_of_days: 1, canBePaidInCash: false });
    expect((calls('orders/create/quick')[0]?.body as CreateOrderRequest).deliveriesStartDate).toBe(tomorrow(Date.now()));
  });

  it('Minsk: BY mask and BYN plans', async () => {
    const { actor, selection } = await start({ cityId: 20 });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'PHONE.CHANGE', value: '291234567' });
    expect(funnelView(actor.getSnapshot()).phone).toBe('+375 (29) 123-45-67');
    actor.send({ type: 'PHONE.SUBMIT' });
    await waitFor(actor, (s) => s.matches({ form: 'created' }));
    const order = harness.sandbox.store.orders.get(funnelView(actor.getSnapshot()).orderHid ?? '')?.order;
    expect(order).toMatchObject({ city_id: 20, menu_price: selection.price });
    expect(selection.price).toBeLessThan(1000);
  });
});
