/**
 * The `delivery` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { delivery } from '@mealflow/sdk/cabinet'`, then `delivery.<name>`; unused members are tree-shaken.
 */
export * from './delivery.connect';
export { deliveryMachine } from './delivery.machine';
export type { DeliveryMachine } from './delivery.machine';
export * from './delivery.provide';
export {
  addressFitText,
  asksBeforeMove,
  cutoffFor,
  deliveryCancelTerms,
  deliveryOf,
  firstDeliveryId,
  isBeforeCutoff,
  isChangeable,
  isConfirmable,
  orderForAddressChild,
  savedAddressFit,
  selectableDays,
  skipTarget,
  windowOf,
} from './delivery.rules';
export type { AddressAvailability, DeliverySlot } from './delivery.rules';
export * from './skip.connect';
export type { SkipContext, SkipEvent, SkipInput } from './skip.machine';
export type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from './delivery.types';
