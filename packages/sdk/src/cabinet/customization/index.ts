/**
 * The `customization` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { customization } from '@mealflow/sdk/cabinet'`, then `customization.<name>`; unused members are tree-shaken.
 */
export * from './customization.connect';
export { choicesOf, customizationMachine, surchargeMethods } from './customization.machine';
export type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationMachine } from './customization.machine';
export * from './customization.provide';
export { checkoutPathOf, dayLock, packsPathOf, wizardPathOf } from './customization.rules';
export type { DayLock, MenuDayDelivery } from './customization.rules';
export type * from './customization.types';
