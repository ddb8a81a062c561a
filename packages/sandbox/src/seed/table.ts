/**
 * Seed data written as a text table (one line a row, cells split by `|`, blank lines and
 * `#` comment lines skipped): rows of one shape read as a table, not as repeated code.
 */
export const tableRows = (text: string): string[][] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('|').map((cell) => cell.trim()));

/** A cell that must be a number (a seed typo fails at import, not in a test far away). */
export function num(cell: string | undefined): number {
  const n = Number(cell);
  if (cell === undefined || cell === '' || Number.isNaN(n)) throw new Error(`seed table: '${cell}' is not a number`);
  return n;
}

/** A cell that must be one of `values`. */
export function oneOf<T extends string>(cell: string | undefined, values: readonly T[]): T {
  const value = values.find((v) => v === cell);
  if (value === undefined) throw new Error(`seed table: '${cell}' is not one of ${values.join(', ')}`);
  return value;
}
