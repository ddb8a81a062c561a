import { fromPromise, type AnyActorLogic, type AnyActorRef, type AnyActorScope, type EventObject, type Snapshot } from 'xstate';

/**
 * A child machine whose code loads when the parent needs it, not with the parent (issue 35: the SBP
 * machine is 2.5 KB gzip a longation loads only when the client pays by SBP).
 *
 * `logic` goes where the child's logic went (`parentLogic.provide({ actors: { sbp: child.logic } })`);
 * it hands every call XState makes (initial snapshot, transition, start, persist, restore) to the
 * loaded machine, so the parent, its `sendTo`, its `onDone` and the screens' `children.sbp` see the
 * child machine itself. `load()` loads it once (a failed load is tried again by the next call): the
 * parent's provide function awaits it in the async step that leads to the state invoking the child,
 * before that step's request, so nothing is asked of the server when the code cannot load and the
 * step's own error handling (its message, its retry) covers the failure. A child invoked before its
 * code has loaded is not started: it fails at once, and the parent gets `xstate.error.actor.<id>`.
 */
export interface LazyChild<TLogic extends AnyActorLogic> {
  /** The child's logic for the parent's `.provide({ actors })`, typed as the loaded machine. */
  readonly logic: TLogic;
  /** Loads the child's code once; resolves when `logic` can be invoked. */
  load(): Promise<void>;
}

type Scope = AnyActorScope;

export function lazyChild<TLogic extends AnyActorLogic>(name: string, loader: () => Promise<TLogic>): LazyChild<TLogic> {
  let loaded: TLogic | undefined;
  let loading: Promise<void> | undefined;
  const failed: AnyActorLogic = fromPromise<never>(() =>
    Promise.reject(new Error(`${name}: invoked before its code loaded (await load() first)`)),
  );
  // Each running child stays on the logic that made its first snapshot.
  const owners = new WeakMap<AnyActorRef, AnyActorLogic>();
  const own = (scope: Scope): AnyActorLogic => {
    const logic = owners.get(scope.self) ?? loaded ?? failed;
    owners.set(scope.self, logic);
    return logic;
  };
  const calls: AnyActorLogic = {
    getInitialSnapshot: (scope: Scope, input: unknown) => own(scope).getInitialSnapshot(scope, input),
    transition: (snapshot: Snapshot<unknown>, event: EventObject, scope: Scope) => own(scope).transition(snapshot, event, scope),
    start: (snapshot: Snapshot<unknown>, scope: Scope) => own(scope).start?.(snapshot, scope),
    restoreSnapshot: (snapshot: Snapshot<unknown>, scope: Scope) => {
      const owner = own(scope);
      return owner.restoreSnapshot ? owner.restoreSnapshot(snapshot, scope) : snapshot;
    },
    getPersistedSnapshot: (snapshot: Snapshot<unknown>, options?: unknown) => (loaded ?? failed).getPersistedSnapshot(snapshot, options),
  };
  // Everything else (`id`, `root`, `definition`, `config`…) is the loaded machine's: an inspector (the
  // Stately inspector, the stories' actor registry, `?inspect`) sees the child as the machine it is.
  const current = (): AnyActorLogic => loaded ?? failed;
  const logic = new Proxy(calls, {
    get: (target, key) => Reflect.get(key in target ? target : current(), key),
    has: (target, key) => key in target || key in current(),
  });
  return {
    // The delegate answers every call XState makes of an actor's logic; its type is the loaded machine's.
    logic: logic as TLogic,
    load: () =>
      (loading ??= loader().then(
        (machine) => {
          loaded = machine;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}

/**
 * The place of a child in the parent's `setup({ actors })` when its provide function supplies it
 * (through `lazyChild`): typed as the child machine, without importing the machine's code. Unprovided,
 * an invocation fails at once (`xstate.error.actor.<id>`), as every other unprovided actor does.
 */
export const childSlot = <TLogic extends AnyActorLogic>(name: string): TLogic =>
  lazyChild<TLogic>(name, () => Promise.reject(new Error(`${name}: not provided`))).logic;
