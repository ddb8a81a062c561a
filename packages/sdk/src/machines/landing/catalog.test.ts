import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '../../testing/sandbox';
import { catalogView } from './catalog.connect';
import type { CatalogInput } from './catalog.machine';

const harness = useSandbox();

function start(input: CatalogInput = {}) {
  const { ports } = harness.setup();
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  return createActor(mealflow.machines.catalog, { input }).start();
}

describe('catalog machine (through the sandbox)', () => {
  it('loads menu and goals in parallel and picks the default plan', async () => {
    const actor = start({ cityId: 2 });
    expect(catalogView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    const view = catalogView(actor.getSnapshot());
    expect(view.goals.map((g) => g.code)).toEqual(['p1', 'p2', 'p3']);
    expect(view.goals.filter((g) => g.selected)).toHaveLength(1);
    expect(context.selection?.menuType).toBe(context.menuType);
    expect(view.plans.find((p) => p.selected)?.menuType).toBe(context.menuType);
    expect(view.days.some((d) => d.selected)).toBe(true);
    expect(view.total).toMatch(/₽$/);
    expect(harness.sandbox.store.log.map((l) => l.call).sort()).toEqual(['menu/full', 'menu/goals']);
  });

  it('honours the menuType query parameter', async () => {
    const first = start({ cityId: 2 });
    await waitFor(first, (s) => s.matches('ready'));
    const goal = first.getSnapshot().context.goals.find((g) => g.code === first.getSnapshot().context.goal);
    const other = goal?.menuTypes.find((t) => t !== first.getSnapshot().context.menuType);
    if (!other) throw new Error('the seeded default goal should list more than one menu type');
    const actor = start({ cityId: 2, queryMenuType: other });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.menuType).toBe(other);
  });

  it('switching goal, menu type and days updates the selection; unknown values are ignored', async () => {
    const actor = start({ cityId: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    const goals = actor.getSnapshot().context.goals;
    const target = goals.find((g) => g.code !== actor.getSnapshot().context.goal);
    if (!target) throw new Error('seed has several goals');
    actor.send({ type: 'GOAL.SELECT', goal: target.code });
    expect(actor.getSnapshot().context.goal).toBe(target.code);
    expect(target.menuTypes).toContain(actor.getSnapshot().context.menuType);
    const days = catalogView(actor.getSnapshot()).days;
    const last = days[days.length - 1];
    if (!last) throw new Error('a menu type has day options');
    actor.send({ type: 'DAYS.SELECT', days: last.days });
    expect(actor.getSnapshot().context.selection?.mealDays).toBe(last.days);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'DAYS.SELECT', days: 999 });
    actor.send({ type: 'GOAL.SELECT', goal: 'nope' });
    actor.send({ type: 'MENU_TYPE.SELECT', menuType: 'nope' });
    expect(actor.getSnapshot().context.selection).toEqual(before.selection);
  });

  it('a failed load shows a readable error and RETRY loads again', async () => {
    harness.sandbox.faults.inject('menu/full', { kind: 'malformed', times: 1 });
    const actor = start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(catalogView(actor.getSnapshot()).error).toBe('Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
