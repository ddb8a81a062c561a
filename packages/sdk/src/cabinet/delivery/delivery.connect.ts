import { skipView, type SkipActor, type SkipView } from './skip.connect';
import type { SnapshotFrom } from 'xstate';
import type { DeliveryCancelTerms } from '../../api/schemas/cabinet';
import { formatMoney } from '../../domain/money';
import { formatAddressLine } from '../../domain/address';
import { DELIVERY_TEXTS } from '../../domain/cabinet-texts';
import { deliveryWindowLabel, deliveryWindowType, formatDate, formatDateWithWeekday, formatDeliveryWindow } from '../../domain/dates';
import { cutoffTimeText, isWindowOpen, windowChoiceLabels, windowCutoff, windowLimit } from '../../domain/delivery-windows';
import { RETRY } from '../../domain/messages';
import { menuTypeTitle } from '../../domain/menu';
import { buildPath } from '../../routing/match';
import { connectAddress, type AddressHandlers, type AddressView } from '../../checkout/address/address.connect';
import { deliveryStateText } from '../order-detail/order-detail.connect';
import type { deliveryMachine } from './delivery.machine';
import { addressFitText, deliveryOf, isChangeable, isConfirmable, savedAddressFit, selectableDays } from './delivery.rules';
import type { DeliveryEvent } from './delivery.types';
import { loadStatus } from '../../shared/loadable';

export type DeliverySnapshot = SnapshotFrom<typeof deliveryMachine>;

export interface SavedAddressOption {
  id: string;
  text: string;
  /** The delivery's address now. */
  current: boolean;
  available: boolean;
  /** Why it cannot be chosen (§8 texts). */
  reason: string | undefined;
}

export interface DeliveryView {
  status: 'loading' | 'error' | 'ready';
  loadError: string | undefined;
  /** The order's line ('Фит') and its page. */
  orderTitle: string | undefined;
  orderPath: string | undefined;
  delivery:
    | {
        dateText: string;
        windowText: string;
        addressText: string | undefined;
        stateText: string;
        confirmed: boolean;
        /** §9: 'Курьер позвонит за 15–30 минут до приезда' once confirmed. */
        notice: string | undefined;
        /** Past its cut-off while planned: 'Изменить эту доставку уже нельзя…'. */
        lockedText: string | undefined;
        /** The real limit: 'Изменения принимаются до 19:59 27.11.2026, накануне доставки'. */
        cutoffHint: string | undefined;
        /** A window of this day that has closed while the delivery still takes changes: 'Утро на этот день уже не выбрать: приём до 15:00 накануне'. */
        closedWindowText: string | undefined;
      }
    | undefined;
  can: {
    changeAddress: boolean;
    changeDate: boolean;
    skip: boolean;
    confirm: boolean;
    cancel: boolean;
    task: boolean;
    removeTask: boolean;
    applyWindowToAll: boolean;
    setSession: boolean;
  };
  /**
   * Morning or evening for this delivery (`deliveries/set-session`), §9 windows: 'Утро, 07:00–12:00' /
   * 'Вечер, 18:00–23:00'. Only the windows still open for its day (`isWindowOpen`, the rule the
   * server applies), and the delivery's own.
   */
  sessions: Array<{ session: 'morning' | 'evening'; text: string; selected: boolean }>;
  /** The confirm task now ('Подтверждать по СМС за день до доставки'), if any. */
  taskText: string | undefined;
  /** Which dialog is open. */
  flow: 'none' | 'address' | 'date' | 'skip' | 'cancel' | 'task';
  address: {
    forAll: boolean;
    options: SavedAddressOption[];
    saving: boolean;
    /**
     * The new-address form's actor (the address machine, a child) while it is open: a screen renders
     * it with `useConnect(formActor, connectAddress)`, so it re-renders as the client types.
     */
    formActor: DeliverySnapshot['children']['address'];
    /** The same form's model and handlers at this snapshot (tests, stories). */
    form: (AddressView & AddressHandlers & { statusText: string | undefined }) | undefined;
  };
  date: {
    loading: boolean;
    failed: boolean;
    days: Array<{ date: string; text: string; selected: boolean }>;
    loadingIntervals: boolean;
    intervals: Array<{ index: number; text: string; selected: boolean }>;
    /** 'Свободных дат для переноса нет' / 'На этот день нет свободных интервалов'. */
    emptyText: string | undefined;
    canSubmit: boolean;
    saving: boolean;
    /** §4 dialog: 'Хотите перенести доставку?' / 'Вы потеряете некоторые изменения меню'. */
    confirmMove: { title: string; text: string } | undefined;
  };
  /**
   * Skip (issue 31) while `flow` is 'skip': `actor` is the `skip` child — render the dialog with
   * `useConnect(actor, connectSkip)` so it follows the child; `view` is its model at this snapshot.
   */
  skip: { actor: SkipActor | undefined; view: SkipView };
  cancel: {
    info: boolean;
    infoText: string;
    asking: boolean;
    cancelling: boolean;
    /** What happens to the payment, as the backend answered ('Доставка оплачена: 1 908 ₽ вернём на баланс…'); the loading or failure text until then. */
    termsText: string | undefined;
    termsLoading: boolean;
    /** The terms could not be asked: RETRY; cancelling waits for them. */
    termsFailed: boolean;
  };
  task: {
    loading: boolean;
    failed: boolean;
    options: Array<{ id: string; title: string; description: string | undefined; selected: boolean }>;
    saving: boolean;
  };
  busy: boolean;
  /** The running flow's failure (the server's message, §8 texts). */
  error: string | undefined;
  texts: typeof DELIVERY_TEXTS & { retry: string };
}

