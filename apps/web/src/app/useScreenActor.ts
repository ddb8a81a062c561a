import type { Mealflow } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, ActorRefFrom, AnyActorLogic, EventObject, InputFrom, Snapshot } from 'xstate';
import { useRuntime } from './RuntimeContext';

type Machines = Mealflow['machines'];

/**
 * The one place a screen's root actor is created: from `mealflow.machines[name]`, with the
 * runtime's inspector, so the Stately inspector sees the screen's whole actor system. A screen's
 * children (address, promocode, payment …) are the root machine's own, read from its snapshot.
 */
export function useScreenActor<K extends keyof Machines>(name: K, input: InputFrom<Machines[K]>): ActorRefFrom<Machines[K]> {
  const { mealflow, inspect } = useRuntime();
  // useActorRef cannot see through the K-indexed union: widen, then narrow back.
  const logic: AnyActorLogic = mealflow.machines[name];
  return useActorRef(logic, { input, ...(inspect ? { inspect } : {}) }) as unknown as ActorRefFrom<Machines[K]>;
}

/**
 * A machine's connect over an actor (the screen's root or a child read from its snapshot): the
 * model and the handlers, re-computed when the actor's snapshot changes.
 */
export function useConnect<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TView>(
  actor: ActorRef<TSnapshot, TEvent>,
  connect: (snapshot: TSnapshot, send: (event: TEvent) => void) => TView,
): TView {
  const snapshot = useSelector(actor, (s) => s);
  return useMemo(() => connect(snapshot, actor.send), [snapshot, actor, connect]);
}
