/**
 * The `longate` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { longate } from '@mealflow/sdk/cabinet'`, then `longate.<name>`; unused members are tree-shaken.
 */
export * from './longate-bonuses.connect';
export { longateBonusesMachine, provideLongateBonuses } from './longate-bonuses.machine';
export type { LongateBonusesContext, LongateBonusesInput, LongateBonusesMachine } from './longate-bonuses.machine';
export * from './longate.connect';
export { LONGATE_TEXTS, longateMachine } from './longate.machine';
export type { LongateContext, LongateEvent, LongateInput, LongateMachine, LongatePage, LongatePayMethod } from './longate.machine';
export * from './longate.provide';
export {
  isLongationRefusal,
  isOtherPlan as isOtherLongatePlan,
  longatePageOf,
  longateResultOf,
  payMethodsOf,
  savedCardOf,
} from './longate.rules';
export type * from './longate.types';