export interface DeliveryOptions {
  smartphone?: boolean | undefined;
}

const FLOWS = ['address', 'date', 'skip', 'cancel', 'task'] as const;

export function deliveryView(snapshot: DeliverySnapshot, options: DeliveryOptions = {}): DeliveryView {
  const { context } = snapshot;
  const { order } = context;
  const d = deliveryOf(order, context.deliveryId);
  const status = loadStatus(snapshot) ?? 'ready';
  const ready = status === 'ready';
  const idle = snapshot.matches({ ready: 'idle' });
  const nowMs = context.nowMs;
  const window = d?.deliveryDate;
  const changeable = isChangeable(d, nowMs);
  const currentType = deliveryWindowType({ type: window?.type, timeFrom: window?.timeFrom });
  const sessions =
    d && changeable
      ? (['morning', 'evening'] as const).filter((type) => type === currentType || isWindowOpen({ date: d.date, type }, nowMs))
      : [];
  const closedType = d && changeable ? (['morning', 'evening'] as const).find((type) => !sessions.includes(type)) : undefined;
  const limit = d ? windowLimit({ date: d.date, type: window?.type, timeFrom: window?.timeFrom }) : undefined;
  // The intervals of the chosen day still open now, named so that two overlapping ones differ.
  const openIntervals = context.intervals
    .map((interval, index) => ({ interval, index }))
    .filter(({ interval }) => isWindowOpen({ date: context.date ?? '', type: interval.type, timeFrom: interval.from }, nowMs));
  const intervalLabels = windowChoiceLabels(openIntervals.map(({ interval }) => interval));
  const flow = FLOWS.find((f) => snapshot.matches({ ready: f })) ?? 'none';
  const child = snapshot.children.address;
  const selectable = selectableDays(context.days, nowMs, order, context.deliveryId);
  const inDate = (s: 'loadingDates' | 'datesFailed' | 'choosing' | 'loadingIntervals' | 'confirmingMove' | 'saving') =>
    snapshot.matches({ ready: { date: s } });
  const inCancel = (s: 'info' | 'acceptingInfo' | 'terms' | 'termsFailed' | 'asking' | 'cancelling') =>
    snapshot.matches({ ready: { cancel: s } });
  const inTask = (s: 'loading' | 'failed' | 'saving') => snapshot.matches({ ready: { task: s } });
  return {
    status,
    loadError: status === 'error' ? context.loadError : undefined,
    orderTitle: order ? menuTypeTitle(order.menu_type, order.menu_type_title) : undefined,
    orderPath: order
      ? options.smartphone
        ? buildPath('NewDashboardOrder', { orderId: order.id_H })
        : buildPath('SingleOrder', { hid: order.id_H })
      : undefined,
    delivery:
      d && order
        ? {
            dateText: formatDateWithWeekday(d.date),
            windowText: formatDeliveryWindow({ type: window?.type, timeFrom: window?.timeFrom, timeTo: window?.timeTo }),
            addressText: d.clientAddress ? formatAddressLine(d.clientAddress, order.city_id) || undefined : undefined,
            stateText: deliveryStateText(d),
            confirmed: d.isConfirmed,
            notice: d.isConfirmed && d.state === 'planned' ? DELIVERY_TEXTS.notice : undefined,
            lockedText: d.state === 'planned' && !changeable ? DELIVERY_TEXTS.locked : undefined,
            cutoffHint: changeable && limit ? DELIVERY_TEXTS.cutoffHint(cutoffTimeText(limit.time), limit.date) : undefined,
            closedWindowText: closedType
              ? DELIVERY_TEXTS.windowClosed(deliveryWindowLabel(closedType), cutoffTimeText(windowCutoff({ type: closedType })))
              : undefined,
          }
        : undefined,
    can: {
      changeAddress: ready && idle && changeable,
      changeDate: ready && idle && changeable,
      confirm: ready && idle && isConfirmable(d),
      cancel: ready && idle && changeable,
      skip: ready && idle && changeable,
      task: ready && idle && Boolean(order && !order.is_canceled),
      removeTask: ready && idle && Boolean(order?.confirmTask),
      applyWindowToAll: ready && idle && changeable,
      setSession: ready && idle && sessions.length > 1,
    },
    sessions: sessions.map((session) => ({ session, text: formatDeliveryWindow({ type: session }), selected: currentType === session })),
    taskText: order?.confirmTask?.title,
    flow,
    address: {
      forAll: context.forAll,
      options:
        order && flow === 'address'
          ? context.saved.map((a) => {
              const fit = savedAddressFit(order, d, a);
              return {
                id: a.id_H,
                text: formatAddressLine(a, order.city_id),
                current: fit === 'current',
                available: fit === 'available' || fit === 'current',
                reason: addressFitText(fit),
              };
            })
          : [],
      saving: snapshot.hasTag('savingAddress'),
      formActor: child,
      form: child ? connectAddress(child.getSnapshot(), child.send) : undefined,
    },
    date: {
      loading: inDate('loadingDates'),
      failed: inDate('datesFailed'),
      days: selectable.map((date) => ({ date, text: formatDateWithWeekday(date), selected: date === context.date })),
      loadingIntervals: inDate('loadingIntervals'),
      intervals: openIntervals.map(({ interval, index }, i) => ({
        index,
        text: intervalLabels[i] ?? '',
        selected: interval === context.interval,
      })),
      emptyText:
        inDate('choosing') && selectable.length === 0
          ? DELIVERY_TEXTS.noDates
          : inDate('choosing') && context.date && openIntervals.length === 0 && !inDate('loadingIntervals')
            ? DELIVERY_TEXTS.noIntervals
            : undefined,
      canSubmit:
        inDate('choosing') &&
        Boolean(context.date && context.interval && openIntervals.some(({ interval }) => interval === context.interval)),
      saving: inDate('saving'),
      confirmMove: inDate('confirmingMove') ? { title: DELIVERY_TEXTS.moveTitle, text: DELIVERY_TEXTS.loseMenuChanges } : undefined,
    },
    skip: { actor: snapshot.children.skip, view: skipView(snapshot.children.skip?.getSnapshot()) },
    cancel: {
      info: inCancel('info') || inCancel('acceptingInfo'),
      infoText: DELIVERY_TEXTS.cancelInfo,
      asking: inCancel('asking'),
      cancelling: inCancel('cancelling'),
      termsText: inCancel('terms')
        ? DELIVERY_TEXTS.cancelTermsLoading
        : inCancel('termsFailed')
          ? DELIVERY_TEXTS.cancelTermsFailed
          : order && context.cancelTerms
            ? cancelTermsText(context.cancelTerms, order.city_id)
            : undefined,
      termsLoading: inCancel('terms'),
      termsFailed: inCancel('termsFailed'),
    },
    task: {
      loading: inTask('loading'),
      failed: inTask('failed'),
      options: context.taskOptions.map((o) => ({
        id: o.id,
        title: o.title,
        description: o.description ?? undefined,
        selected: o.id === order?.confirmTask?.optionId,
      })),
      saving: inTask('saving'),
    },
    busy: ready && !idle && flow === 'none',
    error: context.error,
    texts: { ...DELIVERY_TEXTS, retry: RETRY },
  };
}

