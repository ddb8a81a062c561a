/** Menu customisation (machine, connect, rules). Every name here is also exported by `@mealflow/sdk`. */
export { customizationMachine, choicesOf, surchargeMethods } from '../cabinet/customization/customization.machine';
export { provideCustomization } from '../cabinet/customization/customization.provide';
export { canChangeDishes, checkoutPathOf, dayLock, packsPathOf, wizardPathOf } from '../cabinet/customization/customization.rules';
export type { DayLock, MenuDayDelivery } from '../cabinet/customization/customization.rules';
export { connectCustomization, customizationPayment, customizationView } from '../cabinet/customization/customization.connect';
export type {
  CustomDayView, CustomizationHandlers, CustomizationSnapshot, CustomizationStatus, CustomizationView, CustomMealOption, CustomMealView, SurchargeView,
} from '../cabinet/customization/customization.connect';
export type { CustomDish, CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationLoaded, CustomizationVariant, MealRef, AcceptOutput, SurchargeMethod } from '../cabinet/customization/customization.types';
export type { CustomizationMachine } from '../cabinet/customization/customization.machine';
export {
  applyCustomChange, applyDraft, changedMeals, changeKind, choicesOfDays, CUSTOMIZATION_TEXTS, isCustomizableMenuType, mealAfter, mealTitles, offeredDishes, packsOfDay,
} from '../domain/customization';
export type { CustomChange, CustomChangeKind, DraftDeliveryContent, MealAction, MealChoice, MealChoices } from '../domain/customization';
export { customMenuExtra, draftPriceDifference, isPaidDelivery, limitProblem } from '../domain/customization-limits';
export type { DeliveryLimits } from '../domain/customization-limits';
