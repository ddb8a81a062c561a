/** Menu customisation (machine, connect, rules). Every name here is also exported by `@mealflow/sdk`. */
export { customizationMachine, choicesOf, surchargeMethods } from '../machines/customization/customization.machine';
export { provideCustomization } from '../machines/customization/customization.provide';
export { canChangeDishes, checkoutPathOf, dayLock, packsPathOf, wizardPathOf } from '../machines/customization/customization.rules';
export type { DayLock, MenuDayDelivery } from '../machines/customization/customization.rules';
export { connectCustomization, customizationPayment, customizationView } from '../machines/customization/customization.connect';
export type {
  CustomDayView, CustomizationHandlers, CustomizationSnapshot, CustomizationStatus, CustomizationView, CustomMealOption, CustomMealView, SurchargeView,
} from '../machines/customization/customization.connect';
export type {
  CustomDish, CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationLoaded, CustomizationMachine, CustomizationVariant, MealRef, AcceptOutput, SurchargeMethod,
} from '../machines/customization/customization.types';
export {
  applyCustomChange, applyDraft, changedMeals, changeKind, choicesOfDays, CUSTOMIZATION_TEXTS, isCustomizableMenuType, mealAfter, mealTitles, offeredDishes, packsOfDay,
} from '../domain/customization';
export type { CustomChange, CustomChangeKind, DraftDeliveryContent, MealAction, MealChoice, MealChoices } from '../domain/customization';
export { customMenuExtra, draftPriceDifference, isPaidDelivery, limitProblem } from '../domain/customization-limits';
export type { DeliveryLimits } from '../domain/customization-limits';
