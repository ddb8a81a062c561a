import { describe, expect, it } from 'vitest';
import { deviceEquivalentPath, initialCallErrorDecision, initialCallRedirect, isDashboardPath, isRouteDisabledForBrand } from './cabinet';
import { anchorScrollTop, scrollDecision, smoothScrollOffset, urlChangeEvent } from './page-effects';
import { cabinetNav, cabinetPageTitle, cabinetSection, compactCabinetNav, subscriptionTabs } from './cabinet-nav';
import { resolveNavigation } from './guards';
import { matchPath } from './match';
import { routeByName } from './routes';

const nav = (pathname: string, extra: Partial<Parameters<typeof resolveNavigation>[0]> = {}) =>
  resolveNavigation({ pathname, search: '', hasToken: true, ...extra });

const equivalent = (path: string, isSmartphone: boolean) => {
  const match = matchPath(path);
  if (!match) throw new Error(path);
  return deviceEquivalentPath(match.route, match.params, isSmartphone);
};

// Issue 31: a phone on /dashboard/* pages had the desktop's chips (≈60% of the first screen).
it.each([
  ['DashboardBonus', true, true],
  ['DashboardSubscriptions', true, true],
  ['NewDashboardOrders', false, true],
  ['NewDashboard', true, true],
  ['DashboardBonus', false, false],
  ['DashboardSettings', false, false],
] as const)('compactCabinetNav(%s, smartphone %s) → %s', (route, smartphone, compact) => {
  expect(compactCabinetNav(route, smartphone)).toBe(compact);
});

describe('smartphone ↔ desktop equivalents (§2.2, §2.3)', () => {
  it('sends a smartphone from desktop cabinet pages to the /new-dashboard equivalents, hid becoming orderId', () => {
    expect(equivalent('/dashboard', true)).toBe('/new-dashboard');
    expect(equivalent('/dashboard/orders', true)).toBe('/new-dashboard/orders');
    expect(equivalent('/dashboard/orders/H1', true)).toBe('/new-dashboard/H1');
    expect(equivalent('/dashboard/orders/H1/menu/7', true)).toBe('/new-dashboard/H1');
    expect(equivalent('/dashboard/orders/H1/deliveries/D2', true)).toBe('/new-dashboard/H1/deliveries/D2');
    expect(equivalent('/dashboard/subscriptions/rates/H1', true)).toBe('/new-dashboard/rates/H1');
    expect(equivalent('/order/login', true)).toBe('/order/mobile/login');
    expect(equivalent('/order/H1/confirm', true)).toBe('/order/mobile/H1/confirm');
  });

  // Issue 31: the spec's smartphone mapping (§2.2) for the subscribe flow and the new-client order.
  it.each([
    ['/subscribe', '/mobile/subscribe'],
    ['/subscribe/change/H1/7', '/mobile/subscribe/change/H1/7'],
    ['/subscribe/get/H1/fields', '/mobile/subscribe/get/H1/fields'],
    ['/subscribe/plan/7', '/mobile/subscribe/plan/7'],
    ['/dashboard/order/tariff', '/dashboard/mobile/order'],
  ])('a smartphone on %s goes to %s, and another device comes back', (desktop, mobile) => {
    expect(equivalent(desktop, true)).toBe(mobile);
    expect(equivalent(mobile, false)).toBe(desktop);
  });

  it('sends other devices from mobile pages back to the desktop ones', () => {
    expect(equivalent('/new-dashboard', false)).toBe('/dashboard');
    expect(equivalent('/new-dashboard/orders', false)).toBe('/dashboard/orders');
    expect(equivalent('/new-dashboard/H1', false)).toBe('/dashboard/orders/H1');
    expect(equivalent('/new-dashboard/H1/deliveries', false)).toBe('/dashboard/orders/H1/deliveries');
    expect(equivalent('/order/mobile/H1/confirm', false)).toBe('/order/H1/confirm');
  });

  it('leaves pages without an equivalent, or the right page for the device, alone', () => {
    expect(equivalent('/dashboard/bonus', true)).toBeUndefined();
    expect(equivalent('/dashboard', false)).toBeUndefined();
    expect(equivalent('/new-dashboard/H1', true)).toBeUndefined();
    // Rates without an order have no desktop page with a required hid.
    expect(equivalent('/new-dashboard/rates', false)).toBeUndefined();
  });

  it('is one of the navigation guards: after login, keeping the query', () => {
    expect(nav('/dashboard/orders/H1', { isSmartphone: true, search: '?a=1' })).toEqual({ kind: 'redirect', to: '/new-dashboard/H1?a=1' });
    expect(nav('/new-dashboard/H1', { isSmartphone: false })).toEqual({ kind: 'redirect', to: '/dashboard/orders/H1' });
    expect(nav('/new-dashboard/H1', { isSmartphone: true })).toMatchObject({
      kind: 'render',
      route: { name: 'NewDashboardOrder' },
      params: { orderId: 'H1' },
    });
    // Without a token the login comes first.
    expect(nav('/dashboard', { hasToken: false, isSmartphone: true })).toMatchObject({ to: '/login', setRedirectCookie: '/dashboard' });
    // Without device facts nothing moves (the guard's older callers).
    expect(nav('/new-dashboard/H1')).toMatchObject({ kind: 'render' });
  });
});

