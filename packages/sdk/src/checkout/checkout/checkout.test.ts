import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { checkoutChildren, checkoutView } from './checkout.connect';
import { newOrderTarget } from './checkout.rules';
import { noVkPay } from '../../browser-providers';
import { formatDateWithWeekday } from '../../domain/dates';
import { LONGATION_STATUS_TEXT } from '../../domain/server-texts';
import { checkoutTestKit } from '../../testing/checkout';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();
const { charges, card, start, idle, settled } = checkoutTestKit(harness);

describe('checkout machine (through the sandbox)', () => {
  it('loads the order and the profile in one round trip and shows the normal checkout', async () => {
    const { actor } = start({ hid: 'demo-standard' });
    expect(checkoutView(actor.getSnapshot()).mode).toBe('loading');
    await idle(actor);
    const view = checkoutView(actor.getSnapshot());
    expect(view).toMatchObject({ mode: 'normal', duration: '6\u00a0дней', total: '9\u00a0540\u00a0₽', promoHidden: false });
    expect(view.profile).toMatchObject({ firstName: 'Анна', firstNameLocked: true, lastNameLocked: true });
    expect(view.methods.map((m) => m.method)).toEqual(['creditCard', 'card', 'externalCard', 'sbp', 'cash', 'vkpay']);
    // Issue 31: a client with a saved card starts on it, not on a new card.
    expect(view.selectedMethod).toBe('card');
    // No address yet: the pay button waits.
    expect(view.canPay).toBe(false);
    const calls = harness.sandbox.store.log.map((l) => l.call);
    expect(calls.slice(0, 4).sort()).toEqual(['client-profile', 'deliveries/possible-dates', 'orders/can-add-drinks', 'orders/get']);
  });

  it('does not offer VK Pay when the app has no VK Pay adapter (the production build: no dead-end method)', async () => {
    const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: { ...ports, vkPay: noVkPay }, timeoutMs: 2_000 });
    const actor = createActor(mealflow.machines.checkout, { input: { hid: 'demo-standard' } });
    actor.start();
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).methods.map((m) => m.method)).toEqual(['creditCard', 'card', 'externalCard', 'sbp', 'cash']);
    actor.stop();
  });

  it('choosing a saved address enables the pay button; PAY spawns one payment', async () => {
    const { actor, ports } = start({ hid: 'demo-standard' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    expect(checkoutView(actor.getSnapshot()).address.state).toBe(1);
    expect(checkoutView(actor.getSnapshot()).canPay).toBe(false);
    await settled(actor);
    const view = checkoutView(actor.getSnapshot());
    expect(view.address).toMatchObject({ state: 2, text: 'Москва, ул. Тверская, д. 7, кв. 12' });
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Адрес доставки изменен' });
    expect(view.canPay).toBe(true);
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    expect(checkoutView(actor.getSnapshot())).toMatchObject({ paying: true, canPay: false });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    expect(charges('demo-standard')).toBe(1);
    // The card data never entered the checkout's context.
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4242 4242 4242 4242');
  });

  it('defect #1: the returning client (orders_count > 0) paying with the saved card lands on the payment flow', async () => {
    const { actor, ports } = start({ hid: 'demo-standard' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    actor.send({ type: 'METHOD.SELECT', method: 'card' });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/payment/success');
    expect(charges('demo-standard')).toBe(1);
  });

  it('a longate order pays in the longate flow; a 3-D Secure card returns through the longate 3Ds path', async () => {
    const { actor } = start({ hid: 'demo-longate' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    actor.send({ type: 'METHOD.SELECT', method: 'creditCard' });
    expect(checkoutView(actor.getSnapshot()).flow).toBe('longate');
    actor.send({ type: 'PAY', card: card('4000 0000 0000 3220') });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    const charge = harness.sandbox.store.log.find((l) => l.call === 'payments/charge-card');
    expect((charge?.body as { redirect_after_3ds_to?: string } | undefined)?.redirect_after_3ds_to).toBe(
      '/dashboard/order/demo-longate/payment/3Ds/longate',
    );
  });

  it('a longate order paid with the saved card lands on the longate result', async () => {
    const saved = start({ hid: 'demo-longate' });
    await idle(saved.actor);
    saved.actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(saved.actor);
    expect(checkoutView(saved.actor.getSnapshot()).selectedMethod).toBe('card');
    saved.actor.send({ type: 'PAY' });
    await waitFor(saved.actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    expect(saved.ports.navigation.current().pathname).toBe('/dashboard/order/demo-longate/longate/success');
  });

  it('a reload while an SBP payment waits for the bank reopens the SBP screens (kept by hid)', async () => {
    const { mealflow } = sandboxClient(harness, {
      token: 'sandbox-token-returning',
      storage: { 'sbp:demo-standard': JSON.stringify({ payment: 'pay-x', bankId: 'bank-sber' }) },
    });
    const actor = createActor(mealflow.machines.checkout, { input: { hid: 'demo-standard' } }).start();
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'sbp' } }));
    expect(checkoutChildren(actor.getSnapshot()).sbp).toBeDefined();
    expect(checkoutView(actor.getSnapshot()).selectedMethod).toBe('sbp');
    actor.stop();
  });

  it('a declined card: back to the form with the server message, ready to pay again', async () => {
    const { actor } = start({ hid: 'demo-standard' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SELECT_SAVED', addressId: 'addr-msk-1' });
    await settled(actor);
    actor.send({ type: 'METHOD.SELECT', method: 'creditCard' });
    actor.send({ type: 'PAY', card: card('4000 0000 0000 0002') });
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.paymentFailures === 1);
    expect(checkoutView(actor.getSnapshot())).toMatchObject({
      paymentError: 'Недостаточно средств на карте. Попробуйте другую карту',
      canPay: true,
      selectedMethod: 'creditCard',
    });
    actor.send({ type: 'PAY', card: card('4242 4242 4242 4242') });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    expect(charges('demo-standard')).toBe(2);
  });

  it('a new address outside the zone, or unavailable for the line, is state 3 with the spec texts', async () => {
    const { actor } = start({ hid: 'demo-standard' });
    await idle(actor);
    actor.send({ type: 'ADDRESS.SUBMIT', address: { street: 'Тула, ул. Ленина', house: '1', city_id: 2 } });
    await settled(actor);
    expect(checkoutView(actor.getSnapshot()).address).toMatchObject({
      state: 3,
      error: 'Адрес не входит в зону наших доставок, но мы что-нибудь придумаем и перезвоним Вам в ближайшее время',
    });
    actor.send({ type: 'ADDRESS.SUBMIT', address: { street: 'ул. Рублёвское ш.', house: '5', city_id: 2 } });
    await settled(actor);
    expect(checkoutView(actor.getSnapshot()).address).toMatchObject({ state: 3, error: 'Этот адрес недоступен для выбранной линейки' });
    expect(checkoutView(actor.getSnapshot()).canPay).toBe(false);
    actor.send({ type: 'ADDRESS.SUBMIT', address: { street: 'ул. Арбат', house: '10', city_id: 2, flat: '5' } });
    await settled(actor);
    expect(checkoutView(actor.getSnapshot()).address).toMatchObject({
      state: 2,
      error: undefined,
      text: 'Москва, ул. Арбат, д. 10, кв. 5',
    });
  });

  it('a far-region address recreates the order and continues on the new hid, keeping what was typed', async () => {
    const { actor, ports } = start({ hid: 'demo-custom' }, true);
    await idle(actor);
    actor.send({ type: 'COURIER_COMMENT.CHANGE', value: 'Домофон 12' });
    actor.send({ type: 'METHOD.SELECT', method: 'sbp' });
    actor.send({ type: 'ADDRESS.SUBMIT', address: { street: 'Зеленоград, корп.', house: '1106', city_id: 2 } });
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.hid !== 'demo-custom' && s.context.addressState === 2);
    const { context } = actor.getSnapshot();
    expect(context.hid).toBe('demo-custom-far');
    expect(context.order?.is_far_moscow_region).toBe(true);
    expect(context.courierComment).toBe('Домофон 12');
    expect(context.method).toBe('sbp');
    // Issue 30: the new price is said before paying (it changed silently), and the pay button asks it.
    const view = checkoutView(actor.getSnapshot());
    expect(view.priceNotice).toBe(
      'Адрес в дальнем Подмосковье: заказ пересчитан по тарифу для этой зоны, доставка — 500\u00a0₽. К оплате теперь 10\u00a0040\u00a0₽ вместо 9\u00a0540\u00a0₽.',
    );
    expect(view.total).toBe('10\u00a0040\u00a0₽');
    expect(checkoutView(actor.getSnapshot()).address.state).toBe(2);
    expect(ports.navigation.current().pathname).toBe('/instant-order/demo-custom-far');
    expect(harness.sandbox.store.counters.get('farRecreated:demo-custom')).toBe(1);
  });

  it('drinks: adding them while cash is chosen switches to card; cash then says why it is unavailable', async () => {
    const { actor } = start({ hid: 'demo-standard' });
    await idle(actor);
    actor.send({ type: 'METHOD.SELECT', method: 'cash' });
    actor.send({ type: 'SAFE_DELIVERY.TOGGLE', value: true });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'cash', safeDelivery: false });
    actor.send({ type: 'DRINKS.ADD', count: 2 });
    await idle(actor);
    const view = checkoutView(actor.getSnapshot());
    expect(actor.getSnapshot().context.method).toBe('creditCard');
    expect(view.methods.map((m) => m.method)).not.toContain('cash');
    expect(view.notice).toBe('Оплата наличными недоступна при добавлении напитков');
    expect(view.total).toBe('9\u00a0800\u00a0₽');
    actor.send({ type: 'METHOD.SELECT', method: 'cash' });
    expect(actor.getSnapshot().context.method).toBe('creditCard');
    actor.send({ type: 'DRINKS.DROP' });
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).methods.map((m) => m.method)).toContain('cash');
  });

  it('no drinks for power; no cash with auto-longation or disablecash; VK Pay from 3300 unless link; trial only instant methods', async () => {
    const power = start({ hid: 'demo-power' });
    await idle(power.actor);
    expect(checkoutView(power.actor.getSnapshot()).drinks?.available).toBe(false);
    const auto = start({ hid: 'demo-autolongation' });
    await idle(auto.actor);
    expect(checkoutView(auto.actor.getSnapshot()).methods.map((m) => m.method)).not.toContain('cash');
    const disabled = start({ hid: 'demo-standard', query: { disablecash: true, link: true } });
    await idle(disabled.actor);
    expect(checkoutView(disabled.actor.getSnapshot()).methods.map((m) => m.method)).toEqual(['creditCard', 'card', 'externalCard', 'sbp']);
    const trial = start({ hid: 'demo-trial' });
    await idle(trial.actor);
    expect(checkoutView(trial.actor.getSnapshot()).methods.map((m) => m.method)).toEqual(['creditCard', 'card', 'externalCard', 'sbp']);
  });

  it('display modes: paid goes to the success route, cancelled, co=1 and co=2', async () => {
    const paid = start({ hid: 'demo-paid' });
    await waitFor(paid.actor, (s) => s.matches('paid'));
    // The returning client (7 orders) pays in the `payment` flow.
    expect(paid.ports.navigation.current().pathname).toBe('/dashboard/order/demo-paid/payment/payment/success');
    // A new client's flow is newclient; the promo discount equal to the menu price counts as paid.
    const promoPaid = start({ hid: 'demo-promo-paid' }, false);
    await waitFor(promoPaid.actor, (s) => s.matches('paid'));
    expect(promoPaid.ports.navigation.current().pathname).toBe('/dashboard/order/demo-promo-paid/payment/newclient/success');
    const longatePaid = start({ hid: 'demo-longate' });
    await idle(longatePaid.actor);
    expect(checkoutView(longatePaid.actor.getSnapshot()).flow).toBe('longate');

    const confirmed = start({ hid: 'demo-delivery-confirmed', query: { co: '2', deliveryIdH: 'demo-delivery-confirmed-d1' } });
    await waitFor(confirmed.actor, (s) => s.matches('deliveryConfirmed'));

    const cancelled = start({ hid: 'demo-cancelled' });
    await waitFor(cancelled.actor, (s) => s.matches('cancelled'));
    // Issue 30: a cancelled order offers 'Оформить новый' (the signed-in client's new order; `newOrderTarget` otherwise the landing's form).
    cancelled.actor.send({ type: 'NEW_ORDER' });
    expect(cancelled.ports.navigation.current().pathname).toBe('/dashboard/order/new');
    expect([newOrderTarget(false, 'standard', 'fit'), newOrderTarget(false, 'detox', undefined)]).toEqual([
      '/?menuType=fit#order-form',
      '/detox#order-form',
    ]);

    const confirm = start({ hid: 'demo-confirm', query: { co: '1' } });
    await waitFor(confirm.actor, (s) => s.matches('orderConfirmation'));
    confirm.actor.send({ type: 'CONFIRM_ORDER' });
    await idle(confirm.actor);

    const delivery = start({ hid: 'demo-delivery', query: { co: '2', deliveryIdH: 'demo-delivery-d1' } });
    await waitFor(delivery.actor, (s) => s.matches('deliveryConfirmation'));
    delivery.actor.send({ type: 'CONFIRM_DELIVERY' });
    await waitFor(delivery.actor, (s) => s.matches('deliveryConfirmed'));
    expect(delivery.ports.notify.messages).toContainEqual({ kind: 'success', message: 'Ваша доставка подтверждена' });
    expect(checkoutView(delivery.actor.getSnapshot()).confirmedWindow).toMatch(/Вечер, 18:00–23:00$/);
  });

  it('cancelling asks first, then toasts; a longate order returns to Index; a formed longate order shows the server text', async () => {
    const { actor, ports } = start({ hid: 'demo-longate' });
    await idle(actor);
    actor.send({ type: 'CANCEL' });
    expect(checkoutView(actor.getSnapshot()).dialog).toBe('cancel');
    actor.send({ type: 'DISMISS' });
    expect(checkoutView(actor.getSnapshot()).dialog).toBeUndefined();
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('cancelled'));
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Ваш заказ успешно отменён' });
    expect(ports.navigation.current().pathname).toBe('/');

    const formed = start({ hid: 'demo-longate-formed' });
    await idle(formed.actor);
    formed.actor.send({ type: 'CANCEL' });
    formed.actor.send({ type: 'CONFIRM' });
    await waitFor(formed.actor, (s) => s.matches({ normal: 'idle' }) && s.context.error !== undefined);
    // The server's English text is never shown raw (issue 12 defect 11): a Russian text for people.
    expect(checkoutView(formed.actor.getSnapshot()).error).toBe(LONGATION_STATUS_TEXT);
  });

  it('custom orders confirm a first-date change; dismissing keeps the old date', async () => {
    const { actor, ports } = start({ hid: 'demo-custom' });
    await idle(actor);
    const before = checkoutView(actor.getSnapshot()).delivery.date;
    const option = checkoutView(actor.getSnapshot()).delivery.options.find((o) => o.type === 'morning');
    if (!option) throw new Error('the sandbox offers morning windows');
    actor.send({ type: 'DATE.SELECT', date: option.date, from: option.from, to: option.to, interval: option.type });
    expect(checkoutView(actor.getSnapshot())).toMatchObject({
      dialog: 'date',
      dateDialog: { title: 'Хотите перенести доставку?', text: 'Вы потеряете некоторые изменения меню' },
    });
    actor.send({ type: 'DISMISS' });
    expect(checkoutView(actor.getSnapshot()).delivery.date).toBe(before);
    actor.send({ type: 'DATE.SELECT', date: option.date, from: option.from, to: option.to, interval: option.type });
    actor.send({ type: 'CONFIRM' });
    await idle(actor);
    expect(checkoutView(actor.getSnapshot()).delivery).toMatchObject({
      date: formatDateWithWeekday(option.date),
      window: 'Утро, 07:00–12:00',
    });
    expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Время доставки успешно изменено.' });
  });
});
