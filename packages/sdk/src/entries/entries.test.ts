import { readFileSync } from 'node:fs';
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
 * `export * from` / `export type * from` (an entry re-exports a module whole when its every export is public).
 */
function exportedNames(url: URL): string[] {
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
  for (const [, name] of text.matchAll(/export \* as (\w+)/g)) if (name) names.push(name);
  for (const [, module] of text.matchAll(/export (?:type )?\* from '(\.{1,2}\/[^']+)'/g))
    names.push(...exportedNames(new URL(`${module}.ts`, url)));
  // A schema is a value and a type of one name (`export const X` and `export type X`): one name.
  return [...new Set(names)];
}

const entry = (file: string) => new URL(file, import.meta.url);

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
        if (seen.has(name)) twice.push(`${name}: ${seen.get(name)} and ${area}`);
        seen.set(name, area);
      }
    }
    expect(twice).toEqual([]);
  });

  it('the public names are the ones in surface.txt (a new export, even through `export *`, shows in review)', async () => {
    const files = [['root', '../index.ts'], ['browser', '../browser.ts'], ...Object.keys(areas).map((a) => [a, `./${a}.ts`])];
    const lines = files.flatMap(([area, file]) => exportedNames(entry(file ?? '')).map((name) => `${area} ${name}`));
    // After an intended change of the surface: `vitest run --project sdk src/entries -u`, and review the diff.
    await expect(`${lines.sort().join('\n')}\n`).toMatchFileSnapshot('./surface.txt');
  });

  it("each area carries its own machines and not the others'", () => {
    expect(Object.keys(checkout)).toEqual(
      expect.arrayContaining(['checkoutMachine', 'provideCheckout', 'paymentMachine', 'sbpMachine', 'addressMachine']),
    );
    expect(Object.keys(storefront)).toEqual(
      expect.arrayContaining(['funnelMachine', 'provideFunnel', 'loginMachine', 'provideLogin', 'sessionMachine']),
    );
    expect(Object.keys(cabinet)).toEqual(expect.arrayContaining(['ordersListMachine', 'provideOrdersList', 'deliveryMachine']));
    expect(Object.keys(checkout)).not.toContain('funnelMachine');
    expect(Object.keys(domain).some((name) => name.endsWith('Machine'))).toBe(false);
  });
});
