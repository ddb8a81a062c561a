import type { MachineProvider } from '@mealflow/sdk';
import { useActorRef } from '@xstate/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { ActorRef, ActorRefFrom, AnyActorLogic, EventObject, InputFrom, Snapshot } from 'xstate';
import { useRuntime } from './RuntimeContext';

/**
 * The one place a screen's root actor is created: from the machine's `provide` function (which
 * the screen imports, so the machine's code comes with the screen's chunk), bound once by the
 * runtime, with the runtime's inspector (and clock), so the Stately inspector sees the screen's whole actor
 * system. A screen's children (address, promocode, payment …) are the root machine's own, read
 * from its snapshot.
 */
export function useScreenActor<TLogic extends AnyActorLogic>(
  provide: MachineProvider<TLogic>,
  input: InputFrom<TLogic>,
): ActorRefFrom<TLogic> {
  const { logic, actorOptions } = useRuntime();
  return useActorRef(logic(provide), { input, ...actorOptions }) as ActorRefFrom<TLogic>;
}

/**
 * Applies a view update: at once during an input event (typing, a click: a controlled field must
 * show its value in the same frame, as with `useSyncExternalStore`), otherwise (an API answer, a
 * timer) in a transition, so React renders the new view in slices and yields to the browser between
 * them. A checkout's order arriving re-renders the whole screen: as a blocking update that was one
 * ~70 ms task at 4x CPU.
 */
function applyView(update: () => void): void {
  if (typeof window !== 'undefined' && isInputEvent(window.event)) update();
  else startTransition(update);
}

/**
 * Whether the event being dispatched is the customer's input (keys, pointer, focus, a field's
 * `input`/`change`, a form's `submit`). Not any event: React's scheduler renders and runs effects
 * inside a MessageChannel `message` event, and so do the promise callbacks that run there (an actor
 * taking a prefetched answer as it starts); treated as input, the checkout's first full render
 * was a blocking (default-lane) render, one ~90 ms task at 4x CPU.
 */
export function isInputEvent(event: Event | undefined): boolean {
  if (event === undefined) return false;
  return (
    (typeof UIEvent !== 'undefined' && event instanceof UIEvent) ||
    event.type === 'input' ||
    event.type === 'change' ||
    event.type === 'submit'
  );
}

/**
 * A value selected from an actor's snapshot, followed as the actor changes (see `applyView`).
 * `select` and `equal` are taken as fixed for an actor (module-level functions): a different
 * selection needs its own hook call.
 */
export function useActorValue<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, T>(
  actor: ActorRef<TSnapshot, TEvent>,
  select: (snapshot: TSnapshot) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  return useOptionalActorValue(actor, select, equal, undefined as T);
}

/**
 * `useActorValue` over an actor that may not exist yet (the cabinet frame before the runtime has
 * loaded: `absent` until then), so a component that starts without it keeps its DOM when it comes.
 */
export function useOptionalActorValue<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, T>(
  actor: ActorRef<TSnapshot, TEvent> | undefined,
  select: (snapshot: TSnapshot) => T,
  equal: (a: T, b: T) => boolean,
  absent: T,
): T {
  const read = () => (actor ? select(actor.getSnapshot()) : absent);
  const [state, setState] = useState(() => ({ actor, value: read() }));
  useEffect(() => {
    if (!actor) return;
    // The value shown: an equal selection sets no state at all (a state set to the same value may
    // still call the component once before React bails out: the reservation timer's test counts).
    let shown = state.actor === actor ? { value: state.value } : undefined;
    const follow = () => {
      const value = select(actor.getSnapshot());
      if (shown && equal(shown.value, value)) return;
      shown = { value };
      applyView(() => setState({ actor, value }));
    };
    // What changed between the render and this effect.
    follow();
    const subscription = actor.subscribe({ next: follow, error: follow, complete: follow });
    return () => subscription.unsubscribe();
    // select and equal: fixed for an actor (see above); state: the value of the render that subscribed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  // Another actor than the one followed so far (a new screen's): its snapshot now, not the old value.
  return state.actor === actor ? state.value : read();
}

const wholeSnapshot = <T>(snapshot: T): T => snapshot;

/**
 * A machine's connect over an actor (the screen's root or a child read from its snapshot): the
 * model and the handlers, re-computed when the actor's snapshot changes (see `useActorValue`).
 */
export function useConnect<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TView>(
  actor: ActorRef<TSnapshot, TEvent>,
  connect: (snapshot: TSnapshot, send: (event: TEvent) => void) => TView,
): TView {
  const snapshot = useActorValue(actor, wholeSnapshot);
  return useMemo(() => connect(snapshot, actor.send), [snapshot, actor, connect]);
}
