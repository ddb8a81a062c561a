// The cabinet-root machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface CabinetRootInput {
  /** The tips modal runs (not on the rates pages, which show their own dialog). */
  tipsModal: boolean;
  /** The profile's isAutoTipsEnabled (auto-tips only for profiles with the flag, §5). */
  autoTips: boolean;
  /** The profile's saved card, for auto-tips. */
  cardId?: string | undefined;
  /** Its mask: the auto-tips modal names the card charged. */
  cardMask?: string | undefined;
  /** §5 feature gating allows the filters panel here. */
  filtersPanel: boolean;
  /** Where a tip's 3-D Secure check comes back to. */
  returnPath: string;
}

export interface CabinetRootContext {
  tipsModal: boolean;
  autoTips: boolean;
  cardId: string | undefined;
  cardMask: string | undefined;
  filtersPanel: boolean;
  returnPath: string;
}

export type CabinetRootEvent = { type: 'FILTERS.OPEN' } | { type: 'FILTERS.CLOSE' } | { type: 'AUTOTIPS.CLOSE' };
