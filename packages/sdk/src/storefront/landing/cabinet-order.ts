import type { Profile } from '../../api/schemas/profile';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import type { RouteName } from '../../routing/routes';
import type { OrderBlockInput } from './order-block.machine';

/** The cabinet's new-order routes on the smartphone dashboard: their checkout is the `/new-dashboard` one. */
const NEW_DASHBOARD_ORDER_ROUTES: readonly RouteName[] = ['NewDashboardNewOrder', 'NewDashboardCreateNewOrder'];

/**
 * The order block's input for a new order started in the cabinet (personal-cabinet §2.1
 * `/dashboard/order/new`, `new-order/{create?}`, `/new-dashboard/new-order/create/{hid}`; funnel
 * §4): the client's city (the profile's, else the default), the standard product, logged in and
 * not on the landing (origin 13), the client's last line (`last_menu_type`, §4's first priority)
 * chosen, and the checkout opened inside the cabinet
 * (`SingleStepOrderInDashboard`, or the smartphone dashboard's variant).
 */
export function cabinetOrderInput(
  route: RouteName,
  profile: Pick<Profile, 'city_id' | 'last_menu_type'> | undefined,
): Pick<OrderBlockInput, 'cityId' | 'businessProduct' | 'placement' | 'checkoutIn' | 'loggedIn' | 'queryMenuType' | 'exactMenuType'> {
  const lastMenuType = profile?.last_menu_type ?? undefined;
  return {
    cityId: profile?.city_id ?? DEFAULT_CITY_ID,
    // personal-cabinet §4: the client's last line comes first (kept with its goal when still sold and not sold out).
    ...(lastMenuType ? { queryMenuType: lastMenuType, exactMenuType: true } : {}),
    businessProduct: 'standard',
    placement: 'other',
    checkoutIn: NEW_DASHBOARD_ORDER_ROUTES.includes(route) ? 'newDashboard' : 'dashboard',
    loggedIn: true,
  };
}
