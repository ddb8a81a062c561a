/**
 * The `cardBinding` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { cardBinding } from '@mealflow/sdk/checkout'`, then `cardBinding.<name>`; unused members are tree-shaken.
 */
export * from './card-binding.connect';
export { cardBindingMachine } from './card-binding.machine';
export type { CardBindingContext, CardBindingEvent, CardBindingInput, CardBindingMachine, CardBindingOutput } from './card-binding.machine';
export * from './card-binding.provide';
export { BINDING_QUERY, CARD_BINDING_TEXTS, NO_ORDER_HID, bindingChargeKey, bindingReturnPath } from './card-binding.rules';
export type * from './card-binding.types';
