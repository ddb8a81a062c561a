import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_TEXTS } from './subscription-texts';
import { GIFT_CERTIFICATE_TEXTS } from './bonus-texts';

/**
 * A day count has one home: `formatDays` (a no-break space, so '6' never ends a line without 'дней').
 * Stop 43: the sandbox's plan titles and certificate names and the subscriptions' '24 дня питания'
 * were built by hand with a plain space, so the same words read differently on one page.
 */
const ROOTS = ['packages/sdk/src', 'packages/sandbox/src'].map((root) => join(__dirname, '../../../..', root));
/** A number (or an interpolated one) + a plain space + a day word, in a title or a hand-made plural. */
const HAND_MADE = [
  /title: ['`]\d+ (день|дня|дней)(?![а-яё])/,
  /title: ['`][^'`]*\d (день|дня|дней) питания/,
  /\$\{[^}]+\} \$\{plural\([^,]+, \['день'/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('day counts: one home, a no-break space', () => {
  it('no source builds a day count with a plain space', () => {
    const files = ROOTS.flatMap(sourceFiles);
    // Both packages were read (a wrong root would pass vacuously).
    expect(files.filter((file) => file.includes('/sandbox/src/seed/')).length).toBeGreaterThan(5);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          HAND_MADE.some((re) => re.test(line)) ? [`${relative(join(__dirname, '../../../..'), file)}:${i + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['the subscriptions’ meal days', SUBSCRIPTION_TEXTS.mealDays(24), '24\u00a0дня питания'],
    ['a certificate’s name', GIFT_CERTIFICATE_TEXTS.name(6), 'Сертификат на 6\u00a0дней питания'],
  ])('%s: %s', (_, text, expected) => {
    expect(text).toBe(expected);
  });
});
