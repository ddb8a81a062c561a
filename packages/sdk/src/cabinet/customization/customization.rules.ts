import { DEFAULT_CITY_ID } from '../../domain/constants';
import { todayIso } from '../../domain/dates';
import { buildPath } from '../../routing/match';
import { isWindowOpen } from '../../domain/delivery-windows';
import type { CustomizationVariant } from './customization.types';

/**
 * The checkout a built menu goes to (order-funnel §2 checkout routes): from try-customization its
 * own checkout (closing it comes back to TryCustomization), otherwise the custom-menu checkout.
 */
export const checkoutPathOf = (variant: CustomizationVariant, hid: string): string =>
  variant === 'tryCustomization'
    ? buildPath('SingleStepOrderInTryCustomization', { hid })
    : buildPath('SingleStepOrderWithCustomMenu', { hid });

/** The order wizard of a new order (the storefront's custom menu). */
export const wizardPathOf = (hid: string): string => buildPath('OrderWizard', { hid });

/** The cabinet's page of an order's dishes, where they are changed in place (issue 31). */
export const packsPathOf = (hid: string): string => buildPath('OrderPacks', { hid });

export { canChangeDishes } from '../../domain/customization';

/** A delivery as the day rule reads it (a cabinet delivery, or the sandbox's stored one). */
export interface MenuDayDelivery {
  date: string;
  state?: string | null | undefined;
  deliveryDate?: { type?: string | null | undefined; timeFrom?: string | null | undefined } | null | undefined;
}

/** Why a menu day can no longer be changed: its delivery came (or its day is past), or its cut-off passed. */
export type DayLock = 'delivered' | 'closed';

/**
 * Whether the menu of a day can still be changed at `nowMs` (README "Locked days"): a day whose
 * delivery was delivered, or whose date is past, is `delivered`; a day past its delivery's cut-off
 * (§9, the domain's `isWindowOpen`: until 15:00 / 19:59:59 the day before, Moscow time, so
 * today is never open), or whose delivery is no longer planned, is `closed`; otherwise undefined.
 * A day without its own delivery (a storefront order's later days) takes the first delivery's window.
 */
export function dayLock(deliveries: readonly MenuDayDelivery[] | undefined, date: string, nowMs: number): DayLock | undefined {
  const all = (deliveries ?? []).filter((d) => d.state !== 'canceled');
  const own = all.find((d) => d.date === date);
  if (own?.state === 'delivered' || date < todayIso(nowMs)) return 'delivered';
  if (own?.state != null && own.state !== 'planned') return 'closed';
  const window = (own ?? all[0])?.deliveryDate;
  return isWindowOpen({ date, type: window?.type, timeFrom: window?.timeFrom }, nowMs) ? undefined : 'closed';
}

/**
 * Whose money the customization's prices are: the order's city (issue 30: an amount never forgets its
 * city). Every priced text is shown with the order loaded; before it, the default city (Moscow, §9).
 */
export const customizationCityId = (context: { order?: { city_id: number } | undefined }): number =>
  context.order?.city_id ?? DEFAULT_CITY_ID;
