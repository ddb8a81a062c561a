// @vitest-environment node
import * as cabinet from '@mealflow/sdk/cabinet';
import * as checkout from '@mealflow/sdk/checkout';
import * as storefront from '@mealflow/sdk/storefront';
import { createMealflowCore, createMemoryPorts } from '@mealflow/sdk';
import { describe, expect, it } from 'vitest';
import { isMachine } from './test/machine-catalog';
import { coverageRows, screenMachines, screenProviders, storyDeclarations, textTable } from './test/state-coverage';
import { UNCOVERED } from './test/state-coverage.allow';

/**
 * Issue 34: every leaf state of every screen machine has a story. A story declares the states it
 * shows (`parameters: { machineState: ['checkout.normal.confirmingCancel'] }`), and the preview
 * fails it when its machines are not in them (test/story-actors.ts). This prints, per machine, its
 * leaf states and how many have a desktop or a phone (390 px) story, and fails when a leaf has no
 * story and is not in the allow-list of uncovered states (state-coverage.allow.ts), which may only
 * shrink: a listed state that got a story, or is no longer a leaf, fails too.
 * `STATE_COVERAGE=full` prints every state with its stories.
 */
const srcDir = import.meta.dirname;
const core = createMealflowCore({ baseURL: '', ports: createMemoryPorts() });
const exports = { ...storefront, ...checkout, ...cabinet } as Record<string, unknown>;
// (A doc comment's `useScreenActor(provideX, …)` names nothing the SDK exports.)
const providers = screenProviders(srcDir).filter((name) => typeof exports[name] === 'function');
const roots = providers.map((name) => (exports[name] as (deps: typeof core.deps) => unknown)(core.deps));
const machines = screenMachines(roots.filter(isMachine));
const declarations = storyDeclarations(srcDir);
const rows = coverageRows(machines, declarations);
const allowed = new Set(
  Object.entries(UNCOVERED).flatMap(([machine, states]) => states.map((state) => (state === '' ? machine : `${machine}.${state}`))),
);

function printTable() {
  const summary = [...machines.keys()].map((machine) => {
    const own = rows.filter((row) => row.machine === machine);
    const shown = own.filter((row) => !row.transient);
    return [
      machine,
      String(shown.length),
      String(shown.filter((row) => row.desktop.length + row.phone.length > 0).length),
      String(shown.filter((row) => row.phone.length > 0).length),
      String(shown.filter((row) => allowed.has(row.state)).length),
      String(own.length - shown.length),
    ];
  });
  const totals = ['total', ...[1, 2, 3, 4, 5].map((column) => String(summary.reduce((sum, row) => sum + Number(row[column]), 0)))];
  console.log(
    `State coverage of the screen machines (issue 34)\n${textTable(['machine', 'leaf states', 'with a story', 'on a phone', 'allow-listed', 'transient'], [...summary, totals])}`,
  );
  if (process.env['STATE_COVERAGE'] === 'allow-list') {
    const missing = rows.filter((row) => !row.transient && row.desktop.length + row.phone.length === 0);
    const machinesMissing = [...new Set(missing.map((row) => row.machine))];
    const listOf = (machine: string) =>
      missing.filter((row) => row.machine === machine).map((row) => `'${row.state.slice(machine.length + 1)}'`);
    console.log(machinesMissing.map((machine) => `  ${machine}: [${listOf(machine).join(', ')}],`).join('\n'));
  }
  if (process.env['STATE_COVERAGE'] === 'full') {
    console.log(
      textTable(
        ['state', 'stories (desktop)', 'stories (phone)'],
        rows.map((row) => [row.state + (row.transient ? ' (transient)' : ''), row.desktop.join(', '), row.phone.join(', ')]),
      ),
    );
  }
}

describe('state coverage of the screen machines', () => {
  it('finds the screens’ machines', () => {
    expect(providers.length).toBeGreaterThan(30);
    expect(
      roots.every(isMachine),
      `a provide function that binds no machine: ${providers.filter((_, i) => !isMachine(roots[i])).join(', ')}`,
    ).toBe(true);
    printTable();
  });

  it('every declared state is a leaf state of a screen machine', () => {
    const leaves = new Set(rows.map((row) => row.state));
    const unknown = declarations.flatMap((declaration) =>
      declaration.states.filter((state) => !leaves.has(state)).map((state) => `${declaration.story}: ${state}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every leaf state has a story, but the allow-listed ones', () => {
    const missing = rows
      .filter((row) => !row.transient && row.desktop.length + row.phone.length === 0 && !allowed.has(row.state))
      .map((row) => row.state);
    expect(missing, 'leaf states without a story: add a story declaring it (parameters.machineState)').toEqual([]);
  });

  it('the allow-list only shrinks: no listed state has a story or is gone', () => {
    const byState = new Map(rows.map((row) => [row.state, row]));
    const stale = [...allowed].filter((state) => {
      const row = byState.get(state);
      return row === undefined || row.transient || row.desktop.length + row.phone.length > 0;
    });
    expect(stale, 'take these out of state-coverage.allow.ts').toEqual([]);
  });
});
