/**
 * Which one state a screen shows (issue 32): a connect's table of rows `[state, what the screen
 * calls it]`, the first row the machine is in wins, else `fallback`. The one place a connect asks a
 * state name, where a tag would be artificial (a step, a page, a dialog); flags are tags
 * (`shared/tags.ts`). The rows are checked against the machine's state values, so a typo fails tsc.
 */
export function shownState<V, R, F>(
  snapshot: { matches(value: V): boolean },
  rows: ReadonlyArray<readonly [NoInfer<V>, R]>,
  fallback: F,
): R | F {
  for (const [state, shown] of rows) if (snapshot.matches(state)) return shown;
  return fallback;
}
