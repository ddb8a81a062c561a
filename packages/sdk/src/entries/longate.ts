/** The extension (longate) flow and the burning bonuses: calls, schemas, machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { longateCalls } from '../api/endpoints/longate';
export { LongateBonus, LongateBonusesRequest, LongateBonusesResponse, LongateOrderResponse, LongateRequest } from '../api/schemas/longate';
export { LONGATE_TEXTS, longateMachine } from '../machines/longate/longate.machine';
export { provideLongate } from '../machines/longate/longate.provide';
export { isLongationOrder, isLongationRefusal, isOtherPlan as isOtherLongatePlan, longateAvailable, longatePageOf, payMethodsOf, savedCardOf } from '../machines/longate/longate.rules';
export type { LongateConfirmed, LongateContext, LongateEvent, LongateInput, LongateLoaded, LongateMachine, LongatePage, LongatePayMethod } from '../machines/longate/longate.types';
export { connectLongate, LONGATE_VIEW_TEXTS, longateChildren, longateView } from '../machines/longate/longate.connect';
export type { LongateChildren, LongateHandlers, LongateSnapshot, LongateView } from '../machines/longate/longate.connect';
export {
  bonusesText, connectLongateBonuses, LONGATE_BONUS_TEXTS, longateBonusesMachine, longateBonusesView, provideLongateBonuses,
} from '../machines/longate/longate-bonuses.machine';
export type {
  LongateBonusesContext, LongateBonusesInput, LongateBonusesMachine, LongateBonusesView, LongateBonusRow,
} from '../machines/longate/longate-bonuses.machine';
