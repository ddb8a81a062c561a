import { setup as xstateSetup, StateMachine, type AnyStateMachine } from 'xstate';

/**
 * XState's `setup`, whose machines build their state tree once, when first used (issue 35).
 *
 * XState builds a machine's tree (a `StateNode` per state, every transition formatted) in the
 * `StateMachine` constructor: once by `createMachine` as the machine's module is evaluated, and again
 * by every `.provide()`, which constructs a new machine from the same config. The app only runs the
 * provided machines, so each tree it built at module load was thrown away unused: on a phone cabinet
 * page about 40 % of the runtime chunk's evaluation, and the machines of a chunk that the page does
 * not start were built too.
 *
 * Here `createMachine` returns a deferred machine: the same config and implementations, and a tree
 * built the first time anything but `config`, `implementations` or `provide` is read (an actor's
 * initial snapshot, a transition, `root`, the graph tools, the inspector). Its `.provide()` merges the
 * implementations as XState's does and returns another deferred machine, without building either
 * tree. Everything read from it is the built `StateMachine`'s (its methods are bound to it, so a
 * snapshot's `machine` is the built one), so what runs is XState's own machine. Typed as XState's
 * `setup`; the SDK's machines take it from here (eslint: `setup`/`createMachine` from 'xstate' are an
 * error in the SDK's source).
 */
export const setup: typeof xstateSetup = ((args: SetupArgs) => {
  const implementations = {
    actors: args.actors ?? {},
    actions: args.actions ?? {},
    guards: args.guards ?? {},
    delays: args.delays ?? {},
  };
  return {
    ...xstateSetup(args as never),
    createMachine: (config: object) => deferredMachine({ ...config, schemas: args.schemas }, implementations),
    extend: (extended: Partial<Implementations>) =>
      setup({
        ...args,
        actions: { ...implementations.actions, ...extended.actions },
        guards: { ...implementations.guards, ...extended.guards },
        delays: { ...implementations.delays, ...extended.delays },
      } as never),
  };
}) as never;

type Implementations = Record<'actors' | 'actions' | 'guards' | 'delays', Record<string, unknown>>;
type SetupArgs = Partial<Implementations> & { schemas?: unknown };

/** How many state trees the deferred machines have built (tests: a provided machine builds one, only when used). */
let builtTrees = 0;
export const machineTreesBuilt = (): number => builtTrees;

function deferredMachine(config: object, implementations: Implementations): AnyStateMachine {
  let built: AnyStateMachine | undefined;
  const machine = (): AnyStateMachine => {
    if (!built) {
      built = new StateMachine(config as never, implementations as never) as AnyStateMachine;
      builtTrees += 1;
    }
    return built;
  };
  const provide = (more: Partial<Implementations>) =>
    deferredMachine(config, {
      actors: { ...implementations.actors, ...more.actors },
      actions: { ...implementations.actions, ...more.actions },
      guards: { ...implementations.guards, ...more.guards },
      delays: { ...implementations.delays, ...more.delays },
    });
  const own: Record<PropertyKey, unknown> = { config, implementations, provide };
  // The target only gives the proxy StateMachine's prototype (`instanceof`); every read goes to the built machine.
  return new Proxy(Object.create(StateMachine.prototype) as AnyStateMachine, {
    get: (_, key) => (Object.hasOwn(own, key) ? own[key] : Reflect.get(machine(), key)),
    set: (_, key, value) => Reflect.set(machine(), key, value),
    has: (_, key) => Object.hasOwn(own, key) || Reflect.has(machine(), key),
    ownKeys: () => Reflect.ownKeys(machine()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(machine(), key),
  });
}
