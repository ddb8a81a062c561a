import { leafStates, machineWithChildren } from './machine-catalog';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyStateMachine } from 'xstate';

/**
 * The state-coverage table's parts (state-coverage.test.ts): the screen machines (those a screen
 * starts with `useScreenActor`, and the child machines they invoke or spawn), their leaf states,
 * and the stories that declare each state (`parameters.machineState`, checked when the story runs:
 * test/story-actors.ts).
 */

/** One story's declaration: the states it shows, and whether it is a phone (390 px) story. */
export interface StoryDeclaration {
  story: string;
  file: string;
  states: string[];
  phone: boolean;
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/** The `provide*` functions the app's screens start a root actor from (`useScreenActor(group.provideX, …)`). */
export function screenProviders(srcDir: string): string[] {
  const names = new Set<string>();
  for (const file of filesUnder(srcDir, '.tsx').concat(filesUnder(srcDir, '.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/useScreenActor\((?:\w+\.)?(provide[A-Z]\w*)/g)) names.add(match[1] as string);
  }
  return [...names].sort();
}

/** The screen machines, children included, by machine id. */
export function screenMachines(roots: AnyStateMachine[]): Map<string, AnyStateMachine> {
  const seen = new Map<string, AnyStateMachine>();
  for (const root of roots) machineWithChildren(root, seen);
  return new Map([...seen].sort(([a], [b]) => a.localeCompare(b)));
}

const STATE_ID = /'([a-zA-Z]\w*(?:\.\w+)*)'/g;

/**
 * The declarations of every story file under `srcDir`, read from the source: each
 * `export const Name` of a `*.stories.tsx` with a `machineState:` (one id or an array of ids); a
 * story is a phone story when it sets `smartphone: true` or a phone viewport (`onPhone`, `onPhoneOf`, `onPhone.globals`).
 */
export function storyDeclarations(srcDir: string): StoryDeclaration[] {
  return filesUnder(srcDir, '.stories.tsx').flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const title = (/const meta = \{ title: '([^']+)'/.exec(source) ?? /^ {2}title: '([^']+)'/m.exec(source))?.[1] ?? relative(srcDir, file);
    const chunks = source.split(/^export const (?=\w+)/m).slice(1);
    const own = new Map<string, string[]>();
    for (const chunk of chunks) {
      const declaration = /machineState:\s*(\[[^\]]*\]|'[^']*')/.exec(chunk)?.[1];
      if (declaration)
        own.set(
          /^\w+/.exec(chunk)?.[0] ?? '?',
          [...declaration.matchAll(STATE_ID)].map((m) => m[1] as string),
        );
    }
    return chunks.flatMap((chunk) => {
      const name = /^\w+/.exec(chunk)?.[0] ?? '?';
      // `export const XOnPhone: Story = onPhoneOf(X)` (or `{ ...X, ...onPhone, … }`): X's states on a phone.
      const base = /^\w+: Story = (?:\{\s*\.\.\.|onPhoneOf\()(\w+)/.exec(chunk)?.[1];
      const states = own.get(name) ?? (base ? own.get(base) : undefined);
      if (!states) return [];
      const phone = /smartphone: true|\.\.\.onPhone|onPhone\.globals|onPhoneOf\(|viewport: \{[^}]*phone/.test(chunk);
      return [{ story: `${title} › ${name}`, file: relative(srcDir, file), states, phone }];
    });
  });
}

/** A leaf with only eventless, unguarded ways out is passed through at once: no screen shows it. */
export function transientLeaves(machine: AnyStateMachine): string[] {
  return leafStates(machine).filter((id) => {
    const node = machine.getStateNodeById(id) as unknown as { always?: Array<{ guard?: unknown }> };
    return (node.always ?? []).some((transition) => transition.guard === undefined);
  });
}

export interface CoverageRow {
  machine: string;
  state: string;
  transient: boolean;
  desktop: string[];
  phone: string[];
}

/** Every leaf of every screen machine with the stories that declare it. */
export function coverageRows(machines: Map<string, AnyStateMachine>, declarations: StoryDeclaration[]): CoverageRow[] {
  return [...machines.values()].flatMap((machine) => {
    const transient = new Set(transientLeaves(machine));
    return leafStates(machine).map((state) => {
      const stories = declarations.filter((declaration) => declaration.states.includes(state));
      return {
        machine: machine.id,
        state,
        transient: transient.has(state),
        desktop: stories.filter((story) => !story.phone).map((story) => story.story),
        phone: stories.filter((story) => story.phone).map((story) => story.story),
      };
    });
  });
}

/** A fixed-width text table. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...rows.map(line)].join('\n');
}
