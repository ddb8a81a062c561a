import { session } from '@mealflow/sdk/storefront';
import { formatPhone } from '@mealflow/sdk/domain';
import {
  cabinetNav,
  cabinetSection,
  compactCabinetNav,
  isSmartphoneCabinet,
  type CabinetNavItem,
  type RouteName,
} from '@mealflow/sdk/routing';
import type { AppRuntime } from '../runtime/runtime';

type SessionSnapshot = ReturnType<AppRuntime['session']['getSnapshot']>;

/** What the cabinet frame shows of the session: who is logged in, loading, the profile error. */
export interface CabinetSessionView {
  status: 'loading' | 'error' | 'ready';
  /** The client's name (first and last), else the phone in its mask (never a raw '+7916…'). */
  who: string;
  error: string | undefined;
  /** The profile's flags the navigation needs (loyalty, auto-tips); undefined until it is there. */
  navProfile: { isAutoTipsEnabled: boolean; isLoyaltyEnabled: boolean } | undefined;
}

export function cabinetSessionView(snapshot: SessionSnapshot): CabinetSessionView {
  const view = session.sessionView(snapshot);
  const profile = view.profile;
  const phone = profile?.phone ?? profile?.phone_number;
  const name = [profile?.first_name, profile?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const who = name || (phone ? formatPhone(phone) : '');
  const status = view.status === 'error' ? 'error' : view.status === 'authenticated' ? 'ready' : 'loading';
  const navProfile = profile
    ? { isAutoTipsEnabled: profile.isAutoTipsEnabled === true, isLoyaltyEnabled: profile.isLoyaltyEnabled !== false }
    : undefined;
  return { status, who, error: view.error, navProfile };
}

export const sameSessionView = (a: CabinetSessionView, b: CabinetSessionView): boolean =>
  a.status === b.status &&
  a.who === b.who &&
  a.error === b.error &&
  a.navProfile?.isAutoTipsEnabled === b.navProfile?.isAutoTipsEnabled &&
  a.navProfile?.isLoyaltyEnabled === b.navProfile?.isLoyaltyEnabled;

/** The frame's navigation for a route: the entries of the brand and the current one. */
export interface CabinetNavView {
  items: ReadonlyArray<CabinetNavItem & { current: boolean }>;
  phone: boolean;
  /** Where 'back to orders' leads on this variant. */
  ordersHref: string;
}

/** `smartphone`: the device is a phone (the compact navigation on `/dashboard/*` pages too, issue 31). */
export function cabinetNavView(
  routeName: RouteName,
  brand: 'main' | 'wowfood',
  profile?: CabinetSessionView['navProfile'],
  smartphone = false,
): CabinetNavView {
  const phone = compactCabinetNav(routeName, smartphone);
  const section = cabinetSection(routeName);
  const items = cabinetNav(brand, { smartphone: phone, ...(profile ? { profile } : {}) }).map((item) => ({
    ...item,
    current: item.route === section,
  }));
  return { items, phone, ordersHref: ordersHrefFor(routeName) };
}

/** The orders list of the route's variant (desktop or smartphone dashboard). */
export const ordersHrefFor = (routeName: RouteName): string =>
  isSmartphoneCabinet(routeName) ? '/new-dashboard/orders' : '/dashboard/orders';
