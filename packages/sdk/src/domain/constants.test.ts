import { describe, expect, it } from 'vitest';
import * as C from './constants';
import { CITY_ALIASES, cityByAlias, cityById, currencyForCity, isBelarus } from './cities';

describe('spec numbers (§9 of both documents)', () => {
  it('timers', () => {
    expect(C.ORDER_READY_MS).toBe(10_000);
    expect(C.LEAVE_DETECTION_MS).toBe(15_000);
    expect(C.BUTTON_COUNTDOWN_S).toBe(15);
    expect(C.RESERVATION_S).toBe(300);
    expect(C.PROMO_ERROR_HIDE_MS).toBe(15_000);
    expect(C.ACTIVITY_THROTTLE_MS).toBe(2000);
    expect(C.SUGGEST_DEBOUNCE_MS).toBe(250);
    expect(C.SUGGEST_SHOWN).toBe(8);
    expect(C.SUGGEST_REQUESTED).toBe(10);
    expect(C.NOTIFICATION_MS).toEqual({ phone: 2500, desktop: 3000 });
    expect(C.PRERENDER_READY_MS).toEqual([3000, 45000]);
    expect(C.TIP_MODAL_DELAY_MS).toBe(3000);
    expect(C.PROMO_ACTIVATION_DELAY_MS).toBe(500);
    expect(C.ROUTER_LOADER_MS).toBe(300);
    expect(C.FORGOTTEN_ORDER_DELAY_MIN).toBe(1440);
    expect(C.SWIPE_CLOSE_PX).toBe(70);
  });

  it('cookie lifetimes in days', () => {
    // The spec's lifetimes, grouped by length.
    const byDays: Array<[days: number, cookies: Array<keyof typeof C.COOKIE_DAYS>]> = [
      [1, ['redirectPath', 'cmz', 'target', 'customisation']],
      [7, ['customisationLong']],
      [30, ['logoutProfile', 'referrer', 'queryParams', 'utm', 'defaultCity']],
      [90, ['admitadUid']],
      [365, ['clientToken', 'cityConfirmed']],
      [730, ['ga']],
    ];
    for (const [days, cookies] of byDays) for (const cookie of cookies) expect(C.COOKIE_DAYS[cookie], cookie).toBe(days);
    expect(byDays.flatMap(([, cookies]) => cookies)).toHaveLength(14);
    expect(C.COOKIE_DAYS.efst * 24 * 60).toBeCloseTo(3);
    expect(C.COOKIE_DAYS.sessionLoad * 24 * 60).toBeCloseTo(30);
  });

  it('cities, prices and limits', () => {
    expect(C.CITY_ID).toEqual({ spb: 1, msk: 2, ekb: 3, murmansk: 4, nsk: 5, krd: 6, kzn: 7, nnov: 9, minsk: 20 });
    expect(C.BELARUS_CITY_ID).toBe(20);
    expect(C.DEFAULT_CITY_ID).toBe(2);
    expect(C.MIN_PRICE).toBe(3500);
    expect(C.VK_PAY_MIN).toEqual({ roubles: 3300 });
    expect(C.CARD).toMatchObject({ maxDigits: 19, minDigits: 16, cvvMin: 3, cvvMax: 4 });
    expect(C.TRIAL_PRICES.spb.p2).toEqual({ price: 690, pricePlanId: 299 });
    expect(C.TRIAL_PRICES.msk.p3).toEqual({ price: 950, pricePlanId: 300 });
    expect(C.FIXED_PLAN_PRICES).toEqual({ 3: 11990, 2: 9490 });
    expect(C.ORDER_ORIGIN).toEqual({ anonymous: 1, landingLoggedIn: 12, loggedIn: 13 });
    expect(C.CERTIFICATE_MEAL_DAYS).toEqual([2, 6, 18, 24]);
    expect(C.DELIVERY_WINDOWS.morning).toEqual({ from: '07:00', to: '12:00', label: 'Утро' });
    expect(C.DELIVERY_CUTOFFS).toEqual(['15:00:00', '19:59:59']);
    expect(C.CUSTOM_ABONEMENT_CONFIG_KEYS).toEqual([
      'slim_2',
      'slim_3',
      'slim_4',
      'fitness_2',
      'fitness_3',
      'fitness_4',
      'strong_2',
      'strong_3',
      'strong_4',
    ]);
    expect(C.ADDRESS_CHECK.unavailable).toBe(3);
  });

  it('monthly subscription between 26 and 34 days', () => {
    expect([25, 26, 30, 34, 35].map(C.isMonthlySubscription)).toEqual([false, true, true, true, false]);
  });
});

describe('cities', () => {
  it('lists the spec cities with Russian names, placeholders and currency', () => {
    expect(C.CITIES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 20]);
    expect(cityById(20)).toMatchObject({ id: 20, alias: 'minsk', name: 'Минск', phonePlaceholder: '+375 (__) ___-__-__', currency: 'BYN' });
    // Address suggestions: KLADR codes in Russia, a circle everywhere (Belarus has no KLADR), the field's example.
    expect(cityById(20)).toMatchObject({
      kladrLocations: [],
      suggestBoundingCircles: [{ lat: 53.9023, lon: 27.5619, radius_meters: 30_000 }],
      webSearchPlaceholder: 'Например, пр-т Независимости, 4',
    });
    expect(cityById(1)?.kladrLocations).toEqual([{ kladr_id: '7800000000000' }]);
    expect(C.CITIES.every((c) => c.suggestBoundingCircles.length === 1 && c.webSearchPlaceholder.startsWith('Например, '))).toBe(true);
    expect(cityById(2)?.name).toBe('Москва');
    expect(cityById(1)?.phonePlaceholder).toBe('+7 (___) ___-__-__');
    expect(cityById(8)).toBeUndefined();
    expect(cityById(undefined)).toBeUndefined();
  });

  it('finds cities by alias, case-insensitively', () => {
    expect(cityByAlias('SPB')?.id).toBe(1);
    expect(cityByAlias(' msk ')?.id).toBe(2);
    expect(cityByAlias('atlantis')).toBeUndefined();
    expect(cityByAlias('')).toBeUndefined();
    expect(CITY_ALIASES).toContain('minsk');
  });

  it('knows Belarus', () => {
    expect(isBelarus(20)).toBe(true);
    expect(isBelarus(2)).toBe(false);
    expect(currencyForCity(20)).toBe('BYN');
    expect(currencyForCity(undefined)).toBe('RUB');
  });
});
