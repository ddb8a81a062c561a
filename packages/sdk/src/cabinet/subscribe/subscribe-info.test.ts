import { describe, expect, it } from 'vitest';
import { longateResultOf } from '../longate/longate.rules';
import { subscribeInfoPage } from './subscribe-info';

// The two route-keyed tables the pages kept (SubscribeInfoPage's PAGES, LongatePage's RESULTS) are
// the SDK's now (issue 32): a row each.
describe('the subscribe flow’s info pages, by the route’s page', () => {
  it.each([
    ['success', 'status', '/dashboard/subscriptions/deliveries'],
    ['thankYou', 'status', '/dashboard/subscriptions/deliveries'],
    ['lead', 'status', '/subscribe'],
    ['fail', 'alert', '/subscribe'],
    [undefined, 'alert', '/subscribe'],
    ['unknown', 'alert', '/subscribe'],
  ] as const)('%s: role %s, leads to %s', (page, role, href) => {
    const info = subscribeInfoPage(page);
    expect(info.role).toBe(role);
    expect(info.links.map((link) => link.href)).toEqual([href]);
    expect(info.title.length).toBeGreaterThan(0);
    expect(info.text.length).toBeGreaterThan(0);
  });
});

describe('the longate flow’s result steps', () => {
  it.each([
    ['success', 'success'],
    ['fail', 'fail'],
    ['recall-success', 'recall'],
    ['deliveries', undefined],
    ['creditcard', undefined],
    // A step from the address bar that names an Object.prototype member is no result page.
    ['constructor', undefined],
    ['toString', undefined],
    ['__proto__', undefined],
    [undefined, undefined],
  ] as const)('step %s shows result %s', (step, result) => {
    expect(longateResultOf(step)).toBe(result);
  });
});
