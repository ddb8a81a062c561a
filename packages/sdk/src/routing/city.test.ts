import { describe, expect, it } from 'vitest';
import { cityIdFromHost, cityIdFromValue, isCityConfirmedByUrl, resolveCity, resolveCityId } from './city';

describe('resolveCity', () => {
  it('follows the priority: route, query, host, cookie, IP, Moscow', () => {
    const all = { routeCityAlias: 'spb', queryCity: 'kzn', host: 'nsk.mealflow.ru', cookieCityId: '4', ipCityId: 5 };
    expect(resolveCity(all)).toEqual({ cityId: 1, source: 'route' });
    expect(resolveCity({ ...all, routeCityAlias: undefined })).toEqual({ cityId: 7, source: 'query' });
    expect(resolveCity({ ...all, routeCityAlias: undefined, queryCity: undefined })).toEqual({ cityId: 5, source: 'host' });
    expect(resolveCity({ cookieCityId: '4', ipCityId: 5, host: 'mealflow.ru' })).toEqual({ cityId: 4, source: 'cookie' });
    expect(resolveCity({ ipCityId: 9 })).toEqual({ cityId: 9, source: 'ip' });
    expect(resolveCity({})).toEqual({ cityId: 2, source: 'default' });
  });

  it('skips unknown values at every level', () => {
    expect(resolveCity({ routeCityAlias: 'paris', queryCity: '8', host: 'www.mealflow.ru', cookieCityId: 'x', ipCityId: 999 })).toEqual({
      cityId: 2,
      source: 'default',
    });
    expect(resolveCity({ queryCity: 'atlantis', cookieCityId: '20' })).toEqual({ cityId: 20, source: 'cookie' });
  });

  it('reads a query city as an alias or an id', () => {
    expect(resolveCityId({ queryCity: 'minsk' })).toBe(20);
    expect(resolveCityId({ queryCity: '20' })).toBe(20);
    expect(resolveCityId({ queryCity: ' SPB ' })).toBe(1);
    expect(resolveCityId({ queryCity: '2.5' })).toBe(2);
    expect(resolveCityId({ queryCity: null })).toBe(2);
  });

  it('reads the host sub-label only on a sub-domain', () => {
    expect(cityIdFromHost('spb.mealflow.ru')).toBe(1);
    expect(cityIdFromHost('minsk.mealflow.by:8080')).toBe(20);
    expect(cityIdFromHost('spb.ru')).toBeUndefined();
    expect(cityIdFromHost('lk.mealflow.ru')).toBeUndefined();
    expect(cityIdFromHost(undefined)).toBeUndefined();
  });

  it('turns values into known ids', () => {
    expect(cityIdFromValue(3)).toBe(3);
    expect(cityIdFromValue(8)).toBeUndefined();
    expect(cityIdFromValue('')).toBeUndefined();
    expect(cityIdFromValue('msk')).toBe(2);
  });

  it('says when the URL confirmed the city', () => {
    expect(isCityConfirmedByUrl({ routeCityAlias: 'spb' })).toBe(true);
    expect(isCityConfirmedByUrl({ queryCity: 'spb' })).toBe(false);
  });
});
