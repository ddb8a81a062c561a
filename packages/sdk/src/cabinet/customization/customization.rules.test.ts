import { describe, expect, it } from 'vitest';
import { dayLock, type MenuDayDelivery } from './customization.rules';

/** README "Locked days": which menu days can still be changed (§9 cut-offs, Moscow time). */
const msk = (iso: string) => Date.parse(`${iso}+03:00`);
const evening = { type: 'evening', timeFrom: '18:00' };
const morning = { type: 'morning', timeFrom: '07:00' };
const deliveries: MenuDayDelivery[] = [
  { date: '2030-03-08', state: 'delivered', deliveryDate: evening },
  { date: '2030-03-10', state: 'planned', deliveryDate: evening },
  { date: '2030-03-11', state: 'planned', deliveryDate: morning },
  { date: '2030-03-12', state: 'canceled', deliveryDate: evening },
  { date: '2030-03-13', state: 'missed', deliveryDate: evening },
];

describe('dayLock', () => {
  it('a delivered or past day is delivered; today is closed', () => {
    const now = msk('2030-03-10T09:00:00');
    expect(dayLock(deliveries, '2030-03-08', now)).toBe('delivered');
    // A past day without a delivery of its own (a storefront order's day) is past too.
    expect(dayLock(deliveries, '2030-03-09', now)).toBe('delivered');
    expect(dayLock(deliveries, '2030-03-10', now)).toBe('closed');
  });

  it('the day before, an evening delivery is open until 19:59:59 and a morning one until 15:00 (isBeforeCutoff)', () => {
    expect(dayLock(deliveries, '2030-03-10', msk('2030-03-09T19:59:58'))).toBeUndefined();
    expect(dayLock(deliveries, '2030-03-10', msk('2030-03-09T20:00:00'))).toBe('closed');
    expect(dayLock(deliveries, '2030-03-11', msk('2030-03-10T14:59:00'))).toBeUndefined();
    expect(dayLock(deliveries, '2030-03-11', msk('2030-03-10T15:00:01'))).toBe('closed');
  });

  it('a delivery no longer planned is closed; a cancelled one is not the day’s; a day without one takes the first window', () => {
    const now = msk('2030-03-01T10:00:00');
    expect(dayLock(deliveries, '2030-03-13', now)).toBe('closed');
    expect(dayLock(deliveries, '2030-03-12', now)).toBeUndefined();
    expect(dayLock(deliveries, '2030-03-20', now)).toBeUndefined();
    expect(dayLock(undefined, '2030-03-20', now)).toBeUndefined();
    expect(dayLock([], '2030-03-02', msk('2030-03-01T20:30:00'))).toBe('closed');
  });
});
