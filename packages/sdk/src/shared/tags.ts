/**
 * The tag names machines put on their states and connects read (issue 32): one vocabulary, so a
 * connect asks "is it busy?" (`snapshot.hasTag('busy')`) and not which states are busy. A machine
 * declares `types: { tags: {} as MachineTag }` in its `setup`, so a typo in a state's `tags` or in a
 * connect's `hasTag(…)` fails tsc. A tag says what the screen does, not where the machine is:
 *
 * - `loading` / `loadFailed`: the screen's first load and its failure with RETRY (`loadable()`, `loadStatus`);
 * - `refreshing`: a reload in the background, the shown data stays; `searching`: a search as the user types;
 * - `busy`: a call the screen waits for, its actions disabled;
 * - `saving`, `submitting`, `paying`, `cancelling`, `changing`, `deleting`, `recalling`, `closing`: that call, when the screen names it;
 * - `asking`: a question waits for the user or the backend (a confirm step, a status request);
 * - `open`: the screen's dialog or panel is shown (while its call runs and after it, until closed);
 * - `failed`: the last action failed and says so (not the load: `loadFailed`);
 * - `done`: the screen's flow has finished (a success the screen shows);
 * - `paid`, `charged` / `chargeFailed`, `askFailed`: a payment's outcome as the screen shows it.
 */
export const MACHINE_TAGS = [
  'loading',
  'loadFailed',
  'refreshing',
  'searching',
  'busy',
  'saving',
  'savingAddress',
  'submitting',
  'paying',
  'cancelling',
  'changing',
  'deleting',
  'recalling',
  'closing',
  'asking',
  'open',
  'failed',
  'done',
  'paid',
  'charged',
  'chargeFailed',
  'askFailed',
] as const;

export type MachineTag = (typeof MACHINE_TAGS)[number];

/** What a connect needs of a snapshot to read its tags. */
export interface Tagged {
  hasTag(tag: MachineTag): boolean;
}