/** The terms in words (money as the order's city writes it). */
function cancelTermsText(terms: DeliveryCancelTerms, cityId: number): string {
  if (terms.kind === 'balance') return DELIVERY_TEXTS.cancelTermsBalance(formatMoney(terms.amount, cityId));
  if (terms.kind === 'lessToPay') return DELIVERY_TEXTS.cancelTermsLessToPay(formatMoney(terms.amount, cityId));
  if (terms.kind === 'laterPayment' && terms.charge)
    return DELIVERY_TEXTS.cancelTermsLaterPayment(formatMoney(terms.amount, cityId), formatDate(terms.charge));
  return DELIVERY_TEXTS.cancelTermsNone;
}

export interface DeliveryHandlers {
  retry: () => void;
  close: () => void;
  openAddress: () => void;
  selectAddress: (id: string) => void;
  newAddress: () => void;
  toggleForAll: () => void;
  openDate: () => void;
  selectDate: (date: string) => void;
  selectInterval: (index: number) => void;
  submitDate: () => void;
  confirmMove: () => void;
  setSession: (session: 'morning' | 'evening') => void;
  applyWindowToAll: () => void;
  confirm: () => void;
  openSkip: () => void;
  openCancel: () => void;
  acceptInfo: () => void;
  confirmCancel: () => void;
  openTask: () => void;
  selectTask: (id: string) => void;
  removeTask: () => void;
}

