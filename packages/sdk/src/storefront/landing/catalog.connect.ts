import type { SnapshotFrom } from 'xstate';
import { formatMoney } from '../../domain/money';
import { goalMenuTypes, menuTypeTitle } from '../../domain/menu';
import { isMenuTypeSoldOut } from '../../domain/stock';
import { loadStatus } from '../../shared/loadable';

/** A sold-out line's option in the plan picker (ours). */
export const SOLD_OUT_OPTION = 'нет в наличии';
import { menuTypeFacts, typesOfGoal, type CatalogEvent, type catalogMachine } from './catalog.machine';

export type CatalogSnapshot = SnapshotFrom<typeof catalogMachine>;

export interface PlanOption {
  menuType: string;
  title: string;
  subtitle: string | undefined;
  kcal: number;
  selected: boolean;
  /** 'нет в наличии': the line is sold out (§3 stockRemains 0); its option is disabled. */
  unavailableText: string | undefined;
}

export interface DaysOption {
  days: number;
  price: string;
  perDay: string;
  selected: boolean;
}

export interface CatalogView {
  status: 'loading' | 'failed' | 'ready';
  /** The menu arrived empty: the product is not sold in this city. */
  notSold: boolean;
  error: string | undefined;
  goals: Array<{ code: string; title: string; selected: boolean }>;
  /** Menu types of the chosen goal (all types when no goal lists them). */
  plans: PlanOption[];
  days: DaysOption[];
  /** The chosen plan's total, formatted for the city. */
  total: string | undefined;
}

/** The catalog has loaded (a screen shows its plan steps). */
export const catalogReady = (snapshot: CatalogSnapshot): boolean => snapshot.matches('ready');
/** Loaded, with a plan and days chosen (the next step may open). */
export const catalogChosen = (snapshot: CatalogSnapshot): boolean => catalogReady(snapshot) && snapshot.context.selection !== undefined;

/** The landing's plan picker model. */
export function catalogView(snapshot: CatalogSnapshot): CatalogView {
  const { context } = snapshot;
  const status = catalogReady(snapshot) ? 'ready' : loadStatus(snapshot) === 'error' ? 'failed' : 'loading';
  const menu = context.menu;
  const goal = context.goals.find((g) => g.code === context.goal);
  const goalTypes = menu ? typesOfGoal(menu, goal) : [];
  const types = menu ? menu.menus.filter((m) => goalTypes.includes(m.type)) : [];
  // Only the goals this product's menu can serve (a one-line product such as detox shows none).
  const facts = menu ? menuTypeFacts(menu) : [];
  const goals = context.goals.slice(0, 3).filter((g) => goalMenuTypes(g, facts).length > 0);
  const current = menu?.menus.find((m) => m.type === context.menuType);
  return {
    status,
    notSold: status === 'ready' && (menu?.menus.length ?? 0) === 0,
    error: context.error,
    goals: goals.map((g) => ({ code: g.code, title: g.title, selected: g.code === context.goal })),
    plans: types.map((m) => ({
      menuType: m.type,
      title: menuTypeTitle(m.type, menu?.menuTypesData[m.type]?.title),
      subtitle: menu?.menuTypesData[m.type]?.subtitle ?? undefined,
      kcal: menu?.menuTypesData[m.type]?.kcal ?? 0,
      selected: m.type === context.menuType,
      unavailableText: isMenuTypeSoldOut(menu, m.type) ? SOLD_OUT_OPTION : undefined,
    })),
    days: (current?.mealDays ?? []).map((d) => ({
      days: d.days,
      price: formatMoney(d.price, context.cityId),
      perDay: formatMoney(d.price / d.days, context.cityId),
      selected: d.days === context.days,
    })),
    total: context.selection ? formatMoney(context.selection.price, context.cityId) : undefined,
  };
}

/** The chosen plan in words for the phone form: 'Сбалансированное, 5 дн. — 9 540 ₽'. */
export function catalogSummary(view: CatalogView): string | undefined {
  const plan = view.plans.find((p) => p.selected);
  const days = view.days.find((d) => d.selected);
  return plan && days ? `${plan.title}, ${days.days}\u00a0дн. — ${view.total ?? days.price}` : undefined;
}

/** The plan picker's model and its handlers. */
export interface CatalogConnect extends CatalogView {
  summary: string | undefined;
  selectGoal: (goal: string) => void;
  selectMenuType: (menuType: string) => void;
  selectDays: (days: number) => void;
  retry: () => void;
}

/** The chosen plan in words (a phone form shows what it orders). */
export const catalogSummaryOf = (snapshot: CatalogSnapshot): string | undefined => catalogSummary(catalogView(snapshot));

export function connectCatalog(snapshot: CatalogSnapshot, send: (event: CatalogEvent) => void): CatalogConnect {
  const view = catalogView(snapshot);
  return {
    ...view,
    summary: catalogSummary(view),
    selectGoal: (goal) => send({ type: 'GOAL.SELECT', goal }),
    selectMenuType: (menuType) => send({ type: 'MENU_TYPE.SELECT', menuType }),
    selectDays: (days) => send({ type: 'DAYS.SELECT', days }),
    retry: () => send({ type: 'RETRY' }),
  };
}
