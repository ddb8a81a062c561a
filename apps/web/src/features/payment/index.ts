/** What other features may use of the payment: the card form and the SBP dialog (result pages are routes). */
export { CardForm, type CardFormHandle } from './CardForm';
export { MethodPay } from './MethodPay';
export { SbpDialog } from './SbpDialogLazy';
export { PaymentNotice } from './PaymentNotice';
export { PaymentProgress } from './PaymentProgress';
export { PaymentResultSummary } from './PaymentResultSummary';
