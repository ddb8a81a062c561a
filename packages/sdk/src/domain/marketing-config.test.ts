import { describe, expect, it } from 'vitest';
import {
  activeEntry,
  applyPreview,
  customizationCookieLifetime,
  effectiveActivityStatus,
  isActiveAt,
  promoApplies,
  promoDiscount,
  resolveConfig,
  resolveTree,
  ruleApplies,
  type ConfigNode,
} from './marketing-config';

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
        {
          name: 'minsk-only',
          rules: [{ subspaceFilters: { city: ['20'] }, parameters: { show: true } }],
          children: [{ name: 'inner', rules: [] }],
        },
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
});

describe('layers and preview', () => {
  const node = (title: string): ConfigNode[] => [{ name: 'hero', rules: [{ subspaceFilters: {}, parameters: { title } }] }];

  it('merged = global ⊕ base ⊕ promotion ⊕ customization, key by key', () => {
    const global: ConfigNode[] = [{ name: 'hero', rules: [{ subspaceFilters: {}, parameters: { title: 'g', footer: 'f' } }] }];
    const resolved = resolveConfig({ global, base: node('base'), promotion: node('promo') }, {});
    expect(resolved.merged).toEqual({ hero: { title: 'promo', footer: 'f' } });
    expect(resolveConfig({ base: node('base'), customization: node('cmz') }, {}).merged['hero']).toEqual({ title: 'cmz' });
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

  it('takes absolute, percent and free days off', () => {
    expect(promoDiscount({ absoluteDiscount: 500 }, { price: 6000, mealDays: 6 })).toBe(500);
    expect(promoDiscount({ percentDiscount: 10 }, { price: 6000, mealDays: 6 })).toBe(600);
    expect(promoDiscount({ mealdaysDiscount: 1 }, { price: 6000, mealDays: 6 })).toBe(1000);
  });
});
