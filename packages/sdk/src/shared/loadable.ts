/**
 * The loadable resource (issue 32): the block every screen that reads the backend opens with,
 *
 *     loading (invoke the load) ── done ──▶ ready
 *        ▲         └──── error ──▶ error ── RETRY ─┘
 *
 * written once. `loadable(machineSetup, { src, input, onDone, onError })` gives the `loading` and
 * `error` states for a machine's `states` (beside its own `ready`); the load's done and error
 * transitions go to `ready` and `error` unless they name their own targets (an array of guarded
 * transitions keeps its own). Typed by the machine's `setup(…)`, so `input`, the actions and
 * their params are checked against the machine's context, actors and actions. The two states carry
 * the tags `loading` and `loadFailed`, so a connect asks `loadStatus(snapshot)`, not state names.
 */

import type { MachineTag, Tagged } from './tags';

/** What `setup(…)` returns, as far as a state's config goes. */
interface MachineSetup {
  createStateConfig: (config: never) => unknown;
}
type StateConfigOf<S extends MachineSetup> = S extends { createStateConfig: (config: infer C) => unknown } ? C : never;
type InvokeOf<S extends MachineSetup> = StateConfigOf<S> extends { invoke?: infer I } ? Extract<NonNullable<I>, { src: unknown }> : never;

/** The two states, by their names (the machine's state value is typed from them). */
export type Loadable<S extends MachineSetup, L extends string, E extends string> = {
  [K in L]: { invoke: InvokeOf<S>; tags?: readonly MachineTag[] };
} & {
  [K in E]: { on: { RETRY: L }; tags?: readonly MachineTag[] };
};

/** The tags of the screen's load (connects read them, never the state names): `loadStatus`. */
export const LOADING_TAG = 'loading' satisfies MachineTag;
export const LOAD_FAILED_TAG = 'loadFailed' satisfies MachineTag;

/** A connect's first question: still loading, failed to load (RETRY), or loaded (undefined: the screen's own status). */
export const loadStatus = (snapshot: Tagged): 'loading' | 'error' | undefined =>
  snapshot.hasTag(LOADING_TAG) ? 'loading' : snapshot.hasTag(LOAD_FAILED_TAG) ? 'error' : undefined;

/**
 * Whether a screen's first load is over, loaded or failed (a reload in the background keeps it so).
 * A panel whose height follows its data holds the panels below it until then (issue 35: drawn
 * before it, they were pushed down when it arrived, the layout shift of the dashboard and the bonus page).
 */
export const loadSettled = (snapshot: Tagged): boolean => !snapshot.hasTag(LOADING_TAG);

export interface LoadableNames<L extends string, E extends string> {
  /** The loading state's name (`loading`). */
  loading?: L;
  /** The error state's name (`error`; some screens say `failed` or `loadError`). */
  error?: E;
  /** Where a loaded resource goes (`ready`). */
  ready?: string;
  /** The screen's load carries the tags `loading` / `loadFailed` (`loadStatus`); a flow's own load inside the screen does not. */
  tagged?: boolean;
}

export function loadable<S extends MachineSetup, L extends string = 'loading', E extends string = 'error'>(
  _setup: S,
  invoke: InvokeOf<S>,
  names: LoadableNames<L, E> = {},
): Loadable<S, L, E> {
  const { loading = 'loading', error = 'error', ready = 'ready', tagged = true } = names;
  const load = invoke as { onDone?: unknown; onError?: unknown };
  const to = (target: string, transition: unknown) =>
    transition === undefined
      ? target
      : typeof transition === 'object' && transition !== null && !Array.isArray(transition) && !('target' in transition)
        ? { target, ...transition }
        : transition;
  return {
    [loading]: {
      invoke: { ...load, onDone: to(ready, load.onDone), onError: to(error, load.onError) },
      ...(tagged ? { tags: [LOADING_TAG] } : {}),
    },
    [error]: { on: { RETRY: loading }, ...(tagged ? { tags: [LOAD_FAILED_TAG] } : {}) },
  } as Loadable<S, L, E>;
}
