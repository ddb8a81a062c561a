/**
 * The `address` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { address } from '@mealflow/sdk/checkout'`, then `address.<name>`; unused members are tree-shaken.
 */
export * from './address.connect';
export { addressMachine } from './address.machine';
export type { AddressMachine } from './address.machine';
export { provideAddress } from './address.provide';
export { firstDeliveryOf, suggestionToAddressInfo, unavailableText } from './address.rules';
export { NEW_ADDRESS } from './address.types';
export type {
  AddressCheckState,
  AddressCheckState as CheckoutAddressCheckState,
  AddressContext,
  AddressEvent,
  AddressInput,
  AddressReport,
} from './address.types';
