import type { DeliveryWindowType } from '../../domain/dates';
import type { CardSource } from '../payment/payment.types';
import type { CertificateDays } from './gift-certificate.rules';

// The gift-certificate machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface GiftCertificateInput {
  /** The logged-in client's e-mail, to start with. */
  email?: string | undefined;
  /** The service's ISO date today (the clock port's): an offline certificate comes from tomorrow. */
  today?: string | undefined;
  /** The client's saved card (`savedCardIdOf` of the profile) and its mask: offered beside a new card. */
  savedCard?: { id: string; mask: string | undefined } | undefined;
}

export interface GiftCertificateContext {
  email: string;
  mealDays: CertificateDays;
  delivery: 'online' | 'offline';
  /** The visitor tried to pay: a wrong e-mail is now said. */
  touched: boolean;
  /** Roubles by days, from the activate-gift menu (empty until it arrives). */
  prices: Partial<Record<number, number>>;
  /** Offline: where and when the courier brings it (the address as typed, the flat, the day, the window). */
  courier: { address: string; flat: string; date: string | undefined; window: DeliveryWindowType };
  today: string;
  /** A new card (the form) or the saved one (`payments/charge-token-gift-certificate-purchases`). */
  method: 'creditCard' | 'card';
  savedCard: { id: string; mask: string | undefined } | undefined;
}

export type GiftCertificateEvent =
  | { type: 'EMAIL.CHANGE'; value: string }
  | { type: 'DAYS.SELECT'; days: number }
  | { type: 'DELIVERY.SELECT'; delivery: 'online' | 'offline' }
  | { type: 'COURIER.ADDRESS'; value: string }
  | { type: 'COURIER.FLAT'; value: string }
  /** A day of `giftCourierDates(today)` and a window. */
  | { type: 'COURIER.DATE'; date: string }
  | { type: 'COURIER.WINDOW'; window: DeliveryWindowType }
  | { type: 'METHOD.SELECT'; method: 'creditCard' | 'card' }
  /** Pay with the card form's reader (read once by the payment machine; never kept here); none with the saved card. */
  | { type: 'PAY'; card?: CardSource | undefined }
  /** From the catalogue child: the certificate prices. */
  | { type: 'PRICES'; prices: Partial<Record<number, number>> };
