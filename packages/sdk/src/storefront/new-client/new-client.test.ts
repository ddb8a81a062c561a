import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { auth } from '../../api/endpoints/auth';
import type { CreateOrderRequest } from '../../api/schemas/funnel';
import { createMealflow } from '../../create-mealflow';
import { matchPath } from '../../routing/match';
import { connectFunnel, funnelView } from '../funnel/funnel.connect';
import { readHandoff } from '../funnel/funnel.handoff';
import { orderBlockView } from '../landing/order-block.connect';
import {
  confirmationQuery,
  NEW_CLIENT_TARIFF_PATH,
  newClientCardPath,
  newClientConfirmPath,
  newClientPaymentPath,
  newClientProfilePath,
  newClientTariffInput,
} from './new-client';
import { connectNewClientProfile } from './new-client-profile.connect';
import { newClientProfileSave } from './new-client-profile.rules';
import { sandboxClient } from '../../testing/sandbox-client';
import { checkoutView } from '../../checkout/checkout/checkout.connect';
import { loyaltyView } from '../../cabinet/loyalty/loyalty.connect';
import { formatMoney } from '../../domain/money';

/** The desktop new-client order (personal-cabinet §2.1 /dashboard/order): tariff → SMS → profile → payment. */
const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const PHONE = '+79165554433';

describe('the steps (pure)', () => {
  it('lead to routes of the table, never a 404', () => {
    expect(matchPath(NEW_CLIENT_TARIFF_PATH)?.route.name).toBe('NewClientTariff');
    expect(matchPath(newClientConfirmPath('H1'))?.route.name).toBe('NewClientTariffConfirm');
    expect(matchPath(newClientProfilePath('H1'))?.route.name).toBe('NewClientProfile');
    expect(newClientPaymentPath('H1')).toBe('/dashboard/order/H1/payment/newclient');
    expect(matchPath(newClientPaymentPath('H1'))?.route.name).toBe('StepPaymentChoose');
    expect(matchPath(newClientCardPath('H1'))?.route.name).toBe('StepPaymentCard');
  });

  it('/confirmation/{hid} opens the order confirmation (co=1), or the delivery confirmation with a delivery (co=2)', () => {
    expect(confirmationQuery('')).toBe('co=1');
    expect(confirmationQuery('?deliveryIdH=D1')).toBe('deliveryIdH=D1&co=2');
    expect(confirmationQuery('?co=2&deliveryIdH=D1')).toBeUndefined();
  });

  it('saves only changed, editable fields; an empty e-mail is removed (order-funnel §5)', () => {
    expect(newClientProfileSave({ firstName: ' Анна  Мария ', lastName: '', email: '' }, undefined)).toEqual({ first_name: 'Анна Мария' });
    expect(
      newClientProfileSave(
        { firstName: 'Другое', lastName: 'Иванова', email: 'a@b.ru' },
        { first_name: 'Анна', last_name: null, email: 'a@b.ru' },
      ),
    ).toEqual({ last_name: 'Иванова' });
  });
});

