import { describe, expect, it } from 'vitest';
import { buildPath, matchPath } from './match';
import { isSafeRedirect, resolveNavigation, sessionParamsFromQuery, tokenFromQuery, withoutTokenParams } from './guards';
import { resolveCity } from './city';
import { apiVersionForRoute, ROUTES } from './routes';
import { ROUTE_PATHS } from './paths';

describe('route table', () => {
  it('matches static routes before dynamic ones and reads params', () => {
    expect(matchPath('/login')?.route.name).toBe('Login');
    expect(matchPath('/order/login')?.route.name).toBe('StepOrdersPhone');
    expect(matchPath('/order/abc123/confirm')).toMatchObject({ route: { name: 'OrderConfirm' }, params: { hid: 'abc123' } });
    expect(matchPath('/instant-order/H1')).toMatchObject({
      route: { name: 'SingleStepOrder' },
      params: { hid: 'H1', businessProduct: undefined },
    });
    expect(matchPath('/day/instant-order/H1')).toMatchObject({ params: { hid: 'H1', businessProduct: 'day' } });
    expect(matchPath('/targets/instant-order/H1')).toMatchObject({ route: { name: 'SingleStepOrderInTargets' }, params: { hid: 'H1' } });
    expect(matchPath('/dashboard/')?.route.name).toBe('Dashboard');
    expect(matchPath('/spb')).toMatchObject({ route: { name: 'IndexCity' }, params: { city: 'spb' } });
    expect(matchPath('/local')?.route.name).toBe('LocalProduct');
    expect(matchPath('/no-such-page')).toBeUndefined();
  });

  it("reads every path from ROUTE_PATHS, which lists exactly the table's routes (buildPath reads it without the table)", () => {
    expect(Object.fromEntries(ROUTES.map((r) => [r.name, r.path]))).toEqual(ROUTE_PATHS);
  });

  it('builds paths with optional params and a query', () => {
    expect(buildPath('SingleStepOrder', { hid: 'H1' })).toBe('/instant-order/H1');
    expect(buildPath('SingleStepOrder', { hid: 'H1', businessProduct: 'day' }, { co: '1' })).toBe('/day/instant-order/H1?co=1');
    expect(buildPath('OrderConfirm', { hid: 'a b' })).toBe('/order/a%20b/confirm');
    expect(() => buildPath('OrderConfirm', {})).toThrow(/missing param "hid"/);
  });

  it('uses v1_1 for NewDashboard and ConfirmationDelivery routes', () => {
    expect(apiVersionForRoute('NewDashboardCreateNewOrder')).toBe('v1_1');
    expect(apiVersionForRoute('ConfirmationDelivery')).toBe('v1_1');
    expect(apiVersionForRoute('Dashboard')).toBe('v1');
  });
});

