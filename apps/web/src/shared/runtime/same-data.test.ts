import { describe, expect, it } from 'vitest';
import { sameData } from './same-data';

describe('sameData', () => {
  it.each([
    ['the same primitives', 'a', 'a', true],
    ['other primitives', 1, 2, false],
    ['undefined and null', undefined, null, false],
    [
      'equal nested views',
      { step: 'form', notice: { title: 'x', tone: 'info' }, banks: [{ id: '1' }] },
      { step: 'form', notice: { title: 'x', tone: 'info' }, banks: [{ id: '1' }] },
      true,
    ],
    ['a nested difference', { notice: { title: 'x' } }, { notice: { title: 'y' } }, false],
    ['a missing key', { a: 1, b: undefined }, { a: 1, c: undefined }, false],
    ['arrays of other lengths', [1, 2], [1], false],
    ['an array and an object', [], {}, false],
    ['two handlers', { go: () => 1 }, { go: () => 2 }, true],
  ])('%s', (_name, a, b, same) => {
    expect(sameData(a, b)).toBe(same);
  });
});
