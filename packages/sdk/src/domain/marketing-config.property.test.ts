import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketingContextOf, type MarketingVisitor } from '../storefront/marketing/marketing.rules';
import {
  ANY,
  applyPreview,
  CONFIG_FILTER_KEYS,
  effectiveActivityStatus,
  overlayConfigs,
  promoDiscount,
  resolveConfig,
  resolveTree,
  ruleApplies,
  type ConfigNode,
  type ConfigParameters,
  type ConfigRule,
  type ConfigTrees,
  type MarketingContext,
  type ResolvedConfig,
} from './marketing-config';

/**
 * Property tests (fast-check) of the marketing configuration tree (personal-cabinet §5 filter
 * matching, §1 force_as, §3 trees and preview). The hand-picked cases stay in
 * marketing-config.test.ts; here the rules hold for every generated filter, context and tree.
 * Values come from small sets, so filters and contexts meet often enough for both outcomes.
 */

const VALUES: Record<string, readonly string[]> = {
  device: ['desktop', 'smartphone'],
  businessProduct: ['standard', 'day', 'detox', 'wowfood'],
  target: ['p1', 'p2', 'p3'],
  menuType: ['fit', 'balance', 'daily'],
  city: ['1', '2', '20'],
  activityStatus: ['new', 'unauthorized', 'old', 'freshly_active', 'second_order_active'],
};
const valuesOf = (key: string): readonly string[] => VALUES[key] ?? [];
const STATUSES = ['new', 'unauthorized', 'old', 'freshly_active', 'second_order_active'] as const;

const valueOf = (key: string) => fc.constantFrom(...valuesOf(key));
/** A context value: one value, or (a multi-valued context) a few. */
const contextValue = (key: string): fc.Arbitrary<string | readonly string[]> =>
  fc.oneof({ arbitrary: valueOf(key), weight: 4 }, { arbitrary: fc.uniqueArray(valueOf(key), { minLength: 1, maxLength: 2 }), weight: 1 });

const keysArb = fc.subarray([...CONFIG_FILTER_KEYS]);
const contextArb: fc.Arbitrary<MarketingContext> = keysArb.chain((keys) =>
  fc.tuple(...keys.map(contextValue)).map((values) => Object.fromEntries(keys.map((key, i) => [key, values[i]]))),
);
/** An allowed list: a subset of the key's values, sometimes with `any`. */
const allowedArb = (key: string): fc.Arbitrary<readonly string[]> =>
  fc.tuple(fc.subarray([...valuesOf(key)]), fc.boolean()).map(([list, any]) => (any ? [...list, ANY] : list));
const filtersArb: fc.Arbitrary<ConfigRule['subspaceFilters']> = keysArb.chain((keys) =>
  fc.tuple(...keys.map(allowedArb)).map((lists) => Object.fromEntries(keys.map((key, i) => [key, lists[i] ?? []]))),
);
const asList = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);

describe('ruleApplies: §5 filter matching, for every filter and context', () => {
  it('no filters apply to every context', () => {
    fc.assert(fc.property(contextArb, (ctx) => ruleApplies({}, ctx)));
  });

  it('a filter key the context lacks never applies, even with `any`', () => {
    fc.assert(
      fc.property(filtersArb, contextArb, fc.constantFrom(...CONFIG_FILTER_KEYS), (filters, ctx, key) => {
        const without = Object.fromEntries(Object.entries(ctx).filter(([k]) => k !== key));
        expect(ruleApplies({ ...filters, [key]: [ANY] }, without)).toBe(false);
      }),
    );
  });

  /** Filters and a context whose every value is picked from its key's list ('elsewhere', a value no list holds, for `any` or an empty list). */
  const pickedArb = filtersArb.chain((filters) =>
    fc.tuple(...Object.values(filters).map((list) => (list.length > 0 ? fc.constantFrom(...list) : fc.constant(ANY)))).map((picks) => ({
      filters,
      ctx: Object.fromEntries(Object.keys(filters).map((key, i) => [key, picks[i] === ANY ? 'elsewhere' : picks[i]!])),
    })),
  );

  it('a context of allowed values applies (`any` lets even an unknown value through); an empty list lets nothing through', () => {
    fc.assert(
      fc.property(pickedArb, ({ filters, ctx }) => {
        expect(ruleApplies(filters, ctx)).toBe(Object.values(filters).every((list) => list.length > 0));
      }),
    );
  });

  it('one value outside its list (without `any`) excludes the context', () => {
    fc.assert(
      fc.property(pickedArb, fc.nat(), ({ filters, ctx }, n) => {
        const strict = Object.keys(filters).filter((key) => !filters[key]!.includes(ANY));
        fc.pre(strict.length > 0);
        const key = strict[n % strict.length]!;
        expect(ruleApplies(filters, { ...ctx, [key]: 'elsewhere' })).toBe(false);
      }),
    );
  });

  it('a multi-valued context applies exactly when each of its values would', () => {
    fc.assert(
      fc.property(filtersArb, contextArb, (filters, ctx) => {
        const expected = Object.keys(filters).every((key) => {
          const value = ctx[key];
          return value !== undefined && asList(value).every((one) => ruleApplies({ [key]: filters[key]! }, { [key]: one }));
        });
        expect(ruleApplies(filters, ctx)).toBe(expected);
      }),
    );
  });

  it('dropping a filter key or widening a list never excludes a context that applied', () => {
    fc.assert(
      fc.property(filtersArb, contextArb, fc.constantFrom(...CONFIG_FILTER_KEYS), (filters, ctx, key) => {
        fc.pre(ruleApplies(filters, ctx));
        const dropped = Object.fromEntries(Object.entries(filters).filter(([k]) => k !== key));
        const widened = Object.fromEntries(Object.entries(filters).map(([k, list]) => [k, [...list, ...valuesOf(k)]]));
        expect(ruleApplies(dropped, ctx)).toBe(true);
        expect(ruleApplies(widened, ctx)).toBe(true);
      }),
    );
  });

  it('context keys no filter names change nothing; the order of filters changes nothing', () => {
    fc.assert(
      fc.property(filtersArb, contextArb, fc.string(), (filters, ctx, extra) => {
        const result = ruleApplies(filters, ctx);
        expect(ruleApplies(filters, { ...ctx, unfilteredKey: extra })).toBe(result);
        expect(ruleApplies(Object.fromEntries(Object.entries(filters).reverse()), ctx)).toBe(result);
      }),
    );
  });
});

