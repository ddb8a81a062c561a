// @vitest-environment node
import * as cabinet from '@mealflow/sdk/cabinet';
import * as checkout from '@mealflow/sdk/checkout';
import * as storefront from '@mealflow/sdk/storefront';
import { createMealflowCore, createMemoryPorts } from '@mealflow/sdk';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaMembers, machineCatalog } from './test/machine-catalog';
import { areasJson, machineAreas, statechartIndex } from './test/statechart-index';
import { statechart } from './app/dev/statechart';

/**
 * Issue 34: every machine's statechart, generated from its definition, is committed as Mermaid
 * text under docs/machines/ (Storybook renders it offline on its area's machines page; GitHub
 * renders the index). A machine changed without its diagram fails here in CI (`CI=true`: file
 * snapshots are compared, never written); `pnpm run diagrams` writes them anew.
 */
const root = join(import.meta.dirname, '../../..');
const dir = join(root, 'docs/machines');
const core = createMealflowCore({ baseURL: '', ports: createMemoryPorts() });
const machines = machineCatalog(areaMembers(storefront, checkout, cabinet), core.deps);
const areas = machineAreas(join(root, 'packages/sdk/src'), [...machines.keys()]);

describe('statechart diagrams (docs/machines)', () => {
  it.each([...machines.keys()])('%s', async (id) => {
    await expect(statechart(machines.get(id) as NonNullable<ReturnType<typeof machines.get>>)).toMatchFileSnapshot(join(dir, `${id}.mmd`));
  });

  it('the index lists every machine by area', async () => {
    await expect(statechartIndex(machines, areas)).toMatchFileSnapshot(join(dir, 'README.md'));
    await expect(areasJson(areas)).toMatchFileSnapshot(join(dir, 'areas.json'));
  });

  it('no diagram is left of a machine that is gone', () => {
    const diagrams = readdirSync(dir)
      .filter((file) => file.endsWith('.mmd'))
      .map((file) => file.slice(0, -4));
    expect(diagrams.filter((id) => !machines.has(id))).toEqual([]);
  });

  it('each diagram names its machine’s states', () => {
    const checkout = readFileSync(join(dir, 'checkout.mmd'), 'utf8');
    for (const state of ['loading', 'confirmingCancel', 'addingDrinks']) expect(checkout).toContain(`state "${state}"`);
  });
});
