import { describe, expect, it } from 'vitest';
import { visitorChanged } from './ab-test.rules';
import { visitorFacts } from './visitor';

/** personal-cabinet §2.3: the five facts whose change re-initialises promotions and tests. */
describe('visitor facts', () => {
  it('an anonymous visitor: the site city, unauthorized, no delivery, not in another city, the invite', () => {
    expect(visitorFacts({ profile: undefined, siteCityId: 1, inviter: 'anna' })).toEqual({
      cityId: 1,
      activityStatus: 'unauthorized',
      lastDeliveryDate: undefined,
      otherCityMode: false,
      inviter: 'anna',
    });
    expect(visitorFacts({ profile: undefined, siteCityId: 2, inviter: '' }).inviter).toBeUndefined();
  });

  it("a client: the profile's city, status and last delivery day; the other-city mode when the site is another city", () => {
    const profile = { city_id: 2, activity_status: 'old' as const, last_actual_delivery_date: '2026-11-01 12:00:00' };
    expect(visitorFacts({ profile, siteCityId: 2, inviter: undefined })).toEqual({
      cityId: 2,
      activityStatus: 'old',
      lastDeliveryDate: '2026-11-01',
      otherCityMode: false,
      inviter: undefined,
    });
    expect(visitorFacts({ profile, siteCityId: 1, inviter: undefined })).toMatchObject({ cityId: 2, otherCityMode: true });
    expect(
      visitorFacts({
        profile: { city_id: null, activity_status: null, last_actual_delivery_date: null },
        siteCityId: 1,
        inviter: undefined,
      }),
    ).toMatchObject({ cityId: 1, activityStatus: 'unauthorized', otherCityMode: false });
  });

  it('logging in changes the facts (the tests reprocess); the same profile again does not', () => {
    const before = visitorFacts({ profile: undefined, siteCityId: 2, inviter: undefined });
    const after = visitorFacts({
      profile: { city_id: 2, activity_status: 'old', last_actual_delivery_date: '2026-11-01' },
      siteCityId: 2,
      inviter: undefined,
    });
    expect(visitorChanged(before, after)).toBe(true);
    expect(visitorChanged(after, { ...after })).toBe(false);
  });
});
