import { setComposition, setFlow } from '../../domain/active-tests';
import { createAbTest, type AbTest } from './ab-test.rules';

/**
 * The A/B tests the site runs (personal-cabinet §3, §4), one home: the app's runtime, its stories
 * and the SDK's tests read them from here. Validated at creation (`createAbTest`): a bad sum of
 * probabilities or a repeated key throws with a Russian message. A variation is forced by its cookie
 * `ab_{name}` (e.g. `ab_landing_composition=new`): a known key is kept, never drawn again.
 */
export const RUNNING_AB_TESTS: readonly AbTest[] = [
  createAbTest({
    name: 'landing_custom_menu',
    variations: [
      { key: 'control', probability: 0.5 },
      /** The optional 'Собрать своё меню' button of the landing's phone form. */
      { key: 'custom_menu_button', probability: 0.5 },
    ],
    cookieExpirationDays: 30,
    gaDimensionIndex: 7,
  }),
  /** The active tests state's composition: the order of the landing's blocks below the hero (`landingBlocks`). */
  createAbTest({
    name: 'landing_composition',
    variations: [
      { key: 'old', probability: 0.5, execute: [setComposition('old')] },
      { key: 'new', probability: 0.5, execute: [setComposition('new')] },
    ],
    cookieExpirationDays: 30,
    gaDimensionIndex: 8,
  }),
  /** The active tests state's flow: TryCustomization's order opens the order wizard (hard) or its checkout (easy). */
  createAbTest({
    name: 'try_customization_flow',
    variations: [
      { key: 'hard', probability: 0.5, execute: [setFlow('hard')] },
      { key: 'easy', probability: 0.5, execute: [setFlow('easy')] },
    ],
    cookieExpirationDays: 30,
    gaDimensionIndex: 9,
  }),
];

/** One of the running tests by its name; throws for a name the site does not run. */
export function runningAbTest(name: string): AbTest {
  const test = RUNNING_AB_TESTS.find((t) => t.name === name);
  if (!test) throw new Error(`A/B-тест «${name}» не запущен`);
  return test;
}
