import { describe, expect, it } from 'vitest';
import * as root from '../index';
import * as cabinet from './cabinet';
import * as checkout from './checkout';
import * as domain from './domain';
import * as funnel from './funnel';
import * as session from './session';

const entries = { cabinet, checkout, domain, funnel, session };

describe('subpath exports', () => {
  it.each(Object.entries(entries))('every value of @mealflow/sdk/%s is the same value in @mealflow/sdk', (_name, entry) => {
    const names = Object.keys(entry);
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(root[name as keyof typeof root], name).toBe(entry[name as keyof typeof entry]);
  });

  it('the checkout subpath carries the checkout family and not the funnel', () => {
    expect(Object.keys(checkout)).toEqual(expect.arrayContaining(['checkoutMachine', 'provideCheckout', 'paymentMachine', 'sbpMachine', 'addressMachine']));
    expect(Object.keys(checkout)).not.toContain('funnelMachine');
  });
});
