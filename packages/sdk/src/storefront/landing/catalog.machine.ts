import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { isApiError, shownInPlace } from '../../api/errors';
import type { Goal, MenuByProductResponse } from '../../api/schemas/menu';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import { activeTarget, chooseDefaultMenuType, goalMenuTypes, SUBSCRIPTION_PRODUCTS, type MenuTypeFacts } from '../../domain/menu';
import { ERROR_MESSAGES } from '../../domain/messages';
import { priorityMenuType } from '../../domain/menu-type-priority';
import { availableMenuType, isMenuTypeSoldOut } from '../../domain/stock';
import { allowedMenuTypes, targetOfMenuType } from './catalog.rules';
import { selectionFromMenu } from '../funnel/funnel.payload';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { CatalogStateValue } from '../../machine-states';
import type { CatalogInput, CatalogContext, CatalogEvent, CatalogLoaded } from './catalog.types';
export type * from './catalog.types';

/** The menu's lines with their landing targets (from `menuTypesData`), for the goal rules. */
export function menuTypeFacts(menu: MenuByProductResponse): MenuTypeFacts[] {
  return menu.menus.map((m) => {
    const data = menu.menuTypesData[m.type];
    const targets = [...(data?.targets ?? []), ...(data?.target ? [data.target] : [])];
    return { type: m.type, mealDays: m.mealDays, targets };
  });
}

/** The lines of a goal on this menu (every line when the goal is unknown or lists none of them): `allowedMenuTypes`. */
export function typesOfGoal(menu: MenuByProductResponse, goal: Goal | undefined): string[] {
  return allowedMenuTypes(goal, menuTypeFacts(menu));
}

/** A line the client chose before (`exactMenuType`), when this menu sells it, with the first goal that lists it. */
function exactChoice(
  menu: MenuByProductResponse,
  goals: readonly Goal[],
  menuType: string | undefined,
): { menuType: string; goal: string | undefined } | undefined {
  if (!menuType || !menu.menus.some((m) => m.type === menuType)) return undefined;
  const facts = menuTypeFacts(menu);
  return { menuType, goal: targetOfMenuType(goals, facts, undefined, menuType) };
}

const offerKindFor = (businessProduct: string): '1' | '2' => (SUBSCRIPTION_PRODUCTS.includes(businessProduct) ? '2' : '1');

function select(context: CatalogContext, menuType: string | undefined, days: number | undefined): Partial<CatalogContext> {
  if (!context.menu || !menuType) return { menuType, days, selection: undefined };
  const kind = offerKindFor(context.businessProduct);
  const selection = selectionFromMenu(context.menu, menuType, days, kind) ?? selectionFromMenu(context.menu, menuType, days);
  return { menuType, days: selection?.mealDays ?? days, selection };
}

const notProvided = () => Promise.reject(new Error('catalog: actor "loadCatalog" is not provided (use provideCatalog)'));

const catalogSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as CatalogInput, context: {} as CatalogContext, events: {} as CatalogEvent },
  actors: {
    loadCatalog: fromPromise<CatalogLoaded, { cityId: number; businessProduct: string; brand: 'main' | 'wowfood'; isSmartphone: boolean }>(
      notProvided,
    ),
  },
  guards: {
    goalExists: ({ context }, params: { goal: string }) => context.goals.some((g) => g.code === params.goal),
    /** The line is on the menu and not sold out (§3 stockRemains). */
    menuTypeExists: ({ context }, params: { menuType: string }) =>
      Boolean(context.menu?.menus.some((m) => m.type === params.menuType)) && !isMenuTypeSoldOut(context.menu, params.menuType),
    daysExist: ({ context }, params: { days: number }) =>
      Boolean(context.menu?.menus.find((m) => m.type === context.menuType)?.mealDays.some((d) => d.days === params.days)),
  },
  actions: {
    applyCatalog: assign(({ context }, params: CatalogLoaded) => {
      const { menu, goals } = params;
      const target = activeTarget({ brand: context.brand, businessProduct: context.businessProduct });
      const choice = chooseDefaultMenuType({
        goals,
        menuTypes: menuTypeFacts(menu),
        queryMenuType: context.queryMenuType,
        businessProduct: context.businessProduct,
        target,
      });
      const exact = context.exactMenuType ? exactChoice(menu, goals, context.queryMenuType) : undefined;
      // personal-cabinet §4's priority (domain/menu-type-priority.ts): the client's last line, then the
      // target cookie (not over the second brand's fixed p2 nor a `menuType` link), then the goals rule.
      const sold = (t: string) => menu.menus.some((m) => m.type === t) && !isMenuTypeSoldOut(menu, t);
      const pick = priorityMenuType(
        {
          lastType: exact?.menuType,
          targetCookie: target || context.queryMenuType ? undefined : params.targetCookie,
          configDefault: choice.menuType,
          businessProduct: context.businessProduct,
          goals: goals.slice(0, 3).map((g) => ({ ...g, menuTypes: goalMenuTypes(g, menuTypeFacts(menu)) })),
        },
        sold,
      );
      const goal = pick.source === 'targetCookie' ? pick.goal : exact ? exact.goal : choice.goal;
      const preferred = exact ? exact.menuType : pick.source === 'fallback' && !sold(pick.menuType) ? choice.menuType : pick.menuType;
      // A sold-out line (§3 stockRemains) gives way to the goal's first line that is not.
      const menuType = availableMenuType(
        menu,
        typesOfGoal(
          menu,
          goals.find((g) => g.code === goal),
        ),
        preferred,
      );
      const next = { ...context, menu, goals, goal, error: undefined };
      const offered = menu.menus.find((m) => m.type === menuType)?.mealDays.some((d) => d.days === context.queryDays);
      return { ...next, ...select(next, menuType, offered ? context.queryDays : undefined) };
    }),
    selectGoal: assign(({ context }, params: { goal: string }) => {
      const goal = context.goals.find((g) => g.code === params.goal);
      const types = context.menu ? typesOfGoal(context.menu, goal) : [];
      const menuType = availableMenuType(
        context.menu,
        types,
        goal?.defaultMenuType && types.includes(goal.defaultMenuType) ? goal.defaultMenuType : types[0],
      );
      return { goal: params.goal, ...select(context, menuType, undefined) };
    }),
    /** The line decides the goal (personal-cabinet §4, `targetOfMenuType`): a line of another goal moves the goal with it. */
    selectMenuType: assign(({ context }, params: { menuType: string }) => ({
      goal: context.menu ? targetOfMenuType(context.goals, menuTypeFacts(context.menu), context.goal, params.menuType) : context.goal,
      ...select(context, params.menuType, undefined),
    })),
    selectDays: assign(({ context }, params: { days: number }) => select(context, context.menuType, params.days)),
    assignError: assign((_, params: { error: unknown }) => ({
      error: isApiError(params.error) ? (shownInPlace(params.error), params.error.userMessage) : ERROR_MESSAGES.unknown,
    })),
    /** The plan (selection and goal) changed: a parent that owns this catalogue is told (provided; nothing alone). */
    reportChoice: () => undefined,
  },
});

/** loading → ready, or failed with RETRY (`shared/loadable.ts`). */
const catalogLoading = /*#__PURE__*/ loadable(
  catalogSetup,
  {
    id: 'loadCatalog',
    src: 'loadCatalog',
    input: ({ context }) => ({
      cityId: context.cityId,
      businessProduct: context.businessProduct,
      brand: context.brand,
      isSmartphone: context.isSmartphone,
    }),
    onDone: { actions: [{ type: 'applyCatalog', params: ({ event }) => event.output }, 'reportChoice'] },
    onError: { actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
  },
  { error: 'failed' },
);

export const catalogLogic = /*#__PURE__*/ catalogSetup.createMachine({
  id: 'catalog',
  context: ({ input }) => ({
    cityId: input.cityId ?? DEFAULT_CITY_ID,
    businessProduct: input.businessProduct ?? 'standard',
    brand: input.brand ?? 'main',
    queryMenuType: input.queryMenuType,
    queryDays: input.queryDays,
    exactMenuType: input.exactMenuType ?? false,
    isSmartphone: input.isSmartphone ?? false,
    menu: undefined,
    goals: [],
    goal: undefined,
    menuType: undefined,
    days: undefined,
    selection: undefined,
    error: undefined,
  }),
  initial: 'loading',
  states: {
    ...catalogLoading,
    ready: {
      on: {
        'GOAL.SELECT': {
          guard: { type: 'goalExists', params: ({ event }) => ({ goal: event.goal }) },
          actions: [{ type: 'selectGoal', params: ({ event }) => ({ goal: event.goal }) }, 'reportChoice'],
        },
        'MENU_TYPE.SELECT': {
          guard: { type: 'menuTypeExists', params: ({ event }) => ({ menuType: event.menuType }) },
          actions: [{ type: 'selectMenuType', params: ({ event }) => ({ menuType: event.menuType }) }, 'reportChoice'],
        },
        'DAYS.SELECT': {
          guard: { type: 'daysExist', params: ({ event }) => ({ days: event.days }) },
          actions: [{ type: 'selectDays', params: ({ event }) => ({ days: event.days }) }, 'reportChoice'],
        },
      },
    },
  },
});

/** The catalog machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CatalogMachine extends PublicMachine<CatalogContext, CatalogEvent, CatalogStateValue, { input: CatalogInput }> {}
export const catalogMachine: CatalogMachine = catalogLogic;
