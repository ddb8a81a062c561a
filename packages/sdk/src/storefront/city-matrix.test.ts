import { SEED_CITY_CLIENTS, SEED_CITY_IDS, smsCodeFor } from '@mealflow/sandbox';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CreateOrderRequest } from '../api/schemas/funnel';
import { BELARUS_CITY_ID, CITIES, DEFAULT_CITY_ID, type City } from '../domain/constants';
import { PHONE_FOREIGN } from '../domain/messages';
import { currencySymbol } from '../domain/money';
import { PHONE_COUNTRY_CODE, phoneCountryForCity, type PhoneCountry } from '../domain/phone';
import { autoTipsView } from '../checkout/auto-tips/auto-tips.connect';
import { checkoutView } from '../checkout/checkout/checkout.connect';
import { activeCityId } from './city/city.connect';
import { funnelView } from './funnel/funnel.connect';
import { catalogView } from './landing/catalog.connect';
import { orderBlockView } from './landing/order-block.connect';
import { loginView } from './login/login.connect';
import { inviteView } from '../cabinet/invite/invite.connect';
import { loyaltyView } from '../cabinet/loyalty/loyalty.connect';
import { provideLoyalty } from '../cabinet/loyalty/loyalty.provide';
import { walletView } from '../cabinet/wallet/wallet.connect';
import { provideWallet } from '../cabinet/wallet/wallet.provide';
import { sandboxClient } from '../testing/sandbox-client';

/**
 * The city matrix (issue 30): every city the sandbox sells in (Moscow, St Petersburg, Minsk, from
 * domain/cities ∩ the sandbox's seeded catalogue) through the machines that ask for a phone — the
 * landing's phone step (order block → funnel), the confirm page's login (a phone already sent),
 * `/login` — and the prices. The city is the city actor's answer, as in the app (`shared/runtime/city.ts`). A
 * city added to the data is tested here without a new test; a new country needs its sample row.
 */
const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/** A local number as a visitor types it, per country (the national part of a mobile number). */
const LOCAL_NUMBER: Record<PhoneCountry, { typed: string; masked: string }> = {
  ru: { typed: '9161234567', masked: '+7 (916) 123-45-67' },
  by: { typed: '297079192', masked: '+375 (29) 707-91-92' },
};
/**
 * The other country's number: refused (never masked into a wrong number) where the visitor's city
 * decides, taken in its own country's mask and city on a login without a city choice (/login).
 */
const FOREIGN_NUMBER: Record<PhoneCountry, { typed: string; country: PhoneCountry; masked: string; e164: string }> = {
  ru: { typed: '+375291234567', country: 'by', masked: '+375 (29) 123-45-67', e164: '+375291234567' },
  by: { typed: '+79161234567', country: 'ru', masked: '+7 (916) 123-45-67', e164: '+79161234567' },
};
/** Where a login without a city choice sends a number of another country than the visitor's: that country's city. */
const CITY_OF_COUNTRY: Record<PhoneCountry, number> = { ru: DEFAULT_CITY_ID, by: BELARUS_CITY_ID };

/** The amount a money text says ('Скидку 18 руб. на первый заказ' → 18, '9 540 ₽' → 9540). */
const amountIn = (text: string): number => Number(/\d[\d\u00a0 ]*/.exec(text)?.[0].replace(/\D/g, '') ?? NaN);

/** The price of the landing's chosen plan in the city (the order block's catalogue). */
async function landingOrderPrice(mealflow: ReturnType<typeof setup>['mealflow'], cityId: number): Promise<number> {
  const catalog = createActor(mealflow.machines.catalog, { input: { cityId, businessProduct: 'standard' } }).start();
  await waitFor(catalog, (s) => s.matches('ready'));
  return amountIn(catalogView(catalog.getSnapshot()).total ?? '');
}

const MATRIX: readonly City[] = CITIES.filter((c) => (SEED_CITY_IDS as readonly number[]).includes(c.id));

function setup() {
  const { ports, mealflow } = sandboxClient(harness, { host: 'mealflow.test' });
  return { ports, mealflow };
}

/** The visitor's city as the app resolves it: the city actor, here from the `city` query. */
async function visitorCity(mealflow: ReturnType<typeof setup>['mealflow'], city: City): Promise<number> {
  const actor = createActor(mealflow.machines.city, { input: { queryCity: city.alias, host: 'mealflow.test' } }).start();
  await waitFor(actor, (s) => s.matches('ready'));
  return activeCityId(actor.getSnapshot());
}

const e164Of = (city: City) => `+${PHONE_COUNTRY_CODE[phoneCountryForCity(city.id)]}${LOCAL_NUMBER[phoneCountryForCity(city.id)].typed}`;
const smsCalls = () => harness.sandbox.store.log.filter((l) => l.call === 'authentication/send-sms').map((l) => l.body);

