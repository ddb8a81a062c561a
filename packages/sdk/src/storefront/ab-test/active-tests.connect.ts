import type { ActiveTestsState, TestsComposition, TestsFlow } from '../../domain/active-tests';
import type { AbTestSnapshot } from './ab-test.connect';

/**
 * The active tests state's selectors (personal-cabinet §3), apart from `ab-test.connect.ts` so a
 * screen that reads only them (the landing, in its first chunk) imports no allocation rules or texts.
 */

/** The active tests state: flow, composition, variationActionsDomain. */
export const activeTests = (snapshot: AbTestSnapshot): ActiveTestsState => snapshot.context.active;

/** The order flow of 'Собрать своё меню': 'hard' (the order wizard first) or 'easy' (straight to the checkout). */
export const testsFlow = (snapshot: AbTestSnapshot): TestsFlow => snapshot.context.active.flow;

/** The landing's composition: 'old' or 'new' (`landingBlocks`). */
export const testsComposition = (snapshot: AbTestSnapshot): TestsComposition => snapshot.context.active.composition;