/** A delivery page's model and its handlers. */
export function connectDelivery(
  snapshot: DeliverySnapshot,
  send: (event: DeliveryEvent) => void,
  options: DeliveryOptions = {},
): DeliveryView & DeliveryHandlers {
  return {
    ...deliveryView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    close: () => send({ type: 'CLOSE' }),
    openAddress: () => send({ type: 'ADDRESS.OPEN' }),
    selectAddress: (id) => send({ type: 'ADDRESS.SELECT', id }),
    newAddress: () => send({ type: 'ADDRESS.NEW' }),
    toggleForAll: () => send({ type: 'FOR_ALL.TOGGLE' }),
    openDate: () => send({ type: 'DATE.OPEN' }),
    selectDate: (date) => send({ type: 'DATE.SELECT', date }),
    selectInterval: (index) => send({ type: 'INTERVAL.SELECT', index }),
    submitDate: () => send({ type: 'DATE.SUBMIT' }),
    confirmMove: () => send({ type: 'MOVE.CONFIRM' }),
    setSession: (session) => send({ type: 'SESSION.SET', session }),
    applyWindowToAll: () => send({ type: 'WINDOW.APPLY_ALL' }),
    confirm: () => send({ type: 'CONFIRM' }),
    openSkip: () => send({ type: 'SKIP.OPEN' }),
    openCancel: () => send({ type: 'CANCEL.OPEN' }),
    acceptInfo: () => send({ type: 'INFO.ACCEPT' }),
    confirmCancel: () => send({ type: 'CANCEL.CONFIRM' }),
    openTask: () => send({ type: 'TASK.OPEN' }),
    selectTask: (id) => send({ type: 'TASK.SELECT', id }),
    removeTask: () => send({ type: 'TASK.REMOVE' }),
  };
}
