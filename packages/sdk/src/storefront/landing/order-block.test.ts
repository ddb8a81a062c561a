import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { auth } from '../../api/endpoints/auth';
import { TARGET_COOKIE } from '../../domain/pricing';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { funnelView } from '../funnel/funnel.connect';
import { readHandoff, readRecentOrder, recentOrderForm } from '../funnel/funnel.handoff';
import { catalogView, connectCatalog } from './catalog.connect';
import { orderBlockView } from './order-block.connect';
import type { OrderBlockInput } from './order-block.machine';
import type { MemoryPortsOptions } from '../../ports/memory';
import { sandboxClient } from '../../testing/sandbox-client';

/**
 * The landing's order block owns its actor system: the catalogue and the funnel are its children,
 * the chosen plan reaches the phone form, the goal becomes the target cookie, and the session it
 * watches opens the gate and fills the phone. Nothing is relayed by a screen.
 */
const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function start(input: Partial<OrderBlockInput> = {}, portsOptions: MemoryPortsOptions = {}) {
  const { ports, mealflow } = sandboxClient(harness, portsOptions);
  const session = createActor(mealflow.machines.session).start();
  const actor = createActor(mealflow.machines.orderBlock, { input: { cityId: 2, businessProduct: 'standard', session, ...input } }).start();
  const children = () => {
    const view = orderBlockView(actor.getSnapshot());
    if (!view.catalog || !view.funnel) throw new Error('no children');
    return { catalog: view.catalog, funnel: view.funnel };
  };
  return { actor, ports, mealflow, session, children };
}

describe('order block (through the sandbox)', () => {
  it('the default plan and every plan chosen afterwards is what the phone form orders; the goal is the target cookie', async () => {
    const { actor, ports, children } = start();
    const { catalog, funnel } = children();
    await waitFor(catalog, (s) => s.matches('ready'));
    expect(funnel.getSnapshot().context.selection).toEqual(catalog.getSnapshot().context.selection);
    const picker = connectCatalog(catalog.getSnapshot(), catalog.send);
    const other = picker.goals.find((g) => !g.selected);
    expect(other).toBeDefined();
    picker.selectGoal(other?.code ?? '');
    expect(orderBlockView(actor.getSnapshot()).goal).toBe(other?.code);
    expect(ports.cookies.get(TARGET_COOKIE)).toBe(other?.code);
    expect(funnel.getSnapshot().context.selection).toEqual(catalog.getSnapshot().context.selection);
    const days = catalogView(catalog.getSnapshot()).days.find((d) => !d.selected);
    connectCatalog(catalog.getSnapshot(), catalog.send).selectDays(days?.days ?? 0);
    expect(funnel.getSnapshot().context.selection?.mealDays).toBe(days?.days);
  });

  it('logging in elsewhere opens the order-ready gate at once and fills the phone (origin 12)', async () => {
    const { session, mealflow, children } = start();
    const { catalog, funnel } = children();
    await waitFor(catalog, (s) => s.matches('ready'));
    expect(funnelView(funnel.getSnapshot())).toMatchObject({ orderReady: false, phone: '' });
    const login = await mealflow.api.call(auth.login, { phone: '+79161234567', code: '4567' });
    session.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    await waitFor(funnel, (s) => funnelView(s).orderReady);
    expect(funnelView(funnel.getSnapshot()).phone).toBe('+7 (916) 123-45-67');
  });

  it('a block started for a signed-in session is logged in from its first state, without being told (the screens pass only the session)', async () => {
    const { mealflow } = sandboxClient(harness);
    const session = createActor(mealflow.machines.session).start();
    const login = await mealflow.api.call(auth.login, { phone: '+79161234567', code: '4567' });
    session.send({ type: 'LOGGED_IN', token: login.client_token, profile: login.profile });
    const actor = createActor(mealflow.machines.orderBlock, { input: { cityId: 2, businessProduct: 'standard', session } }).start();
    expect(actor.getSnapshot().context.loggedIn).toBe(true);
    const { funnel } = orderBlockView(actor.getSnapshot());
    expect(funnel?.getSnapshot().context.loggedIn).toBe(true);
    // Said explicitly, the input wins (a cabinet order is always a client's).
    const told = createActor(mealflow.machines.orderBlock, {
      input: { cityId: 2, businessProduct: 'standard', session, loggedIn: false },
    }).start();
    expect(told.getSnapshot().context.loggedIn).toBe(false);
  });

  it('the order it creates is kept for the SMS step and for coming back (storage, by the SDK)', async () => {
    const { ports, children } = start();
    const { catalog, funnel } = children();
    await waitFor(catalog, (s) => s.matches('ready'));
    vi.advanceTimersByTime(10_000);
    funnel.send({ type: 'PHONE.CHANGE', value: '9161234599' });
    funnel.send({ type: 'PHONE.SUBMIT' });
    await waitFor(funnel, (s) => s.matches({ form: 'created' }));
    const hid = funnelView(funnel.getSnapshot()).orderHid ?? '';
    expect(ports.navigation.current().pathname).toBe(`/order/${hid}/confirm`);
    expect(readHandoff(ports.storage, hid)).toEqual({ phone: '+79161234599', afterConfirm: `/instant-order/${hid}` });
    const resume = readRecentOrder(
      ports.storage,
      recentOrderForm({ gift: false, businessProduct: 'standard', cityId: 2 }),
      ports.clock.now(),
    );
    expect(resume?.created.hid).toBe(hid);
  });

  it('the second brand skips filter loading and uses target p2 (personal-cabinet §4): its landing and its order call no filters', async () => {
    const calls = (name: string) => harness.sandbox.store.log.filter((entry) => entry.call === name).length;
    // The second brand's own storefront (its host), then the wowfood product on the main one.
    for (const [input, brand] of [
      [{ businessProduct: 'standard', brand: 'wowfood' }, 'wowfood'],
      [{ businessProduct: 'wowfood', brand: 'main' }, 'main'],
    ] as const) {
      const { ports, children } = start(input, { brand });
      const { catalog, funnel } = children();
      await waitFor(catalog, (s) => s.matches('ready'));
      expect(catalog.getSnapshot().context.goal).toBe('p2');
      vi.advanceTimersByTime(10_000);
      funnel.send({ type: 'PHONE.CHANGE', value: '9161234598' });
      funnel.send({ type: 'PHONE.SUBMIT' });
      await waitFor(funnel, (s) => s.matches({ form: 'created' }));
      expect(ports.navigation.current().pathname).toMatch(/^\/order\/[^/]+\/confirm$/);
    }
    expect(calls('menu/full')).toBeGreaterThanOrEqual(2);
    expect(calls('customization-info/filters')).toBe(0);
  });
});
