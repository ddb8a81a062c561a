import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../machines/ab-test/ab-test.rules';
import {
  activeEntry,
  applyPreview,
  customizationCookieLifetime,
  effectiveActivityStatus,
  isActiveAt,
  overlayConfigs,
  promoApplies,
  promoDiscount,
  resolveConfig,
  resolveTree,
  ruleApplies,
  type ConfigNode,
  type ConfigRule,
  type MarketingContext,
  type ResolvedConfig,
} from './marketing-config';

const VALUES: Record<string, string[]> = {
  device: ['desktop', 'smartphone'],
  businessProduct: ['standard', 'day', 'detox', 'wowfood'],
  menuType: ['fit', 'balance', 'daily'],
  city: ['1', '2', '20'],
  activityStatus: ['new', 'unauthorized', 'old'],
};
const KEYS = Object.keys(VALUES);

/** Seeded generators: the same 500 cases every run, so a failure names its seed. */
function generators(seed: number) {
  const random = mulberry32(seed);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const subset = <T,>(list: readonly T[]) => list.filter(() => random() < 0.5);
  const context = (): MarketingContext => Object.fromEntries(subset(KEYS).map((key) => [key, pick(VALUES[key]!)]));
  const filters = (): ConfigRule['subspaceFilters'] =>
    Object.fromEntries(subset(KEYS).map((key) => [key, random() < 0.15 ? ['any'] : subset(VALUES[key]!)]));
  const node = (depth: number): ConfigNode => ({
    name: `n${Math.floor(random() * 1000)}`,
    rules: Array.from({ length: Math.floor(random() * 3) }, () => ({ subspaceFilters: filters(), parameters: { [pick(['a', 'b', 'c'])]: random() } })),
    children: depth > 0 ? Array.from({ length: Math.floor(random() * 3) }, () => node(depth - 1)) : undefined,
  });
  return { random, pick, context, filters, node };
}

describe('ruleApplies (§5 configuration filter matching)', () => {
  it('needs every filter key in the context and its value in the list', () => {
    expect(ruleApplies({ city: ['1', '2'] }, { city: '2' })).toBe(true);
    expect(ruleApplies({ city: ['1', '2'] }, { city: '20' })).toBe(false);
    expect(ruleApplies({ city: ['1'], device: ['smartphone'] }, { city: '1', device: 'desktop' })).toBe(false);
    expect(ruleApplies({ city: ['1'] }, { device: 'desktop' })).toBe(false);
  });

  it('lets any value through a list with `any`, but the key must exist', () => {
    expect(ruleApplies({ city: ['any'] }, { city: '777' })).toBe(true);
    expect(ruleApplies({ city: ['any'] }, {})).toBe(false);
  });

  it('checks each value of a multi-valued context', () => {
    expect(ruleApplies({ menuType: ['fit', 'balance'] }, { menuType: ['fit', 'balance'] })).toBe(true);
    expect(ruleApplies({ menuType: ['fit'] }, { menuType: ['fit', 'balance'] })).toBe(false);
  });

  it('properties over 500 seeded cases: no filters apply always; fewer keys or wider lists never exclude', () => {
    const { context, filters, random } = generators(20261123);
    for (let i = 0; i < 500; i += 1) {
      const ctx = context();
      const f = filters();
      expect(ruleApplies({}, ctx)).toBe(true);
      if (!ruleApplies(f, ctx)) continue;
      const keys = Object.keys(f);
      const dropped = keys.filter(() => random() < 0.5);
      expect(ruleApplies(Object.fromEntries(Object.entries(f).filter(([key]) => !dropped.includes(key))), ctx)).toBe(true);
      expect(ruleApplies(Object.fromEntries(keys.map((key) => [key, [...f[key]!, ...VALUES[key]!]])), ctx)).toBe(true);
      expect(ruleApplies(Object.fromEntries(keys.map((key) => [key, ['any']])), ctx)).toBe(true);
    }
  });
});

describe('resolveTree', () => {
  const tree: ConfigNode[] = [
    {
      name: 'landing',
      rules: [],
      children: [
        {
          name: 'hero',
          rules: [
            { subspaceFilters: { city: ['any'] }, parameters: { title: 'Еда на каждый день', tone: 'calm' } },
            { subspaceFilters: { city: ['1'] }, parameters: { title: 'Петербург, привет' } },
          ],
        },
        { name: 'minsk-only', rules: [{ subspaceFilters: { city: ['20'] }, parameters: { show: true } }], children: [{ name: 'inner', rules: [] }] },
      ],
    },
  ];

  it('overlays applying rules in order and inherits into children; an inactive node hides its subtree', () => {
    expect(resolveTree(tree, { city: '1' })).toEqual({
      landing: {},
      'landing/hero': { title: 'Петербург, привет', tone: 'calm' },
    });
    expect(resolveTree(tree, { city: '20' })).toEqual({
      landing: {},
      'landing/hero': { title: 'Еда на каждый день', tone: 'calm' },
      'landing/minsk-only': { show: true },
      'landing/minsk-only/inner': { show: true },
    });
  });

  it('properties over 200 seeded trees: every resolved path has its parent resolved, and a rule-less node equals its parent', () => {
    const { context, node } = generators(7);
    for (let i = 0; i < 200; i += 1) {
      const nodes = [node(3), node(2)];
      const resolved = resolveTree(nodes, context());
      for (const path of Object.keys(resolved)) {
        const parent = path.split('/').slice(0, -1).join('/');
        if (parent) expect(resolved).toHaveProperty([parent]);
      }
      const check = (list: readonly ConfigNode[], prefix: string) => {
        for (const n of list) {
          const path = prefix ? `${prefix}/${n.name}` : n.name;
          if (!(path in resolved)) continue;
          if (n.rules.length === 0 && prefix) expect(resolved[path]).toEqual(resolved[prefix]);
          check(n.children ?? [], path);
        }
      };
      check(nodes, '');
    }
  });
});

