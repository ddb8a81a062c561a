import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { SUBSCRIPTION_MENU_TEXTS } from '../../domain/subscription-pages-texts';
import { noChanges } from '../../shared/cabinet-changes';
import type {
  SubscriptionMenuContext,
  SubscriptionMenuEntry,
  SubscriptionMenuEvent,
  SubscriptionMenuInput,
} from './subscription-menu.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { SubscriptionMenuStateValue } from '../../machine-states';

/**
 * The subscription menu (personal-cabinet §2.1 dashboard/subscriptions/menu): `loading` (the
 * running subscriptions, each one's orders through `orders/in-client-subscription`, every order
 * with `orders/get` and its dishes) → `ready.list` | `ready.empty`, or `error` with RETRY.
 * The pay action of an order awaiting payment leads to `menu/fastpay/{hid}` (the checkout's
 * payment machines); the rate action to `rates/{hid}` (the courier rating machine).
 */

export type { SubscriptionMenuContext, SubscriptionMenuEvent, SubscriptionMenuInput } from './subscription-menu.types';

const subscriptionMenuSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as SubscriptionMenuContext,
    events: {} as SubscriptionMenuEvent,
    input: {} as SubscriptionMenuInput,
    children: {} as { loadMenu: 'loadMenu'; changes: 'changes' },
  },
  actors: {
    /** `client-subscriptions?brandId_H`, then per running subscription its orders and their dishes. */
    loadMenu: fromPromise<SubscriptionMenuEntry[], { brand: string }>(() =>
      Promise.reject(new Error('subscriptionMenu: actor "loadMenu" is not provided (use provideSubscriptionMenu)')),
    ),
    /** Changes other machines announce (`shared/cabinet-changes.ts`); bound by `provideSubscriptionMenu`. */
    changes: noChanges,
  },
  guards: {
    noSubscriptions: ({ context }) => context.entries.length === 0,
  },
  actions: {
    setEntries: assign((_, params: { entries: SubscriptionMenuEntry[] }) => ({ entries: params.entries, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, SUBSCRIPTION_MENU_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const subscriptionMenuLoading = /*#__PURE__*/ loadable(subscriptionMenuSetup, {
  id: 'loadMenu',
  src: 'loadMenu',
  input: ({ context }) => ({ brand: context.brand }),
  onDone: { actions: { type: 'setEntries', params: ({ event }) => ({ entries: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const subscriptionMenuLogic = /*#__PURE__*/ subscriptionMenuSetup.createMachine({
  id: 'subscriptionMenu',
  context: ({ input }) => ({ brand: input.brand ?? 'main', entries: [], error: undefined }),
  initial: 'loading',
  invoke: { id: 'changes', src: 'changes' },
  states: {
    ...subscriptionMenuLoading,
    ready: {
      initial: 'deciding',
      // A change made elsewhere (a freeze, a delivery moved) reads the menu again, as RELOAD does.
      on: { RELOAD: '.reloading', 'CABINET.CHANGED': { target: '.reloading', reenter: true } },
      states: {
        /** Transient: the list, or empty when no subscription runs. */
        deciding: { always: [{ guard: 'noSubscriptions', target: 'empty' }, { target: 'list' }] },
        empty: {},
        list: {},
        /** RELOAD: the same calls again (after a payment in another tab); the last menu stays on screen. */
        reloading: {
          tags: ['refreshing'],
          invoke: {
            id: 'loadMenu',
            src: 'loadMenu',
            input: ({ context }) => ({ brand: context.brand }),
            onDone: { target: 'deciding', actions: { type: 'setEntries', params: ({ event }) => ({ entries: event.output }) } },
            onError: { target: '#subscriptionMenu.error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The subscriptionMenu machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SubscriptionMenuMachine extends PublicMachine<
  SubscriptionMenuContext,
  SubscriptionMenuEvent,
  SubscriptionMenuStateValue,
  { input: SubscriptionMenuInput }
> {}
export const subscriptionMenuMachine: SubscriptionMenuMachine = subscriptionMenuLogic;