describe('force_as (§1) overrides the activity status the rules see', () => {
  const visitorArb: fc.Arbitrary<MarketingVisitor> = fc.record(
    {
      device: fc.constantFrom('desktop' as const, 'smartphone' as const),
      businessProduct: valueOf('businessProduct'),
      target: valueOf('target'),
      menuType: valueOf('menuType'),
      cityId: fc.constantFrom(1, 2, 20),
      activityStatus: fc.constantFrom(...STATUSES),
    },
    { requiredKeys: ['device', 'cityId'] },
  );

  it('a known status in force_as is the status every activity filter sees', () => {
    fc.assert(
      fc.property(visitorArb, fc.constantFrom(...STATUSES), fc.subarray([...STATUSES]), (visitor, forced, allowed) => {
        const ctx = marketingContextOf({ ...visitor, forceAs: forced });
        expect(ctx['activityStatus']).toBe(forced);
        expect(ruleApplies({ activityStatus: allowed }, ctx)).toBe(allowed.includes(forced));
      }),
    );
  });

  it('any other force_as leaves the context as without it (the client status, else unauthorized)', () => {
    const unknown = fc.string().filter((s) => !(STATUSES as readonly string[]).includes(s));
    fc.assert(
      fc.property(visitorArb, unknown, (visitor, forceAs) => {
        expect(marketingContextOf({ ...visitor, forceAs })).toEqual(marketingContextOf(visitor));
        expect(effectiveActivityStatus(visitor.activityStatus, forceAs)).toBe(visitor.activityStatus ?? 'unauthorized');
      }),
    );
  });
});

// Trees: sibling names are unique (a path names one node); a name never holds the separator '/'.
const parametersArb: fc.Arbitrary<ConfigParameters> = fc.dictionary(
  fc.constantFrom('title', 'text', 'bg', 'show'),
  fc.oneof(fc.string({ maxLength: 4 }), fc.boolean()),
  { maxKeys: 3 },
);
const ruleArb: fc.Arbitrary<ConfigRule> = fc.record({ subspaceFilters: filtersArb, parameters: parametersArb });
const nodeName = fc.constantFrom('landing', 'hero', 'cabinet', 'banner', 'promo', 'faq');
/** A forest up to `depth` levels below its top (children optional, as in the files). */
const forestAt = (depth: number): fc.Arbitrary<readonly ConfigNode[]> => {
  const node: fc.Arbitrary<ConfigNode> =
    depth > 0
      ? fc.record(
          { name: nodeName, rules: fc.array(ruleArb, { maxLength: 3 }), children: forestAt(depth - 1) },
          { requiredKeys: ['name', 'rules'] },
        )
      : fc.record({ name: nodeName, rules: fc.array(ruleArb, { maxLength: 3 }) });
  return fc.uniqueArray(node, { maxLength: 3, selector: (n) => n.name });
};
const forestArb = forestAt(3);

