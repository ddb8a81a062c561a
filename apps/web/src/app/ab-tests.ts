import { createAbTest } from '@mealflow/sdk';

/**
 * The app's A/B tests (personal-cabinet §3, §4). Definitions are validated at creation: a bad
 * sum of probabilities or a repeated key throws with a Russian message.
 */
export const AB_TESTS = [
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
];
