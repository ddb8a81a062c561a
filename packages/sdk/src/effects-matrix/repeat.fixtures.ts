import { isoDateMsk, PROMO, SAFE_DELIVERY_OPTION_ID, seedMenuTypes } from '@mealflow/sandbox';
import type { Harness } from '@mealflow/sandbox/vitest';
import type { ApiClient, PlainEndpoint } from '../api/client';
import { newIntentKey, type EffectEndpoint } from '../api/effects';
import { endpointGroups as api } from '../api/registry';
import { RETURNING } from '../testing/sandbox-client';

/**
 * A valid body for every call `NOT_EFFECTS` lists (`repeat.test.ts` sends it twice): the endpoint,
 * the client whose token goes with it (none: a visitor) and the input, which may first prepare the
 * sandbox through its API (a payment opened, a draft started). Typed by the endpoint: a body that
 * no longer fits its call does not type-check.
 */
export interface RepeatFixture {
  readonly row: string;
  readonly token: string | undefined;
  readonly endpoint: PlainEndpoint<unknown, unknown>;
  input(context: FixtureContext): Promise<unknown>;
}
export interface FixtureContext {
  harness: Harness;
  /** The API client of the fixture's client (its token). */
  api: ApiClient;
  now: number;
}

export const TIPS = 'sandbox-token-tips';
export const PARTNER = 'sandbox-token-partner';
const PHONE = '+79161234567';

function fixture<I, O>(
  endpoint: PlainEndpoint<I, O>,
  input: I | ((context: FixtureContext) => Promise<I>),
  token: string | undefined = RETURNING,
): RepeatFixture {
  return {
    row: `${endpoint.method} ${endpoint.name}`,
    token,
    endpoint: endpoint as PlainEndpoint<unknown, unknown>,
    input: (context) => (typeof input === 'function' ? (input as (c: FixtureContext) => Promise<I>)(context) : Promise.resolve(input)),
  };
}

/** A day `plus` days from now (Moscow), as the API writes dates. */
const day = (now: number, plus: number) => isoDateMsk(now, plus);
/** A planned day of the customisable order (`lk-custom`), a few days ahead: open to changes. */
const customDay = ({ harness, now }: FixtureContext) => {
  const order = harness.sandbox.store.orders.get('lk-custom')?.order;
  const date = order?.deliveries.map((d) => d.date).find((d) => d >= day(now, 3));
  if (!date) throw new Error('lk-custom has no open day');
  return date;
};
/** The customisable order's menu chosen (its draft open to changes), and the day to change. */
const customMenuDay = async (context: FixtureContext) => {
  await context.api.call(api.rootCalls.addCustomMenu, { orderId_H: 'lk-custom', menuId: 12 });
  return customDay(context);
};
const openDraft = async (context: FixtureContext) => {
  const mealDate = await customMenuDay(context);
  await context.api.call(api.rootCalls.custom, { orderId_H: 'lk-custom', mealDate, mealNumber: 1, packId: 111, type: 'change', count: 1 });
  return { orderId_H: 'lk-custom' };
};
const openPayment = async ({ api: client }: FixtureContext) =>
  (await client.call(api.payments.forOrder, { orderId_H: 'demo-standard' }, { idempotencyKey: newIntentKey() })).payment;
const ids = { google_analytics: 'GA1.2.3' };

