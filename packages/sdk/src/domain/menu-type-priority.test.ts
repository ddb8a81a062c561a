import { describe, expect, it } from 'vitest';
import { priorityMenuType, type MenuTypeSources } from './menu-type-priority';

const goals = [
  { code: 'p1', menuTypes: ['fit', 'super_fit'], defaultMenuType: 'fit' },
  { code: 'p2', menuTypes: ['daily', 'balance'], defaultMenuType: 'balance' },
];
const all: MenuTypeSources = {
  lastType: 'power',
  legacyCustomizationDefault: 'super_fit',
  targetCookie: 'p2',
  genderTest: 'daily',
  configDefault: 'detox',
  goals,
};

describe('priorityMenuType (personal-cabinet §4 default menu type priority)', () => {
  it('each source wins over the later ones', () => {
    expect(priorityMenuType(all)).toEqual({ menuType: 'power', source: 'lastType' });
    expect(priorityMenuType({ ...all, lastType: undefined })).toEqual({ menuType: 'super_fit', source: 'legacyCustomization' });
    expect(priorityMenuType({ ...all, lastType: undefined, legacyCustomizationDefault: undefined })).toEqual({
      menuType: 'balance',
      source: 'targetCookie',
      goal: 'p2',
    });
    expect(priorityMenuType({ ...all, lastType: undefined, legacyCustomizationDefault: undefined, targetCookie: undefined })).toEqual({
      menuType: 'daily',
      source: 'genderTest',
    });
    expect(priorityMenuType({ goals, configDefault: 'detox' })).toEqual({ menuType: 'detox', source: 'configDefault' });
    expect(priorityMenuType({ goals })).toEqual({ menuType: 'fit', source: 'fallback' });
    expect(priorityMenuType({ businessProduct: 'day' })).toEqual({ menuType: 'fit_trial', source: 'fallback' });
  });

  it('a source the menu cannot serve gives way to the next', () => {
    const sold = new Set(['daily', 'detox']);
    // last type, customisation default not sold; the cookie's goal default (balance) is not, its next line (daily) is.
    expect(priorityMenuType(all, (t) => sold.has(t))).toEqual({ menuType: 'daily', source: 'targetCookie', goal: 'p2' });
    expect(priorityMenuType({ ...all, targetCookie: 'p1' }, (t) => sold.has(t))).toEqual({ menuType: 'daily', source: 'genderTest' });
    expect(priorityMenuType({ ...all, targetCookie: 'nope', genderTest: '' }, (t) => sold.has(t))).toEqual({
      menuType: 'detox',
      source: 'configDefault',
    });
  });
});
