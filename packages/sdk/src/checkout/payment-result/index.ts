/**
 * The `paymentResult` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { paymentResult } from '@mealflow/sdk/checkout'`, then `paymentResult.<name>`; unused members are tree-shaken.
 */
export { cabinetOrderLink, orderFactsOf, resultFacts } from './payment-result.facts';
export type { ResultFact, ResultOrderFacts } from './payment-result.facts';
export { paymentResultMachine, providePaymentResult } from './payment-result.machine';
export type { PaymentResultContext, PaymentResultEvent, PaymentResultInput, PaymentResultMachine } from './payment-result.machine';
export * from './payment-result.connect';
export { canRecall, paymentResultModel, recallSuccessPath, resultVerdict } from './payment-result.rules';
export type { PaidFacts, PaymentResultModel, RecallOffer, ResultLink, ResultVerdict } from './payment-result.rules';
export * from './payment-result';
