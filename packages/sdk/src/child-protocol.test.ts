import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The child → parent protocol (issue 32): a child reports to its parent through its output,
 * `sendParent` or an event the parent handles; a parent, a connect or a page never reads another
 * actor's state name (`event.snapshot.value === 'failed'`, `children.x.getSnapshot().matches(…)`).
 * A child's screen model is read through the child's own connect (`skipView(child.getSnapshot())`).
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');

const RULES: Array<{ name: string; pattern: RegExp; caught: string; allowed: string; app?: true; except?: RegExp }> = [
  {
    name: "an invoked child's snapshot event read by state (onSnapshot)",
    pattern: /event\.snapshot\??\.(value\b|matches\(|hasTag\()/,
    caught: "guard: ({ event }) => event.snapshot.value === 'failed'",
    allowed: "on: { 'payment.result': { guard: ({ event }) => event.status === 'failed' } }",
  },
  {
    name: "a child's state read through the parent's snapshot",
    pattern: /children(\.\w+|\[[^\]]+\])\??\.getSnapshot\(\)\??\.(value\b|matches\()/,
    caught: "snapshot.children.payment?.getSnapshot().matches('failed')",
    allowed: 'skipView(snapshot.children.skip?.getSnapshot())',
  },
  {
    name: 'a state value compared by hand',
    pattern: /\bsnapshot\??\.value\s*[!=]==/,
    caught: "if (snapshot.value === 'failed') return",
    allowed: "snapshot.matches('failed')",
  },
  {
    name: "a part of a state value read (a parallel region's or a child's state name)",
    pattern: /\b(snapshot|state|snap|s)\??\.value\??(\.[A-Za-z_$]|\[)/,
    caught: "const step = snapshot.value.form === 'results'",
    allowed: "const step = snapshot.hasTag('busy')",
  },
  {
    name: "an actor's state value taken from getSnapshot()",
    pattern: /getSnapshot\(\)\??\.value\b/,
    caught: "if (child.getSnapshot().value === 'failed') return",
    allowed: 'skipView(child.getSnapshot())',
  },
  {
    name: 'a page asking a snapshot for a state name (matches() in app code: its connect answers)',
    pattern: /\.matches\(/,
    caught: "const busy = s.matches('saving')",
    allowed: "const busy = view.saving; const phone = window.matchMedia('(max-width: 600px)').matches",
    app: true,
    // The dev inspector (stories' `parameters.machineState`) names states by design.
    except: /apps\/web\/src\/app\/dev\//,
  },
];

/** SDK and app source, not tests, stories or the test kits (they may look at any state they drive). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'testing', 'effects-matrix', 'test'].includes(entry.name) ? [] : sources(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

describe("no code reads a child's state name", () => {
  it.each(RULES)('the rule "$name" catches what it forbids and lets the protocol through', ({ pattern, caught, allowed }) => {
    expect(pattern.test(caught)).toBe(true);
    expect(pattern.test(allowed)).toBe(false);
  });

  it('packages/sdk/src and apps/web/src break none of the rules', () => {
    const found: string[] = [];
    const files = [
      ...sources(join(repo, 'packages/sdk/src')).map((file) => ({ file, app: false })),
      ...sources(join(repo, 'apps/web/src')).map((file) => ({ file, app: true })),
    ];
    for (const { file, app } of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const rule of RULES)
            if ((app || rule.app !== true) && !rule.except?.test(file) && rule.pattern.test(line))
              found.push(`${relative(repo, file)}:${i + 1} (${rule.name})`);
        });
    }
    expect(found).toEqual([]);
  });
});