it('the matrix holds every city the sandbox sells in', () => {
  expect(MATRIX.map((c) => c.id).sort()).toEqual([...SEED_CITY_IDS].sort());
});

describe.each(MATRIX.map((city) => [city.name, city] as const))('%s', (_, city) => {
  const country = phoneCountryForCity(city.id);
  const local = LOCAL_NUMBER[country];
  const e164 = e164Of(city);

  it('/login: the city mask and placeholder, a local number accepted, the SMS to the full number in this city, the code logs in', async () => {
    const { mealflow } = setup();
    const cityId = await visitorCity(mealflow, city);
    expect(cityId).toBe(city.id);
    const login = createActor(mealflow.machines.login, { input: { cityId } }).start();
    expect(loginView(login.getSnapshot()).placeholder).toBe(city.phonePlaceholder);
    login.send({ type: 'PHONE.CHANGE', value: local.typed });
    expect(loginView(login.getSnapshot()).phone).toBe(local.masked);
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('code'));
    expect(smsCalls()).toEqual([expect.objectContaining({ phone: e164, cityId: city.id })]);
    login.send({ type: 'CODE.CHANGE', value: smsCodeFor(e164) });
    await waitFor(login, (s) => s.status === 'done');
    expect(login.getSnapshot().output?.profile.phone).toBe(e164);
  });

  it("an order's login: the full international form is the same number; the other country is refused (naming no city choice), not masked, and no SMS goes", async () => {
    const { mealflow } = setup();
    const login = createActor(mealflow.machines.login, { input: { cityId: await visitorCity(mealflow, city) } }).start();
    const foreign = FOREIGN_NUMBER[country];
    login.send({ type: 'PHONE.CHANGE', value: foreign.typed });
    expect(loginView(login.getSnapshot()).phone).toBe(foreign.typed);
    login.send({ type: 'PHONE.SUBMIT' });
    expect(loginView(login.getSnapshot()).phoneError).toBe(foreign.country === 'by' ? PHONE_FOREIGN.byNoCityChoice : PHONE_FOREIGN.ru);
    expect(smsCalls()).toEqual([]);
    login.send({ type: 'PHONE.CHANGE', value: e164 });
    expect(loginView(login.getSnapshot()).phone).toBe(local.masked);
  });

  it("/login (no city choice): the other country's number takes its mask, and its SMS and login go in that country's city", async () => {
    const { mealflow } = setup();
    const login = createActor(mealflow.machines.login, {
      input: { cityId: await visitorCity(mealflow, city), numberPicksCountry: true },
    }).start();
    const foreign = FOREIGN_NUMBER[country];
    login.send({ type: 'PHONE.CHANGE', value: foreign.typed });
    expect(loginView(login.getSnapshot()).phone).toBe(foreign.masked);
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('code'));
    expect(smsCalls()).toEqual([expect.objectContaining({ phone: foreign.e164, cityId: CITY_OF_COUNTRY[foreign.country] })]);
    login.send({ type: 'CODE.CHANGE', value: smsCodeFor(foreign.e164) });
    await waitFor(login, (s) => s.status === 'done');
    expect(login.getSnapshot().output?.profile.phone).toBe(foreign.e164);
  });

  it("the seeded client of this city logs in, their profile is in this city and their wallet's, loyalty's, tips' and invitation's money in its currency and on its prices' scale", async () => {
    const { mealflow } = setup();
    const phone = SEED_CITY_CLIENTS[city.id as keyof typeof SEED_CITY_CLIENTS];
    const login = createActor(mealflow.machines.login, { input: { cityId: await visitorCity(mealflow, city) } }).start();
    login.send({ type: 'PHONE.CHANGE', value: phone });
    login.send({ type: 'PHONE.SUBMIT' });
    await waitFor(login, (s) => s.matches('code'));
    expect(smsCalls()).toEqual([expect.objectContaining({ phone, cityId: city.id })]);
    login.send({ type: 'CODE.CHANGE', value: smsCodeFor(phone) });
    await waitFor(login, (s) => s.status === 'done');
    expect(login.getSnapshot().output?.profile).toMatchObject({ phone, city_id: city.id });

    // Their own money (wallet, loyalty) says this city's currency (issue 30: an amount never forgets its city).
    const currency = new RegExp(`${currencySymbol(city.id).replace('.', '\\.')}$`);
    const wallet = createActor(provideWallet(mealflow.deps)).start();
    await waitFor(wallet, (s) => s.matches('ready'));
    expect(walletView(wallet.getSnapshot()).totalText).toMatch(currency);
    const loyalty = createActor(provideLoyalty(mealflow.deps)).start();
    await waitFor(loyalty, (s) => !s.matches('loading'));
    const thresholds = loyaltyView(loyalty.getSnapshot())
      .statuses.map((st) => st.thresholdText)
      .filter((t) => t.startsWith('От '));
    for (const text of thresholds) expect(text).toMatch(new RegExp(`${currencySymbol(city.id).replace('.', '\\.')} оплаченных заказов$`));
    // The tips they are offered (auto-tips in the checkout) too: a Minsk client was offered '50 ₽' … '200 ₽'.
    const tips = createActor(mealflow.machines.autoTips, { input: {} }).start();
    await waitFor(tips, (s) => s.matches({ ready: 'idle' }));
    const labels = autoTipsView(tips.getSnapshot()).tips.map((t) => t.label);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(currency);

    // …and on the scale of this city's prices (a Minsk client was promised 'Скидку 500 руб.' and
    // silver status 'От 30 000 руб.' while a ration costs 343 руб.): against the landing's order.
    const order = await landingOrderPrice(mealflow, city.id);
    const invite = createActor(mealflow.machines.invite).start();
    await waitFor(invite, (s) => s.matches('ready'));
    const friendGets = amountIn(inviteView(invite.getSnapshot()).friendGets ?? '');
    expect(friendGets).toBeGreaterThan(0);
    expect(friendGets).toBeLessThan(order);
    const silver = amountIn(thresholds[0] ?? '');
    expect(silver / order).toBeGreaterThan(1);
    expect(silver / order).toBeLessThan(20);
  });

  it('the landing: the phone step masks in this city, the order and its SMS go to the full number, prices in the city currency; the confirm page logs in', async () => {
    const { mealflow, ports } = setup();
    const cityId = await visitorCity(mealflow, city);
    const session = createActor(mealflow.machines.session).start();
    const block = createActor(mealflow.machines.orderBlock, { input: { cityId, businessProduct: 'standard', session } }).start();
    const { catalog, funnel } = orderBlockView(block.getSnapshot());
    if (!catalog || !funnel) throw new Error('the order block has no catalogue or phone form');
    await waitFor(catalog, (s) => s.matches('ready'));
    const prices = catalogView(catalog.getSnapshot());
    const currency = new RegExp(`${currencySymbol(city.id).replace('.', '\\.')}$`);
    expect(prices.total).toMatch(currency);

    expect(funnelView(funnel.getSnapshot()).placeholder).toBe(city.phonePlaceholder);
    vi.advanceTimersByTime(10_000);
    funnel.send({ type: 'PHONE.CHANGE', value: local.typed });
    expect(funnelView(funnel.getSnapshot()).phone).toBe(local.masked);
    funnel.send({ type: 'PHONE.SUBMIT' });
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const created = harness.sandbox.store.log.find((l) => l.call === 'orders/create/quick')?.body as CreateOrderRequest;
    expect(created).toMatchObject({ phone: e164, client: { cityId: city.id } });
    expect(harness.sandbox.store.smsSent.get(e164)).toBe(1);
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    expect(harness.sandbox.store.orders.get(hid)?.order.city_id).toBe(city.id);

    // /order/{hid}/confirm: the login starts at the code for the phone the landing sent the SMS to.
    const confirm = createActor(mealflow.machines.login, { input: { cityId, phone: e164, next: `/instant-order/${hid}` } }).start();
    expect(loginView(confirm.getSnapshot())).toMatchObject({ step: 'code', phone: local.masked, phoneError: undefined });
    confirm.send({ type: 'CODE.CHANGE', value: smsCodeFor(e164) });
    await waitFor(confirm, (s) => s.status === 'done');
    expect(confirm.getSnapshot().output?.profile.phone).toBe(e164);
    expect(ports.navigation.current().pathname).toBe(`/instant-order/${hid}`);

    // The checkout's drinks offer is in this city's money, priced like its rations (a Minsk phone
    // walk: 'Детокс-напитки к рациону — 130 руб. за штуку' beside a 343 руб. ration of six days).
    const checkout = createActor(mealflow.machines.checkout, { input: { hid } }).start();
    await waitFor(checkout, (s) => s.matches({ normal: 'idle' }));
    const order = checkout.getSnapshot().context.order;
    const drinks = checkoutView(checkout.getSnapshot()).drinks;
    if (!order || !drinks) throw new Error('the checkout has no order or no drinks offer');
    expect(drinks.pricePerDrink).toMatch(currency);
    const perDrink = Number(drinks.pricePerDrink.replace(/\D/g, ''));
    expect(perDrink).toBeGreaterThan(0);
    expect(perDrink).toBeLessThan(order.menu_price / order.number_of_days / 5);
  });
});
