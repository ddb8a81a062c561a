import type { LongateBonus } from '../../api/schemas/longate';

/** The longate bonuses page's input, context and events (hand-written; see longate-bonuses.machine.ts). */
export interface LongateBonusesInput {
  /** From the link (`?burnId_H=`); without it, every current burn. */
  burnId?: string | undefined;
}

export interface LongateBonusesContext {
  burnId: string | undefined;
  bonuses: LongateBonus[];
  error: string | undefined;
}

export type LongateBonusesEvent = { type: 'RETRY' };
