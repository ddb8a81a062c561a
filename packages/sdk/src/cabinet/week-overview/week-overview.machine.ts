import { assign, fromPromise, setup } from 'xstate';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { errorText } from '../../api/errors';
import { WEEK_TEXTS } from '../../domain/week-texts';
import { type ChangedEvent, noChanges } from '../../shared/cabinet-changes';
import { loadable } from '../../shared/loadable';

/**
 * The client's coming week at the top of the dashboard (issue 31, beyond the spec): `loading`
 * (`orders/active` and `client-subscriptions` side by side) → `ready`, or `error` with RETRY;
 * RELOAD, or a change another machine announces (`shared/cabinet-changes.ts`: a freeze, a delivery moved),
 * re-reads them with the last week kept on screen.
 */

export interface WeekOverviewInput {
  brand?: 'main' | 'wowfood' | undefined;
}

export interface WeekOverviewLoaded {
  orders: CabinetOrder[];
  subscriptions: ClientSubscription[];
}

export interface WeekOverviewContext extends WeekOverviewLoaded {
  brand: 'main' | 'wowfood';
  error: string | undefined;
}

export type WeekOverviewEvent = { type: 'RETRY' } | { type: 'RELOAD' } | ChangedEvent;

const weekOverviewSetup = /*#__PURE__*/ setup({
  types: {
    context: {} as WeekOverviewContext,
    events: {} as WeekOverviewEvent,
    input: {} as WeekOverviewInput,
    // Every child by its id: without the full map xstate types children with a string index, which the
    // published .d.ts cannot print (TS2411 under skipLibCheck: false; scripts/check-examples.mjs).
    children: {} as { changes: 'changes'; load: 'load' },
  },
  actors: {
    load: fromPromise<WeekOverviewLoaded, { brand: string }>(() =>
      Promise.reject(new Error('weekOverview: actor "load" is not provided (use provideWeekOverview)')),
    ),
    changes: noChanges,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: WeekOverviewLoaded }) => ({ ...params.loaded, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, WEEK_TEXTS.loadFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const weekOverviewLoading = /*#__PURE__*/ loadable(weekOverviewSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ brand: context.brand }),
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

const weekOverviewLogic = /*#__PURE__*/ weekOverviewSetup.createMachine({
  id: 'weekOverview',
  context: ({ input }) => ({ brand: input.brand ?? 'main', orders: [], subscriptions: [], error: undefined }),
  initial: 'loading',
  invoke: { id: 'changes', src: 'changes' },
  states: {
    ...weekOverviewLoading,
    ready: {
      initial: 'idle',
      // A change while reading: read again, so the week shown is the one after it.
      on: { 'CABINET.CHANGED': { target: '.reloading', reenter: true } },
      states: {
        idle: { on: { RELOAD: 'reloading' } },
        reloading: {
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ brand: context.brand }),
            onDone: { target: 'idle', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: '#weekOverview.error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The weekOverview machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface WeekOverviewMachine extends WeekOverviewLogic {}
type WeekOverviewLogic = typeof weekOverviewLogic;
export const weekOverviewMachine: WeekOverviewMachine = weekOverviewLogic;