/** Every node with its path, its parent's path ('' at the top) and its depth-first order. */
function walk(nodes: readonly ConfigNode[], prefix = ''): Array<{ node: ConfigNode; path: string; parent: string }> {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix}/${node.name}` : node.name;
    return [{ node, path, parent: prefix }, ...walk(node.children ?? [], path)];
  });
}

describe('resolveTree: active nodes and inherited parameters, for every tree and context', () => {
  it('a node is resolved exactly when its parent is and it has no rules or an applying one', () => {
    fc.assert(
      fc.property(forestArb, contextArb, (forest, ctx) => {
        const resolved = resolveTree(forest, ctx);
        const entries = walk(forest);
        for (const { node, path, parent } of entries) {
          const active = node.rules.length === 0 || node.rules.some((rule) => ruleApplies(rule.subspaceFilters, ctx));
          expect(path in resolved).toBe((parent === '' || parent in resolved) && active);
        }
        expect(Object.keys(resolved).every((path) => entries.some((e) => e.path === path))).toBe(true);
      }),
    );
  });

  it("a node's parameters are its parent's overlaid by its applying rules in order (the last rule with a key wins)", () => {
    fc.assert(
      fc.property(forestArb, contextArb, (forest, ctx) => {
        const resolved = resolveTree(forest, ctx);
        for (const { node, path, parent } of walk(forest)) {
          const own = resolved[path];
          if (!own) continue;
          const inherited = parent ? resolved[parent]! : {};
          const applying = node.rules.filter((rule) => ruleApplies(rule.subspaceFilters, ctx));
          const keys = new Set([...Object.keys(inherited), ...applying.flatMap((rule) => Object.keys(rule.parameters))]);
          expect(Object.keys(own).sort()).toEqual([...keys].sort());
          for (const key of keys) {
            const last = applying.findLast((rule) => key in rule.parameters);
            expect(own[key]).toEqual(last ? last.parameters[key] : inherited[key]);
          }
        }
      }),
    );
  });

  it('leaves the tree as it was', () => {
    fc.assert(
      fc.property(forestArb, contextArb, (forest, ctx) => {
        const before = structuredClone(forest);
        resolveTree(forest, ctx);
        expect(forest).toEqual(before);
      }),
    );
  });
});

const resolvedArb: fc.Arbitrary<ResolvedConfig> = fc.dictionary(fc.constantFrom('hero', 'landing/hero', 'banner'), parametersArb, {
  maxKeys: 3,
});

describe('overlayConfigs and the layered trees (§3 base, promotion, customization, merged, global)', () => {
  it('is associative, has {} as identity and is idempotent', () => {
    fc.assert(
      fc.property(resolvedArb, resolvedArb, resolvedArb, (a, b, c) => {
        expect(overlayConfigs(overlayConfigs(a, b), c)).toEqual(overlayConfigs(a, overlayConfigs(b, c)));
        expect(overlayConfigs({}, a)).toEqual(a);
        expect(overlayConfigs(a, {})).toEqual(a);
        expect(overlayConfigs(a, a)).toEqual(a);
      }),
    );
  });

  it('a later config wins key by key; every other key stays; no path comes from nowhere', () => {
    fc.assert(
      fc.property(resolvedArb, resolvedArb, (a, b) => {
        const out = overlayConfigs(a, b);
        expect(Object.keys(out).sort()).toEqual([...new Set([...Object.keys(a), ...Object.keys(b)])].sort());
        for (const [path, parameters] of Object.entries(out)) {
          for (const [key, value] of Object.entries(parameters))
            expect(value).toEqual(b[path] && key in b[path] ? b[path][key] : a[path]?.[key]);
        }
      }),
    );
  });

  const treesArb: fc.Arbitrary<ConfigTrees> = fc.record(
    { global: forestArb, base: forestArb, promotion: forestArb, customization: forestArb },
    { requiredKeys: [] },
  );

  it('merged = global ⊕ base ⊕ promotion ⊕ customization, each resolved alone; a missing tree is empty', () => {
    fc.assert(
      fc.property(treesArb, contextArb, (trees, ctx) => {
        const out = resolveConfig(trees, ctx);
        const alone = (layer: keyof ConfigTrees) => resolveTree(trees[layer] ?? [], ctx);
        expect(out.global).toEqual(alone('global'));
        expect(out.customization).toEqual(alone('customization'));
        expect(out.merged).toEqual(overlayConfigs(alone('global'), alone('base'), alone('promotion'), alone('customization')));
      }),
    );
  });

  it('a preview replaces only the tree of its activity type (1 base, 2 promo, 3 customization); any other type changes nothing', () => {
    const layerOf = { 1: 'base', 2: 'promotion', 3: 'customization' } as const;
    fc.assert(
      fc.property(treesArb, forestArb, fc.integer({ min: 0, max: 5 }), (trees, nodes, type) => {
        const out = applyPreview(trees, { id: 7, activity_type_id: type, nodes });
        const layer = layerOf[type as 1 | 2 | 3] as keyof ConfigTrees | undefined;
        if (!layer) return void expect(out).toBe(trees);
        expect(out[layer]).toBe(nodes);
        for (const other of ['global', 'base', 'promotion', 'customization'] as const)
          if (other !== layer) expect(out[other]).toBe(trees[other]);
      }),
    );
  });
});

describe('promo offer discount (§3 absolute, percent, meal days)', () => {
  it('is never below zero nor above the price, whatever the conditions', () => {
    const conditions = fc.record(
      {
        absoluteDiscount: fc.double({ min: -1000, max: 30_000, noNaN: true }),
        percentDiscount: fc.double({ min: -10, max: 150, noNaN: true }),
        mealdaysDiscount: fc.integer({ min: -2, max: 40 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(conditions, fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 30 }), (promo, price, mealDays) => {
        const discount = promoDiscount(promo, { price, mealDays });
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(price);
      }),
    );
  });
});
