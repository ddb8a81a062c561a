import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { connectCity, cityView } from './city.connect';
import type { CityMachineInput } from './city.machine';
import { cityCookieWrites, isCityConfirmed, needsIpLookup, pathClearingCity, selectableCities } from './city.rules';

const harness = useSandbox();

function start(input: CityMachineInput, options: { cookies?: Record<string, string>; ip?: string; path?: string } = {}) {
  const { ports } = harness.setup({ cookies: options.cookies ?? {}, host: 'mealflow.test' });
  if (options.path) ports.navigation.replace(options.path);
  const mealflow = createMealflow({
    baseURL: SANDBOX_ORIGIN,
    ports,
    timeoutMs: 2_000,
    ...(options.ip ? { headers: () => ({ 'X-Forwarded-For': options.ip ?? '' }) } : {}),
  });
  const actor = createActor(mealflow.machines.city, { input }).start();
  return { actor, ports, sandbox: harness.sandbox };
}

const ipCalls = () => harness.sandbox.store.log.filter((c) => c.call === 'address-suggest/ip-locate').length;

describe('city rules (personal-cabinet §2.3, §9)', () => {
  it('asks the IP only when nothing else decides', () => {
    expect(needsIpLookup({})).toBe(true);
    expect(needsIpLookup({ host: 'www.mealflow.ru', cookieCityId: 'paris' })).toBe(true);
    expect(needsIpLookup({ cookieCityId: '1' })).toBe(false);
    expect(needsIpLookup({ routeCityAlias: 'spb' })).toBe(false);
    expect(needsIpLookup({ queryCity: 'minsk' })).toBe(false);
    expect(needsIpLookup({ host: 'spb.mealflow.ru' })).toBe(false);
  });

  it('writes city_id for 30 days and city_confirmed for 365 days when the URL or the visitor confirms it', () => {
    expect(cityCookieWrites(1, 'route', {})).toEqual([
      { name: 'city_id', value: '1', days: 30 },
      { name: 'city_confirmed', value: '1', days: 365 },
    ]);
    expect(cityCookieWrites(20, 'query', { cityCookie: '20' })).toEqual([{ name: 'city_confirmed', value: '20', days: 365 }]);
    expect(cityCookieWrites(1, 'ip', {})).toEqual([{ name: 'city_id', value: '1', days: 30 }]);
    expect(cityCookieWrites(7, 'host', { cityCookie: '2' })).toEqual([{ name: 'city_id', value: '7', days: 30 }]);
    // The fallback is not remembered: the next visit asks the IP again.
    expect(cityCookieWrites(2, 'default', {})).toEqual([]);
    expect(cityCookieWrites(2, 'cookie', { cityCookie: '2' })).toEqual([]);
    expect(cityCookieWrites(2, 'choice', { cityCookie: '1' })).toHaveLength(2);
  });

  it('a city is confirmed by the URL, a choice, or the cookie naming that very city', () => {
    expect(isCityConfirmed(1, 'route', undefined)).toBe(true);
    expect(isCityConfirmed(1, 'cookie', '1')).toBe(true);
    expect(isCityConfirmed(2, 'cookie', '1')).toBe(false);
    expect(isCityConfirmed(2, 'ip', undefined)).toBe(false);
  });

  it('clears a route city or a city query that names another city, keeping the rest', () => {
    expect(pathClearingCity({ pathname: '/spb', search: '' }, 'spb', 2)).toBe('/');
    expect(pathClearingCity({ pathname: '/spb', search: '' }, 'spb', 1)).toBeUndefined();
    expect(pathClearingCity({ pathname: '/day', search: '?city=spb&utm_source=x', hash: '#faq' }, undefined, 20)).toBe(
      '/day?utm_source=x#faq',
    );
    expect(pathClearingCity({ pathname: '/day', search: '?city=1' }, undefined, 1)).toBeUndefined();
    expect(pathClearingCity({ pathname: '/', search: '' }, undefined, 20)).toBeUndefined();
  });

  it('offers the spec cities by name', () => {
    const names = selectableCities().map((c) => c.name);
    expect(names).toContain('Минск');
    expect(names).toContain('Санкт-Петербург');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
  });
});