describe('guards', () => {
  it('sends unknown paths to /404', () => {
    expect(resolveNavigation({ pathname: '/nope', search: '', hasToken: false })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('saves the full path and goes to login when a login-needed route has no token', () => {
    expect(resolveNavigation({ pathname: '/dashboard', search: '?tab=1', hasToken: false })).toEqual({
      kind: 'redirect',
      to: '/login',
      setRedirectCookie: '/dashboard?tab=1',
    });
    expect(resolveNavigation({ pathname: '/dashboard/invite', search: '', hasToken: false })).toMatchObject({ to: '/login?inviter=1' });
  });

  it('sends a token holder from /login to the saved redirect (then cleared) or the dashboard', () => {
    expect(resolveNavigation({ pathname: '/login', search: '', hasToken: true, redirectCookie: '/dashboard/orders' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/orders',
      clearRedirectCookie: true,
    });
    expect(resolveNavigation({ pathname: '/login', search: '', hasToken: true })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      clearRedirectCookie: true,
    });
  });

  it('ignores unsafe saved redirects', () => {
    for (const evil of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', 'data:text/html,x', '/\nfoo']) {
      expect(isSafeRedirect(evil)).toBe(false);
      expect(resolveNavigation({ pathname: '/login', search: '', hasToken: true, redirectCookie: evil })).toMatchObject({
        to: '/dashboard',
      });
    }
    expect(isSafeRedirect('/dashboard?x=1#y')).toBe(true);
  });

  it('renders allowed routes with params', () => {
    expect(resolveNavigation({ pathname: '/dashboard', search: '', hasToken: true })).toMatchObject({
      kind: 'render',
      route: { name: 'Dashboard' },
    });
    expect(resolveNavigation({ pathname: '/login', search: '', hasToken: false })).toMatchObject({
      kind: 'render',
      route: { name: 'Login' },
    });
  });

  it('redirects /dashboard/order, a checkout without hid and a longate landing without hid or aal', () => {
    expect(resolveNavigation({ pathname: '/dashboard/order', search: '', hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveNavigation({ pathname: '/instant-order', search: '', hasToken: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveNavigation({ pathname: '/longate/H1', search: '', hasToken: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveNavigation({ pathname: '/longate/H1', search: '?aal=1', hasToken: false })).toMatchObject({ kind: 'render' });
    expect(resolveNavigation({ pathname: '/longate/H1', search: '', hasToken: true })).toMatchObject({ kind: 'render' });
  });

  it('reads token and session params from the query', () => {
    expect(tokenFromQuery('?t=abc')).toBe('abc');
    expect(tokenFromQuery('?ct=xyz&x=1')).toBe('xyz');
    expect(tokenFromQuery('?x=1')).toBeUndefined();
    expect(withoutTokenParams('?t=abc&x=1')).toBe('?x=1');
    expect(withoutTokenParams('?ct=abc')).toBe('');
    expect(sessionParamsFromQuery('?utm_source=vk&cmz=5&other=1')).toEqual({ utm_source: 'vk', cmz: '5' });
  });
});

describe('city resolution', () => {
  it('follows the priority: route, query, host, cookie, IP, Moscow', () => {
    expect(resolveCity({ routeCityAlias: 'spb', queryCity: '20' })).toEqual({ cityId: 1, source: 'route' });
    expect(resolveCity({ queryCity: 'minsk', host: 'spb.mealflow.ru' })).toEqual({ cityId: 20, source: 'query' });
    expect(resolveCity({ queryCity: 'atlantis', host: 'spb.mealflow.ru' })).toEqual({ cityId: 1, source: 'host' });
    expect(resolveCity({ host: 'mealflow.ru', cookieCityId: '7' })).toEqual({ cityId: 7, source: 'cookie' });
    expect(resolveCity({ ipCityId: 5 })).toEqual({ cityId: 5, source: 'ip' });
    expect(resolveCity({ ipCityId: 999 })).toEqual({ cityId: 2, source: 'default' });
  });
});

describe('session params', async () => {
  const { createMemoryCookies } = await import('../ports/memory');
  const { saveSessionParams, readUtm } = await import('./session-params');
  it('saves utm for 30 days and cmz for 1 day, and reads utm back', () => {
    const cookies = createMemoryCookies();
    expect(saveSessionParams('?utm_source=vk&utm_campaign=spring&cmz=7&x=1', cookies)).toEqual({
      utm_source: 'vk',
      utm_campaign: 'spring',
      cmz: '7',
    });
    expect(cookies.jar.get('utm_source')).toEqual({ value: 'vk', options: { days: 30 } });
    expect(cookies.jar.get('cmz')).toEqual({ value: '7', options: { days: 1 } });
    expect(readUtm(cookies)).toEqual({ utm_source: 'vk', utm_campaign: 'spring' });
    expect(saveSessionParams('', cookies)).toEqual({});
  });

  const { saveInvite } = await import('./invite');
  it('keeps the invitation in the 1-day `invite` cookie (trimmed); a query without one saves nothing', () => {
    const cookies = createMemoryCookies();
    expect(saveInvite('?utm_source=vk&invite=%20anna-7%20', cookies)).toBe('anna-7');
    expect(cookies.jar.get('invite')).toEqual({ value: 'anna-7', options: { days: 1 } });
    expect(saveInvite('?invite=', cookies)).toBeUndefined();
    expect([...cookies.jar.keys()]).toEqual(['invite']);
  });

  const { adoptLinkParams } = await import('./session-params');
  it('a token link: token cookie (365 days, if none), utm saved, token out of the URL (issue 10, defect 9)', () => {
    const cookies = createMemoryCookies();
    const next = adoptLinkParams({ pathname: '/dashboard', search: '?t=tok-1&utm_source=x&a=1', hash: '#h' }, cookies);
    expect(next).toBe('/dashboard?utm_source=x&a=1#h');
    expect(cookies.jar.get('client_token')).toEqual({ value: 'tok-1', options: { days: 365 } });
    expect(cookies.jar.get('utm_source')?.value).toBe('x');
    // An existing token is kept (spec: "if absent"); `ct` works too.
    expect(adoptLinkParams({ pathname: '/', search: '?ct=tok-2' }, cookies)).toBe('/');
    expect(cookies.get('client_token')).toBe('tok-1');
    expect(adoptLinkParams({ pathname: '/', search: '?utm_source=y' }, cookies)).toBeUndefined();
    expect(cookies.get('utm_source')).toBe('y');
  });

  it('the guards never put a t/ct token into the redirect cookie', () => {
    const decision = resolveNavigation({ pathname: '/dashboard', search: '?t=secret&utm_source=x', hasToken: false });
    expect(decision).toMatchObject({ kind: 'redirect', to: '/login', setRedirectCookie: '/dashboard?utm_source=x' });
  });
});
