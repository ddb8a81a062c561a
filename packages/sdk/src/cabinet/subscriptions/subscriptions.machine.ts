import { assign, enqueueActions, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { errorText } from '../../api/errors';
import { SUBSCRIPTION_TEXTS } from '../../domain/subscription-texts';
import { freezeMachine } from '../freeze/freeze.machine';
import type { FreezeOutput } from '../freeze/freeze.types';
import { stopSubscriptionMachine } from '../stop-subscription/stop-subscription.machine';
import type { StopSubscriptionOutput } from '../stop-subscription/stop-subscription.types';
import { type ChangeParams, noChanges } from '../../shared/cabinet-changes';
import { replaceSubscription } from './subscriptions.rules';
import type { SubscriptionsContext, SubscriptionsEmitted, SubscriptionsEvent, SubscriptionsInput } from './subscriptions.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { SubscriptionsStateValue } from '../../machine-states';

/**
 * The client's subscriptions (personal-cabinet §2.1 dashboard/subscriptions, §4 "Subscriptions"):
 * `loading` (`client-subscriptions?brandId_H`) → `ready.list` | `ready.empty`, or `error` with
 * RETRY. From the list, FREEZE.OPEN / UNFREEZE.OPEN invoke the `freeze` child and STOP.OPEN the
 * `stopSubscription` child; what they end with replaces that subscription without a reload.
 */

export type { SubscriptionsContext, SubscriptionsEmitted, SubscriptionsEvent, SubscriptionsInput } from './subscriptions.types';

const subscriptionsSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    input: {} as SubscriptionsInput,
    emitted: {} as SubscriptionsEmitted,
    children: {} as { loadSubscriptions: 'loadSubscriptions'; freeze: 'freeze'; stopSubscription: 'stopSubscription'; changes: 'changes' },
  },
  actors: {
    /** `client-subscriptions?brandId_H`. */
    loadSubscriptions: fromPromise<ClientSubscription[], { brand: string }>(() =>
      Promise.reject(new Error('subscriptions: actor "loadSubscriptions" is not provided (use provideSubscriptions)')),
    ),
    freeze: freezeMachine,
    stopSubscription: stopSubscriptionMachine,
    /** Changes other machines announce (`shared/cabinet-changes.ts`); bound by `provideSubscriptions`. */
    changes: noChanges,
  },
  guards: {
    noSubscriptions: ({ context }) => context.subscriptions.length === 0,
    knownSubscription: ({ context }, params: { id: string }) => context.subscriptions.some((s) => s.clientSubscriptionId_H === params.id),
  },
  actions: {
    /** Tells the other machines (`shared/cabinet-changes.ts`); bound by `provideSubscriptions`. */
    announce: (_, _params: ChangeParams | undefined) => undefined,
    setSubscriptions: assign((_, params: { subscriptions: ClientSubscription[] }) => ({
      subscriptions: params.subscriptions,
      error: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, SUBSCRIPTION_TEXTS.loadFailed) })),
    select: assign((_, params: { id: string }) => ({ selectedId: params.id, notice: undefined })),
    /**
     * A dialog's result: the subscription as the server has it now replaces the held one, with what
     * happened (`notice`). A freeze, an unfreeze or a stop moves the subscription's order's deliveries
     * and its next charge (the backend's answer): whatever shows them re-reads them
     * (`subscriptions.changed`; `announce` tells the other machines).
     */
    finishDialog: enqueueActions(({ enqueue }, params: { subscription: ClientSubscription | undefined; notice: string }) => {
      const changed = params.subscription;
      if (!changed) {
        enqueue.assign({ selectedId: undefined });
        return;
      }
      enqueue.assign(({ context }) => ({
        subscriptions: replaceSubscription(context.subscriptions, changed),
        selectedId: undefined,
        notice: params.notice,
      }));
      enqueue.emit({ type: 'subscriptions.changed', ...changeOf(changed) });
    }),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const subscriptionsLoading = /*#__PURE__*/ loadable(subscriptionsSetup, {
  id: 'loadSubscriptions',
  src: 'loadSubscriptions',
  input: ({ context }) => ({ brand: context.brand }),
  onDone: { actions: { type: 'setSubscriptions', params: ({ event }) => ({ subscriptions: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const subscriptionsLogic = /*#__PURE__*/ subscriptionsSetup.createMachine({
  id: 'subscriptions',
  context: ({ input }) => ({ brand: input.brand ?? 'main', subscriptions: [], error: undefined, selectedId: undefined, notice: undefined }),
  initial: 'loading',
  // A change made elsewhere (a delivery moved, an order cancelled): the list is read again.
  invoke: { id: 'changes', src: 'changes' },
  states: {
    ...subscriptionsLoading,
    ready: {
      initial: 'deciding',
      states: {
        /** Transient: list or empty by the subscriptions held. */
        deciding: { always: [{ guard: 'noSubscriptions', target: 'empty' }, { target: 'list' }] },
        empty: { on: { RELOAD: '#subscriptions.loading', 'CABINET.CHANGED': '#subscriptions.loading' } },
        list: {
          on: {
            RELOAD: '#subscriptions.loading',
            'CABINET.CHANGED': '#subscriptions.loading',
            'FREEZE.OPEN': open('freezing'),
            'UNFREEZE.OPEN': open('unfreezing'),
            'STOP.OPEN': open('stopping'),
          },
        },
        freezing: freezeDialog('freeze'),
        unfreezing: freezeDialog('unfreeze'),
        stopping: {
          invoke: {
            id: 'stopSubscription',
            src: 'stopSubscription',
            input: ({ context }) => ({ subscription: selected(context) }),
            onDone: finished(SUBSCRIPTION_TEXTS.stoppedToast),
          },
        },
      },
    },
  },
});

/** FREEZE.OPEN, UNFREEZE.OPEN, STOP.OPEN: a held subscription's dialog opens. */
function open<T extends 'freezing' | 'unfreezing' | 'stopping'>(target: T) {
  return {
    guard: { type: 'knownSubscription' as const, params: ({ event }: { event: { id: string } }) => ({ id: event.id }) },
    target,
    actions: { type: 'select' as const, params: ({ event }: { event: { id: string } }) => ({ id: event.id }) },
  };
}

/** A dialog ended (its output, `FreezeOutput` or `StopSubscriptionOutput`): back to the list. */
function finished(notice: string) {
  return {
    target: 'list' as const,
    actions: [
      {
        type: 'finishDialog' as const,
        params: ({ event }: { event: { output: DialogOutput } }) => ({ subscription: event.output.subscription, notice }),
      },
      {
        type: 'announce' as const,
        params: ({ event }: { event: { output: DialogOutput } }) => event.output.subscription && changeOf(event.output.subscription),
      },
    ],
  };
}

type DialogOutput = FreezeOutput | StopSubscriptionOutput;

/** The freeze dialog in one of its modes (the same child). */
function freezeDialog(mode: 'freeze' | 'unfreeze') {
  return {
    invoke: {
      id: 'freeze' as const,
      src: 'freeze' as const,
      input: ({ context }: { context: SubscriptionsContext }) => ({ subscription: selected(context), mode }),
      onDone: finished(mode === 'freeze' ? SUBSCRIPTION_TEXTS.frozenToast : SUBSCRIPTION_TEXTS.unfrozenToast),
    },
  };
}

/** What a freeze, an unfreeze or a stop changed: the subscription and its order. */
function changeOf(changed: ClientSubscription): { clientSubscriptionId_H: string; orderIds: string[] } {
  return { clientSubscriptionId_H: changed.clientSubscriptionId_H, orderIds: changed.orderId_H ? [changed.orderId_H] : [] };
}

/** The subscription a dialog is open for (the guard made sure it is held). */
function selected(context: SubscriptionsContext): ClientSubscription {
  const found = context.subscriptions.find((s) => s.clientSubscriptionId_H === context.selectedId);
  if (!found) throw new Error(`subscriptions: no subscription ${String(context.selectedId)}`);
  return found;
}

/** The subscriptions machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface SubscriptionsMachine extends PublicMachine<
  SubscriptionsContext,
  SubscriptionsEvent,
  SubscriptionsStateValue,
  {
    input: SubscriptionsInput;
    emitted: SubscriptionsEmitted;
    children: Children<{ freeze: typeof freezeMachine; stopSubscription: typeof stopSubscriptionMachine }>;
  }
> {}
export const subscriptionsMachine: SubscriptionsMachine = subscriptionsLogic;
