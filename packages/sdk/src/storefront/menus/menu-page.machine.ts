import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import type { Pref } from '../../api/schemas/preferences';
import { MENU_PAGE_TEXTS } from '../../domain/menus-texts';
import { canToggleFavorite, hasNoDishes, isNotSold, weekOfParam } from './menu-page.rules';
import type {
  FavoriteSaveInput,
  MenuPageContext,
  MenuPageData,
  MenuPageEvent,
  MenuPageInput,
  MenuPageSource,
  MenuWeek,
} from './menu-page.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { MenuPageStateValue } from '../../machine-states';

/**
 * The menu pages (personal-cabinet §2.1 Menus; §7 static menu files, `menu/full`, `menu/order`):
 * `loading` → `shown` | `empty` (no dishes for the week or the order) | `notSold` (the line is not
 * sold in the city), or `error` with RETRY. On /week-menu WEEK.SELECT loads another week and
 * TYPE.SELECT shows another line of the same week. In `shown`, FAVORITE.TOGGLE puts a dish into the
 * favourites or takes it out (`shown.savingFavorite`), on the server for a client, on the device for
 * a visitor (`preferences/prefs-calls.ts`).
 */

export type * from './menu-page.types';

const initialMenuType = (source: MenuPageSource): string | undefined => (source.kind === 'type' ? source.menuType : undefined);
const initialWeek = (source: MenuPageSource): MenuWeek => (source.kind === 'type' ? weekOfParam(source.week) : { kind: 'current' });

const menuPageSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as MenuPageContext,
    events: {} as MenuPageEvent,
    input: {} as MenuPageInput,
    children: {} as { loadMenu: 'loadMenu'; saveFavorite: 'saveFavorite' },
  },
  actors: {
    /** `menu/full` and the week's static file (line and week pages), or `menu/order` (an order's menu); the marks beside them. */
    loadMenu: fromPromise<MenuPageData, { source: MenuPageSource; week: MenuWeek }>(() =>
      Promise.reject(new Error('menuPage: actor "loadMenu" is not provided (use provideMenuPage)')),
    ),
    /** One favourite mark changed (`prefs/` or `prefs/delete`, or the device's list): the marks after it. */
    saveFavorite: fromPromise<Pref[], FavoriteSaveInput>(() =>
      Promise.reject(new Error('menuPage: actor "saveFavorite" is not provided (use provideMenuPage)')),
    ),
  },
  guards: {
    /** The line (or any line, on /week-menu) is not sold in the city. */
    notSold: ({ context }) => isNotSold(context.data, context.menuType, context.source.kind === 'order'),
    /** The week's file has no days for the line, or the order no dishes. */
    noDishes: ({ context }) => hasNoDishes(context.data, context.menuType, context.source.kind === 'order'),
    /** /week-menu switches weeks by event (the line pages by their URL). */
    isWeekPage: ({ context }) => context.source.kind === 'week',
    /** A menu is loaded (a line can be chosen). */
    isLoaded: ({ context }) => context.data !== undefined,
    /** The marks are known and the dish is on the page (a card with a toggle). */
    canToggleFavorite: ({ context }, params: { packId: number }) => canToggleFavorite(context.data, context.menuType, params.packId),
  },
  actions: {
    setData: assign(({ context }, params: { data: MenuPageData }) => ({
      data: params.data,
      error: undefined,
      // /week-menu: the visitor's line while the week has it, else the week's first line.
      menuType:
        context.source.kind === 'type' || params.data.lines.some((l) => l.type === context.menuType)
          ? context.menuType
          : params.data.lines[0]?.type,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, MENU_PAGE_TEXTS.loadFailed) })),
    setWeek: assign((_, params: { week: MenuWeek }) => ({ week: params.week, data: undefined })),
    setMenuType: assign((_, params: { menuType: string }) => ({ menuType: params.menuType })),
    setSaving: assign((_, params: { packId: number }) => ({ savingPackId: params.packId, favoriteError: undefined })),
    setMarks: assign(({ context }, params: { marks: Pref[] }) => ({
      data: context.data ? { ...context.data, marks: params.marks } : context.data,
      savingPackId: undefined,
    })),
    setFavoriteError: assign((_, params: { error: unknown }) => ({
      favoriteError: errorText(params.error, MENU_PAGE_TEXTS.favoriteFailed),
      savingPackId: undefined,
    })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const menuPageLoading = /*#__PURE__*/ loadable(menuPageSetup, {
  id: 'loadMenu',
  src: 'loadMenu',
  input: ({ context }) => ({ source: context.source, week: context.week }),
  onDone: { target: 'deciding', actions: { type: 'setData', params: ({ event }) => ({ data: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const menuPageLogic = /*#__PURE__*/ menuPageSetup.createMachine({
  id: 'menuPage',
  context: ({ input }) => ({
    source: input.source,
    week: initialWeek(input.source),
    menuType: initialMenuType(input.source),
    data: undefined,
    error: undefined,
    savingPackId: undefined,
    favoriteError: undefined,
  }),
  initial: 'loading',
  states: {
    ...menuPageLoading,
    /** Transient: what the loaded menu shows. */
    deciding: { always: [{ guard: 'notSold', target: 'notSold' }, { guard: 'noDishes', target: 'empty' }, { target: 'shown' }] },
    notSold: {},
    empty: {},
    shown: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FAVORITE.TOGGLE': {
              guard: { type: 'canToggleFavorite', params: ({ event }) => ({ packId: event.packId }) },
              target: 'savingFavorite',
              actions: { type: 'setSaving', params: ({ event }) => ({ packId: event.packId }) },
            },
          },
        },
        savingFavorite: {
          invoke: {
            id: 'saveFavorite',
            src: 'saveFavorite',
            input: ({ context }) => ({
              packId: context.savingPackId ?? 0,
              marks: context.data?.marks ?? [],
              visitor: context.data?.visitor ?? true,
            }),
            onDone: { target: 'idle', actions: { type: 'setMarks', params: ({ event }) => ({ marks: event.output }) } },
            onError: { target: 'idle', actions: { type: 'setFavoriteError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
  on: {
    'WEEK.SELECT': { guard: 'isWeekPage', target: '.loading', actions: { type: 'setWeek', params: ({ event }) => ({ week: event.week }) } },
    'TYPE.SELECT': {
      guard: 'isLoaded',
      target: '.deciding',
      actions: { type: 'setMenuType', params: ({ event }) => ({ menuType: event.menuType }) },
    },
  },
});

/** The menuPage machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface MenuPageMachine extends PublicMachine<MenuPageContext, MenuPageEvent, MenuPageStateValue, { input: MenuPageInput }> {}
export const menuPageMachine: MenuPageMachine = menuPageLogic;
