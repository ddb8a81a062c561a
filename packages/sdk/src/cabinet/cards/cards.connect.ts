import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { cardBindingMachine } from '../../checkout/card-binding/card-binding.machine';
import { CARD_BINDING_TEXTS } from '../../checkout/card-binding/card-binding.rules';
import { CARD_TEXTS } from '../../domain/settings-texts';
import { RETRY } from '../../domain/messages';
import type { cardsMachine } from './cards.machine';
import { canActivate, cardBrand, cardById, cardKindText, cardMask } from './cards.rules';
import type { CardsEvent } from './cards.types';
import { loadStatus } from '../../shared/loadable';

export type CardsSnapshot = SnapshotFrom<typeof cardsMachine>;

/** One card, every string ready to render. */
export interface CardView {
  id: string;
  /** '•••• 4242'. */
  maskText: string;
  /** 'Visa', 'Мир' (undefined when unknown). */
  brandText: string | undefined;
  /** 'Внешняя карта', 'Карта для автоплатежей', 'Банковская карта'. */
  kindText: string;
  active: boolean;
  /** 'Основная карта' on the active one. */
  activeText: string | undefined;
  canActivate: boolean;
  /** This card is being made active. */
  busy: boolean;
}

export interface CardsConfirmView {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  /** The delete is on the wire. */
  busy: boolean;
}

export interface CardsView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  cards: CardView[];
  /** The last action's failure, with `retry` (reload). */
  actionError: string | undefined;
  /** An action is on the wire: the buttons wait. */
  busy: boolean;
  /** The binding form is open ('Добавить карту'): its child is `cardsChildren(snapshot).binding`. */
  adding: boolean;
  /** The delete confirm dialog, when open. */
  confirm: CardsConfirmView | undefined;
  texts: typeof CARD_TEXTS & { retry: string; add: string };
}

export interface CardsHandlers {
  retry: () => void;
  activate: (id: string) => void;
  remove: (id: string) => void;
  confirmDelete: () => void;
  cancelDelete: () => void;
  /** 'Добавить карту': opens the binding form. */
  add: () => void;
  closeAdd: () => void;
}

export function cardsView(snapshot: CardsSnapshot): CardsView {
  const { context } = snapshot;
  const status = loadStatus(snapshot) ?? (context.cards.length === 0 ? 'empty' : 'ready');
  const deleting = snapshot.hasTag('deleting');
  const confirming = snapshot.hasTag('open');
  const pending = confirming ? cardById(context.cards, context.confirmId) : undefined;
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    cards:
      status === 'ready'
        ? context.cards.map((card) => ({
            id: card.id,
            maskText: cardMask(card),
            brandText: cardBrand(card),
            kindText: cardKindText(card),
            active: card.active,
            activeText: card.active ? CARD_TEXTS.active : undefined,
            canActivate: canActivate(card),
            busy: context.activatingId === card.id,
          }))
        : [],
    actionError: context.actionError,
    // Loading, failed, or a call of the list (every `ready` state but `list` is tagged `busy`).
    busy: status === 'loading' || status === 'error' || snapshot.hasTag('busy'),
    adding: snapshot.matches({ ready: 'adding' }),
    confirm: pending
      ? {
          title: CARD_TEXTS.confirmTitle,
          text: CARD_TEXTS.confirmText(cardMask(pending)),
          confirm: CARD_TEXTS.confirmDelete,
          cancel: CARD_TEXTS.confirmCancel,
          busy: deleting,
        }
      : undefined,
    texts: { ...CARD_TEXTS, retry: RETRY, add: CARD_BINDING_TEXTS.add },
  };
}

/** The cards' model and its handlers. */
export function connectCards(snapshot: CardsSnapshot, send: (event: CardsEvent) => void): CardsView & CardsHandlers {
  return {
    ...cardsView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    activate: (id) => send({ type: 'CARD.ACTIVATE', id }),
    remove: (id) => send({ type: 'CARD.DELETE', id }),
    confirmDelete: () => send({ type: 'DELETE.CONFIRM' }),
    cancelDelete: () => send({ type: 'DELETE.CANCEL' }),
    add: () => send({ type: 'CARD.ADD' }),
    closeAdd: () => send({ type: 'ADD.CANCEL' }),
  };
}

/** The binding form's child while it is open (read it with `connectCardBinding`). */
export function cardsChildren(snapshot: CardsSnapshot): { binding: ActorRefFrom<typeof cardBindingMachine> | undefined } {
  return { binding: snapshot.children.cardBinding };
}
