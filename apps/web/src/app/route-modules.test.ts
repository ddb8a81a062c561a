import { ROUTES, type RouteDef } from '@mealflow/sdk/routing';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_ROOTS, MANIFEST_ROOT_ROWS } from './build-roots';
import { screenLoader } from './lazy-screen';
import { ROUTES_WITH_SCREENS, SCREENS } from './navigation';

/**
 * `route-modules.json` (read by the bench, check-bundle and vite.config's chunk planner) is generated
 * here from the route table and the screens map (issue 32: never hand-kept): one row per screen
 * module, under the shortest path of the routes that render it (ties: the table's order), and the
 * root rows of `build-roots.ts`. A new, moved or removed screen fails this test until
 * `pnpm run route-modules` writes the file anew (CI never writes it).
 */
const pages = import.meta.glob('../features/*/*Page.tsx');
const fileOf = (glob: string) => `src/${glob.slice('../'.length)}`;

/** The file of each screen module (by the module object its loader resolves to). */
async function moduleFiles(): Promise<Map<unknown, string>> {
  const byModule = new Map<unknown, string>();
  for (const [path, load] of Object.entries(pages)) byModule.set(await load(), fileOf(path));
  return byModule;
}

/** The screen module of each route that has a screen: its lazy screen's, or the landing (the entry's own screen). */
async function routeFiles(): Promise<{ route: RouteDef; file: string }[]> {
  const files = await moduleFiles();
  const rows: { route: RouteDef; file: string }[] = [];
  for (const route of ROUTES) {
    if (!ROUTES_WITH_SCREENS.has(route.name)) continue;
    const screen = SCREENS[route.name];
    if (!screen) {
      rows.push({ route, file: BUILD_ROOTS.landing });
      continue;
    }
    const load = screenLoader(screen);
    const file = load ? files.get(await load()) : undefined;
    if (!file) throw new Error(`route-modules: the screen of ${route.name} is no lazyScreen of a features/*/*Page.tsx module`);
    rows.push({ route, file });
  }
  return rows;
}

/** The manifest: the root rows, then each screen module under its shortest route path. */
async function routeModules(): Promise<Record<string, string>> {
  const byFile = new Map<string, string>();
  for (const { route, file } of await routeFiles()) {
    const path = byFile.get(file);
    if (path === undefined || route.path.length < path.length) byFile.set(file, route.path);
  }
  const rows: Record<string, string> = { ...MANIFEST_ROOT_ROWS };
  for (const [file, path] of byFile) {
    if (rows[path] !== undefined) throw new Error(`route-modules: ${path} is the row of both ${rows[path]} and ${file}`);
    rows[path] = file;
  }
  return rows;
}

describe('route-modules.json', () => {
  it('is what the route table and the screens map give (`pnpm run route-modules` writes it)', async () => {
    const manifest = await routeModules();
    // The table gives many screens (a loader the map lost would drop rows, not fail to load).
    expect(Object.keys(manifest).length).toBeGreaterThan(40);
    await expect(`${JSON.stringify(manifest, null, 2)}\n`).toMatchFileSnapshot('./route-modules.json');
  }, 120_000);

  it('names only modules that exist, the build roots among them', () => {
    const web = join(import.meta.dirname, '../..');
    const missing = Object.values(BUILD_ROOTS).filter((module) => !existsSync(join(web, module)));
    expect(missing).toEqual([]);
  });
});
