/**
 * `@mealflow/sdk/checkout`: paying an order: checkout, address, promo code, reservation timer, auto-tips, payment,
 * SBP, card binding, gift certificate, assist payment, payment result.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * as address from '../checkout/address';
export * as assistPayment from '../checkout/assist-payment';
export * as autoTips from '../checkout/auto-tips';
export * as cardBinding from '../checkout/card-binding';
export * as checkout from '../checkout/checkout';
export * as giftCertificate from '../checkout/gift-certificate';
export * as paymentResult from '../checkout/payment-result';
export * as payment from '../checkout/payment';
export * as promocode from '../checkout/promocode';
export * as reservationTimer from '../checkout/reservation-timer';
export * as sbp from '../checkout/sbp';
