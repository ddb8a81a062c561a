// @vitest-environment node
import * as cabinet from '@mealflow/sdk/cabinet';
import * as checkout from '@mealflow/sdk/checkout';
import * as storefront from '@mealflow/sdk/storefront';
import { createMealflowCore, createMemoryPorts } from '@mealflow/sdk';
import { describe, expect, it } from 'vitest';
import { areaMembers, isMachine } from './test/machine-catalog';
import { coverageRows, screenMachines, screenProviders, storyDeclarations, textTable } from './test/state-coverage';

/**
 * Issue 34: every leaf state of every screen machine has a story. A story declares the states it
 * shows (`parameters: { machineState: ['checkout.normal.confirmingCancel'] }`), and the preview
 * fails it when its machines are not in them (test/story-actors.ts). This prints, per machine, its
 * leaf states and how many have a desktop or a phone (390 px) story, and fails when a leaf has no
 * story: a new state comes with its story (the allow-list of uncovered states that this test kept
 * while stories were written is empty and gone). `STATE_COVERAGE=full` prints every state with its
 * stories; `STATE_COVERAGE=missing` lists the leaves without a story by machine.
 */
const srcDir = import.meta.dirname;
const core = createMealflowCore({ baseURL: '', ports: createMemoryPorts() });
const exports = areaMembers(storefront, checkout, cabinet);
// (A doc comment's `useScreenActor(provideX, …)` names nothing the SDK exports.)
const providers = screenProviders(srcDir).filter((name) => typeof exports[name] === 'function');
const roots = providers.map((name) => (exports[name] as (deps: typeof core.deps) => unknown)(core.deps));
const machines = screenMachines(roots.filter(isMachine));
const declarations = storyDeclarations(srcDir);
const rows = coverageRows(machines, declarations);
const withoutStory = rows.filter((row) => !row.transient && row.desktop.length + row.phone.length === 0);

function printTable() {
  const summary = [...machines.keys()].map((machine) => {
    const own = rows.filter((row) => row.machine === machine);
    const shown = own.filter((row) => !row.transient);
    return [
      machine,
      String(shown.length),
      String(shown.filter((row) => row.desktop.length + row.phone.length > 0).length),
      String(shown.filter((row) => row.phone.length > 0).length),
      String(own.length - shown.length),
    ];
  });
  const totals = ['total', ...[1, 2, 3, 4].map((column) => String(summary.reduce((sum, row) => sum + Number(row[column]), 0)))];
  console.log(
    `State coverage of the screen machines (issue 34)\n${textTable(['machine', 'leaf states', 'with a story', 'on a phone', 'transient'], [...summary, totals])}`,
  );
  if (process.env['STATE_COVERAGE'] === 'missing') {
    const machinesMissing = [...new Set(withoutStory.map((row) => row.machine))];
    const listOf = (machine: string) => withoutStory.filter((row) => row.machine === machine).map((row) => row.state);
    console.log(machinesMissing.map((machine) => `  ${machine}: ${listOf(machine).join(', ')}`).join('\n'));
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

  it('every leaf state has a story', () => {
    expect(
      withoutStory.map((row) => row.state),
      'leaf states without a story: add a story declaring it (parameters.machineState)',
    ).toEqual([]);
  });
});
