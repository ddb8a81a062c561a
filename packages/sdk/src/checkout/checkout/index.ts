/**
 * The `checkout` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { checkout } from '@mealflow/sdk/checkout'`, then `checkout.<name>`; unused members are tree-shaken.
 */
export type { CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutLoaded, PrepareInput, PrepareOutput } from './checkout.actions';
export {
  DRINKS_PER_ADD,
  METHOD_LABELS,
  checkoutAddressActor,
  checkoutAvailableMethods,
  checkoutBusy,
  checkoutCanPay,
  checkoutChildren,
  checkoutMode,
  checkoutSelectedMethod,
  checkoutView,
  connectCheckout,
} from './checkout.connect';
export type { CheckoutChildren, CheckoutHandlers, CheckoutMode, CheckoutSnapshot, CheckoutView } from './checkout.connect';
export { firstDelivery, type PendingDate } from './checkout.dates';
export { checkoutMachine, type CheckoutMachine } from './checkout.machine';
export { prefetchCheckout } from './checkout.prefetch';
export * from './checkout.provide';
export {
  NAME_PATTERN,
  SAFE_DELIVERY_OPTION_ID,
  availableMethods,
  canAddDrinksTo,
  cashUnavailableReason,
  checkoutQueryOf,
  cashUnavailableWithDrinks,
  closeTarget,
  defaultMethod,
  hasFreeDelivery,
  isLongationNotUnformed,
  isPaid,
  isSubscriptionOrder,
  isTrialOrder,
  methodAfterOrderChange,
  payButtonKind,
  payGate,
  paymentFlowOf,
  savedCardIdOf,
  sbpOffered,
  validEmail,
  validFirstName,
  validLastName,
} from './checkout.rules';
export type { CheckoutQuery, CheckoutVariant, MethodFacts, PayGate, PayGateFacts, PaymentMethod } from './checkout.rules';
export {
  deliveryConfirmationTitle,
  deliveryDays,
  deliverySchedule,
  orderBenefits,
  orderTitle,
  payLabel,
  priceTotal,
  savedCardLabel,
} from './checkout.view';
export type { DateOption, DayChoice, LineFacts, PriceLine, WindowChoice } from './checkout.view';
