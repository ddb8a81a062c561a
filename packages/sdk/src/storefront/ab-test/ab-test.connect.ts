import type { SnapshotFrom } from 'xstate';
import type { ActiveTestsState } from '../../domain/active-tests';
import type { abTestMachine } from './ab-test.machine';
import { EMPTY_VARIATION } from './ab-test.rules';

export type AbTestSnapshot = SnapshotFrom<typeof abTestMachine>;

export interface AbTestRow {
  name: string;
  /** '' = the empty variation (the test need not run for this visitor). */
  variation: string;
  running: boolean;
  gaDimensionIndex: number;
  cookieExpirationDays: number;
}

/** The second brand's analytics flag: 'off' on the first brand's storefront. */
export type SecondBrandFlagState = 'off' | 'initialising' | 'set' | 'missing';

export interface AbTestView {
  /** A change is waiting out the 300 ms before the tests are re-initialised. */
  pending: boolean;
  rows: AbTestRow[];
  runs: number;
  /** What the running variations set (flow, composition and who set them). */
  active: ActiveTestsState;
  secondBrandFlag: SecondBrandFlagState;
}

/** The variation of one test ('' when it does not run or is unknown). */
export const abVariation = (snapshot: AbTestSnapshot, name: string): string => snapshot.context.allocations[name] ?? EMPTY_VARIATION;

/** Whether the visitor is in a given variation of a test. */
export const isInVariation = (snapshot: AbTestSnapshot, name: string, key: string): boolean => abVariation(snapshot, name) === key;

/**
 * The landing's phone form shows 'Собрать своё меню': the visitor is in the `custom_menu_button`
 * variation of `landing_custom_menu` (running-tests.ts). The page decides where it is offered at all
 * (`offersCustomMenu`, funnel.payload.ts).
 */
export const customMenuButtonShown = (snapshot: AbTestSnapshot): boolean =>
  isInVariation(snapshot, 'landing_custom_menu', 'custom_menu_button');

const FLAG_STATES: readonly SecondBrandFlagState[] = ['initialising', 'set', 'missing'];

/** Where the second brand's analytics flag is. */
export const secondBrandFlagState = (snapshot: AbTestSnapshot): SecondBrandFlagState =>
  FLAG_STATES.find((state) => snapshot.matches({ secondBrandFlag: state })) ?? 'off';

/** The allocation table (the inspector panel and the story show it). */
export function abTestView(snapshot: AbTestSnapshot): AbTestView {
  const { context } = snapshot;
  return {
    pending: snapshot.matches({ allocation: 'pending' }),
    runs: context.runs,
    active: context.active,
    secondBrandFlag: secondBrandFlagState(snapshot),
    rows: context.tests.map((test) => {
      const variation = context.allocations[test.name] ?? EMPTY_VARIATION;
      return {
        name: test.name,
        variation,
        running: variation !== EMPTY_VARIATION,
        gaDimensionIndex: test.gaDimensionIndex,
        cookieExpirationDays: test.cookieExpirationDays,
      };
    }),
  };
}
