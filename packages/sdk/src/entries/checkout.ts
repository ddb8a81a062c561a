/**
 * `@mealflow/sdk/checkout`: paying an order: checkout, address, promo code, reservation timer, auto-tips, payment,
 * SBP, card binding, gift certificate, assist payment, payment result.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * from '../checkout/address/address.connect';
export { addressMachine } from '../checkout/address/address.machine';
export type { AddressMachine } from '../checkout/address/address.machine';
export { provideAddress } from '../checkout/address/address.provide';
export { firstDeliveryOf, suggestionToAddressInfo, unavailableText } from '../checkout/address/address.rules';
export { NEW_ADDRESS } from '../checkout/address/address.types';
export type {
  AddressCheckState,
  AddressCheckState as CheckoutAddressCheckState,
  AddressContext,
  AddressEvent,
  AddressInput,
  AddressReport,
} from '../checkout/address/address.types';
export * from '../checkout/assist-payment/assist-payment.connect';
export { assistPaymentMachine } from '../checkout/assist-payment/assist-payment.machine';
export type {
  AssistOrder,
  AssistPaymentContext,
  AssistPaymentEvent,
  AssistPaymentInput,
  AssistPaymentMachine,
} from '../checkout/assist-payment/assist-payment.machine';
export * from '../checkout/assist-payment/assist-payment.provide';
export * from '../checkout/assist-payment/assist-payment.rules';
export {
  autoTipsBusy,
  autoTipsEnabled,
  autoTipsNeedsCard,
  autoTipsSelectedTip,
  autoTipsView,
  connectAutoTips,
} from '../checkout/auto-tips/auto-tips.connect';
export type { AutoTipsHandlers, AutoTipsSnapshot, AutoTipsView } from '../checkout/auto-tips/auto-tips.connect';
export { autoTipsMachine } from '../checkout/auto-tips/auto-tips.machine';
export type { AutoTipsContext, AutoTipsEvent, AutoTipsInput, AutoTipsMachine } from '../checkout/auto-tips/auto-tips.machine';
export * from '../checkout/auto-tips/auto-tips.provide';
export * from '../checkout/card-binding/card-binding.connect';
export { cardBindingMachine } from '../checkout/card-binding/card-binding.machine';
export type {
  CardBindingContext,
  CardBindingEvent,
  CardBindingInput,
  CardBindingMachine,
  CardBindingOutput,
} from '../checkout/card-binding/card-binding.machine';
export * from '../checkout/card-binding/card-binding.provide';
export {
  BINDING_QUERY,
  CARD_BINDING_TEXTS,
  NO_ORDER_HID,
  bindingChargeKey,
  bindingReturnPath,
} from '../checkout/card-binding/card-binding.rules';
export type * from '../checkout/card-binding/card-binding.types';
export type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutLoaded,
  PrepareInput,
  PrepareOutput,
} from '../checkout/checkout/checkout.actions';
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
} from '../checkout/checkout/checkout.connect';
export type {
  CheckoutChildren,
  CheckoutHandlers,
  CheckoutMode,
  CheckoutSnapshot,
  CheckoutView,
} from '../checkout/checkout/checkout.connect';
export { firstDelivery } from '../checkout/checkout/checkout.dates';
export type { PendingDate } from '../checkout/checkout/checkout.dates';
export { checkoutMachine } from '../checkout/checkout/checkout.machine';
export type { CheckoutMachine } from '../checkout/checkout/checkout.machine';
export { prefetchCheckout } from '../checkout/checkout/checkout.prefetch';
export * from '../checkout/checkout/checkout.provide';
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
} from '../checkout/checkout/checkout.rules';
export type {
  CheckoutQuery,
  CheckoutVariant,
  MethodFacts,
  PayGate,
  PayGateFacts,
  PaymentMethod,
} from '../checkout/checkout/checkout.rules';
export {
  deliveryConfirmationTitle,
  deliveryDays,
  deliverySchedule,
  orderBenefits,
  orderTitle,
  payLabel,
  priceTotal,
  savedCardLabel,
} from '../checkout/checkout/checkout.view';
export type { DateOption, DayChoice, LineFacts, PriceLine, WindowChoice } from '../checkout/checkout/checkout.view';
export { connectGiftCertificate, giftCertificateView } from '../checkout/gift-certificate/gift-certificate.connect';
export type {
  GiftCertificateConnect,
  GiftCertificatePayment,
  GiftCertificateSnapshot,
  GiftCertificateView,
} from '../checkout/gift-certificate/gift-certificate.connect';
export { giftCertificateMachine, provideGiftCertificate } from '../checkout/gift-certificate/gift-certificate.machine';
export type {
  GiftCertificateContext,
  GiftCertificateEvent,
  GiftCertificateInput,
  GiftCertificateMachine,
} from '../checkout/gift-certificate/gift-certificate.machine';
export {
  DEFAULT_CERTIFICATE_DAYS,
  GIFT_CATALOG_PRODUCT,
  GIFT_CITY_ID,
  certificateOption,
  certificatePayLabel,
  certificatePrices,
  certificateTotal,
  giftEmailError,
  giftEmailValid,
} from '../checkout/gift-certificate/gift-certificate.rules';
export type { CertificateDays } from '../checkout/gift-certificate/gift-certificate.rules';
export { cabinetOrderLink, orderFactsOf, resultFacts } from '../checkout/payment-result/payment-result.facts';
export type { ResultFact, ResultOrderFacts } from '../checkout/payment-result/payment-result.facts';
export { paymentResultMachine, providePaymentResult } from '../checkout/payment-result/payment-result.machine';
export type {
  PaymentResultContext,
  PaymentResultEvent,
  PaymentResultInput,
  PaymentResultMachine,
} from '../checkout/payment-result/payment-result.machine';
export * from '../checkout/payment-result/payment-result.connect';
export { canRecall, paymentResultModel, recallSuccessPath, resultVerdict } from '../checkout/payment-result/payment-result.rules';
export type {
  PaidFacts,
  PaymentResultModel,
  RecallOffer,
  ResultLink,
  ResultVerdict,
} from '../checkout/payment-result/payment-result.rules';
export * from '../checkout/payment-result/payment-result';
export * from '../checkout/payment/payment.connect';
export { paymentMachine } from '../checkout/payment/payment.machine';
export type { PaymentMachine } from '../checkout/payment/payment.machine';
export { paidByOf, rememberPaidBy } from '../checkout/payment/payment.paid-by';
export type { PaidBy } from '../checkout/payment/payment.paid-by';
export * from '../checkout/payment/payment.provide';
export {
  CryptogramError,
  PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_RETRY_MS,
  PAYMENT_PROCESSING_POLL_MS,
  PAYMENT_STATUS_TEXTS,
  PAYMENT_UNCERTAIN_RETRY_MS,
  PromoCardError,
  chargeFailureNeedsCheck,
  chargeKey,
  isSafeActionUrl,
  paymentFailureText,
} from '../checkout/payment/payment.rules';
export type * from '../checkout/payment/payment.types';
export * from '../checkout/promocode/promocode.connect';
export {
  CAMPAIGN_PROMOCODES,
  FRIEND_REFERRAL_CODE,
  isPromoInputHidden,
  promoCardBin,
  promocodeMachine,
} from '../checkout/promocode/promocode.machine';
export type {
  PromocodeContext,
  PromocodeEmitted,
  PromocodeEvent,
  PromocodeInput,
  PromocodeMachine,
} from '../checkout/promocode/promocode.machine';
export { providePromocode } from '../checkout/promocode/promocode.provide';
export * as reservationTimerSelectors from '../checkout/reservation-timer/reservation-timer.connect';
export {
  label as reservationLabel,
  reservationTimerView,
  secondsLeft as reservationSecondsLeftOf,
} from '../checkout/reservation-timer/reservation-timer.connect';
export type { ReservationTimerSnapshot, ReservationTimerView } from '../checkout/reservation-timer/reservation-timer.connect';
export {
  TICK_MS,
  provideReservationTimer,
  reservationSecondsLeft,
  reservationTimerMachine,
} from '../checkout/reservation-timer/reservation-timer.machine';
export type {
  ReservationTimerContext,
  ReservationTimerEvent,
  ReservationTimerInput,
  ReservationTimerMachine,
} from '../checkout/reservation-timer/reservation-timer.machine';
export * from '../checkout/sbp/sbp.connect';
export { SBP_BACKOFF_MS, SBP_POLL_MS, SBP_STORAGE_KEY, provideSbp, sbpMachine } from '../checkout/sbp/sbp.machine';
export type { SbpContext, SbpEvent, SbpInput, SbpMachine } from '../checkout/sbp/sbp.machine';
