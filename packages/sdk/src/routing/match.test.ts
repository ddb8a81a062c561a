import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery, fillPattern, matchPath, normalisePath } from './match';
import { apiVersionForRoute, isRouteName, paymentResultPath, ROUTE_NAMES, ROUTES, routeByName, threeDsReturnPath } from './routes';

const name = (path: string) => matchPath(path)?.route.name;

describe('route table', () => {
  it('has unique names and an API version per route', () => {
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.apiVersion).toBe(apiVersionForRoute(route.name));
    expect(routeByName('NewDashboardCreateNewOrder').apiVersion).toBe('v1_1');
    expect(routeByName('ConfirmationDelivery').apiVersion).toBe('v1_1');
    expect(routeByName('SingleStepOrderInNewDashboardCreateNewOrder').apiVersion).toBe('v1_1');
    expect(routeByName('Dashboard').apiVersion).toBe('v1');
    expect(isRouteName('Login')).toBe(true);
    expect(isRouteName('Nope')).toBe(false);
  });

  it('marks login-needed and redirect-to-auth routes', () => {
    expect(routeByName('Dashboard').requiresAuth).toBe(true);
    expect(routeByName('DashboardInvite').requiresAuth).toBe(true);
    expect(routeByName('LongateBonus')).toMatchObject({ requiresAuth: true, placement: 'longatebonus' });
    expect(routeByName('AssistPayment')).toMatchObject({ requiresAuth: true, placement: 'assistPayment' });
    expect(routeByName('Login').redirectToAuth).toBe(true);
    expect(routeByName('Index').requiresAuth).toBeUndefined();
    expect(routeByName('StepOrdersPhone').requiresAuth).toBeUndefined();
  });

  it('every path pattern round-trips through buildPath and matchPath', () => {
    for (const route of ROUTES) {
      const params: Record<string, string> = {};
      for (const segment of route.path.split('/')) {
        if (!segment.startsWith(':')) continue;
        const key = segment.replace(/^:|\?$/g, '');
        params[key] = route.params?.[key]?.[0] ?? `x${key}`;
      }
      const path = buildPath(route.name, params);
      expect(matchPath(path)?.route.name, `${route.name} ${path}`).toBe(route.name);
    }
  });
});