describe('city machine (through the sandbox)', () => {
  it('with nothing else to go by, the IP decides and its city is remembered for 30 days, unconfirmed', async () => {
    const { actor, ports } = start({}, { ip: '192.0.2.1' });
    expect(cityView(actor.getSnapshot()).status).toBe('locating');
    await waitFor(actor, (s) => s.matches('ready'));
    const view = cityView(actor.getSnapshot());
    expect(view).toMatchObject({ cityId: 1, cityName: 'Санкт-Петербург', question: 'Ваш город — Санкт-Петербург?' });
    expect(ports.cookies.get(COOKIES.city)).toBe('1');
    expect(ports.cookies.get(COOKIES.cityConfirmed)).toBeUndefined();
    expect(ipCalls()).toBe(1);
  });

  it('an IP failure or an unknown city falls back to Moscow and writes no cookie (§8)', async () => {
    harness.sandbox.faults.inject('address-suggest/ip-locate', { kind: 'status', status: 500, times: 1 });
    const failed = start({});
    await waitFor(failed.actor, (s) => s.matches('ready'));
    expect(failed.actor.getSnapshot().context.cityId).toBe(2);
    expect(failed.ports.cookies.get(COOKIES.city)).toBeUndefined();
    const unknown = start({}, { ip: '203.0.113.9' });
    await waitFor(unknown.actor, (s) => s.matches('ready'));
    expect(unknown.actor.getSnapshot().context.cityId).toBe(2);
  });

  it('a cookie city decides without asking the IP', () => {
    const { actor } = start({}, { cookies: { [COOKIES.city]: '20' }, ip: '192.0.2.1' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.cityId).toBe(20);
    expect(ipCalls()).toBe(0);
  });

  it('a city landing confirms its city; choosing another city confirms that one and clears the route city', () => {
    const { actor, ports } = start({ routeCityAlias: 'spb' }, { path: '/spb?utm_source=ya' });
    expect(cityView(actor.getSnapshot())).toMatchObject({ cityId: 1, question: undefined });
    expect(ports.cookies.get(COOKIES.cityConfirmed)).toBe('1');
    connectCity(actor.getSnapshot(), actor.send).choose(20);
    expect(actor.getSnapshot().context.cityId).toBe(20);
    expect(ports.cookies.get(COOKIES.city)).toBe('20');
    expect(ports.cookies.get(COOKIES.cityConfirmed)).toBe('20');
    expect(ports.navigation.current().pathname).toBe('/');
    expect(ports.navigation.current().search).toBe('?utm_source=ya');
    // An unknown city is not taken.
    connectCity(actor.getSnapshot(), actor.send).choose(4242);
    expect(actor.getSnapshot().context.cityId).toBe(20);
  });

  it('"Да, верно" confirms the provisional city for 365 days', async () => {
    const { actor, ports } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    expect(cityView(actor.getSnapshot()).question).toBe('Ваш город — Москва?');
    connectCity(actor.getSnapshot(), actor.send).confirm();
    expect(cityView(actor.getSnapshot()).question).toBeUndefined();
    expect(ports.cookies.get(COOKIES.cityConfirmed)).toBe('2');
    expect(ports.cookies.get(COOKIES.city)).toBe('2');
  });

  it('follows the address: a city landing or `?city=` met later decides the city for every screen; an address without one keeps it', async () => {
    const { actor, ports } = start({}, { path: '/' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.cityId).toBe(2);
    actor.send({ type: 'CITY.LOCATION', routeCityAlias: undefined, queryCity: 'minsk' });
    expect(actor.getSnapshot().context).toMatchObject({ cityId: 20, confirmed: true });
    expect(ports.cookies.get(COOKIES.city)).toBe('20');
    // /login, /order/{hid}/confirm: no city in the address, the visitor's city stays.
    actor.send({ type: 'CITY.LOCATION', routeCityAlias: undefined, queryCity: undefined });
    actor.send({ type: 'CITY.LOCATION', routeCityAlias: 'paris', queryCity: 'nowhere' });
    expect(actor.getSnapshot().context.cityId).toBe(20);
    actor.send({ type: 'CITY.LOCATION', routeCityAlias: 'spb', queryCity: undefined });
    expect(actor.getSnapshot().context.cityId).toBe(1);
    expect(ipCalls()).toBe(1);
  });
});
