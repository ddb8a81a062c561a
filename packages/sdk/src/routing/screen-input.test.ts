import { describe, expect, it } from 'vitest';
import { routeByName, type RouteName } from './routes';
import { screenInput } from './screen-input';

describe('screenInput: the route table carries the screen input', () => {
  it.each<[RouteName, Record<string, string>, string, Partial<ReturnType<typeof screenInput>>]>([
    ['SingleStepOrderInDashboard', { hid: 'h1' }, '', { variant: 'dashboard' }],
    ['SingleStepOrder', { hid: 'h1' }, '?co=1&link', { query: { co: '1', link: '' } }],
    ['StepPaymentCard', { hid: 'h1' }, '', { method: 'creditCard' }],
    ['StepNewClientRecall', { hid: 'h1' }, '', { flow: 'newclient', result: 'recall' }],
    [
      'StepPaymentByFlow',
      { hid: 'h1', flow: 'longate', result: 'fail' },
      '?purchase=p1',
      { flow: 'longate', result: 'fail', query: { purchase: 'p1' } },
    ],
    ['PartnerInviteHasInvite', {}, '', { page: 'hasInvite' }],
    ['GetMenuPlan', { id: 'o1' }, '', { loginFirst: true }],
    ['DashboardPacks', {}, '', { frame: 'cabinet', page: 'packs' }],
  ])('%s %j %s', (name, params, search, expected) => {
    expect(screenInput(routeByName(name), params, search)).toMatchObject(expected);
  });

  it('a route without a screen column gives only the query', () => {
    expect(screenInput(routeByName('Subscribe'), {}, '')).toEqual({ flow: undefined, result: undefined, query: {} });
  });

  it('keeps the first value of a repeated query name', () => {
    expect(screenInput(routeByName('SingleStepOrder'), {}, '?co=1&co=2').query).toEqual({ co: '1' });
  });
});
