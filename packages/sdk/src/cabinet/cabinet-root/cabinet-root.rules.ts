import type { Profile } from '../../api/schemas/profile';
import type { Brand } from '../../routing/cabinet';
import type { RouteName } from '../../routing/routes';
import { isAutoTipsOffered } from '../../routing/cabinet-nav';

/**
 * The rules of the cabinet's root view (personal-cabinet §2.4 filters panel, tips modal, auto-tips
 * modal; §5 feature gating), one pure function each.
 */

/**
 * §5 "filters on desktop for several business products": the products whose menus the filters
 * shape (ours: the main line and its subscriptions, trials, fit-21, longations and repeat orders; not
 * detox juices, the wowfood brand — which "skips filter loading" (§4) — the mobile-app landing or the poll).
 */
export const FILTERS_PANEL_PRODUCTS: readonly string[] = ['standard', 'day', '21', 'subscription', 'longate', 'one-more'];

export interface FiltersPanelFacts {
  smartphone: boolean;
  brand: Brand;
  /** The site department's product; the cabinet itself has none (the main line). */
  businessProduct: string | undefined;
}

export const filtersPanelAllowed = (facts: FiltersPanelFacts): boolean =>
  !facts.smartphone && facts.brand !== 'wowfood' && FILTERS_PANEL_PRODUCTS.includes(facts.businessProduct ?? 'standard');

/** The rates pages show their own tip dialog; the preferences page its own filters. */
const RATES_ROUTES: readonly RouteName[] = ['NewDashboardRates', 'DashboardSubscriptionsRates'];
const PREFERENCES_ROUTES: readonly RouteName[] = ['DashboardPreferences'];

/**
 * Whether the root view shows the filters panel on a cabinet page (its input's `filtersPanel`): the
 * frame keeps the panel's place from its first paint, before the root view has loaded (issue 35:
 * the panel inserted above the content shifted the dashboard by 0.2–0.7).
 */
export const filtersPanelShown = (facts: FiltersPanelFacts & { route: RouteName }): boolean =>
  filtersPanelAllowed(facts) && !PREFERENCES_ROUTES.includes(facts.route);

export interface CabinetRootFacts extends FiltersPanelFacts {
  route: RouteName;
  profile: Pick<Profile, 'isAutoTipsEnabled' | 'card'> | undefined;
  /** Where a tip's 3-D Secure check comes back to (the current path). */
  returnPath: string;
}

/** What the root view runs on this cabinet page. */
export function cabinetRootInput(facts: CabinetRootFacts) {
  return {
    tipsModal: !RATES_ROUTES.includes(facts.route),
    autoTips: isAutoTipsOffered(facts.profile),
    cardId: facts.profile?.card?.id ?? undefined,
    cardMask: facts.profile?.card?.mask ?? undefined,
    filtersPanel: filtersPanelShown(facts),
    returnPath: facts.returnPath,
  };
}

/** The auto-tips modal follows a tip paid in the tips modal, for a profile with the flag (§5) and no template yet. */
export const offersAutoTips = (tipped: boolean, autoTipsAllowed: boolean): boolean => tipped && autoTipsAllowed;
