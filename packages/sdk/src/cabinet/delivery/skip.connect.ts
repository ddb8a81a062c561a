import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { DELIVERY_TEXTS } from '../../domain/cabinet-texts';
import { formatDateWithWeekday, formatDeliveryWindow } from '../../domain/dates';
import { deliveryOf } from './delivery.rules';
import type { SkipEvent, skipDeliveryMachine } from './skip.machine';

export type SkipSnapshot = SnapshotFrom<typeof skipDeliveryMachine>;
export type SkipActor = ActorRefFrom<typeof skipDeliveryMachine>;

/** The skip dialog (issue 31): where the delivery moves and what it does to the price, before the customer confirms. */
export interface SkipView {
  loading: boolean;
  /** `possible-dates` failed: RETRY. */
  failed: boolean;
  title: string;
  /** 'Доставка пт, 04.12.2026 переедет на чт, 10.12.2026, Вечер, 18:00–23:00 — после последней доставки заказа.' */
  moveText: string | undefined;
  /** 'Цена заказа не изменится: …'. */
  priceText: string | undefined;
  /** No day after the order's last delivery: what to do instead. */
  unavailableText: string | undefined;
  /**
   * With `unavailableText`: what the dialog offers instead (never a dead end), each sent to the
   * delivery machine (`openDate`, `openCancel` of `connectDelivery`): move it to another day, cancel it.
   */
  instead: { move: string; cancel: string } | undefined;
  canConfirm: boolean;
  saving: boolean;
  error: string | undefined;
}

export function skipView(snapshot: SkipSnapshot | undefined): SkipView {
  const d = snapshot ? deliveryOf(snapshot.context.order, snapshot.context.deliveryId) : undefined;
  const target = snapshot?.context.target;
  const asking = snapshot?.hasTag('asking') === true;
  const unavailable = snapshot?.matches('unavailable') === true;
  return {
    loading: snapshot?.hasTag('loading') === true,
    failed: snapshot?.hasTag('loadFailed') === true,
    title: DELIVERY_TEXTS.skipTitle,
    moveText:
      d && target
        ? DELIVERY_TEXTS.skipMove(
            formatDateWithWeekday(d.date),
            formatDateWithWeekday(target.date),
            formatDeliveryWindow({ type: target.interval.type, timeFrom: target.interval.from, timeTo: target.interval.to }),
          )
        : undefined,
    priceText: target ? DELIVERY_TEXTS.skipPrice : undefined,
    unavailableText: unavailable ? DELIVERY_TEXTS.skipUnavailable : undefined,
    instead: unavailable ? { move: DELIVERY_TEXTS.skipInsteadMove, cancel: DELIVERY_TEXTS.cancel } : undefined,
    canConfirm: asking,
    saving: snapshot?.hasTag('saving') === true,
    error: snapshot?.context.error,
  };
}

export interface SkipHandlers {
  confirm: () => void;
  retry: () => void;
}

/** The skip dialog over the delivery machine's `skip` child (`deliveryView(...).skip.actor`), as the address form is. */
export function connectSkip(snapshot: SkipSnapshot, send: (event: SkipEvent) => void): SkipView & SkipHandlers {
  return { ...skipView(snapshot), confirm: () => send({ type: 'SKIP.CONFIRM' }), retry: () => send({ type: 'RETRY' }) };
}
