/**
 * Every state machine of the SDK, found from its public surface rather than listed by hand: the
 * exported machines, what each `provide*` function binds, and, below each, the child machines it
 * invokes or spawns (`implementations.actors`). The state-coverage table (apps/web) and the
 * generated statechart diagrams (docs/machines) read it, so a new machine or state shows up in both.
 */
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { MealflowDeps } from '@mealflow/sdk';

interface StateNodeLike {
  path: string[];
  type: string;
  states: Record<string, StateNodeLike>;
}

/**
 * The runtime names of the SDK's areas as one record: each feature group (`export * as funnel from …`,
 * a module namespace) gives its members, and an area's own names (`prefetchCabinet` …) stay as they are.
 */
export function areaMembers(...areas: object[]): Record<string, unknown> {
  const members: Record<string, unknown> = {};
  for (const area of areas)
    for (const [name, value] of Object.entries(area))
      if (Object.prototype.toString.call(value) === '[object Module]') Object.assign(members, value);
      else members[name] = value;
  return members;
}

/** Whether a value is a state machine (XState's StateMachine: a root state node and an id). */
export function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'implementations' in value &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/** The child machines a machine may invoke or spawn, by their `src` names. */
export function childMachines(machine: AnyStateMachine): AnyStateMachine[] {
  const actors = (machine.implementations.actors ?? {}) as Record<string, AnyActorLogic | unknown>;
  return Object.values(actors).filter(isMachine);
}

/** A machine and every machine below it, each once (by machine id), the machine first. */
export function machineWithChildren(machine: AnyStateMachine, seen = new Map<string, AnyStateMachine>()): Map<string, AnyStateMachine> {
  if (seen.has(machine.id)) return seen;
  seen.set(machine.id, machine);
  for (const child of childMachines(machine)) machineWithChildren(child, seen);
  return seen;
}

/**
 * The machines of a module's exports (the SDK's index): its exported machines and what its
 * `provide*` functions return for `deps`, children included; sorted by machine id.
 */
export function machineCatalog(exports: Record<string, unknown>, deps: MealflowDeps): Map<string, AnyStateMachine> {
  const seen = new Map<string, AnyStateMachine>();
  for (const [name, value] of Object.entries(exports)) {
    if (isMachine(value)) machineWithChildren(value, seen);
    else if (typeof value === 'function' && /^provide[A-Z]/.test(name)) {
      const bound: unknown = (value as (deps: MealflowDeps) => unknown)(deps);
      if (isMachine(bound)) machineWithChildren(bound, seen);
    }
  }
  return new Map([...seen].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A machine's leaf states (atomic and final nodes; history nodes are not states one can be in),
 * named as XState names state nodes: the machine's id, then the path (`checkout.ready.payment.paying`).
 */
export function leafStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: StateNodeLike) => {
    const children = Object.values(node.states).filter((child) => child.type !== 'history');
    if (children.length === 0) {
      if (node.type !== 'history') out.push([machine.id, ...node.path].join('.'));
      return;
    }
    for (const child of children) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return out;
}
