import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CreateOrderRequest } from '../../api/schemas/funnel';
import { auth } from '../../api/endpoints/auth';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { connectFunnel, funnelView } from '../funnel/funnel.connect';
import { catalogView, connectCatalog } from './catalog.connect';
import { cabinetOrderInput } from './cabinet-order';
import { orderBlockView } from './order-block.connect';

/**
 * A new order started in the cabinet (personal-cabinet §2.1 new-order routes, funnel §4): the
 * landing's order block with the cabinet's input — the client's plan and days, origin 13, one order
 * however often the button is pressed, then the cabinet's checkout of that order.
 */
const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const RETURNING = '+79990000001';
const calls = (name: string) => harness.sandbox.store.log.filter((l) => l.call === name);

async function start(route: 'DashboardNewOrder' | 'NewDashboardNewOrder' = 'DashboardNewOrder', before?: () => void) {
  const { ports } = harness.setup();
  before?.();
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const session = createActor(mealflow.machines.session).start();
  const login = await mealflow.api.call(auth.login, { phone: RETURNING, code: '0001' });
  session.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
  const actor = createActor(mealflow.machines.orderBlock, { input: { ...cabinetOrderInput(route, login.profile), session } }).start();
  const view = orderBlockView(actor.getSnapshot());
  if (!view.catalog || !view.funnel) throw new Error('no children');
  return { ports, catalog: view.catalog, funnel: view.funnel, login };
}

describe('a new order from the cabinet (order block, cabinet input, through the sandbox)', () => {
  it('the chosen line and days are ordered with origin 13, once on a double submit, and the cabinet checkout opens', async () => {
    const { ports, catalog, funnel } = await start();
    await waitFor(catalog, (s) => s.matches('ready'));
    // §4: the client's last line (Баланс) comes first, with its goal.
    expect(catalog.getSnapshot().context).toMatchObject({ menuType: 'balance', goal: 'p2' });
    // Logged in: the gate is open and the profile's phone is in the form (no SMS step).
    await waitFor(funnel, (s) => funnelView(s).orderReady && funnelView(s).phone !== '');
    const days = catalogView(catalog.getSnapshot()).days.find((d) => !d.selected);
    expect(days).toBeDefined();
    connectCatalog(catalog.getSnapshot(), catalog.send).selectDays(days?.days ?? 0);
    const selection = catalog.getSnapshot().context.selection;
    expect(funnel.getSnapshot().context.selection).toEqual(selection);

    const form = connectFunnel(funnel.getSnapshot(), funnel.send);
    form.submit();
    form.submit();
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));

    const created = calls('orders/create/quick');
    expect(created).toHaveLength(1);
    const body = created[0]?.body as CreateOrderRequest;
    expect(body.order).toMatchObject({
      order_origin_id: 13,
      mealDays: days?.days,
      price_plan_id: selection?.pricePlanId,
      phone: RETURNING,
    });
    expect(ports.captcha.requests).toEqual([]);
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    expect(harness.sandbox.store.orders.has(hid)).toBe(true);
    expect(harness.sandbox.store.counters.get(`ordersCreated:${RETURNING}`)).toBe(1);
    expect(ports.navigation.current().pathname).toBe(`/dashboard/instant-order/${hid}`);
  });

  it('from the smartphone dashboard the checkout is the /new-dashboard one', async () => {
    const { ports, catalog, funnel } = await start('NewDashboardNewOrder');
    await waitFor(catalog, (s) => s.matches('ready'));
    await waitFor(funnel, (s) => funnelView(s).orderReady && funnelView(s).phone !== '');
    connectFunnel(funnel.getSnapshot(), funnel.send).submit();
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    expect(ports.navigation.current().pathname).toBe(`/new-dashboard/new-order/instant-order/${hid}`);
  });

  it('a failed menu load offers a retry that loads it', async () => {
    const { catalog } = await start('DashboardNewOrder', () =>
      harness.sandbox.faults.inject('menu/full', { kind: 'status', status: 500, times: 1 }),
    );
    await waitFor(catalog, (s) => s.matches('failed'));
    connectCatalog(catalog.getSnapshot(), catalog.send).retry();
    await waitFor(catalog, (s) => s.matches('ready'));
    expect(catalogView(catalog.getSnapshot()).days.length).toBeGreaterThan(0);
  });
});
