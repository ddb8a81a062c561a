import { assign, fromCallback, sendTo, type EventObject } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { PHONE_MESSAGES } from '../../domain/messages';

import { funnelMachine } from '../funnel/funnel.machine';
import type { FunnelSelection } from '../funnel/funnel.payload';

import { isSignedIn } from '../session/session.connect';
import { catalogMachine } from './catalog.machine';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { OrderBlockStateValue } from '../../machine-states';
import type { SessionRef, OrderBlockInput, OrderBlockContext, OrderBlockEvent } from './order-block.types';
export type * from './order-block.types';

/**
 * The landing's order block (order-funnel §2 "menu plans", "phone entry", §4): one actor system
 * that invokes the catalogue (plan picker) and the funnel (phone form). The chosen plan becomes
 * what the form orders, the chosen goal the visitor's target (cookie, a day), and the app's session
 * opens the order-ready gate and fills a logged-in client's phone. See README.md beside this file.
 */

export const orderBlockLogic = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, input: {} as OrderBlockInput, context: {} as OrderBlockContext, events: {} as OrderBlockEvent },
  actors: {
    // The children, provided bound to the API by `provideOrderBlock`.
    catalog: catalogMachine,
    funnel: funnelMachine,
    /** Tells the block the session's facts now and on every change. */
    watchSession: fromCallback<EventObject, { session: SessionRef | undefined }>(({ input, sendBack }) => {
      const { session } = input;
      if (!session) return undefined;
      const report = (s: ReturnType<SessionRef['getSnapshot']>) =>
        sendBack({ type: 'SESSION.CHANGED', loggedIn: isSignedIn(s), phone: s.context.profile?.phone ?? undefined });
      report(session.getSnapshot());
      const subscription = session.subscribe(report);
      return () => subscription.unsubscribe();
    }),
  },
  guards: {
    hasSelection: (_, params: { selection: FunnelSelection | undefined }) => params.selection !== undefined,
    loggedIn: (_, params: { loggedIn: boolean }) => params.loggedIn,
    loggedInWithPhone: (_, params: { loggedIn: boolean; phone: string | undefined }) => params.loggedIn && Boolean(params.phone),
  },
  actions: {
    /** The chosen plan is what the phone form orders. */
    orderSelection: sendTo('funnel', (_, params: { selection: FunnelSelection | undefined }) => ({
      type: 'SELECTION.CHANGE' as const,
      selection: params.selection as FunnelSelection,
    })),
    assignGoal: assign(({ context }, params: { goal: string | undefined }) => ({ goal: params.goal ?? context.goal })),
    /** Keeps the chosen goal as the visitor's target (cookie, a day; personal-cabinet §9; provided). */
    rememberTarget: (_, _params: { goal: string | undefined }) => undefined,
    /** Logging in elsewhere (header, leave banner) opens the order-ready gate at once. */
    tellLoggedIn: sendTo('funnel', { type: 'LOGGED_IN' as const }),
    /** A logged-in client is not asked for the phone again (origin 12); they may change it. */
    tellProfilePhone: sendTo('funnel', (_, params: { phone: string | undefined }) => ({
      type: 'PROFILE.PHONE' as const,
      value: params.phone ?? '',
    })),
  },
}).createMachine({
  id: 'orderBlock',
  context: ({ input }) => ({
    cityId: input.cityId,
    businessProduct: input.businessProduct,
    catalogProduct: input.catalogProduct ?? input.businessProduct,
    gift: input.gift ?? false,
    placement: input.placement ?? 'landing',
    checkoutIn: input.checkoutIn ?? 'site',
    isSmartphone: input.isSmartphone ?? false,
    brand: input.brand ?? 'main',
    // Logged in when the block starts: as said, else as the session holds it (its watcher then tells every change).
    loggedIn: input.loggedIn ?? (input.session ? isSignedIn(input.session.getSnapshot()) : false),
    queryMenuType: input.queryMenuType,
    queryDays: input.queryDays,
    exactMenuType: input.exactMenuType ?? false,
    resume: input.resume,
    session: input.session,
    goal: undefined,
  }),
  invoke: [
    {
      id: 'catalog',
      src: 'catalog',
      input: ({ context }) => ({
        cityId: context.cityId,
        businessProduct: context.catalogProduct,
        isSmartphone: context.isSmartphone,
        brand: context.brand,
        ...(context.queryMenuType ? { queryMenuType: context.queryMenuType } : {}),
        ...(context.queryDays ? { queryDays: context.queryDays } : {}),
        ...(context.exactMenuType ? { exactMenuType: true } : {}),
      }),
    },
    {
      id: 'funnel',
      src: 'funnel',
      input: ({ context }) => ({
        cityId: context.cityId,
        businessProduct: context.businessProduct,
        gift: context.gift,
        loggedIn: context.loggedIn,
        placement: context.placement,
        checkoutIn: context.checkoutIn,
        emptyMessage: PHONE_MESSAGES.createOrderComma,
        ...(context.resume ? { resume: context.resume } : {}),
      }),
    },
    { id: 'watchSession', src: 'watchSession', input: ({ context }) => ({ session: context.session }) },
  ],
  on: {
    'CATALOG.CHOSEN': [
      {
        guard: { type: 'hasSelection', params: ({ event }) => ({ selection: event.selection }) },
        actions: [
          { type: 'orderSelection', params: ({ event }) => ({ selection: event.selection }) },
          { type: 'assignGoal', params: ({ event }) => ({ goal: event.goal }) },
          { type: 'rememberTarget', params: ({ event }) => ({ goal: event.goal }) },
        ],
      },
      {
        actions: [
          { type: 'assignGoal', params: ({ event }) => ({ goal: event.goal }) },
          { type: 'rememberTarget', params: ({ event }) => ({ goal: event.goal }) },
        ],
      },
    ],
    'SESSION.CHANGED': [
      {
        guard: { type: 'loggedInWithPhone', params: ({ event }) => ({ loggedIn: event.loggedIn, phone: event.phone }) },
        actions: ['tellLoggedIn', { type: 'tellProfilePhone', params: ({ event }) => ({ phone: event.phone }) }],
      },
      { guard: { type: 'loggedIn', params: ({ event }) => ({ loggedIn: event.loggedIn }) }, actions: 'tellLoggedIn' },
    ],
  },
});

/** The orderBlock machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface OrderBlockMachine extends PublicMachine<
  OrderBlockContext,
  OrderBlockEvent,
  OrderBlockStateValue,
  { input: OrderBlockInput; children: Children<{ catalog: typeof catalogMachine; funnel: typeof funnelMachine }> }
> {}
export const orderBlockMachine: OrderBlockMachine = orderBlockLogic;
