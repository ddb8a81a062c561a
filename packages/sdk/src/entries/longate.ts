/** The extension (longate) flow and the burning bonuses: calls, schemas, machines (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { longateCalls } from '../api/endpoints/longate';
export { LongateBonus, LongateBonusesRequest, LongateBonusesResponse, LongateOrderResponse, LongateRequest } from '../api/schemas/longate';
export { LONGATE_TEXTS, longateMachine } from '../cabinet/longate/longate.machine';
export { provideLongate } from '../cabinet/longate/longate.provide';
export { isLongationOrder, isLongationRefusal, isOtherPlan as isOtherLongatePlan, longateAvailable, longatePageOf, payMethodsOf, savedCardOf } from '../cabinet/longate/longate.rules';
export type { LongateConfirmed, LongateContext, LongateEvent, LongateInput, LongateLoaded, LongatePage, LongatePayMethod } from '../cabinet/longate/longate.types';
export type { LongateMachine } from '../cabinet/longate/longate.machine';
export { connectLongate, LONGATE_VIEW_TEXTS, longateChildren, longateView } from '../cabinet/longate/longate.connect';
export type { LongateChildren, LongateHandlers, LongateSnapshot, LongateView } from '../cabinet/longate/longate.connect';
export {
  bonusesText, connectLongateBonuses, LONGATE_BONUS_TEXTS, longateBonusesMachine, longateBonusesView, provideLongateBonuses,
} from '../cabinet/longate/longate-bonuses.machine';
export type {
  LongateBonusesContext, LongateBonusesInput, LongateBonusesMachine, LongateBonusesView, LongateBonusRow,
} from '../cabinet/longate/longate-bonuses.machine';