describe('layers and preview', () => {
  const node = (title: string): ConfigNode[] => [{ name: 'hero', rules: [{ subspaceFilters: {}, parameters: { title } }] }];

  it('merged = global ⊕ base ⊕ promotion ⊕ customization, key by key', () => {
    const global: ConfigNode[] = [{ name: 'hero', rules: [{ subspaceFilters: {}, parameters: { title: 'g', footer: 'f' } }] }];
    const resolved = resolveConfig({ global, base: node('base'), promotion: node('promo') }, {});
    expect(resolved.merged).toEqual({ hero: { title: 'promo', footer: 'f' } });
    expect(resolveConfig({ base: node('base'), customization: node('cmz') }, {}).merged['hero']).toEqual({ title: 'cmz' });
  });

  it('overlay is associative (seeded)', () => {
    const { random } = generators(3);
    const config = (): ResolvedConfig => ({ [random() < 0.5 ? 'a' : 'b']: { [random() < 0.5 ? 'x' : 'y']: random() } });
    for (let i = 0; i < 100; i += 1) {
      const [a, b, c] = [config(), config(), config()];
      expect(overlayConfigs(overlayConfigs(a, b), c)).toEqual(overlayConfigs(a, overlayConfigs(b, c)));
    }
  });

  it('a preview replaces the tree of its activity type (1 base, 2 promo, 3 customization)', () => {
    const trees = { base: node('base'), promotion: node('promo') };
    expect(applyPreview(trees, { id: 5, activity_type_id: 2, nodes: node('preview') }).promotion).toEqual(node('preview'));
    expect(applyPreview(trees, { id: 5, activity_type_id: 1, nodes: node('preview') }).base).toEqual(node('preview'));
    expect(applyPreview(trees, { id: 5, activity_type_id: 9, nodes: node('preview') })).toBe(trees);
    expect(applyPreview(trees, undefined)).toBe(trees);
  });
});

describe('windows, cookie lifetime, activity status', () => {
  it('a dated config is active from the first moment of its start day to the last of its end day (Moscow time)', () => {
    const entry = { id: 1, start: '2026-11-20', end: '2026-11-30' };
    expect(isActiveAt(entry, Date.parse('2026-11-19T20:59:59Z'))).toBe(false);
    expect(isActiveAt(entry, Date.parse('2026-11-19T21:00:00Z'))).toBe(true);
    expect(isActiveAt(entry, Date.parse('2026-11-30T20:59:59Z'))).toBe(true);
    expect(isActiveAt(entry, Date.parse('2026-11-30T21:00:00Z'))).toBe(false);
    expect(isActiveAt({ id: 2, start: 'soon', end: '2026-11-30' }, Date.parse('2026-11-25T00:00:00Z'))).toBe(false);
    expect(activeEntry([entry, { id: 2, start: '2026-12-01', end: '2026-12-31' }], Date.parse('2026-12-05T10:00:00Z'))?.id).toBe(2);
  });

  it('expireTime: default 1 day, positive days, 0 a session cookie, -1 none', () => {
    expect(customizationCookieLifetime(undefined)).toEqual({ kind: 'days', days: 1 });
    expect(customizationCookieLifetime(7)).toEqual({ kind: 'days', days: 7 });
    expect(customizationCookieLifetime(0)).toEqual({ kind: 'session' });
    expect(customizationCookieLifetime(-1)).toEqual({ kind: 'none' });
  });

  it('force_as overrides the activity status only with a known status', () => {
    expect(effectiveActivityStatus('old', 'new')).toBe('new');
    expect(effectiveActivityStatus('old', 'admin')).toBe('old');
    expect(effectiveActivityStatus(undefined, null)).toBe('unauthorized');
  });
});

describe('promo offer conditions', () => {
  it('applies by menu type and days; empty lists allow any', () => {
    expect(promoApplies({ menuTypes: ['fit'], mealDays: [6, 12] }, { menuType: 'fit', mealDays: 6 })).toBe(true);
    expect(promoApplies({ menuTypes: ['fit'] }, { menuType: 'balance', mealDays: 6 })).toBe(false);
    expect(promoApplies({ mealDays: [12] }, { menuType: 'fit', mealDays: 6 })).toBe(false);
    expect(promoApplies({}, { menuType: 'daily', mealDays: 2 })).toBe(true);
  });

  it('takes absolute, percent and free days off, never below zero (seeded)', () => {
    expect(promoDiscount({ absoluteDiscount: 500 }, { price: 6000, mealDays: 6 })).toBe(500);
    expect(promoDiscount({ percentDiscount: 10 }, { price: 6000, mealDays: 6 })).toBe(600);
    expect(promoDiscount({ mealdaysDiscount: 1 }, { price: 6000, mealDays: 6 })).toBe(1000);
    const { random } = generators(11);
    for (let i = 0; i < 300; i += 1) {
      const price = Math.round(random() * 20000);
      const discount = promoDiscount(
        { absoluteDiscount: random() * 30000 - 1000, percentDiscount: random() * 150 - 10, mealdaysDiscount: Math.floor(random() * 40) - 2 },
        { price, mealDays: 1 + Math.floor(random() * 30) },
      );
      expect(discount).toBeGreaterThanOrEqual(0);
      expect(discount).toBeLessThanOrEqual(price);
    }
  });
});
