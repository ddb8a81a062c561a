/**
 * The active tests state (personal-cabinet §3 "A/B test": "Active tests state: variationActionsDomain,
 * flow (hard|easy), composition (old|new)"): what the running A/B variations set, as data. A
 * variation's `execute` is a list of these actions; the A/B test machine folds the running
 * variations' actions over the defaults (`activeTestsState` in `storefront/ab-test/ab-test.rules.ts`).
 *
 * Ours where the spec names only the fields (storefront/ab-test/README.md):
 * - `flow` is the order flow of the landing's 'Собрать своё меню' (TryCustomization): `hard` builds
 *   the menu in the order wizard before the checkout (`OrderWizardInTryCustomization`), `easy` goes
 *   straight to the checkout (`SingleStepOrderInTryCustomization`); see `tryCustomizationCheckoutIn`.
 * - `composition` is the order of the landing's blocks below the hero (`landingBlocks`).
 * - `variationActionsDomain` is the part of the state the running variations act on: for each
 *   key, the test and variation that set it. A key no running variation sets keeps its default, so a
 *   visitor who leaves a test's audience returns to the defaults of that test's keys; a key another
 *   running test set first stays that test's (the first declared test wins).
 */

export type TestsFlow = 'hard' | 'easy';
export type TestsComposition = 'old' | 'new';

/** One action a variation runs (its `execute`). */
export type VariationAction = { type: 'setFlow'; flow: TestsFlow } | { type: 'setComposition'; composition: TestsComposition };

/** The keys of the state a variation's actions may set. */
export type ActiveTestsKey = 'flow' | 'composition';

/** The running variation that set a key. */
export interface VariationOwner {
  test: string;
  variation: string;
}

export interface ActiveTestsState {
  /** Key → the test and variation that set it; a key absent here has its default. */
  variationActionsDomain: Readonly<Partial<Record<ActiveTestsKey, VariationOwner>>>;
  flow: TestsFlow;
  composition: TestsComposition;
}

/** Nobody in a test: the menu is built before the checkout, the landing as it was. */
export const DEFAULT_ACTIVE_TESTS: ActiveTestsState = Object.freeze({
  variationActionsDomain: Object.freeze({}),
  flow: 'hard',
  composition: 'old',
});

export const setFlow = (flow: TestsFlow): VariationAction => ({ type: 'setFlow', flow });
export const setComposition = (composition: TestsComposition): VariationAction => ({ type: 'setComposition', composition });

/** The key an action sets. */
export const actionKey = (action: VariationAction): ActiveTestsKey => (action.type === 'setFlow' ? 'flow' : 'composition');

/**
 * Runs one action of a running variation: sets its key and records the owner, unless another
 * test already owns the key (the first declared running test wins; the same test may set it again).
 */
export function applyVariationAction(state: ActiveTestsState, action: VariationAction, owner: VariationOwner): ActiveTestsState {
  const key = actionKey(action);
  const current = state.variationActionsDomain[key];
  if (current && current.test !== owner.test) return state;
  const domain = { ...state.variationActionsDomain, [key]: owner };
  return action.type === 'setFlow'
    ? { ...state, flow: action.flow, variationActionsDomain: domain }
    : { ...state, composition: action.composition, variationActionsDomain: domain };
}
