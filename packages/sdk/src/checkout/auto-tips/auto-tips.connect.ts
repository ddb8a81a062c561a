import type { SnapshotFrom } from 'xstate';
import { cardMaskText } from '../../domain/card-mask';
import { loadStatus } from '../../shared/loadable';
import type { autoTipsMachine, AutoTipsEvent } from './auto-tips.machine';
import { savedTipSelected } from './auto-tips.rules';

/** Ours (the spec names the template's card, not its words). */
export const AUTO_TIPS_VIEW_TEXTS = {
  /** Ours: the tips did not load (the spec only logs it); with 'Повторить'. */
  loadFailed: 'Не удалось загрузить чаевые',
  retry: 'Повторить',
  card: (masked: string | undefined) => (masked ? `Чаевые спишутся с карты ${masked}` : 'Чаевые спишутся с сохранённой карты'),
};

export type AutoTipsSnapshot = SnapshotFrom<typeof autoTipsMachine>;

export interface AutoTipsView {
  /** Offered at all (the profile's isAutoTipsEnabled). */
  visible: boolean;
  /** The block is open (`openAutotips` or `OPEN`). */
  open: boolean;
  /** A tip is selected (the switch is on). */
  enabled: boolean;
  busy: boolean;
  tips: Array<{ id: string; label: string; selected: boolean }>;
  /** A tip is chosen but no card yet: nothing is sent until one is. */
  needsCard: boolean;
  /** The card the tips are charged to, once there is one: 'Чаевые спишутся с карты •••• 4242' (issue 31). */
  cardText: string | undefined;
  /** The selected tip is the template saved on the server. */
  saved: boolean;
  error: string | undefined;
  /** The tips did not load: said with a retry (`retry`, its label `retryLabel`). */
  loadError: string | undefined;
  retryLabel: string;
}

/** Loading, saving or deleting the template (the states tagged `busy`). */
export const autoTipsBusy = (snapshot: AutoTipsSnapshot): boolean => snapshot.hasTag('busy');
export const autoTipsEnabled = (snapshot: AutoTipsSnapshot): boolean => snapshot.context.selectedTipId !== undefined;
export const autoTipsSelectedTip = (snapshot: AutoTipsSnapshot) =>
  snapshot.context.tips.find((t) => t.id === snapshot.context.selectedTipId);
export const autoTipsNeedsCard = (snapshot: AutoTipsSnapshot): boolean =>
  autoTipsEnabled(snapshot) && snapshot.context.cardId === undefined;

export function autoTipsView(snapshot: AutoTipsSnapshot): AutoTipsView {
  const { context } = snapshot;
  return {
    visible: context.allowed,
    open: context.open,
    enabled: autoTipsEnabled(snapshot),
    busy: autoTipsBusy(snapshot),
    tips: context.tips.map((t) => ({ id: t.id, label: t.amount, selected: t.id === context.selectedTipId })),
    needsCard: autoTipsNeedsCard(snapshot),
    cardText:
      context.allowed && context.cardId !== undefined
        ? AUTO_TIPS_VIEW_TEXTS.card(context.savedCard?.id === context.cardId ? cardMaskText(context.savedCard.mask) : undefined)
        : undefined,
    // The pressed tip is the one saved: never said of a tip whose save failed while another stays saved (walk7).
    saved: savedTipSelected(context),
    error: context.error,
    loadError: loadStatus(snapshot) === 'error' ? AUTO_TIPS_VIEW_TEXTS.loadFailed : undefined,
    retryLabel: AUTO_TIPS_VIEW_TEXTS.retry,
  };
}

export interface AutoTipsHandlers {
  toggle: (on: boolean) => void;
  selectTip: (tipId: string) => void;
  setOpen: (open: boolean) => void;
  retry: () => void;
}

/** Zag-style connect: the auto-tips block's model and handlers. */
export function connectAutoTips(snapshot: AutoTipsSnapshot, send: (event: AutoTipsEvent) => void): AutoTipsView & AutoTipsHandlers {
  return {
    ...autoTipsView(snapshot),
    toggle: (on) => send({ type: 'TOGGLE', on }),
    selectTip: (tipId) => send({ type: 'TIP.SELECT', tipId }),
    setOpen: (open) => send({ type: open ? 'OPEN' : 'CLOSE' }),
    retry: () => send({ type: 'RETRY' }),
  };
}
