import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { cancelFreeze } from '../freeze/freeze.rules';
import { freezeDaysLeft, nextCharge, subscriptionPlanKind, subscriptionState } from './subscriptions.rules';

/** The subscription rules on their own (personal-cabinet §4, §9). */
const sub = (fields: Record<string, unknown> = {}) =>
  v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs', id_H: 'p', meal_days_count: 24, freeze_days_limit: 7, ...fields });

describe('subscription rules', () => {
  it('§9: the charge is 3 days and the reminder 4 days before the first unpaid, unfrozen delivery, never before today', () => {
    const s = sub({ deliveryDates: ['2026-12-02', '2026-12-04', '2026-12-06', '2026-12-08'], paidUntil: '2026-12-04' });
    expect(nextCharge(s, '2026-12-01')).toEqual({ delivery: '2026-12-06', charge: '2026-12-03', reminder: '2026-12-02' });
    // The paid-for delivery is frozen: the charge moves to the next one.
    expect(nextCharge({ ...s, freezes: [{ dateFrom: '2026-12-06', dateTo: '2026-12-07' }] }, '2026-12-01')?.delivery).toBe('2026-12-08');
    // Too close to charge 3 days ahead: charged today.
    expect(nextCharge(s, '2026-12-05')).toEqual({ delivery: '2026-12-06', charge: '2026-12-05', reminder: '2026-12-05' });
    expect(nextCharge({ ...s, status: 'stopped' }, '2026-12-01')).toBeUndefined();
  });

  it('§4: frozen while a freeze is in progress or planned; stopped wins; days left never below 0', () => {
    expect(subscriptionState(sub({ freezes: [{ dateFrom: '2026-12-03', dateTo: '2026-12-05' }] }), '2026-12-01')).toEqual({
      kind: 'frozen',
      period: { dateFrom: '2026-12-03', dateTo: '2026-12-05' },
    });
    expect(subscriptionState(sub({ freezes: [{ dateFrom: '2026-11-03', dateTo: '2026-11-05' }] }), '2026-12-01')).toEqual({
      kind: 'active',
    });
    expect(subscriptionState(sub({ status: 'stopped', stoppedAt: '2026-11-30' }), '2026-12-01')).toEqual({
      kind: 'stopped',
      since: '2026-11-30',
    });
    expect(freezeDaysLeft(sub({ freeze_days_limit: 2, freezes: [{ dateFrom: '2026-11-01', dateTo: '2026-11-05' }] }))).toBe(0);
  });

  it('§9: subscription 24, monthly (26–34 days) or by stages', () => {
    expect([24, 26, 30, 34, 21, 35].map((n) => subscriptionPlanKind({ meal_days_count: n }))).toEqual([
      'sub24',
      'monthly',
      'monthly',
      'monthly',
      'stages',
      'stages',
    ]);
  });

  it('unfreezing removes a coming freeze and ends one in progress yesterday', () => {
    const freezes = [
      { dateFrom: '2026-11-01', dateTo: '2026-11-02' },
      { dateFrom: '2026-11-30', dateTo: '2026-12-03' },
      { dateFrom: '2026-12-10', dateTo: '2026-12-11' },
    ];
    expect(cancelFreeze(freezes, '2026-12-01')).toEqual([
      { dateFrom: '2026-11-01', dateTo: '2026-11-02' },
      { dateFrom: '2026-11-30', dateTo: '2026-11-30' },
    ]);
  });
});