describe('the flow through the sandbox', () => {
  it('a visitor chooses the plan and orders (origin 1): the SMS step of this flow, then the profile step', async () => {
    const { ports, mealflow } = sandboxClient(harness);
    const session = createActor(mealflow.machines.session).start();
    const actor = createActor(mealflow.machines.orderBlock, { input: { ...newClientTariffInput(undefined, 2), session } }).start();
    const { catalog, funnel } = orderBlockView(actor.getSnapshot());
    if (!catalog || !funnel) throw new Error('no children');
    await waitFor(catalog, (s) => s.matches('ready'));
    vi.advanceTimersByTime(10_000);
    connectFunnel(funnel.getSnapshot(), funnel.send).changePhone('+7 (916) 555-44-33');
    connectFunnel(funnel.getSnapshot(), funnel.send).submit();
    // A double click while creating is ignored: one order.
    connectFunnel(funnel.getSnapshot(), funnel.send).submit();
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    expect(ports.navigation.current().pathname).toBe(`/dashboard/order/${hid}/tariff/confirm`);
    expect(readHandoff(ports.storage, hid)).toEqual({ phone: PHONE, afterConfirm: `/dashboard/order/${hid}/profile` });
    const creations = harness.sandbox.store.log.filter((l) => l.call === 'orders/create/quick');
    expect(creations).toHaveLength(1);
    expect((creations[0]?.body as CreateOrderRequest).order).toMatchObject({ order_origin_id: 1 });
    expect((creations[0]?.body as CreateOrderRequest).client).toMatchObject({ cityId: 2 });
  });

  async function clientWithOrder() {
    const anonymous = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: harness.setup().ports, timeoutMs: 2_000 });
    // Sandbox: the SMS code is the phone's last four digits.
    const login = await anonymous.api.call(auth.login, { phone: PHONE, code: '4433' });
    const { ports, mealflow } = sandboxClient(harness, { token: login.client_token });
    const session = createActor(mealflow.machines.session).start();
    const actor = createActor(mealflow.machines.orderBlock, {
      input: { ...newClientTariffInput(login.profile, undefined), session },
    }).start();
    const { catalog, funnel } = orderBlockView(actor.getSnapshot());
    if (!catalog || !funnel) throw new Error('no children');
    await waitFor(catalog, (s) => s.matches('ready'));
    await waitFor(funnel, (s) => funnelView(s).orderReady && funnelView(s).phone !== '');
    connectFunnel(funnel.getSnapshot(), funnel.send).submit();
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    // A client is not asked for the code: straight to the profile step.
    expect(ports.navigation.current().pathname).toBe(newClientProfilePath(hid));
    return { mealflow, ports, session, hid };
  }

  it('the profile step asks the name, saves it once, tells the session and opens the payment step', async () => {
    const { mealflow, ports, session, hid } = await clientWithOrder();
    const actor = createActor(mealflow.machines.newClientProfile, { input: { hid, session } }).start();
    const ui = () => connectNewClientProfile(actor.getSnapshot(), actor.send);
    expect(ui().status).toBe('loading');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(ui().orderSummary).toMatch(/дн/);
    expect(ui().orderSummary).toMatch(/₽/);
    ui().submit();
    expect(ui().errors.firstName).toBe('Введите имя');
    // §5: the last name is required when shown (issue 30: it was optional).
    expect(ui().errors.lastName).toBe('Введите фамилию');
    ui().change('firstName', 'Анна');
    ui().change('lastName', 'Смирнова');
    ui().change('email', 'anna@');
    ui().submit();
    expect(ui().errors.email).toBe('Проверьте правильность email');
    ui().change('email', 'anna@example.ru');
    ui().submit();
    ui().submit();
    expect(ui().status).toBe('saving');
    await waitFor(actor, (s) => s.status === 'done');
    expect(harness.sandbox.store.log.filter((l) => l.call === 'client-profile-set')).toHaveLength(1);
    expect(session.getSnapshot().context.profile?.first_name).toBe('Анна');
    expect(ports.navigation.current().pathname).toBe(newClientPaymentPath(hid));
  });

  it('a failed load offers a retry; a failed save keeps the fields with the message', async () => {
    const { mealflow, hid } = await clientWithOrder();
    harness.sandbox.faults.inject('orders/get', { kind: 'status', status: 500, times: 1 });
    const actor = createActor(mealflow.machines.newClientProfile, { input: { hid } }).start();
    const ui = () => connectNewClientProfile(actor.getSnapshot(), actor.send);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(ui().status).toBe('error');
    expect(ui().error).toBeTruthy();
    ui().retry();
    await waitFor(actor, (s) => s.matches('editing'));
    harness.sandbox.faults.inject('client-profile-set', { kind: 'network', times: 1 });
    ui().change('firstName', 'Анна');
    ui().change('lastName', 'Смирнова');
    ui().submit();
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== undefined);
    expect(ui().fields.firstName).toBe('Анна');
    ui().submit();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('a new client who types the name in the checkout and pays: the session is told the profile (the header says the name), loyalty gives the first status', async () => {
    const { mealflow, session, hid } = await clientWithOrder();
    await waitFor(session, (s) => s.matches('authenticated'));
    expect(session.getSnapshot().context.profile?.first_name).toBeFalsy();
    const actor = createActor(mealflow.machines.checkout, { input: { hid, session } }).start();
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.addressState !== 1);
    actor.send({ type: 'PROFILE.CHANGE', field: 'firstName', value: 'Анна' });
    actor.send({ type: 'PROFILE.CHANGE', field: 'lastName', value: 'Смирнова' });
    actor.send({ type: 'ADDRESS.SUBMIT', address: { street: 'ул. Арбат', house: '10', city_id: 2, flat: '5' } });
    await waitFor(actor, (s) => s.matches({ normal: 'idle' }) && s.context.addressState === 2);
    expect(checkoutView(actor.getSnapshot()).canPay).toBe(true);
    actor.send({ type: 'PAY', card: { read: () => ({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA' }) } });
    await waitFor(actor, (s) => s.matches({ normal: { paying: 'finished' } }));
    expect(session.getSnapshot().context.profile).toMatchObject({ first_name: 'Анна', last_name: 'Смирнова' });
    // The loyalty page right after: the first status, not 'Статус появится после первого оплаченного заказа.' (stop 43).
    const paid = actor.getSnapshot().context.order?.deb_price ?? 0;
    const loyalty = loyaltyView(await waitFor(createActor(mealflow.machines.loyalty).start(), (s) => s.matches('ready')));
    expect(loyalty).toMatchObject({
      status: 'ready',
      currentText: 'Ваш статус: «Базовый»',
      paidText: `Оплачено заказов на ${formatMoney(paid, 2)}`,
    });
    expect(loyalty.progress?.label).toBe('Путь к статусу «Серебряный»');
  });

  it('the card step checkout starts with the method it is given, when offered (input method)', async () => {
    const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
    const withSbp = createActor(mealflow.machines.checkout, { input: { hid: 'demo-standard', method: 'sbp' } }).start();
    await waitFor(withSbp, (s) => s.context.order !== undefined);
    expect(withSbp.getSnapshot().context.method).toBe('sbp');
    const card = createActor(mealflow.machines.checkout, { input: { hid: 'demo-standard', method: 'creditCard' } }).start();
    await waitFor(card, (s) => s.context.order !== undefined);
    expect(card.getSnapshot().context.method).toBe('creditCard');
  });
});
