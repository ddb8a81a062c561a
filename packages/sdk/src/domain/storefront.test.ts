import { describe, expect, it } from 'vitest';
import { brandOfLanding, brandOfPage, deliveriesFor, mobileAppBannerVisible, osOfUserAgent, promoFor } from './storefront';

describe('mobile-app banner (personal-cabinet §2.4)', () => {
  const base = { routeName: 'TrialProduct', brand: 'main' as const, businessProduct: 'day', os: 'ios' as const };
  it('is hidden on Index, on MobappPaymentResult, for wowfood and for transfland', () => {
    expect(mobileAppBannerVisible(base)).toBe(true);
    expect(mobileAppBannerVisible({ ...base, routeName: 'Index' })).toBe(false);
    expect(mobileAppBannerVisible({ ...base, routeName: 'IndexCity' })).toBe(false);
    expect(mobileAppBannerVisible({ ...base, routeName: 'MobappPaymentResult' })).toBe(false);
    expect(mobileAppBannerVisible({ ...base, brand: 'wowfood' })).toBe(false);
    expect(mobileAppBannerVisible({ ...base, businessProduct: 'transfland' })).toBe(false);
  });
  it('shows on iOS, on Android only when allowed, never elsewhere or once dismissed', () => {
    expect(mobileAppBannerVisible({ ...base, os: 'android' })).toBe(false);
    expect(mobileAppBannerVisible({ ...base, os: 'android', androidAllowed: true })).toBe(true);
    expect(mobileAppBannerVisible({ ...base, os: 'other' })).toBe(false);
    expect(mobileAppBannerVisible({ ...base, dismissed: true })).toBe(false);
    expect(osOfUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(osOfUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7)')).toBe('android');
    expect(osOfUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});

describe('storefront blocks', () => {
  it('the wowfood products and hosts are the wowfood brand', () => {
    expect(brandOfLanding('main', 'wowfood-one-more')).toBe('wowfood');
    expect(brandOfLanding('wowfood', 'standard')).toBe('wowfood');
    expect(brandOfLanding('main', 'standard')).toBe('main');
  });
  it("a page's brand comes from the host, then its path's product: every wowfood page, not only its landing (issue 30)", () => {
    for (const path of ['/wowfood', '/wowfood/instant-order/H1', '/wowfood-longate/H1', '/wowfood/menu/msk/fit', '/wowfood-subscription']) {
      expect(brandOfPage('main', path), path).toBe('wowfood');
    }
    for (const path of ['/', '/day', '/instant-order/H1', '/login', '/dashboard']) expect(brandOfPage('main', path), path).toBe('main');
    expect(brandOfPage('wowfood', '/login')).toBe('wowfood');
  });
  it('names the zones of Moscow, St Petersburg and Minsk; another city gets the note', () => {
    expect(deliveriesFor(2).zones.map((z) => z.name)).toContain('До 20\u00a0км за МКАД');
    expect(deliveriesFor(1).title).toBe('Доставка: Санкт-Петербург');
    expect(deliveriesFor(20).zones.length).toBeGreaterThan(0);
    expect(deliveriesFor(7)).toMatchObject({ zones: [], note: expect.any(String) });
  });
  it('the promo loader has an offer for the standard landing and none for detox', () => {
    expect(promoFor('standard')?.text).toContain('24\u00a0дня — скидка 10%');
    expect(promoFor('detox')).toBeUndefined();
  });
});
