import type { SnapshotFrom } from 'xstate';
import { CERTIFICATE_MEAL_DAYS } from '../../domain/constants';
import type { CardSource } from '../payment/payment.machine';
import type { GiftCertificateEvent, giftCertificateMachine } from './gift-certificate.machine';
import { certificateOption, certificatePayLabel, certificateTotal, giftEmailError, type CertificateDays } from './gift-certificate.rules';

export type GiftCertificateSnapshot = SnapshotFrom<typeof giftCertificateMachine>;
/** The purchase's payment child (its progress and errors: `paymentView`). */
export type GiftCertificatePayment = NonNullable<GiftCertificateSnapshot['children']['payment']>;

export interface GiftCertificateView {
  email: string;
  emailError: string | undefined;
  options: Array<{ days: CertificateDays; label: string; selected: boolean }>;
  delivery: 'online' | 'offline';
  /** 'К оплате: 3 990 ₽', or 'Загружаем цену…' until the menu arrives. */
  total: string;
  /** 'Оплатить 3 990 ₽' (the price said before paying). */
  payLabel: string;
  payment: GiftCertificatePayment | undefined;
}

export interface GiftCertificateConnect extends GiftCertificateView {
  changeEmail: (value: string) => void;
  selectDays: (days: number) => void;
  selectDelivery: (delivery: 'online' | 'offline') => void;
  /** Pays with the card form's reader (the payment machine reads it once). */
  pay: (card: CardSource) => void;
}

export function giftCertificateView(snapshot: GiftCertificateSnapshot): GiftCertificateView {
  const { context } = snapshot;
  const chosen = certificateOption(context.mealDays, context.prices[context.mealDays]);
  return {
    email: context.email,
    emailError: giftEmailError(context.email, context.touched),
    options: CERTIFICATE_MEAL_DAYS.map((days) => ({ ...certificateOption(days, context.prices[days]), selected: days === context.mealDays })),
    delivery: context.delivery,
    total: certificateTotal(chosen.price),
    payLabel: certificatePayLabel(chosen.price),
    payment: snapshot.children.payment,
  };
}

export function connectGiftCertificate(snapshot: GiftCertificateSnapshot, send: (event: GiftCertificateEvent) => void): GiftCertificateConnect {
  return {
    ...giftCertificateView(snapshot),
    changeEmail: (value) => send({ type: 'EMAIL.CHANGE', value }),
    selectDays: (days) => send({ type: 'DAYS.SELECT', days }),
    selectDelivery: (delivery) => send({ type: 'DELIVERY.SELECT', delivery }),
    pay: (card) => send({ type: 'PAY', card }),
  };
}