export const REPEAT_FIXTURES: readonly RepeatFixture[] = [
  // Reads.
  fixture(api.checkout.suggest, { query: 'Тверская', count: 5, cityId: 2 }),
  fixture(api.rootCalls.dadataAddress, { query: 'Тверская 1' }),
  fixture(api.cabinetDeliveries.intervals, ({ now }) => Promise.resolve({ deliveryId_H: 'lk-paid-d4', date: day(now, 3) })),
  fixture(api.checkout.checkAddress, { menu_type_id: 1, addressInfo: { street: 'ул. Тверская', house: '7', city_id: 2 } }),
  fixture(api.menu.goals, { cityId: 2 }, undefined),
  fixture(api.menu.detoxGoals, { cityId: 2 }, undefined),
  fixture(api.rootCalls.menuOrder, { orderId_H: 'lk-paid' }),
  fixture(api.rootCalls.customizationMenu, { menuTypeId: 1 }),
  fixture(api.rootCalls.customizationMenuNoAuth, { menuTypeId: 1 }, undefined),
  fixture(api.body.calculate, { height: 170, weight: 65 }),
  fixture(api.checkout.checkCardForPromo, { orderId_H: 'demo-standard', cardNumber: '220070' }, undefined),
  fixture(api.longateCalls.showForLongate, { orderId_H: 'lk-longate' }),
  fixture(api.payments.checkSbpStatus, async (context) => {
    const payment = await openPayment(context);
    await context.api.call(api.payments.setPaymentData, { payment, bankId_H: 'bank-silent' });
    return { payment };
  }),
  fixture(api.cardBinding.clientCard, async ({ api: client }) => ({
    payment: (await client.call(api.cardBinding.forTokenBinding, {}, { idempotencyKey: newIntentKey() })).payment,
  })),
  fixture(api.checkout.orderCheckout, { orderId_H: 'demo-standard' }, undefined),
  fixture(api.payments.setPaymentData, async (context) => ({ payment: await openPayment(context), bankId_H: 'bank-silent' })),
  // Sets a state to what it sends.
  fixture(api.profile.set, { first_name: 'Мария' }),
  fixture(api.profile.updateDetails, { height: 170, weight: 65 }),
  fixture(api.preferences.updateLastFilter, { ids: ['fish'] }),
  fixture(api.settings.agreement, { type: 'offer', value: true }),
  fixture(api.checkout.saveFlat, { clientAddressId_H: 'addr-msk-1', flat: '15' }),
  fixture(api.rootCalls.segmentationSet, { segment: 'fit' }),
  fixture(api.cards.setActive, { id: 'card-ext-1' }),
  fixture(api.preferences.setFilter, { ids: ['fish'] }),
  fixture(api.cabinetOrders.changeAutolongate, { orderId_H: 'lk-paid', isEnabled: false }),
  fixture(api.cabinetOrders.updatePricePlan, { order_id_H: 'lk-paid', price_plan_id: 312, mealDays: 12 }),
  fixture(api.subscribeOrders.updateSubscription, async ({ api: client, now }) => {
    const { order } = await client.call(
      api.subscribeOrders.orderWithoutTariff,
      { phone: '+79990000001', cityId: 2, businessProduct: 'standard' },
      { idempotencyKey: newIntentKey() },
    );
    const type = seedMenuTypes(2, day(now, 1))[0];
    const option = type?.mealDays[0];
    if (!type || !option) throw new Error('no seeded menu type');
    return {
      order_id_H: order.id_H,
      menuType: type.type,
      price_plan_id: option.price_plan_id,
      mealDays: option.days,
      offerId: option.price_plan_id * 10 + 1,
    };
  }),
  fixture(
    api.checkout.updateFirstDeliveryDate,
    ({ now }) =>
      Promise.resolve({
        orderId_H: 'demo-standard',
        date: day(now, 4),
        session: 'morning' as const,
        isSingleStep: false,
        isCustomOrder: false,
      }),
    undefined,
  ),
  fixture(api.checkout.applyPromo, { order_id_H: 'demo-standard', promocode: PROMO.applies }, undefined),
  fixture(api.cabinetDeliveries.updateAddress, { address_id_H: 'addr-msk-2', delivery_id_H: 'lk-paid-d4', setForAllDeliveries: false }),
  fixture(api.cabinetDeliveries.updateDate, ({ now }) =>
    Promise.resolve({
      order_id_H: 'lk-paid',
      deliveryId_H: 'lk-paid-d4',
      date: day(now, 4),
      timeFrom: '07:00',
      timeTo: '12:00',
      type: 'morning' as const,
    }),
  ),
  fixture(api.cabinetDeliveries.updateDeliveries, { orderId_H: 'lk-paid', type: 'morning', timeFrom: '07:00', timeTo: '12:00' }),
  fixture(api.cabinetDeliveries.setSession, { deliveryId_H: 'lk-paid-d4', session: 'morning' }),
  fixture(api.checkout.safeDelivery, { orderId_H: 'demo-standard', optionId_H: SAFE_DELIVERY_OPTION_ID, comment: 'У двери' }, undefined),
  fixture(api.cabinetOrders.confirmTask, { orderId_H: 'lk-paid', optionId: 'call' }),
  fixture(api.rootCalls.custom, async (context) => ({
    orderId_H: 'lk-custom',
    mealDate: await customMenuDay(context),
    mealNumber: 1,
    packId: 111,
    type: 'change' as const,
    count: 1,
  })),
  fixture(api.rootCalls.removeItemFromCustom, async (context) => ({
    orderId_H: 'lk-custom',
    mealDate: await customMenuDay(context),
    mealNumber: 2,
    packId: 102,
    type: 'subtraction' as const,
    count: 0,
  })),
  fixture(api.rootCalls.lkOrderUpdate, { orderId_H: 'lk-paid', client_token: RETURNING }),
  fixture(api.preferences.add, { packId: 102, isFavorite: true }),
  fixture(api.preferences.full, { packIds: [102, 103], isFavorite: true }),
  fixture(api.questionnaire.saveAnswer, {
    sessionId: 'q-repeat',
    questionId: 'goal',
    payload: { value: ['slim'] },
    marketingSubPlatformId: 7,
  }),
  fixture(api.questionnaire.saveCommunicationMethod, { sessionId: 'q-repeat', type: 'phone' }),
  fixture(api.questionnaire.updateStatus, { sessionId: 'q-repeat', status: 'finished' }),
  fixture(api.emailPopup.save, { email: 'maria@example.ru', withPromocode: true }),
  fixture(api.rating.rate, { task_id: 'rt-31', driverId: 'drv-1', stars: 5, reasons: [] }, TIPS),
  fixture(api.funnel.forgotToOrder, { phone: PHONE, cityId: 2, businessProduct: 'standard', delayInMinutes: 1440 }, undefined),
  fixture(api.partner.confirm, { code: 'olymp' }),
  // Done once.
  fixture(api.partner.detach, {}, PARTNER),
  fixture(api.tips.deleteTemplate, async ({ api: client }) => {
    const { tips } = await client.call(api.tips.templates, {});
    const amount = tips[0];
    if (!amount) throw new Error('no tip amounts');
    const { template } = await client.call(
      api.tips.createTemplate,
      { amount_id: amount.id, external_client_card: 'card-ext-1' },
      { idempotencyKey: newIntentKey() },
    );
    return { id: template.id };
  }),
  fixture(api.cabinetOrders.cancelConfirmTask, { orderId_H: 'lk-task' }),
  fixture(api.cabinetOrders.feedbackForCancel, { orderId_H: 'lk-paid', reasonId: 1 }),
  fixture(api.clientSubscriptions.feedbackForStop, { clientSubscriptionId_H: 'cs-24', reason: 'travel' }),
  fixture(api.cabinetOrders.confirmCancellationInfo, {}),
  fixture(api.preferences.remove, { packId: 101 }),
  fixture(api.rootCalls.lkCancelAttempt, { orderId_H: 'lk-paid', client_token: RETURNING }),
  fixture(api.rootCalls.addCustomMenu, { orderId_H: 'lk-custom', menuId: 12 }),
  fixture(api.rootCalls.acceptDraft, openDraft),
  fixture(api.rootCalls.dropDraft, openDraft),
  fixture(api.rootCalls.dropUnaccepted, openDraft),
  fixture(api.cabinetOrders.dropDrinks, { orderId_H: 'lk-custom' }),
  fixture(api.checkout.forceConfirm, { orderId_H: 'demo-confirm' }, undefined),
  fixture(api.cabinetDeliveries.confirm, { deliveryId_H: 'lk-paid-d4' }),
  fixture(api.rootCalls.onboardingComplete, {}),
  fixture(api.rootCalls.onboardingSkip, {}),
  fixture(api.rating.close, { id: 'rt-31' }, TIPS),
  // Logs and analytics.
  fixture(api.analyticsCalls.cleverdataSend, { clientId: 'c', event: 'e' }, undefined),
  fixture(api.analyticsCalls.dataImport, { customer_ids: ids, properties: { a: 1 } }, undefined),
  fixture(api.analyticsCalls.dimensions, { customer_ids: ids, attributes: [{ type: 'property', id: 'a' }] }, undefined),
  fixture(api.analyticsCalls.event, { event_type: 'SITE_X', customer_ids: ids, properties: {} }, undefined),
  fixture(api.funnel.phoneInputLog, { phone: PHONE, cityId: 2, businessProduct: 'standard', event: 'input' }, undefined),
  fixture(api.rootCalls.trackActivity, { step: 'line' }),
  // Login steps.
  fixture(api.auth.sendSms, { phone: PHONE, cityId: 2 }, undefined),
  fixture(api.auth.login, { phone: PHONE, code: '4567' }, undefined),
  fixture(api.auth.checkSms, { phone: PHONE, code: '4567' }, undefined),
  fixture(api.auth.checkToken, {}),
  fixture(api.auth.logout, {}),
  fixture(api.auth.efst, {}, undefined),
  // Call-back requests.
  fixture(api.rootCalls.callback, { phone: PHONE }, undefined),
  fixture(api.rootCalls.callbackByEntity, { phone: PHONE, entity: 'order', entityId: 'lk-paid' }, undefined),
  fixture(api.checkout.callMe, { orderId_H: 'lk-paid' }),
  fixture(api.cabinetOrders.recallRequest, { orderId_H: 'lk-paid' }),
  fixture(api.rootCalls.recallForNewOrder, { phone: PHONE }, undefined),
  fixture(api.rootCalls.sportsClubPromo, { clientSubscriptionId_H: 'cs-frozen' }),
  fixture(api.rootCalls.forSuppliers, { name: 'ООО Ферма', phone: PHONE }, undefined),
  fixture(api.rootCalls.smsMobileApp, { phone: PHONE }, undefined),
  // Sent by no machine.
  fixture(api.rootCalls.addAddress, { title: 'Москва, Арбат, 10', flat: '5' }),
  fixture(api.rootCalls.pseudoOrder, { mealDays: 6 }),
];

