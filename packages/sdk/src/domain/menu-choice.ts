/**
 * Default menu choice (order-funnel §4, personal-cabinet §4). Pure: the inputs are the goals and
 * menu types as the API returns them (structurally typed, so the domain imports nothing of ours).
 */

export interface GoalFacts {
  code: string;
  menuTypes: readonly string[];
  defaultMenuType?: string | null | undefined;
}

export interface MenuTypeFacts {
  type: string;
  mealDays: ReadonlyArray<{ days: number; payPartly?: boolean | undefined }>;
  /** The landing targets (p1, p2, p3) the line belongs to, from `menuTypesData` (trial lines). */
  targets?: readonly string[] | undefined;
}

/**
 * The menu types of a goal that a product's menu sells (ours: the spec says goals list menu
 * types, but a product's menu may sell other lines — the day product sells only the trial lines
 * fit_trial, daily_trial, balance_trial). The goal's own types that are on the menu, in the
 * goal's order; else the menu's lines whose target is the goal; else none.
 */
export function goalMenuTypes(goal: Pick<GoalFacts, 'code' | 'menuTypes'>, menuTypes: readonly MenuTypeFacts[]): string[] {
  const sold = new Set(menuTypes.map((t) => t.type));
  const own = goal.menuTypes.filter((t) => sold.has(t));
  if (own.length > 0) return own;
  return menuTypes.filter((t) => t.targets?.includes(goal.code)).map((t) => t.type);
}

/** Business products sold as subscriptions: their menu type must have part-payable days. */
export const SUBSCRIPTION_PRODUCTS: readonly string[] = ['subscription', 'wowfood-subscription'];

/** personal-cabinet §4: the second brand (wowfood) uses target p2; otherwise none is imposed. */
export const WOWFOOD_TARGET = 'p2';
export const activeTarget = (facts: { brand?: string | undefined; businessProduct?: string | undefined }): string | undefined =>
  facts.brand === 'wowfood' || (facts.businessProduct ?? '').startsWith('wowfood') ? WOWFOOD_TARGET : undefined;

/** How many goals the default rule looks at. */
export const DEFAULT_GOALS_CONSIDERED = 3;

export interface DefaultMenuInput {
  goals: readonly GoalFacts[];
  /** The city's menu types (needed for the subscription rule). */
  menuTypes?: readonly MenuTypeFacts[];
  /** The `menuType` query parameter. */
  queryMenuType?: string | undefined;
  businessProduct?: string | undefined;
  /** The taro promotion's selected card menu type when the promotion is active. */
  taroMenuType?: string | undefined;
  /** The active target (personal-cabinet §4: the second brand uses p2): its goal wins when it can serve the menu. */
  target?: string | undefined;
}

export type DefaultMenuReason = 'taro' | 'query' | 'goalDefault' | 'goalFirstType' | 'partPayable' | 'none';

export interface DefaultMenuChoice {
  /** The goal (target) code the choice belongs to, e.g. p1. */
  goal: string | undefined;
  menuType: string | undefined;
  reason: DefaultMenuReason;
}

export const hasPartPayableDays = (type: MenuTypeFacts | undefined): boolean => Boolean(type?.mealDays.some((d) => d.payPartly));

/**
 * 1. Among the first three goals, the first with menu types and a default wins.
 * 2. A `menuType` query parameter overrides the default.
 * 3. If the chosen type is missing from the goal, the goal's first type is used.
 * 4. For subscription products, a type with no part-payable day is replaced by one that has them
 *    (first in the goal's order, then in the city's menu order).
 * 5. A taro menu type overrides everything.
 * With an active `target` (the second brand's p2, §4), that goal is the one of rule 1 when it can serve.
 */
export function chooseDefaultMenuType(input: DefaultMenuInput): DefaultMenuChoice {
  // With the product's menu known, a goal's types are those the menu sells (see goalMenuTypes).
  const goals = input.menuTypes
    ? input.goals.map((g) => ({ ...g, menuTypes: goalMenuTypes(g, input.menuTypes as readonly MenuTypeFacts[]) }))
    : input.goals;
  const usable = (g: GoalFacts) => g.menuTypes.length > 0 && typeof g.defaultMenuType === 'string' && g.defaultMenuType !== '';
  const considered = goals.slice(0, DEFAULT_GOALS_CONSIDERED);
  const goal = considered.find((g) => g.code === input.target && usable(g)) ?? considered.find(usable);
  if (input.taroMenuType) return { goal: goal?.code, menuType: input.taroMenuType, reason: 'taro' };
  if (!goal) {
    // No goal fits the product's menu (a one-line product such as detox): its first line.
    const sold = input.menuTypes?.map((t) => t.type) ?? [];
    if (input.queryMenuType && (sold.length === 0 || sold.includes(input.queryMenuType)))
      return { goal: undefined, menuType: input.queryMenuType, reason: 'query' };
    return sold[0]
      ? { goal: undefined, menuType: sold[0], reason: 'goalFirstType' }
      : { goal: undefined, menuType: undefined, reason: 'none' };
  }

  let menuType: string = input.queryMenuType || (goal.defaultMenuType as string);
  let reason: DefaultMenuReason = input.queryMenuType ? 'query' : 'goalDefault';
  if (!goal.menuTypes.includes(menuType)) {
    menuType = goal.menuTypes[0] as string;
    reason = 'goalFirstType';
  }

  if (input.businessProduct && SUBSCRIPTION_PRODUCTS.includes(input.businessProduct) && input.menuTypes) {
    const byType = new Map(input.menuTypes.map((t) => [t.type, t]));
    if (!hasPartPayableDays(byType.get(menuType))) {
      const inGoal = goal.menuTypes.find((t) => hasPartPayableDays(byType.get(t)));
      const anywhere = input.menuTypes.find((t) => hasPartPayableDays(t))?.type;
      const partPayable = inGoal ?? anywhere;
      if (partPayable) {
        menuType = partPayable;
        reason = 'partPayable';
      }
    }
  }
  return { goal: goal.code, menuType, reason };
}
