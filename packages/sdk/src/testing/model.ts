/**
 * Model-based coverage helpers over @xstate/graph: which state nodes and which transitions of a
 * machine a set of events reaches. Async actors are modelled by their `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` events and delays by `xstate.after.<delay>.<stateId>`, so the machine's
 * own transition function is explored without running anything.
 */
import { getAdjacencyMap } from '@xstate/graph';
import type { AnyStateMachine, EventObject, StateValue } from 'xstate';

interface NodeLike {
  path: string[];
  id: string;
  type: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, Array<{ eventType: string; target?: readonly NodeLike[] | undefined; source: NodeLike }>>;
  always?: unknown[] | undefined;
  initial?: { target: readonly NodeLike[] } | undefined;
}

/**
 * A target that may be passed through at once (it, or the child it starts in, has eventless
 * transitions): the resting state after the event need not be inside it.
 */
function mayPassThrough(node: NodeLike): boolean {
  if (node.always?.length) return true;
  return (node.initial?.target ?? []).some(mayPassThrough);
}

const root = (machine: AnyStateMachine) => machine.root as unknown as NodeLike;

function walk(node: NodeLike, visit: (node: NodeLike) => void) {
  visit(node);
  for (const child of Object.values(node.states)) walk(child, visit);
}

/** Every state node below the root, as dotted paths ('check.saving'). */
export function allStatePaths(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  walk(root(machine), (node) => {
    if (node.path.length) out.push(node.path.join('.'));
  });
  return out;
}

/** A dotted path as a state value to `matches()`: 'a.b.c' → { a: { b: 'c' } }. */
export function pathToValue(path: readonly string[]): StateValue {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length === 0 ? head : { [head]: pathToValue(rest) };
}

export interface Coverage {
  states: Set<string>;
  /** Transitions with a target or an event handler, as 'source --EVENT--> target'. */
  transitions: string[];
  covered: Set<string>;
  missingStates: string[];
  missingTransitions: string[];
}

/**
 * Explores the machine from `input` with `events` (every event tried in every state) and reports
 * the state nodes and the event transitions (source, event type, target) that were reached.
 * Eventless (`always`) transitions are followed but not listed: their targets show as states.
 */
export function coverage(
  machine: AnyStateMachine,
  options: {
    events: EventObject[];
    input?: unknown;
    serializeState?: (snapshot: { value: unknown; context: unknown }) => string;
    limit?: number;
  },
): Coverage {
  const map = getAdjacencyMap(machine, {
    events: options.events as never,
    ...(options.input !== undefined ? { input: options.input as never } : {}),
    ...(options.serializeState ? { serializeState: options.serializeState as never } : {}),
    ...(options.limit ? { limit: options.limit } : {}),
  });
  const entries = Object.values(map) as Array<{
    state: { value: StateValue; matches: (v: StateValue) => boolean };
    transitions: Record<string, { event: EventObject; state: { matches: (v: StateValue) => boolean } }>;
  }>;

  const states = new Set<string>();
  for (const entry of entries) {
    const flatten = (v: unknown, prefix: string[] = []): void => {
      if (prefix.length) states.add(prefix.join('.'));
      if (typeof v === 'string') states.add([...prefix, v].join('.'));
      else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) flatten(child, [...prefix, k]);
    };
    flatten(entry.state.value);
  }

  const transitions: string[] = [];
  const covered = new Set<string>();
  walk(root(machine), (node) => {
    for (const [eventType, defs] of node.transitions) {
      if (eventType === '' || eventType === '*') continue;
      for (const def of defs) {
        const targets = def.target ?? [];
        const label = `${node.path.join('.') || '(root)'} --${eventType}--> ${targets.map((t) => t.path.join('.')).join(',') || '(self)'}`;
        if (transitions.includes(label)) continue;
        transitions.push(label);
        const hit = entries.some(
          (entry) =>
            (node.path.length === 0 || entry.state.matches(pathToValue(node.path))) &&
            Object.values(entry.transitions).some(
              (step) =>
                step.event.type === eventType &&
                targets.every((t) => t.path.length === 0 || mayPassThrough(t) || step.state.matches(pathToValue(t.path))),
            ),
        );
        if (hit) covered.add(label);
      }
    }
  });

  const all = allStatePaths(machine);
  return {
    states,
    transitions,
    covered,
    missingStates: all.filter((p) => !states.has(p)),
    missingTransitions: transitions.filter((t) => !covered.has(t)),
  };
}