describe('routes disabled in the second brand (§2.3, §2.5)', () => {
  it('redirects bonus, shop, loyalty, favorites, packs and plan change to Dashboard with a console error in wowfood', () => {
    for (const path of [
      '/dashboard/bonus',
      '/dashboard/bonus/category/3',
      '/dashboard/loyalty-program',
      '/dashboard/preferences',
      '/dashboard/packs',
      '/dashboard/order/H1/packs',
      '/dashboard/order/H1/longate/change',
    ]) {
      const decision = nav(path, { brand: 'wowfood' });
      expect(decision, path).toMatchObject({ kind: 'redirect', to: '/dashboard' });
      expect(decision.kind === 'redirect' && decision.consoleError, path).toMatch(/disabled for the wowfood brand/);
    }
  });

  it('keeps promotion and everything in the main brand', () => {
    expect(nav('/dashboard/promotion', { brand: 'wowfood' })).toMatchObject({ kind: 'render', route: { name: 'DashboardPromotion' } });
    expect(nav('/dashboard/order/H1/longate/success', { brand: 'wowfood' })).toMatchObject({ kind: 'render' });
    expect(nav('/dashboard/bonus', { brand: 'main' })).toMatchObject({ kind: 'render', route: { name: 'DashboardBonus' } });
    expect(isRouteDisabledForBrand(routeByName('DashboardBonus'), {}, 'main')).toBe(false);
  });

  it('hides the disabled entries from the wowfood navigation, promotion stays', () => {
    const main = cabinetNav('main').map((i) => i.label);
    const wowfood = cabinetNav('wowfood').map((i) => i.label);
    expect(main).toEqual([
      'Заказы',
      'Подписки',
      'Бонусы и магазин',
      'Программа лояльности',
      'Пригласить друга',
      'Акции',
      'Предпочтения',
      'Автоматические чаевые',
      'Настройки',
    ]);
    expect(wowfood).toEqual(['Заказы', 'Подписки', 'Пригласить друга', 'Акции', 'Автоматические чаевые', 'Настройки']);
    expect(cabinetNav('main', { smartphone: true })[0]).toEqual({
      route: 'DashboardOrders',
      label: 'Заказы',
      href: '/new-dashboard/orders',
    });
    expect(cabinetNav('main', { smartphone: true })[1]?.href).toBe('/dashboard/subscriptions/deliveries');
    // Every entry is a route of the table that renders (no redirect, no 404) for a logged-in client.
    for (const item of cabinetNav('main')) expect(nav(item.href), item.href).toMatchObject({ kind: 'render', route: { name: item.route } });
  });

  it('offers loyalty and auto-tips only to profiles they are enabled for (all entries before the profile is known)', () => {
    const labels = (profile: { isAutoTipsEnabled?: boolean | null; isLoyaltyEnabled?: boolean | null }) =>
      cabinetNav('main', { profile }).map((i) => i.label);
    expect(labels({ isAutoTipsEnabled: true, isLoyaltyEnabled: true })).toEqual(cabinetNav('main').map((i) => i.label));
    expect(labels({ isAutoTipsEnabled: false })).not.toContain('Автоматические чаевые');
    expect(labels({})).not.toContain('Автоматические чаевые');
    expect(labels({ isAutoTipsEnabled: true })).toContain('Программа лояльности');
    expect(labels({ isAutoTipsEnabled: true, isLoyaltyEnabled: false })).toEqual([
      'Заказы',
      'Подписки',
      'Бонусы и магазин',
      'Пригласить друга',
      'Акции',
      'Предпочтения',
      'Автоматические чаевые',
      'Настройки',
    ]);
  });

  it('marks the section of a page', () => {
    expect(cabinetSection('SingleOrder')).toBe('DashboardOrders');
    expect(cabinetSection('NewDashboardOrderDeliveries')).toBe('DashboardOrders');
    expect(cabinetSection('DashboardSettingsCards')).toBe('DashboardSettings');
    expect(cabinetSection('DashboardBonusCategory')).toBe('DashboardBonus');
    expect(cabinetSection('Index')).toBeUndefined();
  });

  // The page-title table's (a section's page: its navigation entry's label).
  it.each([
    ['DashboardSubscriptionsMenu', 'Меню подписки'],
    ['NewDashboardRates', 'Оценка доставки'],
    ['DashboardSettingsCards', 'Банковские карты'],
    ['NewDashboardCreateNewOrder', 'Новый заказ'],
    ['DashboardSettings', 'Настройки'],
    ['SingleOrder', 'Заказ'],
    ['DashboardSubscriptionsRoot', 'Личный кабинет'],
  ] as const)('titles %s as %s', (route, title) => {
    expect(cabinetPageTitle(route)).toBe(title);
  });
});

