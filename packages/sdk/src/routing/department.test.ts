import { describe, expect, it } from 'vitest';
import { departmentOf, departmentTransition } from './department';
import { matchPath } from './match';

/** §2.3: a change of business product or site department shows the loader for 300 ms and reloads. */
function at(path: string) {
  const match = matchPath(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
}

describe('department change (personal-cabinet §2.3)', () => {
  it('the first page of a visit is not a change', () => {
    const { route, params } = at('/');
    expect(departmentTransition(undefined, route, params)).toEqual({
      kind: 'same',
      department: { businessProduct: 'standard', placement: 'landing' },
    });
  });

  it('another business product or placement is a change: loader, 300 ms, then the new view', () => {
    const index = departmentOf(at('/').route, {}, undefined);
    const day = at('/day');
    expect(departmentTransition(index, day.route, day.params)).toEqual({
      kind: 'change',
      department: { businessProduct: 'day', placement: 'landing' },
      waitMs: 300,
    });
    const transfland = at('/mobile');
    expect(departmentTransition(index, transfland.route, transfland.params)).toMatchObject({
      kind: 'change',
      department: { businessProduct: 'transfland', placement: 'transfland' },
    });
    // The product segment of a checkout counts as its product.
    const dayCheckout = at('/day/instant-order/H1');
    expect(departmentTransition(index, dayCheckout.route, dayCheckout.params)).toMatchObject({
      kind: 'change',
      department: { businessProduct: 'day' },
    });
  });

  it('pages that declare no department (login, checkout, cabinet) keep the current one: no loader', () => {
    const index = departmentOf(at('/').route, {}, undefined);
    for (const path of ['/login', '/instant-order/H1', '/dashboard', '/dashboard/orders/H1', '/msk']) {
      const { route, params } = at(path);
      expect(departmentTransition(index, route, params), path).toEqual({ kind: 'same', department: index });
    }
  });

  it('coming back from a product landing to the index is a change too', () => {
    const day = departmentOf(at('/day').route, {}, undefined);
    const { route, params } = at('/');
    expect(departmentTransition(day, route, params).kind).toBe('change');
  });
});
