/** `@mealflow/sdk/checkout`: The checkout and its payments: checkout, address (with its suggestions), promo code, reservation timer, auto-tips, payment, SBP, gift certificate. Every name here is also exported by `@mealflow/sdk`. */
export {
  ADDRESS_STATE_TEXT, addressBusy, addressStatusText, addressCheckState, addressError, addressHint, addressView, connectAddress,
} from '../checkout/address/address.connect';
export type { AddressHandlers, AddressOption, AddressSnapshot, AddressView } from '../checkout/address/address.connect';
export {
  addressMachine, firstDeliveryOf, NEW_ADDRESS, suggestionToAddressInfo, unavailableText,
} from '../checkout/address/address.machine';
export { provideAddress } from '../checkout/address/address.provide';
export type {
  AddressCheckState, AddressContext, AddressEvent, AddressInput, AddressMachine, AddressReport,
} from '../checkout/address/address.machine';
export {
  autoTipsBusy, autoTipsEnabled, autoTipsNeedsCard, autoTipsSelectedTip, autoTipsView, connectAutoTips,
} from '../checkout/auto-tips/auto-tips.connect';
export type { AutoTipsHandlers, AutoTipsSnapshot, AutoTipsView } from '../checkout/auto-tips/auto-tips.connect';
export { autoTipsMachine, provideAutoTips } from '../checkout/auto-tips/auto-tips.machine';
export type {
  AutoTipsContext, AutoTipsEvent, AutoTipsInput, AutoTipsMachine,
} from '../checkout/auto-tips/auto-tips.machine';
export {
  checkoutAddressActor, checkoutAvailableMethods, checkoutBusy, checkoutCanPay, checkoutChildren, checkoutMode,
  checkoutSelectedMethod, checkoutView, connectCheckout, DRINKS_PER_ADD, METHOD_LABELS,
} from '../checkout/checkout/checkout.connect';
export type {
  CheckoutChildren, CheckoutHandlers, CheckoutMode, CheckoutSnapshot, CheckoutView, DateOption, DayChoice, LineFacts, PriceLine, WindowChoice,
} from '../checkout/checkout/checkout.connect';
export {
  cardMaskText, deliveryConfirmationTitle, deliveryDays, deliverySchedule, orderBenefits, orderTitle, payLabel, priceTotal, savedCardLabel,
} from '../checkout/checkout/checkout.view';
export { checkoutMachine, firstDelivery, payGate } from '../checkout/checkout/checkout.machine';
export { provideCheckout } from '../checkout/checkout/checkout.provide';
export { prefetchCheckout } from '../checkout/checkout/checkout.prefetch';
export type {
  AddressCheckState as CheckoutAddressCheckState, CheckoutContext, CheckoutEvent, CheckoutInput, CheckoutLoaded, PayGate, PendingDate,
  PrepareInput, PrepareOutput,
} from '../checkout/checkout/checkout.machine';
export {
  availableMethods, canAddDrinksTo, cashUnavailableReason, cashUnavailableWithDrinks, closeTarget, defaultMethod,
  hasFreeDelivery, isCustomOrder, isLongationNotUnformed, isPaid, isSubscriptionOrder, isTrialOrder, methodAfterOrderChange,
  NAME_PATTERN, payButtonKind, paymentFlowOf, SAFE_DELIVERY_OPTION_ID, savedCardIdOf, sbpOffered, validEmail, validFirstName,
  validLastName,
} from '../checkout/checkout/checkout.rules';
export type { CheckoutQuery, CheckoutVariant, MethodFacts, PayGateFacts, PaymentMethod } from '../checkout/checkout/checkout.rules';
export { threeDsReturnTarget } from '../checkout/payment-result/payment-result';
export { paymentResultMachine, paymentResultView, providePaymentResult } from '../checkout/payment-result/payment-result.machine';
export type { PaymentResultContext, PaymentResultEvent, PaymentResultInput, PaymentResultMachine } from '../checkout/payment-result/payment-result.machine';
export { canRecall, paymentResultModel, recallSuccessPath, resultVerdict } from '../checkout/payment-result/payment-result.rules';
export type { PaidFacts, PaymentResultModel, RecallOffer, ResultLink, ResultVerdict } from '../checkout/payment-result/payment-result.rules';
export { cabinetOrderLink, orderFactsOf, paidByOf, rememberPaidBy, resultFacts } from '../checkout/payment-result/payment-result.facts';
export type { PaidBy, ResultFact, ResultOrderFacts } from '../checkout/payment-result/payment-result.facts';
export { paymentHandlers, paymentView } from '../checkout/payment/payment.connect';
export type { PaymentView } from '../checkout/payment/payment.connect';
export { paymentMachine } from '../checkout/payment/payment.machine';
export type {
  CardData, CardSource, ChargeOutcome, CreatedPayment, GiftDetails, PaymentContext, PaymentEvent, PaymentInput,
  PaymentMachine, PaymentOutput, PaymentReport, PaymentState, PayMethod,
} from '../checkout/payment/payment.machine';
export {
  askPaymentState, paymentSuccessPath, providePayment, PURCHASE_QUERY,
} from '../checkout/payment/payment.provide';
export {
  chargeFailureNeedsCheck, chargeKey, CryptogramError, isSafeActionUrl, PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_RETRY_MS, PAYMENT_PROCESSING_POLL_MS, PAYMENT_STATUS_TEXTS, PAYMENT_UNCERTAIN_RETRY_MS,
  paymentFailureText, PromoCardError,
} from '../checkout/payment/payment.rules';
export {
  connectPromocode, promoApplied, promoBusy, promocodeView, promoError, promoMessage, showApplyButton,
} from '../checkout/promocode/promocode.connect';
export type { PromocodeHandlers, PromocodeSnapshot, PromocodeView } from '../checkout/promocode/promocode.connect';
export {
  CAMPAIGN_PROMOCODES, FRIEND_REFERRAL_CODE, isPromoInputHidden, promoCardBin, promocodeMachine, providePromocode,
} from '../checkout/promocode/promocode.machine';
export type {
  PromocodeContext, PromocodeEmitted, PromocodeEvent, PromocodeInput, PromocodeMachine,
} from '../checkout/promocode/promocode.machine';
export * as reservationTimerSelectors from '../checkout/reservation-timer/reservation-timer.connect';
export {
  label as reservationLabel, secondsLeft as reservationSecondsLeftOf, reservationTimerView,
} from '../checkout/reservation-timer/reservation-timer.connect';
export type {
  ReservationTimerSnapshot, ReservationTimerView,
} from '../checkout/reservation-timer/reservation-timer.connect';
export {
  provideReservationTimer, reservationSecondsLeft, reservationTimerMachine, TICK_MS,
} from '../checkout/reservation-timer/reservation-timer.machine';
export type {
  ReservationTimerContext, ReservationTimerEvent, ReservationTimerInput, ReservationTimerMachine,
} from '../checkout/reservation-timer/reservation-timer.machine';
export { provideSbp, SBP_BACKOFF_MS, SBP_POLL_MS, SBP_STORAGE_KEY, sbpMachine } from '../checkout/sbp/sbp.machine';
export { SBP_NO_CONNECTION_NOTE, sbpView } from '../checkout/sbp/sbp.connect';
export type { SbpContext, SbpEvent, SbpInput, SbpMachine } from '../checkout/sbp/sbp.machine';
export type { SbpView } from '../checkout/sbp/sbp.connect';
export type { CheckoutMachine } from '../checkout/checkout/checkout.machine';
export { connectGiftCertificate, giftCertificateView } from '../checkout/gift-certificate/gift-certificate.connect';
export type {
  GiftCertificateConnect, GiftCertificatePayment, GiftCertificateSnapshot, GiftCertificateView,
} from '../checkout/gift-certificate/gift-certificate.connect';
export { giftCertificateMachine, provideGiftCertificate } from '../checkout/gift-certificate/gift-certificate.machine';
export type {
  GiftCertificateContext, GiftCertificateEvent, GiftCertificateInput, GiftCertificateMachine,
} from '../checkout/gift-certificate/gift-certificate.machine';
export {
  certificateOption, certificatePayLabel, certificatePrices, certificateTotal, DEFAULT_CERTIFICATE_DAYS, GIFT_CATALOG_PRODUCT,
  GIFT_CITY_ID, giftEmailError, giftEmailValid,
} from '../checkout/gift-certificate/gift-certificate.rules';
export type { CertificateDays } from '../checkout/gift-certificate/gift-certificate.rules';
