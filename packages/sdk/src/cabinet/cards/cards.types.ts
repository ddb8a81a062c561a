import type { ClientCard } from '../../api/schemas/settings';

export interface CardsContext {
  cards: ClientCard[];
  /** The card whose delete waits for confirmation (or is being deleted). */
  confirmId: string | undefined;
  /** The card being made active. */
  activatingId: string | undefined;
  /** The list's load failure (Russian), in `error`. */
  error: string | undefined;
  /** The last action's failure (Russian), shown over the list with its retry. */
  actionError: string | undefined;
}

export type CardsEvent =
  | { type: 'RETRY' }
  | { type: 'CARD.ACTIVATE'; id: string }
  /** Asks to delete: the confirm step opens. */
  | { type: 'CARD.DELETE'; id: string }
  | { type: 'DELETE.CONFIRM' }
  | { type: 'DELETE.CANCEL' }
  /** Opens the binding form (the `cardBinding` child); ADD.CANCEL closes it. */
  | { type: 'CARD.ADD' }
  | { type: 'ADD.CANCEL' };
