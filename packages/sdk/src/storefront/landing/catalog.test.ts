import { SEED_PRODUCT_CITIES } from '@mealflow/sandbox';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { TARGET_COOKIE } from '../../domain/pricing';
import { catalogView } from './catalog.connect';
import type { CatalogInput } from './catalog.machine';

const harness = useSandbox();

function start(input: CatalogInput = {}, targetCookie?: string, cmz?: string) {
  const { ports } = harness.setup();
  if (targetCookie) ports.cookies.set(TARGET_COOKIE, targetCookie, { days: 1 });
  if (cmz) ports.cookies.set('cmz', cmz, { days: 1 });
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
    // One at a time (personal-cabinet §7), with the dimensions.
    expect(harness.sandbox.store.log.map((l) => l.call)).toEqual(['menu/full', 'menu/goals']);
    expect(harness.sandbox.store.log[1]?.body).toEqual({ cityId: 2, brand: 'main', isSmartphone: false, placement: 'landing' });
  });

  it('the detox products take their goals from menu/goals/detox (§7, with the same dimensions): /superdetox chooses its programme by goal', async () => {
    const detox = start({ cityId: 2, businessProduct: 'detox', isSmartphone: true }, undefined, 'cmz-2');
    await waitFor(detox, (s) => s.matches('ready'));
    expect(harness.sandbox.store.log.map((l) => l.call)).toEqual(['menu/full', 'menu/goals/detox']);
    expect(harness.sandbox.store.log[1]?.body).toEqual({
      cityId: 2,
      brand: 'main',
      isSmartphone: true,
      placement: 'landing',
      cmz: 'cmz-2',
    });
    // One goal serves /detox (its one line): the picker shows no goals, the goal is the detox goal's.
    expect(detox.getSnapshot().context).toMatchObject({ goal: 'p1', menuType: 'detox' });

    const superdetox = start({ cityId: 1, businessProduct: 'superdetox' });
    await waitFor(superdetox, (s) => s.matches('ready'));
    const view = catalogView(superdetox.getSnapshot());
    expect(view.goals.map((g) => g.title)).toEqual(['Мягкое очищение', 'Полная перезагрузка']);
    expect(view.plans.map((p) => p.title)).toEqual(['Супердетокс']);
    superdetox.send({ type: 'GOAL.SELECT', goal: 'p3' });
    expect(catalogView(superdetox.getSnapshot()).plans.map((p) => p.title)).toEqual(['Супердетокс+']);
    expect(superdetox.getSnapshot().context.selection).toMatchObject({ menuType: 'super_detox_2', mealDays: 7 });
    expect(harness.sandbox.store.log.filter((l) => l.call === 'menu/goals')).toHaveLength(0);
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

  it('a sold-out line (stockRemains 0: Пауэр in St Petersburg) is offered as unavailable and cannot be chosen', async () => {
    const actor = start({ cityId: 1, queryMenuType: 'power', exactMenuType: true });
    await waitFor(actor, (s) => s.matches('ready'));
    // The line asked for is sold out: its goal's first line that is not takes its place.
    expect(actor.getSnapshot().context).toMatchObject({ goal: 'p3', menuType: 'balance' });
    const power = catalogView(actor.getSnapshot()).plans.find((p) => p.menuType === 'power');
    expect(power).toMatchObject({ title: 'Пауэр', selected: false, unavailableText: 'нет в наличии' });
    actor.send({ type: 'MENU_TYPE.SELECT', menuType: 'power' });
    expect(actor.getSnapshot().context.selection?.menuType).toBe('balance');
    expect(catalogView(actor.getSnapshot()).plans.find((p) => p.menuType === 'balance')?.unavailableText).toBeUndefined();
    // Moscow sells it.
    const msk = start({ cityId: 2, queryMenuType: 'power', exactMenuType: true });
    await waitFor(msk, (s) => s.matches('ready'));
    expect(msk.getSnapshot().context.menuType).toBe('power');
  });

  it('the second brand starts at target p2 (personal-cabinet §4), the first brand at the first goal', async () => {
    const wowfood = start({ cityId: 2, businessProduct: 'wowfood', brand: 'wowfood' });
    await waitFor(wowfood, (s) => s.matches('ready'));
    expect(wowfood.getSnapshot().context).toMatchObject({ goal: 'p2', menuType: 'daily' });
    const main = start({ cityId: 2 });
    await waitFor(main, (s) => s.matches('ready'));
    expect(main.getSnapshot().context.goal).toBe('p1');
  });

  it('the target cookie (personal-cabinet §4 priority) picks its goal over the goals rule, not over a menuType link or the second brand', async () => {
    const cookie = start({ cityId: 2 }, 'p3');
    await waitFor(cookie, (s) => s.matches('ready'));
    const p3 = cookie.getSnapshot().context.goals.find((g) => g.code === 'p3');
    expect(cookie.getSnapshot().context).toMatchObject({ goal: 'p3', menuType: p3?.defaultMenuType });
    const link = start({ cityId: 2, queryMenuType: 'fit' }, 'p3');
    await waitFor(link, (s) => s.matches('ready'));
    expect(link.getSnapshot().context).toMatchObject({ goal: 'p1', menuType: 'fit' });
    const wowfood = start({ cityId: 2, businessProduct: 'wowfood', brand: 'wowfood' }, 'p3');
    await waitFor(wowfood, (s) => s.matches('ready'));
    expect(wowfood.getSnapshot().context.goal).toBe('p2');
    const unknown = start({ cityId: 2 }, 'p9', 'cmz-7');
    await waitFor(unknown, (s) => s.matches('ready'));
    expect(unknown.getSnapshot().context.goal).toBe('p1');
    // The cmz link parameter's cookie is a dimension of menu/goals (personal-cabinet §7).
    expect(harness.sandbox.store.log.filter((l) => l.call === 'menu/goals').at(-1)?.body).toMatchObject({
      cmz: 'cmz-7',
      placement: 'landing',
    });
  });

  it('the goal and the line stay consistent (personal-cabinet §4): a line of another goal moves the goal with it', async () => {
    const actor = start({ cityId: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    const { goals, goal } = actor.getSnapshot().context;
    const current = goals.find((g) => g.code === goal);
    const other = goals.slice(0, 3).find((g) => g.code !== goal && g.menuTypes.some((t) => !current?.menuTypes.includes(t)));
    const line = other?.menuTypes.find((t) => !current?.menuTypes.includes(t));
    if (!other || !line) throw new Error('the seed has a goal with a line the default goal lacks');
    actor.send({ type: 'MENU_TYPE.SELECT', menuType: line });
    expect(actor.getSnapshot().context).toMatchObject({ goal: other.code, menuType: line });
    expect(catalogView(actor.getSnapshot()).goals.find((g) => g.selected)?.code).toBe(other.code);
    expect(catalogView(actor.getSnapshot()).plans.map((p) => p.menuType)).toContain(line);
    // A line of the current goal keeps it.
    const own = other.menuTypes.find((t) => t !== line);
    if (own) {
      actor.send({ type: 'MENU_TYPE.SELECT', menuType: own });
      expect(actor.getSnapshot().context.goal).toBe(other.code);
    }
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

describe('every business product can choose a plan where it is sold (defect: /day and /detox had an empty picker)', () => {
  const cases = Object.entries(SEED_PRODUCT_CITIES).flatMap(([product, cities]) =>
    [1, 2, 20].map((cityId) => ({ product, cityId, sold: cities.includes(cityId as 1 | 2 | 20) })),
  );
  it.each(cases)('$product in city $cityId (sold: $sold)', async ({ product, cityId, sold }) => {
    const actor = start({ cityId, businessProduct: product });
    await waitFor(actor, (s) => s.matches('ready'));
    const view = catalogView(actor.getSnapshot());
    expect(view.notSold).toBe(!sold);
    if (!sold) return;
    const { selection } = actor.getSnapshot().context;
    expect(selection).toBeDefined();
    expect(view.plans.length).toBeGreaterThan(0);
    expect(view.plans.every((p) => !/^[a-z_0-9]+$/.test(p.title))).toBe(true);
    if (product === 'day') {
      expect(selection?.mealDays).toBe(1);
      // p1 → fit_trial; each goal has its trial line.
      expect(selection?.menuType).toBe('fit_trial');
      actor.send({ type: 'GOAL.SELECT', goal: 'p2' });
      expect(actor.getSnapshot().context.selection?.menuType).toBe('daily_trial');
      actor.send({ type: 'GOAL.SELECT', goal: 'p3' });
      expect(actor.getSnapshot().context.selection?.menuType).toBe('balance_trial');
    }
    if (product === 'detox') expect(selection).toMatchObject({ menuType: 'detox', mealDays: 2 });
    if (product === 'superdetox') expect(selection).toMatchObject({ menuType: 'super_detox_1', mealDays: 6 });
    if (product === '21') expect(view.days.map((d) => d.days)).toEqual([6]);
  });

  it('trial prices and plan ids per city (order-funnel §9)', async () => {
    const expected = { 1: [840, 298], 2: [890, 301] } as const;
    for (const cityId of [1, 2] as const) {
      const actor = start({ cityId, businessProduct: 'day' });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context.selection).toMatchObject({ price: expected[cityId][0], pricePlanId: expected[cityId][1] });
    }
  });
});
