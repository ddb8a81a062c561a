import type { AnyStateMachine } from 'xstate';

/**
 * A machine's statechart as Mermaid `stateDiagram-v2` text, generated from the machine definition
 * (no hand drawing): its states (compound ones as nested boxes, parallel regions separated by
 * `--`), initial states, and every transition with a target, labelled with its event, guard and
 * delay. Invoked actors' done/error events read 'done: load' / 'error: load', delayed ones
 * 'after sbpPoll', eventless ones 'always'. Targetless handlers (actions only) are left out.
 * statecharts.test.ts writes each machine's text under docs/machines/ and fails when a machine
 * changed without its diagram; the `?inspect` dev panel draws a live actor's machine with it.
 */
interface GuardLike {
  type?: unknown;
}
interface TransitionLike {
  eventType: string;
  target?: readonly NodeLike[] | undefined;
  guard?: GuardLike | string | ((...args: never[]) => unknown) | undefined;
  reenter?: boolean;
}
interface NodeLike {
  key: string;
  path: string[];
  type: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[] | undefined;
  initial?: { target: readonly NodeLike[] } | undefined;
}

/**
 * The diagram's ids of a machine's state nodes: a state's own key where no other state has it
 * (renderers show the id inside compound states), else its path joined with '_'.
 */
function idsOf(root: NodeLike): (node: NodeLike) => string {
  const counts = new Map<string, number>();
  const count = (node: NodeLike) => {
    counts.set(node.key, (counts.get(node.key) ?? 0) + 1);
    for (const child of Object.values(node.states)) count(child);
  };
  for (const child of Object.values(root.states)) count(child);
  return (node) => {
    if (node.path.length === 0) return 'root';
    const id = counts.get(node.key) === 1 && !['root', 'state', 'direction', 'end'].includes(node.key) ? node.key : node.path.join('_');
    return id.replace(/[^\w]/g, '_');
  };
}

function guardText(guard: TransitionLike['guard']): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  const type = guard.type;
  if (typeof type === 'string') return type;
  if (typeof type === 'function') return (type as { name?: string }).name || 'guard';
  return 'guard';
}

/** 'xstate.done.actor.load' → 'done: load'; 'xstate.after.sbpPoll.sbp.waiting.pause' → 'after sbpPoll'. */
export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (stateDone) return `done: ${stateDone[1]}`;
  return eventType === '' ? 'always' : eventType;
}

/** Mermaid's label text: no colon-like breakers or quotes. */
const label = (text: string) => text.replace(/[:;"]/g, (c) => (c === ':' ? '∶' : ' ')).trim();

/** The diagram ids of the leaf states a snapshot value is in (`{ normal: 'idle' }` → ['idle']), to highlight them. */
export function activeIds(machine: AnyStateMachine, value: unknown): string[] {
  const root = machine.root as unknown as NodeLike;
  const idOf = idsOf(root);
  const out: string[] = [];
  const visit = (node: NodeLike, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) out.push(idOf(child));
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        const child = node.states[key];
        if (!child) continue;
        if (inner && typeof inner === 'object' && Object.keys(inner).length === 0) out.push(idOf(child));
        else visit(child, inner);
      }
    }
  };
  visit(root, value);
  return out;
}

/** The event types the states a snapshot value is in (and their ancestors) handle, XState's own left out. */
export function acceptedEvents(machine: AnyStateMachine, value: unknown): string[] {
  const out = new Set<string>();
  const visit = (node: NodeLike, v: unknown) => {
    for (const type of node.transitions.keys()) if (type !== '' && type !== '*' && !type.startsWith('xstate.')) out.add(type);
    if (typeof v === 'string') {
      const child = node.states[v];
      if (child) visit(child, undefined);
    } else if (v && typeof v === 'object') {
      for (const [key, inner] of Object.entries(v)) {
        const child = node.states[key];
        if (child) visit(child, inner);
      }
    }
  };
  visit(machine.root as unknown as NodeLike, value);
  return [...out].sort();
}

export function statechart(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  const root = machine.root as unknown as NodeLike;
  const idOf = idsOf(root);

  const declare = (node: NodeLike, indent: string) => {
    const children = Object.values(node.states).filter((child) => child.type !== 'history');
    const id = idOf(node);
    if (children.length === 0) {
      lines.push(`${indent}state "${node.key}" as ${id}${node.type === 'final' ? ' <<final>>' : ''}`);
      if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
      return;
    }
    lines.push(`${indent}state "${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
    body(node, children, `${indent}  `);
    lines.push(`${indent}}`);
  };

  const body = (node: NodeLike, children: NodeLike[], indent: string) => {
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        declare(child, indent);
      });
      return;
    }
    const initial = node.initial?.target[0];
    if (initial) lines.push(`${indent}[*] --> ${idOf(initial)}`);
    for (const child of children) declare(child, indent);
  };

  const walk = (node: NodeLike) => {
    const all: TransitionLike[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of all) {
      for (const target of transition.target ?? []) {
        const guard = guardText(transition.guard);
        const text = label(`${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`);
        const edge = `  ${idOf(node)} --> ${idOf(target)} : ${text}`;
        if (!edges.includes(edge)) edges.push(edge);
      }
    }
    for (const child of Object.values(node.states)) walk(child);
  };

  const children = Object.values(root.states).filter((child) => child.type !== 'history');
  if (children.length === 0) lines.push(`  state "${machine.id}" as root`);
  else if (root.type === 'parallel') {
    // Mermaid separates regions ('--') inside a composite state only: a parallel root is one.
    lines.push(`  state "${machine.id} (parallel)" as root {`);
    body(root, children, '    ');
    lines.push('  }');
  } else body(root, children, '  ');
  walk(root);
  return `${[...lines, ...edges].join('\n')}\n`;
}
