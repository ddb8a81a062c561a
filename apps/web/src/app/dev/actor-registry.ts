import type { ActorRefLike, AnyActorLogic, AnyStateMachine, EventObject, InspectionEvent } from 'xstate';

/** One actor seen by the registry: its machine (if it is one), latest snapshot and last events. */
export interface LiveActor {
  readonly ref: ActorRefLike;
  /** The machine's id (`checkout`, `sbp` …); undefined for promise and callback actors. */
  readonly machineId: string | undefined;
  /** Undefined until its first snapshot (an actor's snapshot cannot be read while it initialises). */
  snapshot: unknown;
  /** The last events it received, newest last (at most the registry's `eventLimit`). */
  readonly events: EventObject[];
}

/** Whether an actor's logic is a state machine (it has a state tree). */
export function isStateMachine(logic: AnyActorLogic | undefined): logic is AnyStateMachine {
  return (
    typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic && typeof (logic as { id: unknown }).id === 'string'
  );
}

/**
 * The actors of one runtime's actor systems, kept from XState's inspection events (the runtime's
 * `inspect` option reaches every actor of every system it starts, children included). Stories
 * check the state they declare against it (test/story-actors.ts); the `?inspect` dev panel lists it.
 */
export function createActorRegistry({ eventLimit = 10 }: { eventLimit?: number } = {}) {
  const actors = new Map<string, LiveActor>();
  const listeners = new Set<() => void>();
  const entry = (ref: ActorRefLike): LiveActor => {
    let actor = actors.get(ref.sessionId);
    if (!actor) {
      const logic = (ref as { logic?: AnyActorLogic }).logic;
      actor = { ref, machineId: isStateMachine(logic) ? logic.id : undefined, snapshot: undefined, events: [] };
      actors.set(ref.sessionId, actor);
    }
    return actor;
  };
  const inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.actor') entry(event.actorRef);
    else if (event.type === '@xstate.snapshot') entry(event.actorRef).snapshot = event.snapshot;
    else if (event.type === '@xstate.event') {
      const events = entry(event.actorRef).events;
      events.push(event.event);
      if (events.length > eventLimit) events.splice(0, events.length - eventLimit);
    } else return;
    for (const listener of listeners) listener();
  };
  return {
    inspect,
    /** Every actor seen so far, oldest first. */
    list: (): LiveActor[] => [...actors.values()],
    /** Called after every change (a new actor, snapshot or event). */
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ActorRegistry = ReturnType<typeof createActorRegistry>;

/**
 * A state named as XState names a state node, the machine's id then the path
 * (`checkout.ready.payment.paying`), as a state value for `snapshot.matches`.
 */
export function stateValueOf(path: readonly string[]): string | Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('an empty state path');
  return rest.length === 0 ? head : { [head]: stateValueOf(rest) };
}

/** Whether an actor of machine `stateId`'s first segment is in that state (`checkout.ready.drinks.added`). */
export function someActorIn(registry: ActorRegistry, stateId: string): boolean {
  const [machineId, ...path] = stateId.split('.');
  return registry.list().some((actor) => {
    if (actor.machineId !== machineId) return false;
    if (path.length === 0) return true;
    const snapshot = actor.snapshot as { matches?: (value: unknown) => boolean } | undefined;
    return typeof snapshot?.matches === 'function' && snapshot.matches(stateValueOf(path));
  });
}

/** The current state ids of a registry's machine actors (for a failing story's message). */
export function currentStates(registry: ActorRegistry): string[] {
  return registry.list().flatMap((actor) => {
    const value = (actor.snapshot as { value?: unknown } | undefined)?.value;
    return actor.machineId === undefined || value === undefined ? [] : [`${actor.machineId}: ${JSON.stringify(value)}`];
  });
}
