import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { statechart } from '../app/dev/statechart';
import { leafStates } from './machine-catalog';

/** The SDK's areas (packages/sdk/src/<area>/, issue 32), in the order the docs list them. */
export const AREAS = ['storefront', 'checkout', 'cabinet'] as const;
export type Area = (typeof AREAS)[number] | 'shared';

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each machine's area: the area folder whose source creates a machine with that id; 'shared' otherwise. */
export function machineAreas(sdkSrc: string, ids: string[]): Map<string, Area> {
  const found = new Map<string, Area>();
  for (const area of AREAS) {
    for (const file of sourcesUnder(join(sdkSrc, area))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/createMachine\(\{\s*(?:\/\/[^\n]*\n\s*)*id: '(\w+)'/g))
        found.set(match[1] as string, area);
    }
  }
  return new Map(ids.map((id) => [id, found.get(id) ?? 'shared']));
}

/** docs/machines/README.md, the machines' reference: every machine by area, with its leaf-state count and its diagram inline (GitHub renders Mermaid blocks). */
export function statechartIndex(machines: Map<string, AnyStateMachine>, areas: Map<string, Area>): string {
  const lines = [
    '# Machines and their statecharts',
    '',
    'Generated from the machine definitions by `apps/web/src/statecharts.test.ts` (`pnpm run diagrams`); do not edit.',
    "Each `<machine>.mmd` is Mermaid `stateDiagram-v2` text; Storybook renders them offline on each area's *Machines* page.",
    '',
  ];
  for (const area of [...AREAS, 'shared'] as const) {
    const ids = [...machines.keys()].filter((id) => areas.get(id) === area);
    if (ids.length === 0) continue;
    lines.push(`## ${area}`, '', '| machine | leaf states | diagram |', '| --- | --- | --- |');
    for (const id of ids) lines.push(`| ${id} | ${leafStates(machines.get(id) as AnyStateMachine).length} | [${id}.mmd](./${id}.mmd) |`);
    lines.push('');
    for (const id of ids) {
      lines.push(
        `<details><summary>${id}</summary>`,
        '',
        '```mermaid',
        statechart(machines.get(id) as AnyStateMachine).trimEnd(),
        '```',
        '',
        '</details>',
        '',
      );
    }
  }
  return lines.join('\n');
}

/** The machine ids of an area, for the Storybook pages. */
export const idsOfArea = (areas: Map<string, Area>, area: Area): string[] => [...areas].filter(([, a]) => a === area).map(([id]) => id);

/** docs/machines/areas.json: the machine ids of each area, read by Storybook's machines pages. */
export const areasJson = (areas: Map<string, Area>): string =>
  `${JSON.stringify(Object.fromEntries([...AREAS, 'shared'].map((area) => [area, idsOfArea(areas, area as Area)]).filter(([, ids]) => (ids?.length ?? 0) > 0)), null, 2)}\n`;
