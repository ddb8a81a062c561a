import type { SnapshotFrom } from 'xstate';
import { CERTIFICATE_MEAL_DAYS } from '../../domain/constants';
import type { CardSource } from '../payment/payment.machine';
import type { GiftCertificateEvent, giftCertificateMachine } from './gift-certificate.machine';
import {
  certificateOption,
  certificatePayLabel,
  certificateTotal,
  giftCourierDates,
  giftCourierErrors,
  giftEmailError,
  type CertificateDays,
} from './gift-certificate.rules';
import { CHECKOUT_VIEW_TEXTS as T } from '../../domain/checkout-texts';
import { METHOD_LABELS } from '../checkout/checkout.connect';
import { cardMaskText } from '../../domain/card-mask';
import { formatDateWithWeekday, formatDeliveryWindow, type DeliveryWindowType } from '../../domain/dates';

export type GiftCertificateSnapshot = SnapshotFrom<typeof giftCertificateMachine>;
/** The purchase's payment child (its progress and errors: `paymentView`). */
export type GiftCertificatePayment = NonNullable<GiftCertificateSnapshot['children']['payment']>;

export interface GiftCertificateView {
  email: string;
  emailError: string | undefined;
  options: Array<{ days: CertificateDays; label: string; selected: boolean }>;
  delivery: 'online' | 'offline';
  /** The e-mail field's label: the recipient's (online) or the buyer's (offline: the courier brings it). */
  emailLabel: string;
  /** Offline: the courier's address, flat, day and window (undefined online: nothing to ask). */
  courier: GiftCourierView | undefined;
  /** A new card, and the saved one when the client has it ('Сохранённой картой •••• 4242'). */
  methods: Array<{ method: 'creditCard' | 'card'; label: string; selected: boolean }>;
  /** The new-card form is shown (a new card is chosen). */
  cardFormShown: boolean;
  /** 'К оплате: 3 990 ₽', or 'Загружаем цену…' until the menu arrives. */
  total: string;
  /** 'Оплатить 3 990 ₽' (the price said before paying). */
  payLabel: string;
  payment: GiftCertificatePayment | undefined;
}

export interface GiftCourierView {
  address: string;
  flat: string;
  /** 'Укажите адрес с номером дома' / 'Выберите день доставки', once the visitor tried to pay. */
  addressError: string | undefined;
  dateError: string | undefined;
  /** Tomorrow and the 6 days after: 'пт, 05.12.2026'. */
  dates: Array<{ date: string; label: string; selected: boolean }>;
  windows: Array<{ window: DeliveryWindowType; label: string; selected: boolean }>;
}

export interface GiftCertificateConnect extends GiftCertificateView {
  changeCourierAddress: (value: string) => void;
  changeCourierFlat: (value: string) => void;
  selectCourierDate: (date: string) => void;
  selectCourierWindow: (window: DeliveryWindowType) => void;
  changeEmail: (value: string) => void;
  selectDays: (days: number) => void;
  selectDelivery: (delivery: 'online' | 'offline') => void;
  /** Pays with the card form's reader (the payment machine reads it once); the saved card needs none. */
  pay: (card?: CardSource) => void;
  selectMethod: (method: 'creditCard' | 'card') => void;
}

function courierView(context: GiftCertificateSnapshot['context']): GiftCourierView {
  const { courier } = context;
  const errors = context.touched ? giftCourierErrors(courier) : { address: undefined, date: undefined };
  return {
    address: courier.address,
    flat: courier.flat,
    addressError: errors.address,
    dateError: errors.date,
    dates: giftCourierDates(context.today).map((date) => ({ date, label: formatDateWithWeekday(date), selected: date === courier.date })),
    windows: (['morning', 'evening'] as const).map((window) => ({
      window,
      label: formatDeliveryWindow({ type: window }),
      selected: window === courier.window,
    })),
  };
}

export function giftCertificateView(snapshot: GiftCertificateSnapshot): GiftCertificateView {
  const { context } = snapshot;
  const chosen = certificateOption(context.mealDays, context.prices[context.mealDays]);
  return {
    email: context.email,
    emailError: giftEmailError(context.email, context.touched),
    options: CERTIFICATE_MEAL_DAYS.map((days) => ({
      ...certificateOption(days, context.prices[days]),
      selected: days === context.mealDays,
    })),
    delivery: context.delivery,
    emailLabel: context.delivery === 'offline' ? 'Ваш e-mail' : 'E-mail получателя сертификата',
    courier: context.delivery === 'offline' ? courierView(context) : undefined,
    methods: context.savedCard
      ? [
          { method: 'creditCard', label: METHOD_LABELS.creditCard, selected: context.method === 'creditCard' },
          { method: 'card', label: T.savedCard(cardMaskText(context.savedCard.mask)), selected: context.method === 'card' },
        ]
      : [],
    cardFormShown: context.method === 'creditCard',
    total: certificateTotal(chosen.price),
    payLabel: certificatePayLabel(chosen.price),
    payment: snapshot.children.payment,
  };
}

export function connectGiftCertificate(
  snapshot: GiftCertificateSnapshot,
  send: (event: GiftCertificateEvent) => void,
): GiftCertificateConnect {
  return {
    ...giftCertificateView(snapshot),
    changeEmail: (value) => send({ type: 'EMAIL.CHANGE', value }),
    selectDays: (days) => send({ type: 'DAYS.SELECT', days }),
    selectDelivery: (delivery) => send({ type: 'DELIVERY.SELECT', delivery }),
    pay: (card) => send(card ? { type: 'PAY', card } : { type: 'PAY' }),
    selectMethod: (method) => send({ type: 'METHOD.SELECT', method }),
    changeCourierAddress: (value) => send({ type: 'COURIER.ADDRESS', value }),
    changeCourierFlat: (value) => send({ type: 'COURIER.FLAT', value }),
    selectCourierDate: (date) => send({ type: 'COURIER.DATE', date }),
    selectCourierWindow: (window) => send({ type: 'COURIER.WINDOW', window }),
  };
}
