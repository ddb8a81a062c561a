import { describe, expect, it } from 'vitest';
import { isSafeRedirect, resolveNavigation, sessionParamsFromQuery, tokenFromQuery, withoutTokenParams } from './guards';
import { ROUTES } from './routes';

const nav = (pathname: string, extra: Partial<Parameters<typeof resolveNavigation>[0]> = {}) =>
  resolveNavigation({ pathname, search: '', hasToken: false, ...extra });

describe('resolveNavigation', () => {
  it('sends unknown paths to /404 and renders /404 itself', () => {
    expect(nav('/nope')).toEqual({ kind: 'redirect', to: '/404' });
    expect(nav('/dashboard/nope', { hasToken: true })).toEqual({ kind: 'redirect', to: '/404' });
    expect(nav('/404')).toMatchObject({ kind: 'render', route: { name: 'NotFound' } });
  });

  it('saves the full path in the redirect cookie and goes to Login without a token', () => {
    expect(nav('/dashboard/orders/H1', { search: '?tab=2' })).toEqual({
      kind: 'redirect',
      to: '/login',
      setRedirectCookie: '/dashboard/orders/H1?tab=2',
    });
    expect(nav('/dashboard/invite', { search: '?x=1' })).toEqual({
      kind: 'redirect',
      to: '/login?inviter=1',
      setRedirectCookie: '/dashboard/invite?x=1',
    });
    expect(nav('/new-dashboard')).toMatchObject({ to: '/login', setRedirectCookie: '/new-dashboard' });
    expect(nav('/dashboard/')).toMatchObject({ setRedirectCookie: '/dashboard' });
  });

  it('sends a token holder away from Login to a safe saved path, else the dashboard, clearing the cookie', () => {
    expect(nav('/login', { hasToken: true, redirectCookie: '/dashboard/settings?a=1' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/settings?a=1',
      clearRedirectCookie: true,
    });
    expect(nav('/login', { hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard', clearRedirectCookie: true });
    expect(nav('/login', { hasToken: true, redirectCookie: '/login' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      clearRedirectCookie: true,
    });
    expect(nav('/login', { hasToken: true, redirectCookie: '//evil.example/x' })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      clearRedirectCookie: true,
    });
    expect(nav('/login')).toMatchObject({ kind: 'render', route: { name: 'Login' } });
  });

  it('with a token, a login-needed route follows a saved path once', () => {
    expect(nav('/dashboard', { hasToken: true, redirectCookie: '/dashboard/bonus' })).toEqual({
      kind: 'redirect',
      to: '/dashboard/bonus',
      clearRedirectCookie: true,
    });
    expect(nav('/dashboard/bonus', { hasToken: true, redirectCookie: '/dashboard/bonus' })).toMatchObject({
      kind: 'render',
      clearRedirectCookie: true,
    });
    expect(nav('/dashboard', { hasToken: true, redirectCookie: 'https://evil.example' })).toMatchObject({
      kind: 'render',
      route: { name: 'Dashboard' },
    });
    expect(nav('/dashboard', { hasToken: true })).toEqual({
      kind: 'render',
      route: expect.objectContaining({ name: 'Dashboard' }),
      params: {},
    });
  });

  it('follows the table redirects, keeping the query', () => {
    expect(nav('/dashboard/order', { hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(nav('/order')).toEqual({ kind: 'redirect', to: '/order/login' });
    expect(nav('/order', { search: '?menuType=fit' })).toEqual({ kind: 'redirect', to: '/order/login?menuType=fit' });
    expect(nav('/dashboard/order/H1/longate', { search: '?aal=1', hasToken: true })).toEqual({ kind: 'redirect', to: '/longate/H1?aal=1' });
    expect(nav('/dashboard/shop/about', { hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard/bonus' });
    expect(nav('/marketing_activity')).toEqual({ kind: 'redirect', to: '/promotion' });
    expect(nav('/dashboard/subscriptions/menu/msk/fit')).toEqual({ kind: 'redirect', to: '/subscribe/subscription/fit' });
    expect(nav('/dashboard/subscriptions/menu/msk/balance/promo', { search: '?utm_source=x' })).toEqual({
      kind: 'redirect',
      to: '/subscribe/subscription/balance?utm_source=x',
    });
    expect(nav('/dashboard/subscriptions', { hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard/subscriptions/deliveries' });
    // §2.1's parent of the payment results (issue 31): the order's payment.
    expect(nav('/dashboard/order/H1/payments', { hasToken: true })).toEqual({ kind: 'redirect', to: '/dashboard/orders/fastpay/H1' });
  });

  // Issue 31: the session gate is one rule for every cabinet route, those that only redirect included.
  const PUBLIC_CABINET_PATHS =
    /^\/dashboard\/(order\/(second|tariff|:hid\/(tariff\/confirm|profile|newclient\/.+|onlinecert\/.+))|mobile\/(order(\/:step)?|ta\/login)|subscriptions\/menu\/:city\/:type\/:data\?)$/;
  const cabinetRoutes = ROUTES.filter((r) => /^\/(new-)?dashboard(\/|$)/.test(r.path));
  it.each(cabinetRoutes.map((r) => [r.path, r.requiresAuth === true] as const))(
    '%s: needs login unless it is a new-client or mobile order step',
    (path, requiresAuth) => {
      expect(requiresAuth).toBe(!PUBLIC_CABINET_PATHS.test(path));
    },
  );

  it.each([
    ['/dashboard/order/H1/longate', ''],
    ['/dashboard/order/H1/longate', '?aal=1'],
    ['/dashboard/mobile/order/H1/longate/menu', ''],
    ['/dashboard/order', ''],
    ['/dashboard/subscriptions', ''],
    ['/dashboard/shop/about', ''],
  ])('a visitor following %s%s logs in and comes back to it (issue 31)', (path, search) => {
    expect(nav(path, { search })).toEqual({ kind: 'redirect', to: '/login', setRedirectCookie: `${path}${search}` });
    // Back from the login the saved link renders its page (the longate flow for a token holder).
    expect(nav(path, { search, hasToken: true, redirectCookie: `${path}${search}` })).toMatchObject({ kind: 'redirect' });
  });

  it('sends a checkout without hid and a longate landing without hid or aal to the root', () => {
    expect(nav('/instant-order')).toEqual({ kind: 'redirect', to: '/' });
    expect(nav('/day/instant-order')).toEqual({ kind: 'redirect', to: '/' });
    expect(nav('/instant-order/H1')).toMatchObject({ kind: 'render', route: { name: 'SingleStepOrder' }, params: { hid: 'H1' } });
    expect(nav('/longate')).toEqual({ kind: 'redirect', to: '/' });
    expect(nav('/longate/H1')).toEqual({ kind: 'redirect', to: '/' });
    expect(nav('/wowfood-longate/H1', { search: '?x=1' })).toEqual({ kind: 'redirect', to: '/' });
    expect(nav('/longate/H1', { search: '?aal=abc' })).toMatchObject({ kind: 'render', params: { hid: 'H1' } });
  });

  it('the longate page renders for a logged-in client, with or without aal (the cabinet redirects there without one)', () => {
    expect(nav('/longate/H1', { hasToken: true })).toMatchObject({
      kind: 'render',
      route: { name: 'LongationLanding' },
      params: { hid: 'H1' },
    });
    expect(nav('/longate/H1', { search: '?aal=abc', hasToken: true })).toMatchObject({ kind: 'render', params: { hid: 'H1' } });
    expect(nav('/dashboard/order/H1/longate', { hasToken: true })).toEqual({ kind: 'redirect', to: '/longate/H1' });
    expect(nav('/dashboard/mobile/order/H1/longate/menu', { hasToken: true })).toEqual({ kind: 'redirect', to: '/longate/H1' });
  });

  it('Index: lk. hosts go to Login; a token holder with success goes to the dashboard', () => {
    expect(nav('/', { host: 'lk.mealflow.ru' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(nav('/', { host: 'mealflow.ru' })).toMatchObject({ kind: 'render', route: { name: 'Index' } });
    expect(nav('/', { hasToken: true, search: '?success=1' })).toEqual({ kind: 'redirect', to: '/dashboard?success=1' });
    expect(nav('/spb', { hasToken: true, search: '?success=yes&x=2' })).toEqual({ kind: 'redirect', to: '/dashboard?success=yes' });
    expect(nav('/', { hasToken: true, search: '?success=1&tips=1' })).toMatchObject({ kind: 'render' });
    expect(nav('/', { hasToken: true, search: '?success=1', hasCertificateModalCookie: true })).toMatchObject({ kind: 'render' });
    expect(nav('/', { search: '?success=1' })).toMatchObject({ kind: 'render' });
  });

  it('renders public funnel routes without a token', () => {
    expect(nav('/order/login')).toMatchObject({ kind: 'render', route: { name: 'StepOrdersPhone' } });
    expect(nav('/order/H1/confirm')).toMatchObject({ kind: 'render', params: { hid: 'H1' } });
    expect(nav('/wizard-desktop/response/H1')).toMatchObject({ kind: 'render' });
    expect(nav('/dashboard/order/H1/payment/3Ds/newclient')).toMatchObject({ kind: 'redirect', to: '/login' });
  });
});

describe('isSafeRedirect', () => {
  it('accepts same-site absolute paths', () => {
    for (const ok of ['/', '/dashboard', '/dashboard/orders?x=1#y', '/a/b/../c', '/search?q=http://x'])
      expect(isSafeRedirect(ok), ok).toBe(true);
  });

  it('rejects everything that could leave the site', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'dashboard',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example',
      'http:/evil.example',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/\tevil',
      '/\n/evil.example',
      '/\r\n',
      '/x\u0000',
      '/x\u007f',
      ' /dashboard',
    ])
      expect(isSafeRedirect(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('query helpers', () => {
  it('reads the token from t or ct', () => {
    expect(tokenFromQuery('?t=abc')).toBe('abc');
    expect(tokenFromQuery('?ct=xyz&x=1')).toBe('xyz');
    expect(tokenFromQuery('?t=&ct=c')).toBe('c');
    expect(tokenFromQuery('t=a')).toBe('a');
    expect(tokenFromQuery('')).toBeUndefined();
    expect(withoutTokenParams('?t=abc&ct=1&x=1')).toBe('?x=1');
  });

  it('reads utm_* and cmz only', () => {
    expect(sessionParamsFromQuery('?utm_source=vk&utm_medium=cpc&utm_campaign=s&utm_content=c&utm_term=t&cmz=3&foo=1')).toEqual({
      utm_source: 'vk',
      utm_medium: 'cpc',
      utm_campaign: 's',
      utm_content: 'c',
      utm_term: 't',
      cmz: '3',
    });
    expect(sessionParamsFromQuery('?utm_source=')).toEqual({});
    expect(sessionParamsFromQuery('')).toEqual({});
  });
});
