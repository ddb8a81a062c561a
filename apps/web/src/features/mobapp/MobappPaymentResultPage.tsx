import { useSearch } from 'wouter';
import { MobappPaymentResult } from './MobappPaymentResult';

/** /mob-payment-redirect (MobappPaymentResult): the outcome comes from the provider's return URL. */
export default function MobappPaymentResultPage() {
  return <MobappPaymentResult search={useSearch()} />;
}
