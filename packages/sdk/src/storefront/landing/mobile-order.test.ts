import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CreateOrderRequest } from '../../api/schemas/funnel';
import { auth } from '../../api/endpoints/auth';
import { matchPath } from '../../routing/match';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { connectFunnel, funnelView } from '../funnel/funnel.connect';
import { readHandoff } from '../funnel/funnel.handoff';
import { catalogView, connectCatalog } from './catalog.connect';
import {
  MOBILE_TA_LOGIN_NEXT,
  mobileOrderChoiceOf,
  mobileOrderHid,
  mobileOrderInput,
  mobileOrderNav,
  mobileOrderPath,
  mobileOrderStepOf,
} from './mobile-order';
import { orderBlockView } from './order-block.connect';
import { sandboxClient } from '../../testing/sandbox-client';

/** The smartphone order flow (personal-cabinet §2.2): the order block's steps by address, then the order's checkout. */
const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const RETURNING = '+79990000001';

describe('the steps (pure)', () => {
  it('go menu → mealdays → profile → payment, keeping the choice in the address', () => {
    expect(mobileOrderStepOf(undefined)).toBe('menu');
    expect(mobileOrderStepOf('mealdays')).toBe('mealdays');
    expect(mobileOrderStepOf('nonsense')).toBe('menu');
    expect(mobileOrderNav('menu', { menuType: 'fit' })).toEqual({
      step: 'menu',
      title: 'Выберите рацион',
      progress: 'Шаг 1 из 4',
      back: undefined,
      next: '/dashboard/mobile/order/mealdays?menuType=fit',
    });
    expect(mobileOrderNav('mealdays', { menuType: 'fit', days: 5 })).toMatchObject({
      progress: 'Шаг 2 из 4',
      back: '/dashboard/mobile/order?menuType=fit',
      next: '/dashboard/mobile/order/profile?menuType=fit&days=5',
    });
    // From the phone on, the funnel and the checkout lead (no 'Далее').
    expect(mobileOrderNav('profile', { menuType: 'fit', days: 5 })).toMatchObject({
      back: '/dashboard/mobile/order/mealdays?menuType=fit',
      next: undefined,
    });
    expect(mobileOrderNav('payment', {})).toMatchObject({ progress: 'Шаг 4 из 4', next: undefined });
    expect(mobileOrderChoiceOf('?menuType=balance&days=12')).toEqual({ menuType: 'balance', days: 12 });
    expect(mobileOrderChoiceOf('?days=abc')).toEqual({ menuType: undefined, days: undefined });
    expect(mobileOrderHid('?hid=H9')).toBe('H9');
    expect(mobileOrderHid('')).toBeUndefined();
    // Every path is a route of the table (never a 404).
    for (const path of [mobileOrderPath('menu'), mobileOrderPath('payment', { days: 5 }), MOBILE_TA_LOGIN_NEXT])
      expect(matchPath(path.split('?')[0] ?? '')?.route.name).toMatch(/^MobileOrder/);
  });
});

async function start(options: { login: boolean; search: string }) {
  const { ports, mealflow } = sandboxClient(harness);
  const session = createActor(mealflow.machines.session).start();
  let profile;
  if (options.login) {
    const login = await mealflow.api.call(auth.login, { phone: RETURNING, code: '0001' });
    session.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    profile = login.profile;
  }
  const input = { ...mobileOrderInput(profile, undefined, mobileOrderChoiceOf(options.search)), session };
  const actor = createActor(mealflow.machines.orderBlock, { input }).start();
  const view = orderBlockView(actor.getSnapshot());
  if (!view.catalog || !view.funnel) throw new Error('no children');
  return { ports, catalog: view.catalog, funnel: view.funnel };
}

describe('the smartphone order (order block with the mobile input, through the sandbox)', () => {
  it('a reloaded step keeps the line and days of its address; a logged-in client goes from the phone step to the payment step (origin 13)', async () => {
    const { ports, catalog, funnel } = await start({ login: true, search: '?menuType=balance&days=12' });
    await waitFor(catalog, (s) => s.matches('ready'));
    expect(catalog.getSnapshot().context).toMatchObject({ menuType: 'balance', days: 12 });
    await waitFor(funnel, (s) => funnelView(s).orderReady && funnelView(s).phone !== '');
    connectFunnel(funnel.getSnapshot(), funnel.send).submit();
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    const body = harness.sandbox.store.log.find((l) => l.call === 'orders/create/quick')?.body as CreateOrderRequest;
    expect(body.order).toMatchObject({ order_origin_id: 13, mealDays: 12 });
    const { pathname, search } = ports.navigation.current();
    expect(`${pathname}${search}`).toBe(`/dashboard/mobile/order/payment?hid=${hid}`);
    expect(mobileOrderHid(search)).toBe(hid);
  });

  it('a visitor orders anonymously (origin 1): the SMS step, then the payment step of the flow', async () => {
    const { ports, catalog, funnel } = await start({ login: false, search: '?menuType=nonsense&days=99' });
    await waitFor(catalog, (s) => s.matches('ready'));
    // Unknown line and days fall back to the defaults.
    const view = catalogView(catalog.getSnapshot());
    expect(view.days.some((d) => d.selected)).toBe(true);
    connectCatalog(catalog.getSnapshot(), catalog.send).selectDays(view.days[0]?.days ?? 0);
    vi.advanceTimersByTime(10_000);
    connectFunnel(funnel.getSnapshot(), funnel.send).changePhone('+7 (916) 555-44-33');
    connectFunnel(funnel.getSnapshot(), funnel.send).submit();
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    expect(ports.navigation.current().pathname).toBe(`/order/${hid}/confirm`);
    expect(readHandoff(ports.storage, hid)?.afterConfirm).toBe(`/dashboard/mobile/order/payment?hid=${hid}`);
    const body = harness.sandbox.store.log.find((l) => l.call === 'orders/create/quick')?.body as CreateOrderRequest;
    expect(body.order).toMatchObject({ order_origin_id: 1 });
  });
});
