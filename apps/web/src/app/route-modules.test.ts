import { ROUTES } from '@mealflow/sdk/routing';
import { describe, expect, it } from 'vitest';
import manifest from './route-modules.json';
import { screenLoader } from './lazy-screen';
import { SCREENS } from './navigation';

/**
 * `route-modules.json` (read by the bench, check-bundle and vite.config's chunk planner) follows the
 * screens map (issue 32: not hand-kept without a check): each route address it names loads the
 * module it says, and every screen module the map loads is in it. A new screen fails here until its
 * row is added; a moved page fails until its path is.
 */
const pages = import.meta.glob('../features/*/*.tsx');
const fileOf = (glob: string) => `src/${glob.slice('../'.length)}`;

async function moduleFiles(): Promise<Map<unknown, string>> {
  const byModule = new Map<unknown, string>();
  for (const [path, load] of Object.entries(pages)) {
    if (!/Page\.tsx$/.test(path)) continue;
    byModule.set(await load(), fileOf(path));
  }
  return byModule;
}

/** Each route with a lazily loaded screen, and the file of the module its loader brings. */
async function screenFiles(): Promise<Map<string, string>> {
  const files = await moduleFiles();
  const byPath = new Map<string, string>();
  for (const route of ROUTES) {
    const screen = SCREENS[route.name];
    const load = screen ? screenLoader(screen) : undefined;
    if (!load) continue;
    const file = files.get(await load());
    if (file) byPath.set(route.path, file);
  }
  return byPath;
}

describe('route-modules.json', () => {
  it('names, for each route address in it, the module its screen loads; and every screen module', async () => {
    const byPath = await screenFiles();
    const wrong = Object.entries(manifest)
      .filter(([key, file]) => byPath.has(key) && byPath.get(key) !== file)
      .map(([key, file]) => `${key}: the manifest says ${file}, the screen loads ${byPath.get(key)}`);
    expect(wrong).toEqual([]);
    const listed = new Set(Object.values(manifest));
    const missing = [...new Set(byPath.values())].filter((file) => !listed.has(file)).sort();
    expect(missing).toEqual([]);
    // The table is read: a good share of its route rows are checked here, not skipped.
    expect(Object.keys(manifest).filter((key) => byPath.has(key)).length).toBeGreaterThan(20);
  }, 120_000);
});
