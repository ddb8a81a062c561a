import type { CardKind, ClientCard } from '../../api/schemas/settings';
import { CARD_TEXTS } from '../../domain/settings-texts';
import { cardMaskText } from '../../domain/card-mask';

/** Pure rules of the client's cards (personal-cabinet §2.1 settings/cards, §3 profile cards, §7). */

/** '•••• 4242' (the checkout's mask rule): never more than the last four digits. */
export const cardMask = (card: Pick<ClientCard, 'mask'>): string => cardMaskText(card.mask) ?? '••••';

const KIND_TEXT: Record<CardKind, string> = {
  card: CARD_TEXTS.kindCard,
  external: CARD_TEXTS.kindExternal,
  recurrent: CARD_TEXTS.kindRecurrent,
};

/** What the card is: 'Внешняя карта', 'Карта для автоплатежей' or 'Банковская карта'. */
export const cardKindText = (card: Pick<ClientCard, 'kind'>): string => KIND_TEXT[card.kind];

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', mir: 'Мир', maestro: 'Maestro', unionpay: 'UnionPay' };

/** The payment system's name ('Visa', 'Мир'); nothing for an unknown type. */
export const cardBrand = (card: Pick<ClientCard, 'type'>): string | undefined => (card.type ? BRANDS[card.type.toLowerCase()] : undefined);

/** Any card but the active one can become active. */
export const canActivate = (card: Pick<ClientCard, 'active'>): boolean => !card.active;

/** The card a delete waits to be confirmed for, if it is still in the list. */
export const cardById = (cards: readonly ClientCard[], id: string | undefined): ClientCard | undefined =>
  id === undefined ? undefined : cards.find((c) => c.id === id);