describe('lk. hosts (§2.1 Index)', () => {
  it('send the Index to Login, keep other hosts on the landing', () => {
    expect(nav('/', { hasToken: false, host: 'lk.example.ru' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(nav('/msk', { hasToken: false, host: 'LK.example.ru:8080' })).toEqual({ kind: 'redirect', to: '/login' });
    expect(nav('/', { hasToken: false, host: 'example.ru' })).toMatchObject({ kind: 'render', route: { name: 'Index' } });
  });
});

describe('URL-change tracking (§2.3)', () => {
  it('sends one event per path change with the route name', () => {
    expect(urlChangeEvent(undefined, '/dashboard', 'Dashboard')).toEqual({
      event: 'url_change',
      properties: { path: '/dashboard', previousPath: undefined, route: 'Dashboard' },
    });
    expect(urlChangeEvent('/dashboard', '/dashboard/orders/H1', 'SingleOrder')?.properties.previousPath).toBe('/dashboard');
    expect(urlChangeEvent('/dashboard', '/dashboard', 'Dashboard')).toBeUndefined();
  });
});

describe('scroll (§2.3)', () => {
  it('scrolls hash links to their anchor, the listed routes to the top, and keeps the rest', () => {
    expect(scrollDecision(routeByName('Dashboard'), '#deliveries')).toEqual({ kind: 'anchor', id: 'deliveries' });
    expect(scrollDecision(routeByName('WeekMenu'), '#%D0%BC%D0%B5%D0%BD%D1%8E')).toEqual({ kind: 'anchor', id: 'меню' });
    for (const name of ['GetMenuPlan', 'MobileGetMenuPlan', 'TargetDetails', 'WeekMenu', 'CreateNewOrder', 'TryCustomization'] as const) {
      expect(scrollDecision(routeByName(name), ''), name).toEqual({ kind: 'top' });
    }
    expect(scrollDecision(routeByName('SingleOrder'), '')).toEqual({ kind: 'keep' });
  });

  it('puts an anchor below the navbar', () => {
    expect(anchorScrollTop(900, 64)).toBe(836);
    expect(anchorScrollTop(30, 64)).toBe(0);
    // §9 smooth scroll, 500 ms: eased from the start to the end, halfway at 250 ms, done at 500.
    expect(smoothScrollOffset(0, 1000, 0)).toBe(0);
    expect(smoothScrollOffset(0, 1000, 100)).toBe(80);
    expect(smoothScrollOffset(0, 1000, 250)).toBe(500);
    expect(smoothScrollOffset(1000, 0, 400)).toBe(80);
    expect(smoothScrollOffset(0, 1000, 500)).toBe(1000);
    expect(smoothScrollOffset(0, 1000, 9_999)).toBe(1000);
  });
});

describe('initial call error (§8)', () => {
  it('offers a retry first for a transient failure, wherever the customer is', () => {
    for (const kind of ['http', 'network', 'timeout', 'validation'])
      expect(initialCallErrorDecision('/dashboard/orders', kind)).toEqual({ kind: 'retry' });
    expect(initialCallErrorDecision('/', 'http')).toEqual({ kind: 'retry' });
  });

  it('goes to Login on a dashboard path and to the Index elsewhere when the token is refused', () => {
    expect(initialCallErrorDecision('/dashboard/orders', 'unauthorized')).toEqual({ kind: 'redirect', to: '/login' });
    expect(initialCallErrorDecision('/new-dashboard/H1', 'unauthorized')).toEqual({ kind: 'redirect', to: '/login' });
    expect(initialCallErrorDecision('/instant-order/H1', 'unauthorized')).toEqual({ kind: 'redirect', to: '/' });
    expect(initialCallErrorDecision('/dashboards', undefined)).toEqual({ kind: 'redirect', to: '/' });
    expect(isDashboardPath('/dashboard')).toBe(true);
  });
});

describe('initial call error applied (§8, initialCallRedirect)', () => {
  const at = (path: string) => matchPath(path)?.route;
  it('a refused token leaves a public page for the Index, a public dashboard page for Login', () => {
    expect(initialCallRedirect('/instant-order/H1', 'unauthorized', at('/instant-order/H1'))).toBe('/');
    expect(initialCallRedirect('/day', 'unauthorized', at('/day'))).toBe('/');
    expect(initialCallRedirect('/dashboard/mobile/order', 'unauthorized', at('/dashboard/mobile/order'))).toBe('/login');
  });

  it('stays where the guards or the page already do the right thing', () => {
    // A login-only page: the router's guard goes to Login and keeps the path to return to.
    expect(initialCallRedirect('/dashboard/orders', 'unauthorized', at('/dashboard/orders'))).toBeUndefined();
    expect(initialCallRedirect('/', 'unauthorized', at('/'))).toBeUndefined();
    expect(initialCallRedirect('/msk', 'unauthorized', at('/msk'))).toBeUndefined();
    expect(initialCallRedirect('/login', 'unauthorized', at('/login'))).toBeUndefined();
    // A transient failure: the page's retry first.
    expect(initialCallRedirect('/instant-order/H1', 'http', at('/instant-order/H1'))).toBeUndefined();
    expect(initialCallRedirect('/dashboard', 'timeout', at('/dashboard'))).toBeUndefined();
    expect(initialCallRedirect('/day', undefined, at('/day'))).toBeUndefined();
  });
});

describe('the subscription section’s tabs (§2.1 subscriptions)', () => {
  it.each([
    ['DashboardSubscriptions', 'Мои подписки'],
    ['DashboardSubscriptionsMenu', 'Меню подписки'],
    ['DashboardSubscriptionsFitness', 'Фитнес'],
  ] as const)('on %s the current tab is %s; every tab links to its page', (route, label) => {
    const tabs = subscriptionTabs(route);
    expect(tabs.filter((tab) => tab.current).map((tab) => tab.label)).toEqual([label]);
    expect(tabs.map((tab) => tab.href)).toEqual([
      '/dashboard/subscriptions/deliveries',
      '/dashboard/subscriptions/menu',
      '/dashboard/subscriptions/fitness',
    ]);
  });
});
