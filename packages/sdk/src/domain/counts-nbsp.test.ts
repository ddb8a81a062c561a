import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wrappingAmountIn, wrappingCountIn } from './visible-text';

/**
 * A number and its word are joined by a no-break space everywhere we write them ('6 дней', '1 200 ккал',
 * '15–30 минут', 'Напитки, 2 шт.'): on a 390 px phone a plain space let '6' end a line and 'дней' start
 * the next. The texts tables are walked whole, so a text added later is checked without a row of its own:
 * every string, and every function called with sample numbers (a function that needs something else is
 * skipped; its callers' view tests cover it).
 */
const ROOT = join(__dirname, '../../../..');
const SDK = join(ROOT, 'packages/sdk/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module of the domain (the texts tables, messages, customization's texts …) and the features' `*.texts.ts`. */
const TABLE_FILES = sourceFiles(SDK).filter(
  (file) => dirname(file) === join(SDK, 'domain') || file.endsWith('.texts.ts') || file === join(SDK, 'api/texts.ts'),
);
const SAMPLES = [1, 3, 5, 21, 1200];
/** A formatter of dates is called with dates ('12 мая' is a number and its word too). */
const DATE_SAMPLES = ['2026-05-12', '2026-11-24T10:00:00+03:00'];

function textsOf(value: unknown, path: string, depth = 0): [path: string, text: string][] {
  if (depth > 6) return [];
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const text = value as (...args: number[]) => unknown;
    return [...SAMPLES, ...DATE_SAMPLES].flatMap((n) => {
      let out: unknown;
      try {
        out = (text as (...args: unknown[]) => unknown)(...Array.from({ length: Math.max(1, text.length) }, () => n));
      } catch {
        return [];
      }
      return textsOf(out, `${path}(${n})`, depth + 1);
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${path}[${i}]`, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${path}.${key}`, depth + 1));
  return [];
}

async function allTexts(): Promise<[path: string, text: string][]> {
  const tables = await Promise.all(
    TABLE_FILES.map(async (file) => [relative(SDK, file), (await import(file)) as Record<string, unknown>] as const),
  );
  return tables.flatMap(([file, table]) => Object.entries(table).flatMap(([name, value]) => textsOf(value, `${file}:${name}`)));
}

describe('a number and its word: a no-break space (texts tables)', () => {
  it('no text of the tables joins a number and its word or currency with a plain space', async () => {
    // The tables were read (a wrong root would pass vacuously).
    expect(TABLE_FILES.map((file) => relative(SDK, file))).toEqual(
      expect.arrayContaining([
        'domain/checkout-texts.ts',
        'domain/messages.ts',
        'domain/customization.ts',
        'cabinet/cabinet-root/cabinet-root.texts.ts',
      ]),
    );
    const all = await allTexts();
    expect(all.length).toBeGreaterThan(1000);
    const found = all.flatMap(([path, text]) => {
      const problem = wrappingCountIn(text) ?? wrappingAmountIn(text);
      return problem === undefined ? [] : [`${path}: …${problem}…`];
    });
    expect(found).toEqual([]);
  });

  it.each([
    ['6 дней', true],
    ['Напитки, 2 шт.', true],
    ['от 1200 до 2000 ккал', true],
    ['Скидка 5 %', true],
    ['15–30 минут', true],
    ['6\u00a0дней, 2\u00a0шт., 1\u00a0200\u00a0ккал', false],
    ['Вопрос 1 из 5', false],
    ['Доставка 24 ноября', true],
    ['Доставка 24\u00a0ноября', false],
    ['1 года', false],
  ])('the rule: %s → %s', (text, found) => {
    expect(wrappingCountIn(text) !== undefined).toBe(found);
  });
});

/**
 * Counts made by hand outside the tables: `${n} ${plural(n, …)}`, `${kcal} ккал` (use formatCount /
 * formatUnit), and a count written into JSX ('Добавить 2 напитка' on the checkout's button).
 */
const HAND_MADE = [/\$\{[^}]+\} \$\{plural\(/, /\$\{[^}]+\} (ккал|г|кг|шт\.|%)[ `',·.]/];

describe('a number and its word: a no-break space (sources)', () => {
  it('no source builds a count with a plain space', () => {
    const files = ['packages/sdk/src', 'packages/sandbox/src', 'apps/web/src'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    expect(files.filter((file) => file.includes('/apps/web/src/')).length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const jsxText = file.endsWith('.tsx') && !/^\s*(\/\/|\*|\/\*)/.test(line) && wrappingCountIn(line) !== undefined;
          return HAND_MADE.some((re) => re.test(line)) || jsxText ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [];
        }),
    );
    expect(found).toEqual([]);
  });
});
