import type { Tip, TipTemplate } from '../../api/schemas/tips';

// The auto-tips machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
/**
 * Auto-tips on the checkout (order-funnel §4, personal-cabinet §4 "Auto-tips"): turning on selects
 * the second available tip; choosing the selected tip again unselects it and deletes the template;
 * a template is sent only when a tip and a card are both chosen.
 */
export interface AutoTipsInput {
  /** The card to charge (the profile's saved card), if any. */
  cardId?: string | undefined;
  /** That card's mask ('424242******4242'): the block names the card it charges (issue 31). */
  cardMask?: string | undefined;
  /** `openAutotips` in the query opens the block. */
  open?: boolean;
  /** The profile's isAutoTipsEnabled flag: auto-tips are offered only with it (personal-cabinet §5). Default true. */
  allowed?: boolean | undefined;
}

export interface AutoTipsContext {
  tips: Tip[];
  template: TipTemplate | undefined;
  selectedTipId: string | undefined;
  cardId: string | undefined;
  /** The profile's saved card as given (id and mask), to name the card charged. */
  savedCard: { id: string; mask: string } | undefined;
  open: boolean;
  allowed: boolean;
  error: string | undefined;
}

export type AutoTipsEvent =
  | { type: 'TOGGLE'; on: boolean }
  | { type: 'TIP.SELECT'; tipId: string }
  | { type: 'CARD.SELECT'; cardId: string }
  /** After a failed load: load again. */
  | { type: 'RETRY' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' };
