import { describe, expect, it } from 'vitest';
import {
  activeTarget,
  chooseDefaultMenuType,
  goalMenuTypes,
  MENU_TYPE_TITLES,
  menuTypeTitle,
  type GoalFacts,
  type MenuTypeFacts,
} from './menu';

const goals: GoalFacts[] = [
  { code: 'p1', menuTypes: ['fit', 'super_fit', 'detox'], defaultMenuType: 'fit' },
  { code: 'p2', menuTypes: ['daily', 'balance'], defaultMenuType: 'daily' },
  { code: 'p3', menuTypes: ['balance', 'power'], defaultMenuType: 'balance' },
];
const types: MenuTypeFacts[] = [
  { type: 'fit', mealDays: [{ days: 6 }, { days: 12 }] },
  { type: 'super_fit', mealDays: [{ days: 6 }, { days: 24, payPartly: true }] },
  { type: 'daily', mealDays: [{ days: 6 }] },
  { type: 'balance', mealDays: [{ days: 24, payPartly: true }] },
  { type: 'power', mealDays: [{ days: 6 }] },
];

describe('chooseDefaultMenuType (order-funnel §4)', () => {
  it('takes the default of the first goal with menu types and a default', () => {
    expect(chooseDefaultMenuType({ goals })).toEqual({ goal: 'p1', menuType: 'fit', reason: 'goalDefault' });
  });

  it('skips goals without menu types or without a default', () => {
    const g: GoalFacts[] = [
      { code: 'p1', menuTypes: [], defaultMenuType: 'fit' },
      { code: 'p2', menuTypes: ['daily'], defaultMenuType: null },
      ...goals.slice(2),
    ];
    expect(chooseDefaultMenuType({ goals: g })).toMatchObject({ goal: 'p3', menuType: 'balance' });
  });

  it('looks at the first three goals only', () => {
    const g: GoalFacts[] = [
      { code: 'p1', menuTypes: [] },
      { code: 'p2', menuTypes: [] },
      { code: 'p3', menuTypes: ['balance'] },
      { code: 'p5', menuTypes: ['daily'], defaultMenuType: 'daily' },
    ];
    expect(chooseDefaultMenuType({ goals: g })).toEqual({ goal: undefined, menuType: undefined, reason: 'none' });
  });

  it('the menuType query overrides the default', () => {
    expect(chooseDefaultMenuType({ goals, queryMenuType: 'super_fit' })).toEqual({ goal: 'p1', menuType: 'super_fit', reason: 'query' });
  });

  it('a type missing from the goal falls back to its first type', () => {
    expect(chooseDefaultMenuType({ goals, queryMenuType: 'power' })).toEqual({ goal: 'p1', menuType: 'fit', reason: 'goalFirstType' });
    const g: GoalFacts[] = [{ code: 'p2', menuTypes: ['daily', 'balance'], defaultMenuType: 'fit' }];
    expect(chooseDefaultMenuType({ goals: g })).toMatchObject({ menuType: 'daily', reason: 'goalFirstType' });
  });

  it('subscription products choose a type with part-payable days', () => {
    expect(chooseDefaultMenuType({ goals, menuTypes: types, businessProduct: 'subscription' })).toEqual({
      goal: 'p1',
      menuType: 'super_fit',
      reason: 'partPayable',
    });
    // Not in the goal: the first part-payable type of the city.
    const g: GoalFacts[] = [{ code: 'p2', menuTypes: ['daily'], defaultMenuType: 'daily' }];
    expect(chooseDefaultMenuType({ goals: g, menuTypes: types, businessProduct: 'wowfood-subscription' })).toMatchObject({
      menuType: 'super_fit',
    });
    // A type that already has them stays; other products are untouched.
    expect(chooseDefaultMenuType({ goals, menuTypes: types, businessProduct: 'subscription', queryMenuType: 'super_fit' }).reason).toBe(
      'query',
    );
    expect(chooseDefaultMenuType({ goals, menuTypes: types, businessProduct: 'standard' }).menuType).toBe('fit');
  });

  it('the second brand uses target p2 (personal-cabinet §4): its goal wins while it can serve; a query still overrides', () => {
    expect(activeTarget({ brand: 'wowfood' })).toBe('p2');
    expect(activeTarget({ brand: 'main', businessProduct: 'wowfood-subscription' })).toBe('p2');
    expect(activeTarget({ brand: 'main', businessProduct: 'standard' })).toBeUndefined();
    expect(chooseDefaultMenuType({ goals, target: 'p2' })).toEqual({ goal: 'p2', menuType: 'daily', reason: 'goalDefault' });
    expect(chooseDefaultMenuType({ goals, target: 'p2', queryMenuType: 'balance' })).toEqual({
      goal: 'p2',
      menuType: 'balance',
      reason: 'query',
    });
    // A target whose goal has no lines here gives way to the first goal that has.
    expect(chooseDefaultMenuType({ goals: [goals[0] as GoalFacts, { code: 'p2', menuTypes: [] }], target: 'p2' })).toMatchObject({
      goal: 'p1',
      menuType: 'fit',
    });
    // The subscription rule still applies after it.
    expect(chooseDefaultMenuType({ goals, menuTypes: types, target: 'p2', businessProduct: 'wowfood-subscription' })).toEqual({
      goal: 'p2',
      menuType: 'balance',
      reason: 'partPayable',
    });
  });

  it('taro overrides everything', () => {
    expect(
      chooseDefaultMenuType({ goals, menuTypes: types, businessProduct: 'subscription', queryMenuType: 'daily', taroMenuType: 'power' }),
    ).toEqual({
      goal: 'p1',
      menuType: 'power',
      reason: 'taro',
    });
  });
});

