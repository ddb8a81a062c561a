import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../index';
import * as api from './api';
import * as cabinet from './cabinet';
import * as checkout from './checkout';
import * as domain from './domain';
import * as routing from './routing';
import * as storefront from './storefront';

const areas = { storefront, checkout, cabinet, domain, api, routing };

/**
 * Every name a module exports, types included, read from its source: declarations (`export const a`,
 * `export interface B`…), lists (`export { a, type B } from`, `export type { … }`), `export * as n`, and
 * `export * from` / `export type * from` (an entry re-exports a module whole when its every export is public);
 * with `members`, each `export * as n`'s own names as `n.name`.
 */
function exportedNames(url: URL, members = false): string[] {
  const text = readFileSync(url, 'utf8');
  const names: string[] = [];
  for (const [, name] of text.matchAll(
    /^export (?:declare )?(?:async )?(?:const|let|function\*?|class|abstract class|interface|type|enum) (\w+)/gm,
  ))
    if (name) names.push(name);
  for (const [, list] of text.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
    for (const spec of (list ?? '').split(',')) {
      const name = spec
        .trim()
        .replace(/^type /, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  const moduleFile = (module: string) => {
    const file = new URL(`${module}.ts`, url);
    return existsSync(file) ? file : new URL(`${module}/index.ts`, url);
  };
  for (const [, name, module] of text.matchAll(/export \* as (\w+) from '(\.{1,2}\/[^']+)'/g)) {
    if (name) names.push(name);
    // With `members`, a group's names too, as `group.name` (surface.txt shows a new member in review).
    if (name && module && members) names.push(...exportedNames(moduleFile(module), true).map((member) => `${name}.${member}`));
  }
  for (const [, module] of text.matchAll(/export (?:type )?\* from '(\.{1,2}\/[^']+)'/g))
    if (module) names.push(...exportedNames(moduleFile(module), members));
  // A schema is a value and a type of one name (`export const X` and `export type X`): one name.
  return [...new Set(names)];
}

const entry = (file: string) => new URL(file, import.meta.url);

const featureAreas = ['storefront', 'checkout', 'cabinet'] as const;
/** The area's feature groups: its `export * as name from '../area/feature'` lines. */
const featureGroups = (area: string): string[] =>
  [...readFileSync(entry(`./${area}.ts`), 'utf8').matchAll(/^export \* as (\w+) from '\.\.\/[\w-]+\/[\w-]+';$/gm)].map(
    ([, name]) => name ?? '',
  );
/** Runtime names of an area outside its features' groups: the area's own, used by several of its features. */
const AREA_LEVEL: Record<(typeof featureAreas)[number], string[]> = {
  storefront: [],
  checkout: [],
  cabinet: ['loadSettled', 'prefetchCabinet', 'serviceNow'],
};

/** Issue 33: a root people can learn, one subpath per area. */
describe('public API by area', () => {
  it('the root exports at most 100 names, types included (the composition root, ports, errors)', () => {
    const names = exportedNames(entry('../index.ts'));
    console.log(`@mealflow/sdk root: ${names.length} names (${Object.keys(root).length} runtime)`);
    expect(names.length).toBeLessThanOrEqual(100);
    expect(Object.keys(root)).toEqual(expect.arrayContaining(['createMealflow', 'createMealflowCore', 'createMemoryPorts', 'ApiError']));
  });

  it('no name is exported by two areas or by an area and the root', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, file] of [['root', '../index.ts'], ...Object.keys(areas).map((a) => [a, `./${a}.ts`])] as const) {
      for (const name of exportedNames(entry(file))) {
        const other = seen.get(name);
        // A feature's group and `/api`'s endpoint group of the same backend area share its name (`wallet`): the subpath says which.
        const groups = other === 'api' ? featureGroups(area) : area === 'api' && other ? featureGroups(other) : [];
        if (other && !groups.includes(name)) twice.push(`${name}: ${other} and ${area}`);
        seen.set(name, area);
      }
    }
    expect(twice).toEqual([]);
  });

  // Issue 33: within an area each feature is one named group (`import { sbp } from '@mealflow/sdk/checkout'`).
  describe.each(featureAreas)('@mealflow/sdk/%s: each feature a named group', (area) => {
    const module: Record<string, unknown> = areas[area];
    const groups = featureGroups(area).map((name) => [name, module[name] as Record<string, unknown>] as const);
    const members = new Map(groups.flatMap(([group, values]) => Object.keys(values).map((name) => [name, group] as const)));

    it('a feature is reached only through its group: no flat name beside the groups but the area’s own', () => {
      const groupNames = new Set(featureGroups(area));
      const loose = Object.keys(module).filter((name) => !groupNames.has(name));
      expect(loose.sort()).toEqual(AREA_LEVEL[area]);
      expect([...members.keys()].filter((name) => name in module && !groupNames.has(name))).toEqual([]);
    });

    it('each group carries at least one machine', () => {
      for (const [group, values] of groups) {
        const names = Object.keys(values);
        expect(
          names.some((name) => name.endsWith('Machine')),
          `${group}: a machine`,
        ).toBe(true);
      }
    });
  });

  it('the public names are the ones in surface.txt (a new export, even through `export *`, shows in review)', async () => {
    const files = [['root', '../index.ts'], ['browser', '../browser.ts'], ...Object.keys(areas).map((a) => [a, `./${a}.ts`])];
    const lines = files.flatMap(([area, file]) => exportedNames(entry(file ?? ''), true).map((name) => `${area} ${name}`));
    // After an intended change of the surface: `vitest run --project sdk src/entries -u`, and review the diff.
    await expect(`${lines.sort().join('\n')}\n`).toMatchFileSnapshot('./surface.txt');
  });

  // Issue 33: a README names a feature's member as the consumer writes it (`sbp.connectSbp`), not by a flat name that is gone.
  it('READMEs name feature members through their group', () => {
    const surface = readFileSync(entry('./surface.txt'), 'utf8').split('\n');
    const flat = new Set(surface.map((line) => line.split(' ')[1] ?? '').filter((name) => !name.includes('.')));
    const members = new Set(
      surface
        .filter((line) => /^(storefront|checkout|cabinet) \w+\.\w+$/.test(line))
        .map((line) => line.split('.')[1] ?? '')
        .filter((name) => !flat.has(name)),
    );
    const readmes = [
      new URL('../../README.md', import.meta.url),
      ...readdirSync(new URL('..', import.meta.url), { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.md'))
        .map((file) => new URL(`../${file}`, import.meta.url)),
    ];
    const flatNames = readmes.flatMap((url) =>
      [...readFileSync(url, 'utf8').matchAll(/(?<![\w.`])`(\w+)(?:\(\))?`/g)]
        .map(([, name]) => name ?? '')
        .filter((name) => members.has(name))
        .map((name) => `${url.pathname.replace(/.*packages\/sdk\//, '')}: ${name}`),
    );
    expect(flatNames).toEqual([]);
  });

  it("each area carries its own machines and not the others'", () => {
    expect(Object.keys(checkout.checkout)).toEqual(expect.arrayContaining(['checkoutMachine', 'provideCheckout']));
    expect(Object.keys(checkout.payment)).toContain('paymentMachine');
    expect(Object.keys(checkout.sbp)).toContain('sbpMachine');
    expect(Object.keys(checkout.address)).toContain('addressMachine');
    expect(Object.keys(storefront.funnel)).toEqual(expect.arrayContaining(['funnelMachine', 'provideFunnel']));
    expect(Object.keys(storefront.login)).toEqual(expect.arrayContaining(['loginMachine', 'provideLogin']));
    expect(Object.keys(storefront.session)).toContain('sessionMachine');
    expect(Object.keys(cabinet.ordersList)).toEqual(expect.arrayContaining(['ordersListMachine', 'provideOrdersList']));
    expect(Object.keys(cabinet.delivery)).toContain('deliveryMachine');
    expect(Object.keys(checkout)).not.toContain('funnel');
    expect(Object.keys(domain).some((name) => name.endsWith('Machine'))).toBe(false);
  });
});
