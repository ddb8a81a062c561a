import type { Profile } from '../api/schemas/profile';
import { isLoyaltyEnabled } from '../cabinet/loyalty/loyalty.rules';
import { deviceEquivalentPath, isRouteDisabledForBrand, type Brand } from './cabinet';
import { routeByName, type RouteName } from './routes';
import { PAGE_TITLES } from './page-titles';
import { SUBSCRIPTION_PAGES_TEXTS } from '../domain/subscription-pages-texts';
import { buildPath } from './match';

/**
 * The cabinet's navigation as data (personal-cabinet §2.1 Dashboard, §2.5). Apart from the guards
 * (`cabinet.ts`) so the app's entry chunk, which runs the guards, does not carry it.
 */

/** One entry of the cabinet navigation. */
export interface CabinetNavItem {
  route: RouteName;
  /** Russian title (not in the spec: ours). */
  label: string;
  href: string;
}

// not in the spec: the navigation titles (§2.1 names the sections, not their titles).
const NAV: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'DashboardOrders', label: 'Заказы' },
  { route: 'DashboardSubscriptions', label: 'Подписки' },
  { route: 'DashboardBonus', label: 'Бонусы и магазин' },
  { route: 'DashboardLoyalty', label: 'Программа лояльности' },
  { route: 'DashboardInvite', label: 'Пригласить друга' },
  { route: 'DashboardPromotion', label: 'Акции' },
  { route: 'DashboardPreferences', label: 'Предпочтения' },
  { route: 'DashboardAutotips', label: 'Автоматические чаевые' },
  { route: 'DashboardSettings', label: 'Настройки' },
];

/** §5: auto-tips are offered only to profiles with `isAutoTipsEnabled` (the auto-tips machine's `allowed`). */
export const isAutoTipsOffered = (profile: Pick<Profile, 'isAutoTipsEnabled'> | undefined): boolean => profile?.isAutoTipsEnabled === true;

/** The profile's flags that hide an entry (never a link to a page that only says 'not for you'). */
type NavProfile = Pick<Profile, 'isAutoTipsEnabled' | 'isLoyaltyEnabled'>;
const OFFERED_TO: Partial<Record<RouteName, (profile: NavProfile) => boolean>> = {
  DashboardLoyalty: isLoyaltyEnabled,
  DashboardAutotips: isAutoTipsOffered,
};

/**
 * The cabinet navigation for a brand: the wowfood variant leaves out what it disables; with the
 * client's profile, the loyalty program (§3 isLoyaltyEnabled) and auto-tips (§5 isAutoTipsEnabled)
 * only when they are offered to it (before the profile is there, every entry of the brand). On a
 * smartphone an entry with a mobile equivalent links there (orders → `/new-dashboard/orders`).
 */
export function cabinetNav(brand: Brand, options: { smartphone?: boolean; profile?: NavProfile } = {}): CabinetNavItem[] {
  const { profile } = options;
  const offered = (route: RouteName) => !profile || (OFFERED_TO[route]?.(profile) ?? true);
  return NAV.filter((item) => !isRouteDisabledForBrand(routeByName(item.route), {}, brand) && offered(item.route)).map((item) => {
    const route = routeByName(item.route);
    return { ...item, href: (options.smartphone && deviceEquivalentPath(route, {}, true)) || route.path };
  });
}

/** Which navigation entry a route belongs to (the orders entry covers the order and delivery pages). */
export function cabinetSection(name: RouteName): RouteName | undefined {
  if (/^(Dashboard|DashboardOrders.*|SingleOrder|DashboardOrderDeliveries|NewDashboard.*)$/.test(name)) return 'DashboardOrders';
  if (name.startsWith('DashboardSubscriptions')) return 'DashboardSubscriptions';
  if (name.startsWith('DashboardBonus')) return 'DashboardBonus';
  if (name === 'DashboardSettingsCards') return 'DashboardSettings';
  return NAV.some((item) => item.route === name) ? name : undefined;
}

/** The smartphone dashboard is `/new-dashboard/*` (§2.1): a phone-first layout. */
export const isSmartphoneCabinet = (name: string): boolean => name.startsWith('NewDashboard');

/**
 * The cabinet's compact navigation (a bar with 'Меню' opening a bottom sheet), as `/new-dashboard`
 * has it, on every cabinet page a phone shows — `/dashboard/*` pages without a smartphone equivalent
 * too (issue 31: there nine section chips and three sub-chips filled about 60% of the first screen).
 */
export const compactCabinetNav = (name: string, smartphone: boolean): boolean => smartphone || isSmartphoneCabinet(name);

/** The title of a cabinet page (`PAGE_TITLES`), else the cabinet's name. */
export const cabinetPageTitle = (route: RouteName): string => PAGE_TITLES[route] ?? 'Личный кабинет';

/** One tab of the subscription section: its route, label, address and whether it is the page shown. */
export interface SubscriptionTab extends CabinetNavItem {
  current: boolean;
}

const SUBSCRIPTION_TABS: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'DashboardSubscriptions', label: SUBSCRIPTION_PAGES_TEXTS.deliveries },
  { route: 'DashboardSubscriptionsMenu', label: SUBSCRIPTION_PAGES_TEXTS.menu },
  { route: 'DashboardSubscriptionsFitness', label: SUBSCRIPTION_PAGES_TEXTS.fitness },
];

/** The subscription section's pages (personal-cabinet §2.1 subscriptions: deliveries, menu, fitness), the current one marked. */
export const subscriptionTabs = (current: RouteName): SubscriptionTab[] =>
  SUBSCRIPTION_TABS.map((tab) => ({ ...tab, href: buildPath(tab.route), current: tab.route === current }));
