import { TRIAL_PRODUCTS } from './constants';

/**
 * personal-cabinet §4 'Active menu type and target': the default menu type's priority — last type,
 * legacy customisation default, target cookie, gender test, config default, fit (fit_trial for the
 * day product). Pure: each source is a menu type (or, for the target cookie, a goal code resolved
 * through the goals), and `allowed` says whether the product's menu can serve a type (sold, not sold
 * out). The first allowed source wins; the fallback is returned even when not allowed (the caller's
 * goal rule then picks a line the menu sells).
 */

export type MenuTypeSource = 'lastType' | 'legacyCustomization' | 'targetCookie' | 'genderTest' | 'configDefault' | 'fallback';

/** The last slot of §4's priority: fit, fit_trial on the day (trial) product. */
export const FALLBACK_MENU_TYPE = 'fit';
export const DAY_FALLBACK_MENU_TYPE = 'fit_trial';

export interface MenuTypeSources {
  /** The client's last line (`Profile.last_menu_type`). */
  lastType?: string | undefined;
  /** The legacy customisation's default line (no such data in the product today: the slot is kept). */
  legacyCustomizationDefault?: string | undefined;
  /** The target cookie (a goal code, p1…p3): its goal's default line, else its first. */
  targetCookie?: string | undefined;
  /** The gender A/B test's line (no such test in the product today: the slot is kept). */
  genderTest?: string | undefined;
  /** The configuration's default (the goals rule of order-funnel §4: goal default, `menuType` query). */
  configDefault?: string | undefined;
  businessProduct?: string | undefined;
  /** The goals, to resolve the target cookie. */
  goals?: ReadonlyArray<{ code: string; menuTypes: readonly string[]; defaultMenuType?: string | null | undefined }>;
}

export interface MenuTypePick {
  menuType: string;
  source: MenuTypeSource;
  /** The goal named by the target cookie when that source won. */
  goal?: string | undefined;
}

export const fallbackMenuType = (businessProduct: string | undefined): string =>
  TRIAL_PRODUCTS.includes(businessProduct ?? '') ? DAY_FALLBACK_MENU_TYPE : FALLBACK_MENU_TYPE;

/** The target cookie's line: its goal's default when allowed, else the goal's first allowed line. */
function targetCookieType(sources: MenuTypeSources, allowed: (menuType: string) => boolean): string | undefined {
  const goal = sources.goals?.find((g) => g.code === sources.targetCookie);
  if (!goal) return undefined;
  if (goal.defaultMenuType && goal.menuTypes.includes(goal.defaultMenuType) && allowed(goal.defaultMenuType)) return goal.defaultMenuType;
  return goal.menuTypes.find(allowed);
}

export function priorityMenuType(sources: MenuTypeSources, allowed: (menuType: string) => boolean = () => true): MenuTypePick {
  const ok = (t: string | undefined): t is string => typeof t === 'string' && t !== '' && allowed(t);
  if (ok(sources.lastType)) return { menuType: sources.lastType, source: 'lastType' };
  if (ok(sources.legacyCustomizationDefault)) return { menuType: sources.legacyCustomizationDefault, source: 'legacyCustomization' };
  const fromTarget = targetCookieType(sources, allowed);
  if (fromTarget) return { menuType: fromTarget, source: 'targetCookie', goal: sources.targetCookie };
  if (ok(sources.genderTest)) return { menuType: sources.genderTest, source: 'genderTest' };
  if (ok(sources.configDefault)) return { menuType: sources.configDefault, source: 'configDefault' };
  return { menuType: fallbackMenuType(sources.businessProduct), source: 'fallback' };
}
