export { ThreeDsReturnPage as default } from './PaymentResultPage';
