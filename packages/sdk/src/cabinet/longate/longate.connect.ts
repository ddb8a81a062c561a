import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { RETRY } from '../../domain/messages';
import { formatDayMonth } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { buildPath } from '../../routing/match';
import { longatePath } from '../../routing/routes';
import { deliveryRows, type DeliveryRowView } from '../order-detail/delivery-rows';
import { orderCard } from '../orders-list/orders-list.connect';
import type { CardSource, paymentMachine } from '../../checkout/payment/payment.machine';
import type { SbpMachine } from '../../checkout/sbp/sbp.machine';
import type { longateMachine } from './longate.machine';
import { payMethodsOf, savedCardOf } from './longate.rules';
import type { LongateEvent, LongatePage, LongatePayMethod } from './longate.types';
import { loadStatus } from '../../shared/loadable';

export type LongateSnapshot = SnapshotFrom<typeof longateMachine>;

/** The flow's words (ours: the spec names the pages, not their texts). */
export const LONGATE_VIEW_TEXTS = {
  title: 'Продление заказа',
  loading: 'Загружаем продление…',
  retry: RETRY,
  refusedTitle: 'Продлить этот заказ нельзя',
  toCabinet: 'В личный кабинет',
  toOrders: 'К заказам',
  continues: 'Рацион продолжится без перерыва',
  deliveries: 'Доставки',
  change: 'Изменить рацион',
  changeTitle: 'Выберите срок продления',
  pay: 'Оплатить продление',
  payTitle: 'Оплата продления',
  cancel: 'Отменить продление',
  cancelTitle: 'Отменить продление?',
  cancelText: 'Заказ на продление будет отменён. Доставки после текущего заказа не придут.',
  keep: 'Не отменять',
  back: 'Назад к продлению',
  toPay: 'К оплате',
  current: 'Сейчас',
  methods: { creditCard: 'Новая карта', card: 'Сохранённая карта', sbp: 'СБП' },
};

export interface LongateView {
  status: 'loading' | 'error' | 'refused' | 'ready' | 'cancelled';
  page: LongatePage;
  /** The load failure, with 'Повторить'. */
  error: string | undefined;
  /** Why the order cannot be extended, in words (the raw server text is only logged). */
  refusal: string | undefined;
  summary:
    | {
        /** 'Фит'. */
        lineTitle: string;
        /** '6 дней'. */
        daysText: string;
        personsText: string;
        /** '30 ноября – 4 декабря'. */
        periodText: string | undefined;
        /** What the longation costs ('9 540 ₽'). */
        amountText: string;
      }
    | undefined;
  deliveries: DeliveryRowView[];
  plans: {
    options: Array<{ id: number; title: string; priceText: string; current: boolean }>;
    changing: boolean;
    error: string | undefined;
  };
  payment: {
    methods: Array<{ method: LongatePayMethod; label: string; selected: boolean }>;
    method: LongatePayMethod;
    /** '•••• 4242' of the saved card. */
    savedCardText: string | undefined;
    /** A payment is under way (the button is disabled; its screens say what happens). */
    busy: boolean;
    error: string | undefined;
  };
  cancel: { cancelling: boolean; error: string | undefined };
  links: {
    overview: string;
    deliveries: string;
    change: string;
    creditcard: string;
    cancel: string;
    cabinet: string;
    longatedOrder: string | undefined;
  };
  texts: typeof LONGATE_VIEW_TEXTS;
}

export interface LongateHandlers {
  retry: () => void;
  /** The route's page (the screen sends it when the URL changes). */
  showPage: (page: LongatePage) => void;
  selectPlan: (planId: number) => void;
  changeMethod: (method: LongatePayMethod) => void;
  /** `card` reads the card form (new card only). */
  pay: (card?: CardSource) => void;
  /** Close the SBP screens / keep the longation. */
  dismiss: () => void;
  confirmCancel: () => void;
}

export function longateView(snapshot: LongateSnapshot): LongateView {
  const { context } = snapshot;
  const { order, hid } = context;
  const status = loadStatus(snapshot) ?? (snapshot.matches('refused') ? 'refused' : snapshot.matches('cancelled') ? 'cancelled' : 'ready');
  const card = order ? orderCard(order) : undefined;
  const dates = (order?.deliveries ?? []).map((d) => d.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  const saved = savedCardOf(context.profile);
  return {
    status,
    page: context.page,
    error: status === 'error' ? context.loadError : undefined,
    refusal: status === 'refused' ? context.refusal : undefined,
    summary:
      order && card
        ? {
            lineTitle: card.title,
            daysText: card.daysText,
            personsText: card.personsText,
            periodText:
              first && last ? (first === last ? formatDayMonth(first) : `${formatDayMonth(first)} – ${formatDayMonth(last)}`) : undefined,
            amountText: formatMoney(order.deb_price, order.city_id),
          }
        : undefined,
    deliveries: order ? deliveryRows(order).map((row) => ({ ...row, link: undefined })) : [],
    plans: {
      options: (order?.pricePlans ?? []).map((p) => ({
        id: p.id,
        title: p.title ?? `${p.mealDays}`,
        // The plans are the order's: listed only with it, in its city's money.
        priceText: order ? formatMoney(p.price, order.city_id) : '',
        current: p.id === order?.price_plan_id,
      })),
      changing: snapshot.hasTag('changing'),
      error: context.planError,
    },
    payment: {
      methods: payMethodsOf(order, context.profile).map((method) => ({
        method,
        label: LONGATE_VIEW_TEXTS.methods[method],
        selected: method === context.method,
      })),
      method: context.method,
      savedCardText: saved ? `•••• ${saved.mask.replace(/\D/g, '').slice(-4)}` : undefined,
      busy: snapshot.hasTag('paying'),
      error: context.payError,
    },
    cancel: { cancelling: snapshot.hasTag('cancelling'), error: context.cancelError },
    links: {
      overview: longatePath(hid),
      deliveries: longatePath(hid, 'deliveries'),
      change: longatePath(hid, 'change'),
      creditcard: longatePath(hid, 'creditcard'),
      cancel: longatePath(hid, 'cancel'),
      cabinet: '/dashboard',
      longatedOrder: context.longatedOrderId ? buildPath('SingleOrder', { hid: context.longatedOrderId }) : undefined,
    },
    texts: LONGATE_VIEW_TEXTS,
  };
}

/** View model and handlers for the extension screens. */
export function connectLongate(snapshot: LongateSnapshot, send: (event: LongateEvent) => void): LongateView & LongateHandlers {
  return {
    ...longateView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    showPage: (page) => send({ type: 'PAGE', page }),
    selectPlan: (planId) => send({ type: 'PLAN.SELECT', planId }),
    changeMethod: (method) => send({ type: 'METHOD.CHANGE', method }),
    pay: (card) => send({ type: 'PAY', ...(card ? { card } : {}) }),
    dismiss: () => send({ type: 'DISMISS' }),
    confirmCancel: () => send({ type: 'CANCEL.CONFIRM' }),
  };
}

export interface LongateChildren {
  /** While paying by card: its `paymentView` says 'processing' or 'uncertain'. */
  payment: ActorRefFrom<typeof paymentMachine> | undefined;
  sbp: ActorRefFrom<SbpMachine> | undefined;
}

/** The payment and SBP children while they run (the screen reads them with their own connect). */
export function longateChildren(snapshot: LongateSnapshot): LongateChildren {
  const children = snapshot.children as Record<string, unknown>;
  return { payment: children['payment'] as LongateChildren['payment'], sbp: children['sbp'] as LongateChildren['sbp'] };
}
