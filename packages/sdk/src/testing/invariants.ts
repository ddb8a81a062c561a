/**
 * Invariants checked on generated paths (issue 34), in the style of XState's model-based and
 * property-based testing examples: a machine's pure transition function is driven along
 * - every shortest and every simple path @xstate/graph generates from a set of events, and
 * - random walks through the machine's model fast-check generates (and, on a failure, shrinks),
 * and each invariant is asked at every step of every path, with the whole path so far (so one can
 * say "never two charges on one path" as well as "the pay button is never enabled while paying").
 * Nothing runs: invoked actors are not started and their answers are events of the path.
 */
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from '@xstate/graph';
import fc from 'fast-check';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/** One step of a path: the event taken (`xstate.init` first) and the snapshot it led to. */
export interface PathStep<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> {
  event: EventObject;
  snapshot: TSnapshot;
}

/** Holds on a path (the steps so far, the last one being checked). */
export type Invariant<TSnapshot extends AnyMachineSnapshot = AnyMachineSnapshot> = (path: ReadonlyArray<PathStep<TSnapshot>>) => boolean;

export interface PathOptions<TSnapshot extends AnyMachineSnapshot> {
  events: EventObject[];
  input?: unknown;
  invariants: Record<string, Invariant<TSnapshot>>;
  /** What tells two states apart for the graph (value and the context the guards read). */
  serializeState?: (snapshot: TSnapshot) => string;
}

const describePath = (path: ReadonlyArray<PathStep>) =>
  path.map((step) => `${step.event.type} → ${JSON.stringify(step.snapshot.value)}`).join(' | ');

function check<TSnapshot extends AnyMachineSnapshot>(
  path: ReadonlyArray<PathStep<TSnapshot>>,
  invariants: Record<string, Invariant<TSnapshot>>,
): string[] {
  const violations: string[] = [];
  for (let end = 1; end <= path.length; end++) {
    const prefix = path.slice(0, end);
    for (const [name, holds] of Object.entries(invariants))
      if (!holds(prefix)) violations.push(`${name}: ${describePath(prefix as ReadonlyArray<PathStep>)}`);
    if (violations.length) break;
  }
  return violations;
}

/**
 * Every shortest path the graph generates, and every simple one (`simplePaths`; `simpleLimit` caps
 * the states traversed: a big machine's simple paths are too many, its random paths stand in), each
 * step checked.
 */
export function invariantsOnGraphPaths<TSnapshot extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  {
    events,
    input,
    invariants,
    serializeState,
    simplePaths = true,
    simpleLimit = 20_000,
  }: PathOptions<TSnapshot> & { simplePaths?: boolean; simpleLimit?: number },
): { paths: number; violations: string[] } {
  const options = {
    events: events as never,
    ...(input !== undefined ? { input: input as never } : {}),
    ...(serializeState ? { serializeState: serializeState as never } : {}),
  };
  const shortest = getShortestPaths(machine, options);
  const simple = simplePaths ? getSimplePaths(machine, { ...options, limit: simpleLimit } as never) : [];
  const violations: string[] = [];
  for (const generated of [...shortest, ...simple]) {
    const steps = generated.steps as unknown as Array<{ event: EventObject; state: TSnapshot }>;
    const path = steps.map((step) => ({ event: step.event, snapshot: step.state }));
    violations.push(...check(path, invariants));
    if (violations.length > 5) break;
  }
  return { paths: shortest.length + simple.length, violations };
}

/**
 * Random walks through the machine's model (its adjacency map from `events`: every state the events
 * lead to, and where each event takes it), `runs` walks of up to `maxLength` steps chosen by
 * fast-check, which shrinks a failing walk to the shortest; returns the first violation or undefined.
 */
export function invariantsOnRandomPaths<TSnapshot extends AnyMachineSnapshot>(
  machine: AnyStateMachine,
  {
    events,
    input,
    invariants,
    serializeState,
    runs = 300,
    maxLength = 40,
    seed,
  }: PathOptions<TSnapshot> & { runs?: number; maxLength?: number; seed?: number },
): string | undefined {
  const adjacency = getAdjacencyMap(machine, {
    events: events as never,
    ...(input !== undefined ? { input: input as never } : {}),
    ...(serializeState ? { serializeState: serializeState as never } : {}),
  }) as unknown as Record<string, { state: TSnapshot; transitions: Record<string, { event: EventObject; state: TSnapshot }> }>;
  const serialize = (snapshot: TSnapshot) => (serializeState ? serializeState(snapshot) : serializeSnapshot(snapshot as never));
  const [start] = Object.keys(adjacency);
  if (start === undefined) throw new Error('the machine has no initial state');
  const result = fc.check(
    fc.property(fc.array(fc.nat(), { maxLength }), (choices) => {
      let key = start;
      const path: Array<PathStep<TSnapshot>> = [
        { event: { type: 'xstate.init' }, snapshot: (adjacency[key] as { state: TSnapshot }).state },
      ];
      for (const choice of choices) {
        const next = Object.values(adjacency[key]?.transitions ?? {});
        const taken = next[choice % Math.max(1, next.length)];
        if (!taken) break;
        path.push({ event: taken.event, snapshot: taken.state });
        key = serialize(taken.state);
      }
      const violations = check(path, invariants);
      if (violations.length) throw new Error(violations[0]);
    }),
    { numRuns: runs, ...(seed !== undefined ? { seed } : {}) },
  );
  return result.failed ? String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance) : undefined;
}

/** How many times a path entered a state (it was not in it at the step before). */
export function entries(path: ReadonlyArray<PathStep>, value: Parameters<AnyMachineSnapshot['matches']>[0]): number {
  let count = 0;
  path.forEach((step, index) => {
    const before = index > 0 ? path[index - 1]?.snapshot.matches(value) : false;
    if (step.snapshot.matches(value) && !before) count += 1;
  });
  return count;
}
