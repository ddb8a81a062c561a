import type { SnapshotFrom } from 'xstate';
import { formatDayMonth } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import type { CardSource } from '../../checkout/payment/payment.machine';
import { PAYMENT_STATUS_TEXTS } from '../../checkout/payment/payment.rules';
import { canTip, isNegativeRating, reasonsFor, starsOf, TIP_UNKNOWN_TEXT } from './courier-rating.rules';
import type { courierRatingMachine } from './courier-rating.machine';
import type { CourierRatingEvent } from './courier-rating.types';
import { loadStatus } from '../../shared/loadable';

export type CourierRatingSnapshot = SnapshotFrom<typeof courierRatingMachine>;

export interface DriverView {
  id: string;
  name: string;
  /** 'Доставка 22 ноября' */
  deliveryText: string;
  stars: number | undefined;
  /** Submitted to the server. */
  rated: boolean;
  negative: boolean;
  reasons: Array<{ id: string; title: string; checked: boolean }>;
  canSubmit: boolean;
  submitting: boolean;
  canTip: boolean;
  tipped: boolean;
}

export interface TipDialogView {
  open: boolean;
  driverName: string | undefined;
  amounts: Array<{ id: string; label: string; selected: boolean }>;
  /** The saved card's mask, when the client has one (else a new card is needed). */
  savedCardText: string | undefined;
  canPay: boolean;
  paying: boolean;
  paid: boolean;
  /** Paid: 'Спасибо! Чаевые отправлены курьеру Алексей: 100 ₽'. */
  paidText: string | undefined;
  error: string | undefined;
  /** The last charge was not answered: the pay button's label becomes 'Проверить оплату' (it asks again with the same intent key). */
  checkLabel: string | undefined;
}

export interface CourierRatingView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  drivers: DriverView[];
  rateError: string | undefined;
  closing: boolean;
  tip: TipDialogView;
  /** The root view's tips modal (presentation `modal`): open 3 s after the load until the task is closed. */
  modalOpen: boolean;
}

export interface CourierRatingHandlers {
  retry: () => void;
  setStars: (driverId: string, stars: number) => void;
  toggleReason: (driverId: string, reasonId: string) => void;
  submit: (driverId: string) => void;
  closeTask: () => void;
  openTip: (driverId: string) => void;
  chooseAmount: (amountId: string) => void;
  /** Pays with the saved card, or with a new card whose `read()` the view implements. */
  pay: (card?: CardSource) => void;
  /** Pays on the Assist page (the page leaves). */
  payOnAssist: () => void;
  dismissTip: () => void;
}

export function courierRatingView(snapshot: CourierRatingSnapshot): CourierRatingView {
  const { context } = snapshot;
  const submitting = snapshot.hasTag('submitting');
  const idle = snapshot.matches({ ready: { rating: 'idle' } });
  const drivers = (context.task?.drivers ?? []).map((driver): DriverView => {
    const draft = context.drafts[driver.id];
    const stars = starsOf(driver, draft);
    const chosen = draft?.reasons ?? [];
    return {
      id: driver.id,
      name: driver.name,
      deliveryText: `Доставка ${formatDayMonth(driver.deliveryDate)}`,
      stars,
      rated: driver.rating != null,
      negative: isNegativeRating(stars),
      reasons: reasonsFor(context.reasons, stars).map((r) => ({ id: r.id, title: r.title, checked: chosen.includes(r.id) })),
      canSubmit: idle && draft?.stars !== undefined && draft.stars !== driver.rating,
      submitting,
      canTip: canTip(driver, draft, context.tipped),
      tipped: context.tipped.includes(driver.id),
    };
  });
  const tipDriver = context.task?.drivers.find((d) => d.id === context.tipDriverId);
  const amount = context.tips.find((t) => t.id === context.tipAmountId);
  const open = snapshot.hasTag('open');
  const paid = snapshot.hasTag('paid');
  return {
    status: loadStatus(snapshot) ?? (snapshot.matches('empty') ? 'empty' : 'ready'),
    error: context.error,
    drivers,
    rateError: context.rateError,
    closing: snapshot.hasTag('closing'),
    modalOpen: snapshot.matches({ ready: { modal: 'open' } }),
    tip: {
      open,
      driverName: tipDriver?.name,
      amounts: context.tips.map((t) => ({
        id: t.id,
        label: formatMoney(t.amountValue, context.cityId),
        selected: t.id === context.tipAmountId,
      })),
      savedCardText: context.savedCard?.mask,
      canPay: snapshot.matches({ ready: { tip: 'open' } }) && amount !== undefined,
      paying: snapshot.hasTag('paying'),
      paid,
      paidText:
        paid && amount && tipDriver
          ? `Спасибо! Чаевые отправлены курьеру ${tipDriver.name}: ${formatMoney(amount.amountValue, context.cityId)}`
          : undefined,
      error: context.tipError,
      checkLabel: context.tipError === TIP_UNKNOWN_TEXT ? PAYMENT_STATUS_TEXTS.check : undefined,
    },
  };
}

/** The rates screen's model and handlers. */
export function connectCourierRating(
  snapshot: CourierRatingSnapshot,
  send: (event: CourierRatingEvent) => void,
): CourierRatingView & CourierRatingHandlers {
  return {
    ...courierRatingView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    setStars: (driverId, stars) => send({ type: 'STARS', driverId, stars }),
    toggleReason: (driverId, reasonId) => send({ type: 'REASON.TOGGLE', driverId, reasonId }),
    submit: (driverId) => send({ type: 'SUBMIT', driverId }),
    closeTask: () => send({ type: 'CLOSE' }),
    openTip: (driverId) => send({ type: 'TIP.OPEN', driverId }),
    chooseAmount: (amountId) => send({ type: 'TIP.AMOUNT', amountId }),
    pay: (card) => send({ type: 'TIP.PAY', card }),
    payOnAssist: () => send({ type: 'TIP.PAY', assist: true }),
    dismissTip: () => send({ type: 'TIP.DISMISS' }),
  };
}
