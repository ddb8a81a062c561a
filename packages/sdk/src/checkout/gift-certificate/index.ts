/**
 * The `giftCertificate` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { giftCertificate } from '@mealflow/sdk/checkout'`, then `giftCertificate.<name>`; unused members are tree-shaken.
 */
export { connectGiftCertificate, giftCertificateView } from './gift-certificate.connect';
export type {
  GiftCertificateConnect,
  GiftCertificatePayment,
  GiftCertificateSnapshot,
  GiftCertificateView,
} from './gift-certificate.connect';
export { giftCertificateMachine, provideGiftCertificate } from './gift-certificate.machine';
export type {
  GiftCertificateContext,
  GiftCertificateEvent,
  GiftCertificateInput,
  GiftCertificateMachine,
} from './gift-certificate.machine';
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
} from './gift-certificate.rules';
export type { CertificateDays } from './gift-certificate.rules';
