import { describe, expect, it } from 'vitest';
import { allowedMenuTypes, targetOfMenuType } from './catalog.rules';

const lines = ['fit', 'super_fit', 'daily', 'balance', 'power'].map((type) => ({ type, mealDays: [{ days: 5 }] }));
const goals = [
  { code: 'p1', menuTypes: ['fit', 'super_fit'] },
  { code: 'p2', menuTypes: ['daily', 'balance'] },
  { code: 'p3', menuTypes: ['balance', 'power'] },
];

describe('active menu type and target stay consistent (personal-cabinet §4)', () => {
  it('the target decides the allowed menu types', () => {
    expect(allowedMenuTypes(goals[1], lines)).toEqual(['daily', 'balance']);
    expect(allowedMenuTypes({ code: 'p9', menuTypes: ['detox'] }, lines)).toEqual(lines.map((l) => l.type));
    expect(allowedMenuTypes(undefined, lines)).toHaveLength(5);
  });

  it('the menu type decides the target: kept while it allows the line, else the first goal that does', () => {
    expect(targetOfMenuType(goals, lines, 'p3', 'balance')).toBe('p3');
    expect(targetOfMenuType(goals, lines, 'p1', 'balance')).toBe('p2');
    expect(targetOfMenuType(goals, lines, 'p1', 'power')).toBe('p3');
    expect(targetOfMenuType(goals, lines, 'p2', 'detox')).toBe('p2');
    expect(targetOfMenuType(goals, lines, undefined, 'fit')).toBe('p1');
  });
});
