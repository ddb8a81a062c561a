import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';

import { MENU_PAGE_TEXTS } from '../../domain/menus-texts';
import { productMenuDays, productMenuFile, productMenuLines, type ProductMenuFile } from './product-menu.rules';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { ProductMenuStateValue } from '../../machine-states';
import type { ProductMenuInput, ProductMenuLoaded, ProductMenuContext, ProductMenuEvent } from './product-menu.types';
export type * from './product-menu.types';

/**
 * A landing's menu block (order-funnel §2 landing blocks; personal-cabinet §7 static menu files):
 * the product's file (`productMenuFile`) with the city's catalogue (the lines it sells there and
 * their calories) → `shown` (a line's days, one day at a time) | `empty` (the
 * file has no dishes) | `none` (the product has no file), or `error` with RETRY. TYPE.SELECT shows
 * another line of the file (its first day), DAY.SELECT another day of the line.
 */

const productMenuSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as ProductMenuContext,
    events: {} as ProductMenuEvent,
    input: {} as ProductMenuInput,
    children: {} as { loadProductMenu: 'loadProductMenu' },
  },
  actors: {
    /** The product's static file, with a cache-buster, and the city's catalogue of the product. */
    loadProductMenu: fromPromise<ProductMenuLoaded, { file: ProductMenuFile; input: ProductMenuInput }>(() =>
      Promise.reject(new Error('productMenu: actor "loadProductMenu" is not provided (use provideProductMenu)')),
    ),
  },
  guards: {
    noFile: ({ context }) => context.file === undefined,
    noDishes: ({ context }) => productMenuLines(context.menu, context.catalog).length === 0,
    lineExists: ({ context }, params: { menuType: string }) => productMenuLines(context.menu, context.catalog).includes(params.menuType),
    dayExists: ({ context }, params: { day: number }) =>
      params.day >= 0 && params.day < productMenuDays(context.menu, context.menuType).length,
  },
  actions: {
    setMenu: assign((_, params: ProductMenuLoaded) => ({
      menu: params.menu,
      catalog: params.catalog,
      menuType: productMenuLines(params.menu, params.catalog)[0],
      day: 0,
      error: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, MENU_PAGE_TEXTS.loadFailed) })),
    selectLine: assign((_, params: { menuType: string }) => ({ menuType: params.menuType, day: 0 })),
    selectDay: assign((_, params: { day: number }) => ({ day: params.day })),
  },
});

/** loading → deciding, or error with RETRY (`shared/loadable.ts`). */
const productMenuLoading = /*#__PURE__*/ loadable(
  productMenuSetup,
  {
    id: 'loadProductMenu',
    src: 'loadProductMenu',
    input: ({ context }) => ({ file: context.file as ProductMenuFile, input: context.input }),
    onDone: { actions: { type: 'setMenu', params: ({ event }) => event.output } },
    onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
  },
  { ready: 'deciding' },
);

export const productMenuLogic = /*#__PURE__*/ productMenuSetup.createMachine({
  id: 'productMenu',
  context: ({ input }) => ({
    input,
    file: productMenuFile(input),
    menu: undefined,
    catalog: undefined,
    menuType: undefined,
    day: 0,
    error: undefined,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'noFile', target: 'none' }, { target: 'loading' }] },
    ...productMenuLoading,
    deciding: { always: [{ guard: 'noDishes', target: 'empty' }, { target: 'shown' }] },
    shown: {
      on: {
        'TYPE.SELECT': {
          guard: { type: 'lineExists', params: ({ event }) => ({ menuType: event.menuType }) },
          actions: { type: 'selectLine', params: ({ event }) => ({ menuType: event.menuType }) },
        },
        'DAY.SELECT': {
          guard: { type: 'dayExists', params: ({ event }) => ({ day: event.day }) },
          actions: { type: 'selectDay', params: ({ event }) => ({ day: event.day }) },
        },
      },
    },
    empty: {},
    none: {},
  },
});

/** The productMenu machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface ProductMenuMachine extends PublicMachine<
  ProductMenuContext,
  ProductMenuEvent,
  ProductMenuStateValue,
  { input: ProductMenuInput }
> {}
export const productMenuMachine: ProductMenuMachine = productMenuLogic;