describe('matchPath', () => {
  it('matches landings and the city landing only for city aliases', () => {
    expect(name('/')).toBe('Index');
    expect(matchPath('/msk')).toMatchObject({ route: { name: 'IndexCity' }, params: { city: 'msk' } });
    expect(name('/minsk')).toBe('IndexCity');
    expect(name('/paris')).toBeUndefined();
    for (const [path, route] of [
      ['/wowfood', 'WowFoodProduct'],
      ['/day', 'TrialProduct'],
      ['/detox', 'DetoxProduct'],
      ['/superdetox', 'SuperDetoxProduct'],
      ['/21', 'ReloadProduct'],
      ['/subscription', 'SubscriptionProduct'],
      ['/poll', 'PollProduct'],
      ['/local', 'LocalProduct'],
      ['/longate', 'LongationLanding'],
      ['/longate/H1', 'LongationLanding'],
      ['/one-more', 'OneMoreLanding'],
      ['/wowfood-subscription', 'WowfoodSubscriptionProduct'],
      ['/wowfood-longate/H1', 'WowfoodLongationLanding'],
      ['/wowfood-one-more', 'WowfoodOneMoreLanding'],
      ['/transfland', 'TransflandLanding'],
      ['/activate-gift', 'ActivateGift'],
      ['/hydra', 'HydraProduct'],
      ['/aviasales', 'AviasalesLanding'],
    ] as const)
      expect(name(path), path).toBe(route);
  });

  it('prefers static segments over params', () => {
    expect(name('/login')).toBe('Login');
    expect(name('/404')).toBe('NotFound');
    expect(name('/order/login')).toBe('StepOrdersPhone');
    expect(name('/order/trial-unavailable')).toBe('TrialUnavailable');
    expect(matchPath('/order/H1/confirm')).toMatchObject({ route: { name: 'OrderConfirm' }, params: { hid: 'H1' } });
    expect(name('/dashboard/orders/fastpay/H1')).toBe('DashboardOrderFastpay');
    expect(matchPath('/dashboard/orders/H1/deliveries/D1')).toMatchObject({
      route: { name: 'DashboardOrderDeliveries' },
      params: { hid: 'H1', deliveryId: 'D1' },
    });
    expect(matchPath('/dashboard/orders/H1/menu/T1')).toMatchObject({
      route: { name: 'SingleOrder' },
      params: { hid: 'H1', content: 'menu', taskId: 'T1' },
    });
    expect(name('/dashboard/orders/all')).toBe('DashboardOrdersAll');
    expect(name('/dashboard/orders')).toBe('DashboardOrders');
    expect(name('/new-dashboard/orders')).toBe('NewDashboardOrders');
    expect(matchPath('/new-dashboard/O1')).toMatchObject({ route: { name: 'NewDashboardOrder' }, params: { orderId: 'O1' } });
    expect(name('/dashboard/order/H1/payment/card')).toBe('StepPaymentCard');
  });

  it('matches the checkout with an optional product and hid', () => {
    expect(matchPath('/instant-order/H1')).toMatchObject({
      route: { name: 'SingleStepOrder' },
      params: { hid: 'H1', businessProduct: undefined },
    });
    expect(matchPath('/wowfood/instant-order/H1')).toMatchObject({
      route: { name: 'SingleStepOrder' },
      params: { businessProduct: 'wowfood', hid: 'H1' },
    });
    expect(matchPath('/instant-order')).toMatchObject({ route: { name: 'SingleStepOrder' }, params: { hid: undefined } });
    expect(name('/dashboard/instant-order/H1')).toBe('SingleStepOrderInDashboard');
    expect(name('/nonsense/instant-order/H1')).toBeUndefined();
    expect(name('/targets/instant-order/H1')).toBe('SingleStepOrderInTargets');
    expect(name('/try-customization/single-step-order/H1')).toBe('SingleStepOrderInTryCustomization');
    expect(name('/new-dashboard/new-order/instant-order/H1')).toBe('SingleStepOrderInNewDashboardCreateNewOrder');
    expect(matchPath('/day/instant-cert')).toMatchObject({ route: { name: 'InstantCert' }, params: { businessProduct: 'day' } });
    expect(name('/instant-cert')).toBe('InstantCert');
    // Gift certificates for the product called men (order-funnel §1; issue 12: /men/instant-cert was a 404).
    expect(matchPath('/men/instant-cert')).toMatchObject({ route: { name: 'InstantCert' }, params: { businessProduct: 'men' } });
  });

  it('matches payments, 3-D Secure and the desktop wizard', () => {
    expect(matchPath('/dashboard/order/H1/payment/3Ds')).toMatchObject({
      route: { name: 'Step3DsResult' },
      params: { hid: 'H1', flow: undefined },
    });
    expect(matchPath('/dashboard/order/H1/payment/3Ds/newclient')).toMatchObject({
      route: { name: 'Step3DsResult' },
      params: { flow: 'newclient' },
    });
    expect(name('/dashboard/order/H1/payments/payment/success')).toBe('StepPaymentSuccess');
    expect(name('/dashboard/order/H1/payments/payment/cash-success')).toBe('StepPaymentCash');
    expect(name('/dashboard/order/H1/payments/payment/recall-success')).toBe('StepPaymentRecall');
    expect(name('/dashboard/order/H1/payment/newclient/success')).toBe('StepPaymentByFlow');
    expect(name('/dashboard/order/H1/payment/payment')).toBe('StepPaymentChoose');
    expect(name('/dashboard/order/H1/newclient/cardbind')).toBe('StepNewClientCardBind');
    expect(matchPath('/wizard-desktop/response/H1')).toMatchObject({ route: { name: 'WizardDesktopResponse' }, params: { hid: 'H1' } });
    expect(name('/wizard-desktop/response')).toBe('WizardDesktopResponse');
  });

  it('matches per-product menu pages only for day, wowfood and local', () => {
    expect(matchPath('/day/menu/msk/fit')).toMatchObject({
      route: { name: 'MenuPageByTypeBusnessProduct' },
      params: { businessProduct: 'day', city: 'msk', type: 'fit', week: undefined },
    });
    expect(name('/detox/menu/msk/fit')).toBeUndefined();
    expect(matchPath('/menu/spb/fit/2')).toMatchObject({ route: { name: 'MenuPageByType' }, params: { week: '2' } });
  });

  it('ignores trailing slashes, query and hash; decodes params; rejects unknown paths', () => {
    expect(name('/dashboard///')).toBe('Dashboard');
    expect(name('/dashboard?x=1#y')).toBe('Dashboard');
    expect(matchPath('/order/a%20b/confirm')?.params['hid']).toBe('a b');
    expect(matchPath('/order/%E0%A4%A/confirm')).toBeUndefined();
    expect(name('/no-such-page')).toBeUndefined();
    expect(name('/dashboard/unknown-child')).toBeUndefined();
    expect(normalisePath('')).toBe('/');
  });
});

describe('buildPath', () => {
  it('fills params, leaves out optional ones and adds a query', () => {
    expect(buildPath('Index')).toBe('/');
    expect(buildPath('IndexCity', { city: 'spb' })).toBe('/spb');
    expect(buildPath('SingleStepOrder', { hid: 'H1' })).toBe('/instant-order/H1');
    expect(buildPath('SingleStepOrder', { hid: 'H1', businessProduct: 'day' }, { co: 1, deliveryIdH: undefined })).toBe(
      '/day/instant-order/H1?co=1',
    );
    expect(buildPath('Step3DsResult', { hid: 'H1', flow: 'longate' })).toBe('/dashboard/order/H1/payment/3Ds/longate');
    expect(buildPath('OrderConfirm', { hid: 'a/b' })).toBe('/order/a%2Fb/confirm');
    expect(() => buildPath('OrderConfirm')).toThrow(/missing param "hid"/);
    expect(buildQuery({})).toBe('');
    expect(fillPattern('/longate/:hid', { hid: 'H1' })).toBe('/longate/H1');
  });

  it('gives payment result and 3-D Secure return paths', () => {
    expect(paymentResultPath('H1', 'newclient', 'success')).toBe('/dashboard/order/H1/payment/newclient/success');
    expect(threeDsReturnPath('H1')).toBe('/dashboard/order/H1/payment/3Ds');
    expect(threeDsReturnPath('H1', 'cardbind')).toBe('/dashboard/order/H1/payment/3Ds/cardbind');
    expect(threeDsReturnPath('H1', 'onlinecert')).toBe('/dashboard/order/0/payment/3Ds/onlinecert');
    expect(threeDsReturnPath('H1', 'wizard')).toBe('/wizard-desktop/response/H1');
  });
});
