import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AutoTipsMachine } from '../../checkout/auto-tips/auto-tips.machine';
import type { CourierRatingMachine } from '../courier-rating/courier-rating.machine';
import type { OnboardingMachine } from '../onboarding/onboarding.machine';
import type { PreferencesMachine } from '../preferences/preferences.machine';
import type { cabinetRootMachine, CabinetRootEvent } from './cabinet-root.machine';
import { shownState } from '../../shared/shown-state';
import { CABINET_ROOT_TEXTS } from './cabinet-root.texts';

export { CABINET_ROOT_TEXTS };

export type CabinetRootSnapshot = SnapshotFrom<typeof cabinetRootMachine>;

export interface CabinetRootView {
  /** The filters panel: not here (§5), collapsed, or open with the filters. */
  filters: 'off' | 'closed' | 'open';
  /** The auto-tips modal is open (after a paid tip). */
  autoTipsOpen: boolean;
}

export interface CabinetRootHandlers {
  openFilters: () => void;
  closeFilters: () => void;
  closeAutoTips: () => void;
}

/** The filters panel in each state of its region (\`shownState\`; else not here). */
const FILTERS = [
  [{ filters: 'open' }, 'open'],
  [{ filters: 'closed' }, 'closed'],
] as const;

export function cabinetRootView(snapshot: CabinetRootSnapshot): CabinetRootView {
  return {
    filters: shownState(snapshot, FILTERS, 'off'),
    autoTipsOpen: snapshot.hasTag('open'),
  };
}

export function connectCabinetRoot(
  snapshot: CabinetRootSnapshot,
  send: (event: CabinetRootEvent) => void,
): CabinetRootView & CabinetRootHandlers {
  return {
    ...cabinetRootView(snapshot),
    openFilters: () => send({ type: 'FILTERS.OPEN' }),
    closeFilters: () => send({ type: 'FILTERS.CLOSE' }),
    closeAutoTips: () => send({ type: 'AUTOTIPS.CLOSE' }),
  };
}

export interface CabinetRootChildren {
  /** The tips modal's courier rating machine (read it with `connectCourierRating`: `modalOpen`). */
  tips: ActorRefFrom<CourierRatingMachine> | undefined;
  /** The auto-tips modal's machine (`connectAutoTips`). */
  autoTips: ActorRefFrom<AutoTipsMachine> | undefined;
  /** The hints (`connectOnboarding`). */
  onboarding: ActorRefFrom<OnboardingMachine> | undefined;
  /** The open filters panel's preferences machine (`connectPreferences`). */
  filters: ActorRefFrom<PreferencesMachine> | undefined;
}

export function cabinetRootChildren(snapshot: CabinetRootSnapshot): CabinetRootChildren {
  const { children } = snapshot;
  return { tips: children.tips, autoTips: children.autoTips, onboarding: children.onboarding, filters: children.filters };
}
