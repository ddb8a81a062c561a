import type { MachineProvider } from '@mealflow/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRef, ActorRefFrom, AnyActorLogic, EventObject, InputFrom, Snapshot } from 'xstate';
import { useRuntime } from './RuntimeContext';

/**
 * The one place a screen's root actor is created: from the machine's `provide` function (which
 * the screen imports, so the machine's code comes with the screen's chunk), bound once by the
 * runtime, with the runtime's inspector, so the Stately inspector sees the screen's whole actor
 * system. A screen's children (address, promocode, payment …) are the root machine's own, read
 * from its snapshot.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(provide: MachineProvider<TLogic>, input: InputFrom<TLogic>): ActorRefFrom<TLogic> {
  const { logic, inspect } = useRuntime();
  return useActorRef(logic(provide), { input, ...(inspect ? { inspect } : {}) }) as ActorRefFrom<TLogic>;
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
