import type { SnapshotFrom } from 'xstate';
import { PROMO_MESSAGES } from '../../domain/messages';
import type { promocodeMachine, PromocodeEvent } from './promocode.machine';

export type PromocodeSnapshot = SnapshotFrom<typeof promocodeMachine>;

export interface PromocodeView {
  /** order-funnel §5: no input at all for this order. */
  hidden: boolean;
  /** `#promo`: the input takes the focus. */
  autoFocus: boolean;
  code: string;
  /** order-funnel §5: shown only when non-empty, not loading, not applied, no error. */
  showApply: boolean;
  busy: boolean;
  applied: boolean;
  /** 'Ваш промокод применён' once applied. */
  message: string | undefined;
  /** The first server error or 'Промокод нельзя применить к данному заказу'; gone after 15 s. */
  error: string | undefined;
  /** After a timeout or a lost connection: a 'Повторить' button sends APPLY with the same code. */
  canRetry: boolean;
  /** An applied code can be taken off ('Убрать промокод'). */
  canRemove: boolean;
  removeLabel: string;
}

/** Applying or taking off a code (the states tagged `busy`); applied: `done`, refused: `failed`. */
export const promoBusy = (snapshot: PromocodeSnapshot): boolean => snapshot.hasTag('busy');
export const promoApplied = (snapshot: PromocodeSnapshot): boolean => snapshot.hasTag('done');
/** The error state's text, or why an applied code could not be taken off. */
export const promoError = (snapshot: PromocodeSnapshot): string | undefined =>
  snapshot.hasTag('failed') || snapshot.hasTag('done') ? snapshot.context.error : undefined;
export const promoMessage = (snapshot: PromocodeSnapshot): string | undefined =>
  promoApplied(snapshot) ? PROMO_MESSAGES.applied : undefined;
export const showApplyButton = (snapshot: PromocodeSnapshot): boolean =>
  snapshot.matches('idle') && snapshot.context.code.trim().length > 0;

export function promocodeView(snapshot: PromocodeSnapshot): PromocodeView {
  return {
    hidden: snapshot.matches('hidden'),
    autoFocus: snapshot.context.focus,
    code: snapshot.context.code,
    showApply: showApplyButton(snapshot),
    busy: promoBusy(snapshot),
    applied: promoApplied(snapshot),
    message: promoMessage(snapshot),
    error: promoError(snapshot),
    canRetry: snapshot.hasTag('failed') && snapshot.context.retryable,
    canRemove: promoApplied(snapshot),
    removeLabel: 'Убрать промокод',
  };
}

export interface PromocodeHandlers {
  changeCode: (value: string) => void;
  apply: () => void;
  remove: () => void;
}

/** Zag-style connect: the promocode input's model and handlers. */
export function connectPromocode(snapshot: PromocodeSnapshot, send: (event: PromocodeEvent) => void): PromocodeView & PromocodeHandlers {
  return {
    ...promocodeView(snapshot),
    changeCode: (value) => send({ type: 'CODE.CHANGE', value }),
    apply: () => send({ type: 'APPLY' }),
    remove: () => send({ type: 'REMOVE' }),
  };
}
