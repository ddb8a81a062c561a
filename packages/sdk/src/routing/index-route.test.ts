import { describe, expect, it } from 'vitest';
import { resolveNavigation, type NavigationInput } from './guards';
import { INDEX_ROUTE, indexDecision } from './index-route';
import { routeByName } from './routes';

describe('indexDecision', () => {
  it('is the table’s own Index route', () => {
    expect(routeByName('Index')).toBe(INDEX_ROUTE);
  });

  it('renders the Index exactly as resolveNavigation does, whoever the visitor is', () => {
    const visitors: Array<Partial<NavigationInput>> = [
      {},
      { hasToken: true },
      { hasToken: true, redirectCookie: '/dashboard/bonus' },
      { redirectCookie: '/dashboard' },
      { isSmartphone: true },
      { isSmartphone: false, brand: 'wowfood' },
      { hasToken: true, hasCertificateModalCookie: true, brand: 'main' },
    ];
    for (const search of ['', '?utm_source=ya&utm_medium=cpc', '?city=spb&menuType=fit', '?tips=1']) {
      const fast = indexDecision({ pathname: '/', search, host: 'mealflow.ru' });
      expect(fast).toEqual({ kind: 'render', route: INDEX_ROUTE, params: {} });
      for (const visitor of visitors) {
        const full = resolveNavigation({ pathname: '/', search, hasToken: false, host: 'mealflow.ru', ...visitor });
        expect(full).toEqual(fast);
        expect(full.kind === 'render' && full.route).toBe(INDEX_ROUTE);
      }
    }
  });

  it('leaves to the guards what only they can tell', () => {
    // Another path, the lk. host (Login), a token link, `success` (a token holder's dashboard), `invite` (the app install).
    for (const at of [
      { pathname: '/day', search: '', host: 'mealflow.ru' },
      { pathname: '/msk', search: '', host: 'mealflow.ru' },
      { pathname: '/', search: '', host: 'LK.mealflow.ru' },
      { pathname: '/', search: '?t=abc', host: 'mealflow.ru' },
      { pathname: '/', search: '?ct=abc', host: 'mealflow.ru' },
      { pathname: '/', search: '?success=1', host: 'mealflow.ru' },
      { pathname: '/', search: '?invite=F1', host: 'mealflow.ru' },
    ]) {
      expect(indexDecision(at)).toBeUndefined();
    }
    expect(resolveNavigation({ pathname: '/', search: '', hasToken: false, host: 'lk.mealflow.ru' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(resolveNavigation({ pathname: '/', search: '?success=1', hasToken: true, host: 'mealflow.ru' })).toMatchObject({
      kind: 'redirect',
    });
  });
});
