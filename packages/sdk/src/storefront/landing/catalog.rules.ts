import { DEFAULT_GOALS_CONSIDERED, goalMenuTypes, type GoalFacts, type MenuTypeFacts } from '../../domain/menu-choice';

/**
 * personal-cabinet §4 'Active menu type and target stay consistent: the target decides the allowed
 * menu types and vice versa'. Pure rules over the goals (targets p1…p3) and the menu's lines.
 */

/** The target decides the allowed menu types: the goal's lines on this menu (every line when the goal is unknown or lists none). */
export function allowedMenuTypes(goal: Pick<GoalFacts, 'code' | 'menuTypes'> | undefined, menuTypes: readonly MenuTypeFacts[]): string[] {
  const own = goal ? goalMenuTypes(goal, menuTypes) : [];
  return own.length > 0 ? own : menuTypes.map((f) => f.type);
}

/**
 * And vice versa: the menu type decides the target. The current goal while it allows the line,
 * else the first goal (of those the landing shows) that does, else the current one (a line no goal lists).
 */
export function targetOfMenuType(
  goals: ReadonlyArray<Pick<GoalFacts, 'code' | 'menuTypes'>>,
  menuTypes: readonly MenuTypeFacts[],
  current: string | undefined,
  menuType: string,
): string | undefined {
  const shown = goals.slice(0, DEFAULT_GOALS_CONSIDERED);
  const lists = (g: Pick<GoalFacts, 'code' | 'menuTypes'>) => goalMenuTypes(g, menuTypes).includes(menuType);
  const goal = shown.find((g) => g.code === current);
  if (goal && lists(goal)) return current;
  return shown.find(lists)?.code ?? current;
}

/** The detox products: their plan pickers take the goals of `menu/goals/detox` (personal-cabinet §7), the others `menu/goals`. */
export const DETOX_PRODUCTS: readonly string[] = ['detox', 'superdetox'];
export const asksDetoxGoals = (businessProduct: string): boolean => DETOX_PRODUCTS.includes(businessProduct);