describe('a product whose menu sells other lines than the goals list (defect: /day and /detox could not order)', () => {
  const trial: MenuTypeFacts[] = [
    { type: 'fit_trial', mealDays: [{ days: 1 }], targets: ['p1'] },
    { type: 'daily_trial', mealDays: [{ days: 1 }], targets: ['p2'] },
    { type: 'balance_trial', mealDays: [{ days: 1 }], targets: ['p3'] },
  ];
  it('the day product: each goal gets the trial line of its target', () => {
    expect(goals.map((g) => goalMenuTypes(g, trial))).toEqual([['fit_trial'], ['daily_trial'], ['balance_trial']]);
    expect(chooseDefaultMenuType({ goals, menuTypes: trial, businessProduct: 'day' })).toEqual({
      goal: 'p1',
      menuType: 'fit_trial',
      reason: 'goalFirstType',
    });
  });
  it('the detox product: the goal that lists detox, else the only line', () => {
    const detox: MenuTypeFacts[] = [{ type: 'detox', mealDays: [{ days: 2 }], targets: ['p1'] }];
    expect(goals.map((g) => goalMenuTypes(g, detox))).toEqual([['detox'], [], []]);
    expect(chooseDefaultMenuType({ goals, menuTypes: detox, businessProduct: 'detox' })).toMatchObject({ goal: 'p1', menuType: 'detox' });
    expect(chooseDefaultMenuType({ goals: [], menuTypes: detox, businessProduct: 'detox' })).toMatchObject({
      goal: undefined,
      menuType: 'detox',
    });
  });
});

describe('menuTypeTitle: a code is never shown (issue 12, defect 4)', () => {
  it('the API title, the spec title, else Рацион', () => {
    expect(menuTypeTitle('fit')).toBe('Фит');
    expect(menuTypeTitle('fit', 'Фит')).toBe('Фит');
    expect(menuTypeTitle('fit', 'fit')).toBe('Фит');
    expect(menuTypeTitle('balance_trial')).toBe('Баланс — пробный день');
    expect(menuTypeTitle('unknown_line')).toBe('Рацион');
    expect(menuTypeTitle(undefined)).toBe('Рацион');
    for (const code of Object.keys(MENU_TYPE_TITLES)) expect(menuTypeTitle(code)).not.toMatch(/[a-z_]/);
  });
});
