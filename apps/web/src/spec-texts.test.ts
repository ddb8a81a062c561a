import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every Russian text the product spec quotes ('…', "…" or «…») is in the product verbatim
 * (issue 16's acceptance for the cabinet spec; the same for the funnel spec). The spec is read from
 * `../shared/spec` beside the repository, where CI and every developer machine have it. A text
 * counts as present when it stands in the SDK's or the app's source (tests and stories aside);
 * no-break spaces count as spaces, since the product writes money and units with them.
 */
const repo = resolve(import.meta.dirname, '../../..');
const specDir = resolve(repo, '../shared/spec');
const SPECS = ['personal-cabinet.md', 'order-funnel-and-checkout.md'];

function quotedTexts(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(/'([^'\n]*[А-Яа-яЁё][^'\n]*)'|"([^"\n]*[А-Яа-яЁё][^"\n]*)"|«([^»\n]*)»/g)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (text) found.add(text);
  }
  return [...found];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const productSource = [join(repo, 'packages/sdk/src'), join(repo, 'apps/web/src')]
  .flatMap(sourceFiles)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')
  .replace(/\\u00a0|\u00a0/g, ' ');

describe('the spec’s Russian texts are in the product verbatim', () => {
  it('the spec is beside the repository', () => {
    expect(existsSync(specDir), `${specDir} (../shared/spec beside the clone)`).toBe(true);
  });

  for (const spec of SPECS) {
    it(spec, () => {
      const texts = quotedTexts(readFileSync(join(specDir, spec), 'utf8'));
      expect(texts.length).toBeGreaterThan(10);
      expect(texts.filter((text) => !productSource.includes(text))).toEqual([]);
    });
  }
});