/**
 * The calls that opened a second payment when repeated (once rows of `NOT_EFFECTS`), effects now:
 * `repeat.test.ts` sends each twice with one key, and the state after two must be the state after
 * one (the same payment answered, none opened again).
 */
export interface KeyedRepeat {
  readonly row: string;
  readonly token: string | undefined;
  readonly endpoint: EffectEndpoint<unknown, unknown>;
  input(context: FixtureContext): Promise<unknown>;
}
const keyed = <I, O>(endpoint: EffectEndpoint<I, O>, input: (context: FixtureContext) => I, token: string | undefined): KeyedRepeat => ({
  row: `${endpoint.method} ${endpoint.name}`,
  token,
  endpoint: endpoint as unknown as EffectEndpoint<unknown, unknown>,
  input: (context) => Promise.resolve(input(context)),
});
export const KEYED_REPEATS: readonly KeyedRepeat[] = [
  keyed(api.payments.forOrder, () => ({ orderId_H: 'demo-standard' }), undefined),
  keyed(
    api.payments.forGiftPurchase,
    ({ harness }) => {
      harness.sandbox.store.giftPurchases.set('gift-repeat', { email: 'anna@example.ru', mealDays: 5 });
      return { purchaseId: 'gift-repeat' };
    },
    RETURNING,
  ),
  keyed(api.rating.forTip, () => ({ task_id: 'rt-31', driverId: 'drv-1', amount_id: 'tip-100' }), TIPS),
];
